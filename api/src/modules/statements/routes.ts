import { Router } from 'express';
import { contextOf, userContextOf } from '../../platform/http/authorize.js';
import { operation } from '../../platform/http/openapi.js';
import { adjustmentRoutes } from './adjustments-routes.js';
import { calculationRoutes } from './calculation-routes.js';
import { overwriteRoutes } from './overwrites-routes.js';
import { paymentRoutes } from './payments-routes.js';
import { versionRoutes } from './versions-routes.js';
import { getStatement, listMyStatements, listPeriodsWithStatements, listUserStatements } from './reading.js';

/** The statements calls of doc 2 §7 served so far (reading statements). */
export function statementRoutes(): Router {
  const router = Router();
  // Calculation jobs (doc 2 §4): their own file.
  router.use(calculationRoutes());
  // Adjustments and overwrites (doc 2 §7): their own files.
  router.use(adjustmentRoutes());
  router.use(overwriteRoutes());
  router.use(paymentRoutes());
  // Versions, their comparison and the home summary (issue #13 points 5, 6, 11): their own file.
  router.use(versionRoutes());
  router.get(
    '/userStatements',
    operation('listUserStatements', async (req, res) => {
      res.json(await listUserStatements(contextOf(req), req.query));
    }),
  );
  // The named paths before /statements/:id.
  router.get(
    '/statements/list-mine',
    operation('listMyStatements', async (req, res) => {
      res.json(await listMyStatements(userContextOf(req), req.query));
    }),
  );
  router.get(
    '/statements/listPeriodsThatHaveStatements',
    operation('listPeriodsThatHaveStatements', async (req, res) => {
      res.json(await listPeriodsWithStatements(contextOf(req)));
    }),
  );
  router.get(
    '/statements/:statementId',
    operation('getStatement', async (req, res) => {
      res.json(await getStatement(contextOf(req), Number(req.params.statementId)));
    }),
  );
  return router;
}
