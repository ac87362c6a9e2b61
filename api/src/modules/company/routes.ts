import { Router } from 'express';
import type { Context } from '../../platform/context.js';
import { answer, answerNoContent, answerVersioned } from '../../platform/http/openapi.js';
import type { Tenant } from '../../platform/db/tenancy.js';
import * as company from './service.js';

/** What the company's answers read from other modules, given where the app is assembled. */
export interface CompanyRouteDependencies {
  /** Whether an active plan of the tenant has forecasting (the plans module). */
  hasForecastedPlans: (tenant: Tenant) => Promise<boolean>;
}

export function companyRoutes({ hasForecastedPlans }: CompanyRouteDependencies): Router {
  const router = Router();
  /** The company as its page reads it: whether a plan forecasts decides what the page shows. */
  const withForecasting = async <Found>(found: Found, call: { context: Context }) => ({
    ...found,
    hasForecastedPlans: await hasForecastedPlans(call.context.tenant),
  });
  router.get(
    '/companies',
    answerVersioned('getCompany', (call) => company.readCompany(call.context), { present: withForecasting }),
  );
  router.patch(
    '/companies',
    answerVersioned(
      'updateCompany',
      (call) => company.patchCompany(call.context, call.body, call.expectedVersion),
      {
        present: withForecasting,
      },
    ),
  );
  router.get(
    '/company/api-keys',
    answer('listApiKeys', (call) => company.listApiKeys(call.context)),
  );
  router.post(
    '/company/api-keys',
    answer('createApiKey', (call) => company.createApiKey(call.context, call.body, call.req), 201),
  );
  router.delete(
    '/company/api-keys/:apiKeyId',
    answerNoContent('deleteApiKey', (call) =>
      company.revokeApiKey(call.context, { apiKeyId: call.id('apiKeyId') }, call.req),
    ),
  );
  return router;
}
