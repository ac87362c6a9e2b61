import { Router } from 'express';
import { contextOf } from '../../platform/http/authorize.js';
import { operation } from '../../platform/http/openapi.js';
import { createDatasetOverwrite, createOverwrite, deleteOverwrite, listOverwrites } from './overwrites.js';

/** The overwrite calls (doc 2 §7 "Overwrites") and the /overwrites list. */
export function overwriteRoutes(): Router {
  const router = Router();
  router.get(
    '/overwrites',
    operation('listStatementOverwrites', async (req, res) => {
      res.json(await listOverwrites(contextOf(req), req.query));
    }),
  );
  router.post(
    '/statements/:statementId/overwrites',
    operation('createStatementOverwrite', async (req, res) => {
      res.status(201).json(await createOverwrite(contextOf(req), Number(req.params.statementId), req.body));
    }),
  );
  router.delete(
    '/statements/:statementId/overwrites/:overwriteId',
    operation('deleteStatementOverwrite', async (req, res) => {
      await deleteOverwrite(contextOf(req), Number(req.params.statementId), Number(req.params.overwriteId));
      res.status(204).end();
    }),
  );
  router.post(
    '/statements/:statementId/datasets/:datasetId/overwrites',
    operation('createStatementDatasetOverwrite', async (req, res) => {
      res
        .status(201)
        .json(
          await createDatasetOverwrite(
            contextOf(req),
            Number(req.params.statementId),
            String(req.params.datasetId),
            req.body,
          ),
        );
    }),
  );
  return router;
}
