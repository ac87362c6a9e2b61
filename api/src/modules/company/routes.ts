import { Router } from 'express';
import { contextOf } from '../../platform/http/authorize.js';
import { operation } from '../../platform/http/openapi.js';
import { expectedVersionOf, setVersionETag } from '../../platform/http/preconditions.js';
import type { Tenant } from '../../platform/db/tenancy.js';
import * as company from './service.js';

/** What the company's answers read from other modules, given where the app is assembled. */
export interface CompanyRouteDependencies {
  /** Whether an active plan of the tenant has forecasting (the plans module). */
  hasForecastedPlans: (tenant: Tenant) => Promise<boolean>;
}

export function companyRoutes({ hasForecastedPlans }: CompanyRouteDependencies): Router {
  const router = Router();
  router.get(
    '/companies',
    operation('getCompany', async (req, res) => {
      const context = contextOf(req);
      const found = await company.readCompany(context);
      setVersionETag(res, found.version);
      res.json({ ...found, hasForecastedPlans: await hasForecastedPlans(context.tenant) });
    }),
  );
  router.patch(
    '/companies',
    operation('updateCompany', async (req, res) => {
      const context = contextOf(req);
      const updated = await company.patchCompany(context, req.body, expectedVersionOf(req));
      setVersionETag(res, updated.version);
      res.json({ ...updated, hasForecastedPlans: await hasForecastedPlans(context.tenant) });
    }),
  );
  router.get(
    '/company/api-keys',
    operation('listApiKeys', async (req, res) => {
      res.json(await company.listApiKeys(contextOf(req)));
    }),
  );
  router.post(
    '/company/api-keys',
    operation('createApiKey', async (req, res) => {
      res.status(201).json(await company.createApiKey(contextOf(req), req.body, req));
    }),
  );
  router.delete(
    '/company/api-keys/:apiKeyId',
    operation('deleteApiKey', async (req, res) => {
      await company.revokeApiKey(contextOf(req), { apiKeyId: Number(req.params.apiKeyId) }, req);
      res.status(204).end();
    }),
  );
  return router;
}
