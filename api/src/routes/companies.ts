import { Router } from 'express';
import { asyncRoute } from '../http/async-route.js';
import { authOf } from '../http/auth.js';
import { createApiKey, listKeys, revokeApiKey } from '../services/api-key-service.js';
import { patchCompany, readCompany, type CompanyPatch } from '../services/company-service.js';

export function companyRoutes(): Router {
  const router = Router();
  router.get(
    '/companies',
    asyncRoute(async (req, res) => {
      res.json(await readCompany(authOf(req)));
    }),
  );
  router.patch(
    '/companies',
    asyncRoute(async (req, res) => {
      res.json(await patchCompany(authOf(req), req.body as CompanyPatch));
    }),
  );
  router.get(
    '/company/api-keys',
    asyncRoute(async (req, res) => {
      res.json(await listKeys(authOf(req)));
    }),
  );
  router.post(
    '/company/api-keys',
    asyncRoute(async (req, res) => {
      res.status(201).json(await createApiKey(authOf(req), (req.body as { name: string }).name));
    }),
  );
  router.delete(
    '/company/api-keys/:apiKeyId',
    asyncRoute(async (req, res) => {
      await revokeApiKey(authOf(req), Number(req.params.apiKeyId));
      res.status(204).end();
    }),
  );
  return router;
}
