import { Router } from 'express';
import { contextOf } from '../../platform/http/authorize.js';
import { HttpError } from '../../platform/http/errors.js';
import { operation } from '../../platform/http/openapi.js';
import { expectedVersionOf, setVersionETag } from '../../platform/http/preconditions.js';
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
  const id = (value: string | undefined) => Number(value);

  router.get(
    '/plans',
    operation('listPlans', async (req, res) => {
      res.json(await listPlansOf(contextOf(req), req.query));
    }),
  );
  router.post(
    '/plans',
    operation('createPlan', async (req, res) => {
      const context = contextOf(req);
      const plan = await onNameField(() => createPlanOf(context, req.body));
      setVersionETag(res, plan.version);
      res.status(201).json(await viewAfterWrite(context, plan));
    }),
  );
  router.post(
    '/plans/import',
    operation('importPlan', async (req, res) => {
      const context = contextOf(req);
      const plan = await onNameField(() => importPlanOf(context, req.body));
      setVersionETag(res, plan.version);
      res.status(201).json(await viewAfterWrite(context, plan));
    }),
  );
  router.get(
    '/plans/:planId',
    operation('getPlan', async (req, res) => {
      const plan = await getPlanOf(contextOf(req), id(req.params.planId));
      setVersionETag(res, plan.version);
      res.json(plan);
    }),
  );
  router.patch(
    '/plans/:planId',
    operation('updatePlan', async (req, res) => {
      const context = contextOf(req);
      const plan = await onNameField(() =>
        updatePlanOf(context, id(req.params.planId), req.body, expectedVersionOf(req)),
      );
      setVersionETag(res, plan.version);
      res.json(await viewAfterWrite(context, plan));
    }),
  );
  router.patch(
    '/plans/:planId/forecasting-configuration',
    operation('setPlanForecastingConfiguration', async (req, res) => {
      const context = contextOf(req);
      const plan = await setForecastingOf(context, id(req.params.planId), req.body, expectedVersionOf(req));
      setVersionETag(res, plan.version);
      res.json(await viewAfterWrite(context, plan));
    }),
  );
  router.delete(
    '/plans/:planId',
    operation('deletePlan', async (req, res) => {
      await deletePlanOf(contextOf(req), id(req.params.planId));
      res.status(204).end();
    }),
  );
  router.patch(
    '/plans/:planId/visibility',
    operation('setPlanVisibility', async (req, res) => {
      const context = contextOf(req);
      const plan = await setVisibilityOf(context, id(req.params.planId), req.body.visibility);
      res.json(await viewAfterWrite(context, plan));
    }),
  );
  router.put(
    '/plans/archive/:planId',
    operation('archivePlan', async (req, res) => {
      const context = contextOf(req);
      const plan = await archivePlanOf(context, id(req.params.planId), req.body);
      res.json(await viewAfterWrite(context, plan));
    }),
  );
  router.post(
    '/plans/:planId/duplicate',
    operation('duplicatePlan', async (req, res) => {
      const context = contextOf(req);
      const plan = await onNameField(() => duplicatePlanOf(context, id(req.params.planId), req.body));
      res.status(201).json(await viewAfterWrite(context, plan));
    }),
  );
  router.get(
    '/plans/:planId/definition',
    operation('getPlanDefinition', async (req, res) => {
      const document = await getDefinitionOf(contextOf(req), id(req.params.planId));
      setVersionETag(res, document.version);
      res.json(document);
    }),
  );
  router.put(
    '/plans/:planId/definition',
    operation('replacePlanDefinition', async (req, res) => {
      const plan = await onNameField(() =>
        replaceDefinitionOf(
          contextOf(req),
          id(req.params.planId),
          req.body.definition,
          expectedVersionOf(req),
        ),
      );
      setVersionETag(res, plan.version);
      res.json({ planId: plan.id, version: plan.version, definition: plan.definition });
    }),
  );
  router.get(
    '/plans/:planId/versions',
    operation('listPlanVersions', async (req, res) => {
      res.json(await listVersionsOf(contextOf(req), id(req.params.planId), req.query));
    }),
  );
  router.get(
    '/plans/:planId/versions/:fromVersion/compare/:toVersion',
    operation('comparePlanVersions', async (req, res) => {
      res.json(
        await compareVersionsOf(
          contextOf(req),
          id(req.params.planId),
          Number(req.params.fromVersion),
          Number(req.params.toVersion),
        ),
      );
    }),
  );
  router.post(
    '/plans/:planId/versions/:version/restore',
    operation('restorePlanVersion', async (req, res) => {
      const plan = await onNameField(() =>
        restoreVersionOf(
          contextOf(req),
          id(req.params.planId),
          Number(req.params.version),
          expectedVersionOf(req),
        ),
      );
      setVersionETag(res, plan.version);
      res.json({ planId: plan.id, version: plan.version, definition: plan.definition });
    }),
  );
  router.get(
    '/plans/:planId/assignments',
    operation('listPlanAssignments', async (req, res) => {
      res.json(await listAssignmentsOf(contextOf(req), id(req.params.planId), req.query));
    }),
  );
  router.post(
    '/plans/:planId/assignments',
    operation('createPlanAssignments', async (req, res) => {
      res.status(201).json(await createAssignmentsOf(contextOf(req), id(req.params.planId), req.body));
    }),
  );
  router.patch(
    '/plans/:planId/assignments/:planAssignmentId',
    operation('updatePlanAssignment', async (req, res) => {
      res.json(
        await updateAssignmentOf(
          contextOf(req),
          id(req.params.planId),
          id(req.params.planAssignmentId),
          req.body,
        ),
      );
    }),
  );
  router.delete(
    '/plans/:planId/assignments/:planAssignmentId',
    operation('deletePlanAssignment', async (req, res) => {
      await deleteAssignmentOf(contextOf(req), id(req.params.planId), id(req.params.planAssignmentId));
      res.status(204).end();
    }),
  );
  return router;
}

/** The plan as the list shows it, once written (the writer is an admin-type role: it sees the plan). */
async function viewAfterWrite(context: ReturnType<typeof contextOf>, plan: Plan): Promise<PlanView> {
  return getPlanOf(context, plan.id);
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
