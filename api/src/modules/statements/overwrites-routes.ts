import { Router } from 'express';
import { contextOf } from '../../platform/http/authorize.js';
import { operation } from '../../platform/http/openapi.js';
import { createDatasetOverwrite, createOverwrite, deleteOverwrite, listOverwrites } from './overwrites.js';
import { deleteRowEdit, excludeRow, includeRow, listRowEdits } from './row-edits.js';

/**
 * The overwrite calls (doc 2 §7 "Overwrites") and the /overwrites list; beside them the rows left
 * out of or added to a statement's dataset by hand (doc 2 §7 "Datasets") and the /row-edits list.
 */
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
  router.post(
    '/statements/:statementId/datasets/:datasetId/rows',
    operation('createStatementDatasetRow', async (req, res) => {
      const { statementId, datasetId } = req.params;
      res
        .status(201)
        .json(await includeRow(contextOf(req), Number(statementId), String(datasetId), req.body));
    }),
  );
  router.delete(
    '/statements/:statementId/datasets/:datasetId/rows/:rowId',
    operation('deleteStatementDatasetRow', async (req, res) => {
      const { statementId, datasetId, rowId } = req.params;
      res.json(
        await excludeRow(contextOf(req), Number(statementId), String(datasetId), String(rowId), req.body),
      );
    }),
  );
  router.delete(
    '/statements/:statementId/row-edits/:rowEditId',
    operation('deleteStatementRowEdit', async (req, res) => {
      await deleteRowEdit(contextOf(req), Number(req.params.statementId), Number(req.params.rowEditId));
      res.status(204).end();
    }),
  );
  router.get(
    '/row-edits',
    operation('listStatementRowEdits', async (req, res) => {
      res.json(await listRowEdits(contextOf(req), req.query));
    }),
  );
  return router;
}
