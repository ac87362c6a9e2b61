import { Router } from 'express';
import { contextOf, userContextOf } from '../../platform/http/authorize.js';
import { operation } from '../../platform/http/openapi.js';
import { compareStatementVersions, listStatementVersions } from './history.js';
import { homeSummary } from './home.js';

/** Statement versions, "why did my number change" and the rep's home (issue #13 points 5, 6, 11). */
export function versionRoutes(): Router {
  const router = Router();
  router.get(
    '/statements/:statementId/versions',
    operation('listStatementVersions', async (req, res) => {
      res.json(await listStatementVersions(contextOf(req), Number(req.params.statementId), req.query));
    }),
  );
  router.get(
    '/statements/:statementId/versions/:fromVersion/compare/:toVersion',
    operation('compareStatementVersions', async (req, res) => {
      res.json(
        await compareStatementVersions(
          contextOf(req),
          Number(req.params.statementId),
          Number(req.params.fromVersion),
          Number(req.params.toVersion),
        ),
      );
    }),
  );
  router.get(
    '/home/summary',
    operation('getHomeSummary', async (req, res) => {
      res.json(await homeSummary(userContextOf(req)));
    }),
  );
  return router;
}
