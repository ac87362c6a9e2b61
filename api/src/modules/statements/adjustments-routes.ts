import { Router } from 'express';
import { contextOf } from '../../platform/http/authorize.js';
import { operation } from '../../platform/http/openapi.js';
import { expectedVersionOf, setVersionETag } from '../../platform/http/preconditions.js';
import { createAdjustment, deleteAdjustment, updateAdjustment } from './adjustments.js';

/** The adjustment calls (doc 2 §7 "Adjustments"). */
export function adjustmentRoutes(): Router {
  const router = Router();
  router.post(
    '/statements_adjustments',
    operation('createStatementAdjustment', async (req, res) => {
      const written = await createAdjustment(contextOf(req), req.body);
      setVersionETag(res, written.adjustment.version);
      res.status(201).json(written);
    }),
  );
  router.patch(
    '/statements_adjustments/:adjustmentId',
    operation('updateStatementAdjustment', async (req, res) => {
      const written = await updateAdjustment(
        contextOf(req),
        Number(req.params.adjustmentId),
        req.body,
        expectedVersionOf(req),
      );
      setVersionETag(res, written.adjustment.version);
      res.json(written);
    }),
  );
  router.delete(
    '/statements_adjustments/:adjustmentId',
    operation('deleteStatementAdjustment', async (req, res) => {
      await deleteAdjustment(contextOf(req), Number(req.params.adjustmentId));
      res.status(204).end();
    }),
  );
  return router;
}
