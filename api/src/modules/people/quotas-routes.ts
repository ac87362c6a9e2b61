import { Router } from 'express';
import { contextOf } from '../../platform/http/authorize.js';
import { answer, answerNoContent, answerVersioned, operation } from '../../platform/http/openapi.js';
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
    answer('searchQuotasWithAssignedPlans', (call) =>
      searchQuotas(call.context, { ...call.body, ...pageOf(call.query) }),
    ),
  );
  router.get(
    '/quotas-with-assigned-plans/:quotaId',
    answer('getQuotaWithAssignedPlans', (call) => getQuota(call.context, call.id('quotaId'))),
  );
  router.post(
    '/quotas/:quotaId/assignments/searches',
    answer('searchQuotaAssignments', (call) =>
      searchValues(call.context, call.id('quotaId'), { ...call.body, ...pageOf(call.query) }),
    ),
  );
  router.post(
    '/quotas-assignments/bulk',
    answer('bulkSetQuotaAssignments', (call) => setValuesInBulk(call.context, call.body)),
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
    answer('deleteQuotaAssignments', async (call) => ({
      deleted: await deleteValuesOf(
        call.context,
        call.body.assignments.map((a) => a.id),
      ),
    })),
  );
  router.delete(
    '/quotas-assignments/:assignmentId',
    answerNoContent('deleteQuotaAssignment', (call) => deleteValue(call.context, call.id('assignmentId'))),
  );
  router.get(
    '/users/:userId/quota-assignments',
    answer('getUserQuotaAssignments', (call) =>
      userValues(call.context, call.id('userId'), {
        start: call.query['effectiveBetween.start'],
        end: call.query['effectiveBetween.end'],
        ...pageOf(call.query),
      }),
    ),
  );

  router.get(
    '/admin-scopes',
    answer('listAdminScopes', (call) => listScopes(call.context)),
  );
  router.post(
    '/admin-scopes',
    answerVersioned('createAdminScope', (call) => createScope(call.context, call.body), { status: 201 }),
  );
  router.patch(
    '/admin-scopes/:adminScopeId',
    answerVersioned('updateAdminScope', (call) =>
      updateScope(call.context, call.id('adminScopeId'), call.body, call.expectedVersion),
    ),
  );
  router.delete(
    '/admin-scopes/:adminScopeId',
    answerNoContent('deleteAdminScope', (call) => deleteScope(call.context, call.id('adminScopeId'))),
  );
  return router;
}
