import { Router } from 'express';
import { answer } from '../../platform/http/openapi.js';
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
    answer('startCalculation', (call) => startCalculation(call.context, call.body), 202),
  );
  router.get(
    '/calculations/ongoing',
    answer('listOngoingCalculations', (call) => listOngoingCalculations(call.context)),
  );
  router.get(
    '/calculations/last',
    answer('listLastCalculations', (call) => listLastCalculations(call.context, call.query)),
  );
  router.patch(
    '/calculations/operation/:calculationId/:operation',
    answer('operateCalculation', (call) => {
      const op = call.text('operation') === 'forcestop' ? 'forcestop' : 'stop';
      return operateCalculation(call.context, call.id('calculationId'), op);
    }),
  );
  return router;
}
