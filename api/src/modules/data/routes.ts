import { Router } from 'express';
import { contextOf } from '../../platform/http/authorize.js';
import { operation } from '../../platform/http/openapi.js';
import { expectedVersionOf, setVersionETag } from '../../platform/http/preconditions.js';
import { connectionRoutes } from './connectors-routes.js';
import { importRoutes } from './imports-routes.js';
import * as data from './service.js';
import type { UploadStore } from './uploads.js';

/**
 * The data module's calls: record models and their records, currency rates, connectors and file
 * imports (openapi/data.yaml). Uploaded files wait in `uploads.dir` until applied or discarded.
 */
export function dataRoutes(uploads: UploadStore): Router {
  const router = Router();
  router.use(importRoutes(uploads));
  router.use(connectionRoutes());
  router.get(
    '/objects-definitions',
    operation('listObjectDefinitions', async (req, res) => {
      res.json(
        await data.listModels(contextOf(req), {
          page: Number(req.query.page ?? 0),
          limit: Number(req.query.limit ?? 50),
        }),
      );
    }),
  );
  router.post(
    '/objects-definitions',
    operation('createObjectDefinition', async (req, res) => {
      const created = await data.createModel(contextOf(req), req.body);
      setVersionETag(res, created.version);
      res.status(201).json(created);
    }),
  );
  router.get(
    '/objects-definitions/:machineName',
    operation('getObjectDefinition', async (req, res) => {
      const model = await data.readModel(contextOf(req), String(req.params.machineName));
      setVersionETag(res, model.version);
      res.json(model);
    }),
  );
  router.patch(
    '/objects-definitions/:machineName',
    operation('updateObjectDefinition', async (req, res) => {
      const model = await data.editModel(
        contextOf(req),
        String(req.params.machineName),
        req.body,
        expectedVersionOf(req),
      );
      setVersionETag(res, model.version);
      res.json(model);
    }),
  );
  router.delete(
    '/objects-definitions/:machineName',
    operation('deleteObjectDefinition', async (req, res) => {
      await data.deleteModel(contextOf(req), String(req.params.machineName));
      res.status(204).end();
    }),
  );
  router.get(
    '/objects-definitions/:machineName/records',
    operation('listObjectRecords', async (req, res) => {
      res.json(
        await data.listRecords(contextOf(req), String(req.params.machineName), {
          page: Number(req.query.page ?? 0),
          limit: Number(req.query.limit ?? 50),
          sort: req.query.sort === undefined ? undefined : String(req.query.sort),
          direction:
            req.query.direction === undefined ? undefined : (String(req.query.direction) as 'ASC' | 'DESC'),
          search: req.query.search === undefined ? undefined : String(req.query.search),
          filter:
            req.query.filter === undefined
              ? undefined
              : ([] as unknown[]).concat(req.query.filter).map(String),
        }),
      );
    }),
  );
  router.get(
    '/virtual-custom-object-definitions',
    operation('listVirtualObjectDefinitions', async (req, res) => {
      res.json(await data.listVirtualModels(contextOf(req), Number(req.query.planId)));
    }),
  );
  router.get(
    '/virtual-custom-object-definitions/:machineName',
    operation('getVirtualObjectDefinition', async (req, res) => {
      res.json(
        await data.readVirtualModel(contextOf(req), Number(req.query.planId), String(req.params.machineName)),
      );
    }),
  );
  router.get(
    '/company/currency-rates',
    operation('listCurrencyRates', async (req, res) => {
      res.json(
        await data.listRates(contextOf(req), {
          currency: req.query.currency === undefined ? undefined : String(req.query.currency),
          page: Number(req.query.page ?? 0),
          limit: Number(req.query.limit ?? 50),
        }),
      );
    }),
  );
  router.post(
    '/company/currency-rates',
    operation('createCurrencyRate', async (req, res) => {
      const created = await data.addRate(contextOf(req), req.body);
      setVersionETag(res, created.version);
      res.status(201).json(created);
    }),
  );
  router.patch(
    '/company/currency-rates/:rateId',
    operation('updateCurrencyRate', async (req, res) => {
      const updated = await data.editRate(
        contextOf(req),
        Number(req.params.rateId),
        req.body,
        expectedVersionOf(req),
      );
      setVersionETag(res, updated.version);
      res.json(updated);
    }),
  );
  router.delete(
    '/company/currency-rates/:rateId',
    operation('deleteCurrencyRate', async (req, res) => {
      await data.deleteRate(contextOf(req), Number(req.params.rateId));
      res.status(204).end();
    }),
  );
  return router;
}
