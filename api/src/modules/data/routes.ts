import { Router } from 'express';
import { answer, answerNoContent, answerVersioned } from '../../platform/http/openapi.js';
import { connectionRoutes } from './connectors-routes.js';
import { importRoutes } from './imports-routes.js';
import * as data from './service.js';
import type { UploadStore } from './uploads.js';

/** The default page of the data module's lists. */
const FIRST_PAGE = { page: 0, limit: 50 };

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
    answer('listObjectDefinitions', (call) => data.listModels(call.context, call.paging(FIRST_PAGE))),
  );
  router.post(
    '/objects-definitions',
    answerVersioned('createObjectDefinition', (call) => data.createModel(call.context, call.body), {
      status: 201,
    }),
  );
  router.get(
    '/objects-definitions/:machineName',
    answerVersioned('getObjectDefinition', (call) => data.readModel(call.context, call.text('machineName'))),
  );
  router.patch(
    '/objects-definitions/:machineName',
    answerVersioned('updateObjectDefinition', (call) =>
      data.editModel(call.context, call.text('machineName'), call.body, call.expectedVersion),
    ),
  );
  router.delete(
    '/objects-definitions/:machineName',
    answerNoContent('deleteObjectDefinition', (call) =>
      data.deleteModel(call.context, call.text('machineName')),
    ),
  );
  router.get(
    '/objects-definitions/:machineName/records',
    answer('listObjectRecords', (call) => {
      const { sort, direction, search, filter } = call.query;
      return data.listRecords(call.context, call.text('machineName'), {
        ...call.paging(FIRST_PAGE),
        sort: sort === undefined ? undefined : String(sort),
        direction: direction === undefined ? undefined : (String(direction) as 'ASC' | 'DESC'),
        search: search === undefined ? undefined : String(search),
        filter: filter === undefined ? undefined : ([] as unknown[]).concat(filter).map(String),
      });
    }),
  );
  router.get(
    '/virtual-custom-object-definitions',
    answer('listVirtualObjectDefinitions', (call) =>
      data.listVirtualModels(call.context, Number(call.query.planId)),
    ),
  );
  router.get(
    '/virtual-custom-object-definitions/:machineName',
    answer('getVirtualObjectDefinition', (call) =>
      data.readVirtualModel(call.context, Number(call.query.planId), call.text('machineName')),
    ),
  );
  router.get(
    '/company/currency-rates',
    answer('listCurrencyRates', (call) =>
      data.listRates(call.context, {
        currency: call.query.currency === undefined ? undefined : String(call.query.currency),
        ...call.paging(FIRST_PAGE),
      }),
    ),
  );
  router.post(
    '/company/currency-rates',
    answerVersioned('createCurrencyRate', (call) => data.addRate(call.context, call.body), { status: 201 }),
  );
  router.patch(
    '/company/currency-rates/:rateId',
    answerVersioned('updateCurrencyRate', (call) =>
      data.editRate(call.context, call.id('rateId'), call.body, call.expectedVersion),
    ),
  );
  router.delete(
    '/company/currency-rates/:rateId',
    answerNoContent('deleteCurrencyRate', (call) => data.deleteRate(call.context, call.id('rateId'))),
  );
  return router;
}
