import { Router } from 'express';
import { contextOf } from '../../platform/http/authorize.js';
import { operation } from '../../platform/http/openapi.js';
import { expectedVersionOf, setVersionETag } from '../../platform/http/preconditions.js';
import * as company from './service.js';

export function companyRoutes(): Router {
  const router = Router();
  router.get(
    '/companies',
    operation('getCompany', async (req, res) => {
      const found = await company.readCompany(contextOf(req));
      setVersionETag(res, found.version);
      res.json(found);
    }),
  );
  router.patch(
    '/companies',
    operation('updateCompany', async (req, res) => {
      const updated = await company.patchCompany(contextOf(req), req.body, expectedVersionOf(req));
      setVersionETag(res, updated.version);
      res.json(updated);
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
