import { Router, type Request } from 'express';
import { HttpError } from '../../platform/http/errors.js';
import { answer, answerNoContent } from '../../platform/http/openapi.js';
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
    answer('listConnectors', async (call) => {
      const catalogue = await imports.listConnectors(call.context);
      return {
        connectors: [...catalogue.connectors],
        connections: catalogue.connections,
        fileLimitMb: Math.floor((store.limitBytes ?? UPLOAD_LIMIT_BYTES) / (1024 * 1024)),
      };
    }),
  );
  router.get(
    '/data-imports',
    answer('listDataImports', (call) =>
      imports.listImports(call.context, {
        objectName: call.query.objectName === undefined ? undefined : String(call.query.objectName),
        ...call.paging({ page: 0, limit: 20 }),
      }),
    ),
  );
  router.post(
    '/data-imports',
    answer(
      'uploadDataImport',
      async (call) => {
        const { user, req, query } = call;
        const stored = await storeBody(req, store, user.companyId);
        return imports.uploadImport(user, store, {
          objectName: String(query.objectName),
          fileName: String(query.fileName),
          scope: (query.scope ?? 'FULL') as ImportScope,
          storedFile: stored.name,
          fileSize: stored.size,
        });
      },
      201,
    ),
  );
  router.get(
    '/data-imports/:importId',
    answer('getDataImport', (call) => imports.readImport(call.context, call.id('importId'))),
  );
  router.delete(
    '/data-imports/:importId',
    answerNoContent('cancelDataImport', (call) =>
      imports.cancelImport(call.context, store, call.id('importId')),
    ),
  );
  router.put(
    '/data-imports/:importId/mapping',
    answer('mapDataImport', (call) =>
      imports.mapImport(call.context, store, call.id('importId'), {
        mapping: call.body.mapping,
        scope: call.body.scope,
      }),
    ),
  );
  router.post(
    '/data-imports/:importId/apply',
    answer('applyDataImport', (call) => imports.applyImport(call.context, store, call.id('importId'))),
  );
  router.get(
    '/data-imports/:importId/changes',
    answer('listDataImportChanges', (call) =>
      imports.listImportChanges(call.context, call.id('importId'), {
        kind: call.query.kind === undefined ? undefined : (String(call.query.kind) as ChangeKind),
        ...call.paging({ page: 0, limit: 50 }),
      }),
    ),
  );
  return router;
}
