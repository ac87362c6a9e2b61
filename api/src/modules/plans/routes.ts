import { Router } from 'express';
import type { Context } from '../../platform/context.js';
import { HttpError } from '../../platform/http/errors.js';
import { answer, answerNoContent, answerVersioned } from '../../platform/http/openapi.js';
import {
  createAssignmentsOf,
  deleteAssignmentOf,
  listAssignmentsOf,
  updateAssignmentOf,
} from './assignments.js';
import {
  archivePlanOf,
  compareVersionsOf,
  createPlanOf,
  deletePlanOf,
  duplicatePlanOf,
  getDefinitionOf,
  getPlanOf,
  importPlanOf,
  listPlansOf,
  listVersionsOf,
  replaceDefinitionOf,
  restoreVersionOf,
  setVisibilityOf,
  setForecastingOf,
  updatePlanOf,
  type PlanView,
} from './plan-actions.js';
import { PlanNameTaken } from './repository.js';
import type { Plan } from './types.js';

/** The plan calls of doc 2 §7 "Plans" (see plan-actions.ts and assignments.ts for who may do what). */
export function planRoutes(): Router {
  const router = Router();
  router.get(
    '/plans',
    answer('listPlans', (call) => listPlansOf(call.context, call.query)),
  );
  router.post(
    '/plans',
    answerVersioned('createPlan', (call) => onNameField(() => createPlanOf(call.context, call.body)), {
      status: 201,
      present: viewAfterWrite,
    }),
  );
  router.post(
    '/plans/import',
    answerVersioned('importPlan', (call) => onNameField(() => importPlanOf(call.context, call.body)), {
      status: 201,
      present: viewAfterWrite,
    }),
  );
  router.get(
    '/plans/:planId',
    answerVersioned('getPlan', (call) => getPlanOf(call.context, call.id('planId'))),
  );
  router.patch(
    '/plans/:planId',
    answerVersioned(
      'updatePlan',
      (call) =>
        onNameField(() => updatePlanOf(call.context, call.id('planId'), call.body, call.expectedVersion)),
      { present: viewAfterWrite },
    ),
  );
  router.patch(
    '/plans/:planId/forecasting-configuration',
    answerVersioned(
      'setPlanForecastingConfiguration',
      (call) => setForecastingOf(call.context, call.id('planId'), call.body, call.expectedVersion),
      { present: viewAfterWrite },
    ),
  );
  router.delete(
    '/plans/:planId',
    answerNoContent('deletePlan', (call) => deletePlanOf(call.context, call.id('planId'))),
  );
  router.patch(
    '/plans/:planId/visibility',
    answer('setPlanVisibility', async (call) =>
      viewAfterWrite(await setVisibilityOf(call.context, call.id('planId'), call.body.visibility), call),
    ),
  );
  router.put(
    '/plans/archive/:planId',
    answer('archivePlan', async (call) =>
      viewAfterWrite(await archivePlanOf(call.context, call.id('planId'), call.body), call),
    ),
  );
  router.post(
    '/plans/:planId/duplicate',
    answer(
      'duplicatePlan',
      async (call) =>
        viewAfterWrite(
          await onNameField(() => duplicatePlanOf(call.context, call.id('planId'), call.body)),
          call,
        ),
      201,
    ),
  );
  router.get(
    '/plans/:planId/definition',
    answerVersioned('getPlanDefinition', (call) => getDefinitionOf(call.context, call.id('planId'))),
  );
  router.put(
    '/plans/:planId/definition',
    answerVersioned(
      'replacePlanDefinition',
      (call) =>
        onNameField(() =>
          replaceDefinitionOf(call.context, call.id('planId'), call.body.definition, call.expectedVersion),
        ),
      { present: definitionOf },
    ),
  );
  router.get(
    '/plans/:planId/versions',
    answer('listPlanVersions', (call) => listVersionsOf(call.context, call.id('planId'), call.query)),
  );
  router.get(
    '/plans/:planId/versions/:fromVersion/compare/:toVersion',
    answer('comparePlanVersions', (call) =>
      compareVersionsOf(call.context, call.id('planId'), call.id('fromVersion'), call.id('toVersion')),
    ),
  );
  router.post(
    '/plans/:planId/versions/:version/restore',
    answerVersioned(
      'restorePlanVersion',
      (call) =>
        onNameField(() =>
          restoreVersionOf(call.context, call.id('planId'), call.id('version'), call.expectedVersion),
        ),
      { present: definitionOf },
    ),
  );
  router.get(
    '/plans/:planId/assignments',
    answer('listPlanAssignments', (call) => listAssignmentsOf(call.context, call.id('planId'), call.query)),
  );
  router.post(
    '/plans/:planId/assignments',
    answer(
      'createPlanAssignments',
      (call) => createAssignmentsOf(call.context, call.id('planId'), call.body),
      201,
    ),
  );
  router.patch(
    '/plans/:planId/assignments/:planAssignmentId',
    answer('updatePlanAssignment', (call) =>
      updateAssignmentOf(call.context, call.id('planId'), call.id('planAssignmentId'), call.body),
    ),
  );
  router.delete(
    '/plans/:planId/assignments/:planAssignmentId',
    answerNoContent('deletePlanAssignment', (call) =>
      deleteAssignmentOf(call.context, call.id('planId'), call.id('planAssignmentId')),
    ),
  );
  return router;
}

/** The plan as the list shows it, once written (the writer is an admin-type role: it sees the plan). */
async function viewAfterWrite(plan: Plan, call: { context: Context }): Promise<PlanView> {
  return getPlanOf(call.context, plan.id);
}

/** A plan's definition as its own document answers it. */
function definitionOf(plan: Plan): { planId: number; version: number; definition: Plan['definition'] } {
  return { planId: plan.id, version: plan.version, definition: plan.definition };
}

/** A taken plan name answers 409 naming the field (doc 2 §5: shown on the name field). */
async function onNameField<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PlanNameTaken)
      throw new HttpError(409, error.message, { errors: [{ field: error.field, message: error.message }] });
    throw error;
  }
}
