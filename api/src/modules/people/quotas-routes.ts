import { Router } from 'express';
import { contextOf } from '../../platform/http/authorize.js';
import { operation } from '../../platform/http/openapi.js';
import { expectedVersionOf, setVersionETag } from '../../platform/http/preconditions.js';
import { createScope, deleteScope, listScopes, updateScope } from './admin-scopes.js';
import {
  deleteValue,
  deleteValuesOf,
  getQuota,
  searchQuotas,
  searchValues,
  setValue,
  setValuesInBulk,
  userValues,
} from './quotas.js';

/** The page and limit of a query (the contract bounds them), as the services take them. */
function pageOf(query: { page?: number; limit?: number }): { page?: number; limit?: number } {
  return {
    ...(query.page !== undefined ? { page: query.page } : {}),
    ...(query.limit !== undefined ? { limit: query.limit } : {}),
  };
}

/** The quota and admin-scope calls of doc 3 §7 (see quotas.ts and admin-scopes.ts for who may do what). */
export function quotasRoutes(): Router {
  const router = Router();
  router.post(
    '/quotas-with-assigned-plans/searches',
    operation('searchQuotasWithAssignedPlans', async (req, res) => {
      res.json(await searchQuotas(contextOf(req), { ...req.body, ...pageOf(req.query) }));
    }),
  );
  router.get(
    '/quotas-with-assigned-plans/:quotaId',
    operation('getQuotaWithAssignedPlans', async (req, res) => {
      res.json(await getQuota(contextOf(req), Number(req.params.quotaId)));
    }),
  );
  router.post(
    '/quotas/:quotaId/assignments/searches',
    operation('searchQuotaAssignments', async (req, res) => {
      res.json(
        await searchValues(contextOf(req), Number(req.params.quotaId), { ...req.body, ...pageOf(req.query) }),
      );
    }),
  );
  router.post(
    '/quotas-assignments/bulk',
    operation('bulkSetQuotaAssignments', async (req, res) => {
      res.json(await setValuesInBulk(contextOf(req), req.body));
    }),
  );
  router.post(
    '/quotas-assignments',
    operation('createQuotaAssignment', async (req, res) => {
      const { value, created } = await setValue(contextOf(req), req.body);
      res.status(created ? 201 : 200).json(value);
    }),
  );
  router.delete(
    '/quotas-assignments',
    operation('deleteQuotaAssignments', async (req, res) => {
      const deleted = await deleteValuesOf(
        contextOf(req),
        req.body.assignments.map((a) => a.id),
      );
      res.json({ deleted });
    }),
  );
  router.delete(
    '/quotas-assignments/:assignmentId',
    operation('deleteQuotaAssignment', async (req, res) => {
      await deleteValue(contextOf(req), Number(req.params.assignmentId));
      res.status(204).end();
    }),
  );
  router.get(
    '/users/:userId/quota-assignments',
    operation('getUserQuotaAssignments', async (req, res) => {
      res.json(
        await userValues(contextOf(req), Number(req.params.userId), {
          start: req.query['effectiveBetween.start'],
          end: req.query['effectiveBetween.end'],
          ...pageOf(req.query),
        }),
      );
    }),
  );

  router.get(
    '/admin-scopes',
    operation('listAdminScopes', async (req, res) => {
      res.json(await listScopes(contextOf(req)));
    }),
  );
  router.post(
    '/admin-scopes',
    operation('createAdminScope', async (req, res) => {
      const scope = await createScope(contextOf(req), req.body);
      setVersionETag(res, scope.version);
      res.status(201).json(scope);
    }),
  );
  router.patch(
    '/admin-scopes/:adminScopeId',
    operation('updateAdminScope', async (req, res) => {
      const scope = await updateScope(
        contextOf(req),
        Number(req.params.adminScopeId),
        req.body,
        expectedVersionOf(req),
      );
      setVersionETag(res, scope.version);
      res.json(scope);
    }),
  );
  router.delete(
    '/admin-scopes/:adminScopeId',
    operation('deleteAdminScope', async (req, res) => {
      await deleteScope(contextOf(req), Number(req.params.adminScopeId));
      res.status(204).end();
    }),
  );
  return router;
}
