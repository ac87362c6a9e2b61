import { Router } from 'express';
import { contextOf } from '../../platform/http/authorize.js';
import { operation } from '../../platform/http/openapi.js';
import {
  listLastCalculations,
  listOngoingCalculations,
  operateCalculation,
  startCalculation,
} from './calculations.js';

/** The calculation calls (doc 2 §4 "Calculation jobs", §7): thin, typed from the contract. */
export function calculationRoutes(): Router {
  const router = Router();
  router.post(
    '/calculations',
    operation('startCalculation', async (req, res) => {
      res.status(202).json(await startCalculation(contextOf(req), req.body));
    }),
  );
  router.get(
    '/calculations/ongoing',
    operation('listOngoingCalculations', async (req, res) => {
      res.json(await listOngoingCalculations(contextOf(req)));
    }),
  );
  router.get(
    '/calculations/last',
    operation('listLastCalculations', async (req, res) => {
      res.json(await listLastCalculations(contextOf(req), req.query));
    }),
  );
  router.patch(
    '/calculations/operation/:calculationId/:operation',
    operation('operateCalculation', async (req, res) => {
      const op = req.params.operation === 'forcestop' ? 'forcestop' : 'stop';
      res.json(await operateCalculation(contextOf(req), Number(req.params.calculationId), op));
    }),
  );
  return router;
}
