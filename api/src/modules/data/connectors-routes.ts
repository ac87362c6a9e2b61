import { Router } from 'express';
import { answer, answerNoContent, answerVersioned } from '../../platform/http/openapi.js';
import * as connections from './connectors-service.js';
import * as crm from './crm-oauth.js';
import type { ImportScope } from './import-types.js';
import { fullNameOf } from './imports.js';
import { pushRecords } from './push.js';
import * as refresh from './refresh.js';

/** Database connections (openapi/data.yaml: /data-connections). */
export function connectionRoutes(): Router {
  const router = Router();
  router.post(
    '/data-connections',
    answerVersioned(
      'createDataConnection',
      (call) => {
        const { connectorKey, ...input } = call.body;
        return connections.createConnection(call.context, connectorKey, input);
      },
      { status: 201 },
    ),
  );
  router.get(
    '/data-connections/:connectionId',
    answerVersioned('getDataConnection', (call) =>
      connections.readConnection(call.context, call.id('connectionId')),
    ),
  );
  router.patch(
    '/data-connections/:connectionId',
    answerVersioned('updateDataConnection', (call) =>
      connections.updateConnection(call.context, call.id('connectionId'), call.body, call.expectedVersion),
    ),
  );
  router.delete(
    '/data-connections/:connectionId',
    answerNoContent('deleteDataConnection', (call) =>
      connections.deleteConnection(call.context, call.id('connectionId')),
    ),
  );
  router.post(
    '/data-connections/:connectionId/test',
    answer('testDataConnection', (call) => connections.testConnection(call.context, call.id('connectionId'))),
  );
  router.get(
    '/data-connections/:connectionId/tables',
    answer('listDataConnectionTables', async (call) => ({
      items: await connections.listTables(call.context, call.id('connectionId')),
    })),
  );
  router.get(
    '/data-connections/:connectionId/preview',
    answer('previewDataConnectionTable', (call) =>
      connections.previewTable(call.context, call.id('connectionId'), {
        schema: String(call.query.schema),
        name: String(call.query.table),
      }),
    ),
  );
  router.post(
    '/data-connections/:connectionId/imports',
    answer(
      'importDataConnectionTable',
      async (call) => {
        const { user, body } = call;
        return connections.importTable(user, call.id('connectionId'), {
          schema: body.schema,
          table: body.table,
          objectName: body.objectName,
          scope: (body.scope ?? 'FULL') as ImportScope,
          filters: body.filters ?? [],
          createdByName: await fullNameOf(user),
        });
      },
      201,
    ),
  );
  // CRMs (HubSpot, Salesforce): OAuth2 authorization code, the code registered by the page.
  router.post(
    '/integrations/:integration/authorize',
    answer('authorizeIntegration', (call) => crm.authorizeUrl(call.user, call.text('integration'))),
  );
  router.post(
    '/integrations/:integration/register',
    answerVersioned('registerIntegration', (call) =>
      crm.register(call.user, call.text('integration'), { code: call.body.code, state: call.body.state }),
    ),
  );
  // The push API: a partner's integration upserts and deletes records of a model by key.
  router.put(
    '/objects-definitions/:machineName/records',
    answer('pushObjectRecords', (call) => pushRecords(call.context, call.text('machineName'), call.body)),
  );
  // Refresh jobs (doc 3 §7 data imports and connectors calls).
  router.post(
    '/refreshments',
    answer(
      'requestRefreshment',
      (call) =>
        refresh.requestRefresh(call.context, {
          connectionId: call.body.connectionId,
          objectName: call.body.objectName ?? null,
        }),
      202,
    ),
  );
  router.patch(
    '/refreshments/:refreshmentId/:operation',
    answer('operateRefreshment', (call) =>
      refresh.operateRefresh(
        call.context,
        call.id('refreshmentId'),
        call.text('operation') === 'forcestop' ? 'forcestop' : 'stop',
      ),
    ),
  );
  router.get(
    '/connectors/refreshments/last',
    answer('listLastRefreshments', async (call) => ({
      items: await refresh.lastRefreshOfEach(call.context),
    })),
  );
  router.get(
    '/connectors/:connectionId/refreshments/last',
    answer('getLastRefreshment', async (call) => ({
      item: await refresh.lastRefreshOf(
        call.context,
        call.id('connectionId'),
        call.query.objectName === undefined ? null : String(call.query.objectName),
      ),
    })),
  );
  return router;
}
