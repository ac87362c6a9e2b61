import { Router } from 'express';
import { answerNoContent, answerVersioned } from '../../platform/http/openapi.js';
import { createAdjustment, deleteAdjustment, updateAdjustment } from './adjustments.js';

/** The adjustment calls (doc 2 §7 "Adjustments"). */
export function adjustmentRoutes(): Router {
  const router = Router();
  router.post(
    '/statements_adjustments',
    answerVersioned('createStatementAdjustment', (call) => createAdjustment(call.context, call.body), {
      status: 201,
      versionOf: adjustmentVersion,
    }),
  );
  router.patch(
    '/statements_adjustments/:adjustmentId',
    answerVersioned(
      'updateStatementAdjustment',
      (call) => updateAdjustment(call.context, call.id('adjustmentId'), call.body, call.expectedVersion),
      { versionOf: adjustmentVersion },
    ),
  );
  router.delete(
    '/statements_adjustments/:adjustmentId',
    answerNoContent('deleteStatementAdjustment', (call) =>
      deleteAdjustment(call.context, call.id('adjustmentId')),
    ),
  );
  return router;
}

/** A written adjustment answers beside its statement: the ETag is the adjustment's version. */
function adjustmentVersion(written: { adjustment: { version: number } }): number {
  return written.adjustment.version;
}
