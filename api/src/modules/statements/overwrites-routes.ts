import { Router } from 'express';
import { answer, answerNoContent } from '../../platform/http/openapi.js';
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
    answer('listStatementOverwrites', (call) => listOverwrites(call.context, call.query)),
  );
  router.post(
    '/statements/:statementId/overwrites',
    answer(
      'createStatementOverwrite',
      (call) => createOverwrite(call.context, call.id('statementId'), call.body),
      201,
    ),
  );
  router.delete(
    '/statements/:statementId/overwrites/:overwriteId',
    answerNoContent('deleteStatementOverwrite', (call) =>
      deleteOverwrite(call.context, call.id('statementId'), call.id('overwriteId')),
    ),
  );
  router.post(
    '/statements/:statementId/datasets/:datasetId/overwrites',
    answer(
      'createStatementDatasetOverwrite',
      (call) =>
        createDatasetOverwrite(call.context, call.id('statementId'), call.text('datasetId'), call.body),
      201,
    ),
  );
  router.post(
    '/statements/:statementId/datasets/:datasetId/rows',
    answer(
      'createStatementDatasetRow',
      (call) => includeRow(call.context, call.id('statementId'), call.text('datasetId'), call.body),
      201,
    ),
  );
  router.delete(
    '/statements/:statementId/datasets/:datasetId/rows/:rowId',
    answer('deleteStatementDatasetRow', (call) =>
      excludeRow(call.context, call.id('statementId'), call.text('datasetId'), call.text('rowId'), call.body),
    ),
  );
  router.delete(
    '/statements/:statementId/row-edits/:rowEditId',
    answerNoContent('deleteStatementRowEdit', (call) =>
      deleteRowEdit(call.context, call.id('statementId'), call.id('rowEditId')),
    ),
  );
  router.get(
    '/row-edits',
    answer('listStatementRowEdits', (call) => listRowEdits(call.context, call.query)),
  );
  return router;
}
