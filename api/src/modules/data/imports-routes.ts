import { Router, type Request } from 'express';
import { contextOf, userContextOf } from '../../platform/http/authorize.js';
import { HttpError } from '../../platform/http/errors.js';
import { operation } from '../../platform/http/openapi.js';
import type { ChangeKind, ImportScope } from './import-types.js';
import * as imports from './imports.js';
import { receiveUpload, tooLarge, UPLOAD_LIMIT_BYTES, UploadTooLarge, type UploadStore } from './uploads.js';

/**
 * The file body of an upload, streamed to the store under its own limit (the app's 1 MiB JSON
 * parser never reads it: the contract admits only the file's content types here).
 */
async function storeBody(req: Request, store: UploadStore, companyId: number) {
  const encoding = String(req.headers['content-encoding'] ?? 'identity').toLowerCase();
  if (encoding !== 'identity') throw new HttpError(415, `Unsupported Content-Encoding: ${encoding}.`);
  const limit = store.limitBytes ?? UPLOAD_LIMIT_BYTES;
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw new HttpError(413, tooLarge(limit));
  try {
    return await receiveUpload(store, req, companyId, limit);
  } catch (error) {
    if (error instanceof UploadTooLarge) throw new HttpError(413, error.message);
    throw error;
  }
}

/** Connectors and file imports (openapi/data.yaml: /connectors, /data-imports). */
export function importRoutes(store: UploadStore): Router {
  const router = Router();
  router.get(
    '/connectors',
    operation('listConnectors', async (req, res) => {
      const catalogue = await imports.listConnectors(contextOf(req));
      res.json({
        connectors: [...catalogue.connectors],
        connections: catalogue.connections,
        fileLimitMb: Math.floor((store.limitBytes ?? UPLOAD_LIMIT_BYTES) / (1024 * 1024)),
      });
    }),
  );
  router.get(
    '/data-imports',
    operation('listDataImports', async (req, res) => {
      res.json(
        await imports.listImports(contextOf(req), {
          objectName: req.query.objectName === undefined ? undefined : String(req.query.objectName),
          page: Number(req.query.page ?? 0),
          limit: Number(req.query.limit ?? 20),
        }),
      );
    }),
  );
  router.post(
    '/data-imports',
    operation('uploadDataImport', async (req, res) => {
      const context = userContextOf(req);
      const stored = await storeBody(req, store, context.companyId);
      const created = await imports.uploadImport(context, store, {
        objectName: String(req.query.objectName),
        fileName: String(req.query.fileName),
        scope: (req.query.scope ?? 'FULL') as ImportScope,
        storedFile: stored.name,
        fileSize: stored.size,
      });
      res.status(201).json(created);
    }),
  );
  router.get(
    '/data-imports/:importId',
    operation('getDataImport', async (req, res) => {
      res.json(await imports.readImport(contextOf(req), Number(req.params.importId)));
    }),
  );
  router.delete(
    '/data-imports/:importId',
    operation('cancelDataImport', async (req, res) => {
      await imports.cancelImport(contextOf(req), store, Number(req.params.importId));
      res.status(204).end();
    }),
  );
  router.put(
    '/data-imports/:importId/mapping',
    operation('mapDataImport', async (req, res) => {
      res.json(
        await imports.mapImport(contextOf(req), store, Number(req.params.importId), {
          mapping: req.body.mapping,
          scope: req.body.scope,
        }),
      );
    }),
  );
  router.post(
    '/data-imports/:importId/apply',
    operation('applyDataImport', async (req, res) => {
      res.json(await imports.applyImport(contextOf(req), store, Number(req.params.importId)));
    }),
  );
  router.get(
    '/data-imports/:importId/changes',
    operation('listDataImportChanges', async (req, res) => {
      res.json(
        await imports.listImportChanges(contextOf(req), Number(req.params.importId), {
          kind: req.query.kind === undefined ? undefined : (String(req.query.kind) as ChangeKind),
          page: Number(req.query.page ?? 0),
          limit: Number(req.query.limit ?? 50),
        }),
      );
    }),
  );
  return router;
}
