import { Router } from 'express';
import { contextOf, userContextOf } from '../../platform/http/authorize.js';
import { operation } from '../../platform/http/openapi.js';
import { expectedVersionOf, setVersionETag } from '../../platform/http/preconditions.js';
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
    operation('createDataConnection', async (req, res) => {
      const { connectorKey, ...input } = req.body;
      const created = await connections.createConnection(contextOf(req), connectorKey, input);
      setVersionETag(res, created.version);
      res.status(201).json(created);
    }),
  );
  router.get(
    '/data-connections/:connectionId',
    operation('getDataConnection', async (req, res) => {
      const found = await connections.readConnection(contextOf(req), Number(req.params.connectionId));
      setVersionETag(res, found.version);
      res.json(found);
    }),
  );
  router.patch(
    '/data-connections/:connectionId',
    operation('updateDataConnection', async (req, res) => {
      const updated = await connections.updateConnection(
        contextOf(req),
        Number(req.params.connectionId),
        req.body,
        expectedVersionOf(req),
      );
      setVersionETag(res, updated.version);
      res.json(updated);
    }),
  );
  router.delete(
    '/data-connections/:connectionId',
    operation('deleteDataConnection', async (req, res) => {
      await connections.deleteConnection(contextOf(req), Number(req.params.connectionId));
      res.status(204).end();
    }),
  );
  router.post(
    '/data-connections/:connectionId/test',
    operation('testDataConnection', async (req, res) => {
      res.json(await connections.testConnection(contextOf(req), Number(req.params.connectionId)));
    }),
  );
  router.get(
    '/data-connections/:connectionId/tables',
    operation('listDataConnectionTables', async (req, res) => {
      res.json({ items: await connections.listTables(contextOf(req), Number(req.params.connectionId)) });
    }),
  );
  router.get(
    '/data-connections/:connectionId/preview',
    operation('previewDataConnectionTable', async (req, res) => {
      res.json(
        await connections.previewTable(contextOf(req), Number(req.params.connectionId), {
          schema: String(req.query.schema),
          name: String(req.query.table),
        }),
      );
    }),
  );
  router.post(
    '/data-connections/:connectionId/imports',
    operation('importDataConnectionTable', async (req, res) => {
      const context = userContextOf(req);
      const created = await connections.importTable(context, Number(req.params.connectionId), {
        schema: req.body.schema,
        table: req.body.table,
        objectName: req.body.objectName,
        scope: (req.body.scope ?? 'FULL') as ImportScope,
        filters: req.body.filters ?? [],
        createdByName: await fullNameOf(context),
      });
      res.status(201).json(created);
    }),
  );
  // CRMs (HubSpot, Salesforce): OAuth2 authorization code, the code registered by the page.
  router.post(
    '/integrations/:integration/authorize',
    operation('authorizeIntegration', async (req, res) => {
      res.json(crm.authorizeUrl(userContextOf(req), String(req.params.integration)));
    }),
  );
  router.post(
    '/integrations/:integration/register',
    operation('registerIntegration', async (req, res) => {
      const registered = await crm.register(userContextOf(req), String(req.params.integration), {
        code: req.body.code,
        state: req.body.state,
      });
      setVersionETag(res, registered.version);
      res.json(registered);
    }),
  );
  // The push API: a partner's integration upserts and deletes records of a model by key.
  router.put(
    '/objects-definitions/:machineName/records',
    operation('pushObjectRecords', async (req, res) => {
      res.json(await pushRecords(contextOf(req), String(req.params.machineName), req.body));
    }),
  );
  // Refresh jobs (doc 3 §7 data imports and connectors calls).
  router.post(
    '/refreshments',
    operation('requestRefreshment', async (req, res) => {
      res.status(202).json(
        await refresh.requestRefresh(contextOf(req), {
          connectionId: req.body.connectionId,
          objectName: req.body.objectName ?? null,
        }),
      );
    }),
  );
  router.patch(
    '/refreshments/:refreshmentId/:operation',
    operation('operateRefreshment', async (req, res) => {
      res.json(
        await refresh.operateRefresh(
          contextOf(req),
          Number(req.params.refreshmentId),
          req.params.operation === 'forcestop' ? 'forcestop' : 'stop',
        ),
      );
    }),
  );
  router.get(
    '/connectors/refreshments/last',
    operation('listLastRefreshments', async (req, res) => {
      res.json({ items: await refresh.lastRefreshOfEach(contextOf(req)) });
    }),
  );
  router.get(
    '/connectors/:connectionId/refreshments/last',
    operation('getLastRefreshment', async (req, res) => {
      res.json({
        item: await refresh.lastRefreshOf(
          contextOf(req),
          Number(req.params.connectionId),
          req.query.objectName === undefined ? null : String(req.query.objectName),
        ),
      });
    }),
  );
  return router;
}
