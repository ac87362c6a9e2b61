import { Router } from 'express';
import { answer } from '../../platform/http/openapi.js';
import { compareStatementVersions, listStatementVersions } from './history.js';
import { homeSummary } from './home.js';

/** Statement versions, "why did my number change" and the rep's home (issue #13 points 5, 6, 11). */
export function versionRoutes(): Router {
  const router = Router();
  router.get(
    '/statements/:statementId/versions',
    answer('listStatementVersions', (call) =>
      listStatementVersions(call.context, call.id('statementId'), call.query),
    ),
  );
  router.get(
    '/statements/:statementId/versions/:fromVersion/compare/:toVersion',
    answer('compareStatementVersions', (call) =>
      compareStatementVersions(
        call.context,
        call.id('statementId'),
        call.id('fromVersion'),
        call.id('toVersion'),
      ),
    ),
  );
  router.get(
    '/home/summary',
    answer('getHomeSummary', (call) => homeSummary(call.user)),
  );
  return router;
}
