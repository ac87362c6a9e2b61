import { UniqueConstraintError, type Transaction, type WhereOptions } from 'sequelize';
import type { components } from '@accrue/sdk/schema';
import type { Context } from '../../platform/context.js';
import { recordChange } from '../../platform/audit/audit-log.js';
import type { Tenant } from '../../platform/db/tenancy.js';
import { updateVersioned, type ExpectedVersion } from '../../platform/db/versioned.js';
import { Conflict, Invalid, NotFound } from '../../platform/errors.js';
import * as people from '../people/index.js';
import * as plans from '../plans/index.js';
import { planWorkflowsTable, workflowsTable, type WorkflowRow } from './tables.js';

export type Workflow = components['schemas']['Workflow'];
export type WorkflowStep = components['schemas']['WorkflowStep'];
export type WorkflowInput = components['schemas']['WorkflowInput'];
export type PlanWorkflow = components['schemas']['PlanWorkflow'];

/** A company has at most this many workflows (GET /workflows answers them all). */
export const MAX_WORKFLOWS = 100;

export const WORKFLOW_MESSAGES = {
  notFound: 'Workflow not found.',
  planNotFound: 'Plan not found.',
  nameTaken: 'A workflow with this name already exists.',
  tooMany: `A company has at most ${MAX_WORKFLOWS} workflows.`,
  roleRequired: 'A role step needs a role.',
  userRequired: 'A user step needs a user of the company.',
} as const;

const stepsOf = (row: Pick<WorkflowRow, 'steps'>): WorkflowStep[] => JSON.parse(row.steps) as WorkflowStep[];

function toWorkflow(row: WorkflowRow, planNames: readonly { id: number; name: string }[]): Workflow {
  return {
    id: Number(row.id),
    name: row.name,
    steps: stepsOf(row),
    plans: [...planNames],
    version: Number(row.version),
  };
}

/** The steps with the name of each user a USER step names (people come and go: read, not stored). */
export async function withUserNames(
  tenant: Tenant,
  stepLists: readonly (readonly WorkflowStep[])[],
): Promise<WorkflowStep[][]> {
  const ids = [
    ...new Set(stepLists.flat().flatMap((step) => (step.condition.userId ? [step.condition.userId] : []))),
  ];
  const names = new Map((await people.usersByIds(tenant, ids)).map((user) => [user.id, user.fullName]));
  return stepLists.map((steps) =>
    steps.map((step) => {
      const name = step.condition.userId === undefined ? undefined : names.get(step.condition.userId);
      return name === undefined ? step : { ...step, condition: { ...step.condition, userName: name } };
    }),
  );
}

/** The workflows with the plans using each, by name. */
async function workflowsWithPlans(
  tenant: Tenant,
  where: WhereOptions = {},
  t?: Transaction,
): Promise<Workflow[]> {
  const rows = await tenant.findAll(workflowsTable, {
    where,
    order: [['name', 'ASC']],
    limit: MAX_WORKFLOWS,
    transaction: t,
  });
  if (!rows.length) return [];
  const links = await tenant.findAll(planWorkflowsTable, {
    where: { workflowId: rows.map((row) => Number(row.id)) },
    transaction: t,
  });
  const planList = await plans.listPlans(tenant, t);
  const nameOf = new Map(planList.map((plan) => [plan.id, plan.name]));
  const named = await withUserNames(tenant, rows.map(stepsOf));
  return rows.map((row, index) =>
    toWorkflow(
      { ...row, steps: JSON.stringify(named[index]) },
      links
        .filter((link) => Number(link.workflowId) === Number(row.id))
        .map((link) => ({ id: Number(link.planId), name: nameOf.get(Number(link.planId)) ?? '' }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    ),
  );
}

/** GET /workflows. */
export function listWorkflows(context: Context): Promise<Workflow[]> {
  return workflowsWithPlans(context.tenant);
}

async function findWorkflow(tenant: Tenant, id: number, t?: Transaction): Promise<Workflow> {
  const [workflow] = await workflowsWithPlans(tenant, { id }, t);
  if (!workflow) throw new NotFound(WORKFLOW_MESSAGES.notFound);
  return workflow;
}

/**
 * The steps as stored: names trimmed, and each condition only with what its kind uses. A role step
 * needs a role and a user step an existing user of the company (422 otherwise, nothing written).
 */
async function checkedInput(tenant: Tenant, input: WorkflowInput): Promise<{ name: string; steps: string }> {
  const errors: { field: string; message: string }[] = [];
  const name = input.name.trim();
  if (!name) errors.push({ field: 'name', message: 'This field is required.' });
  const userIds = input.steps.flatMap((step) =>
    step.condition.kind === 'USER' && step.condition.userId ? [step.condition.userId] : [],
  );
  const known = new Set((await people.usersByIds(tenant, userIds)).map((user) => user.id));
  const steps = input.steps.map((step, index): WorkflowStep => {
    const stepName = step.stepName.trim();
    if (!stepName) errors.push({ field: `steps.${index}.stepName`, message: 'This field is required.' });
    const { kind, role, userId } = step.condition;
    if (kind === 'ROLE' && !role)
      errors.push({ field: `steps.${index}.condition.role`, message: WORKFLOW_MESSAGES.roleRequired });
    if (kind === 'USER' && !(userId && known.has(userId)))
      errors.push({ field: `steps.${index}.condition.userId`, message: WORKFLOW_MESSAGES.userRequired });
    const condition =
      kind === 'ROLE' ? { kind, role: role! } : kind === 'USER' ? { kind, userId: userId! } : { kind };
    return { stepName, condition };
  });
  if (errors.length) throw new Invalid(errors);
  return { name, steps: JSON.stringify(steps) };
}

async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof UniqueConstraintError)
      throw new Invalid([{ field: 'name', message: WORKFLOW_MESSAGES.nameTaken }]);
    throw error;
  }
}

/** POST /workflows. */
export async function createWorkflow(context: Context, input: WorkflowInput): Promise<Workflow> {
  const values = await checkedInput(context.tenant, input);
  const id = await uniqueName(() =>
    context.tenant.transaction(async (t) => {
      // Counted inside the transaction that inserts: two creations at the cap cannot both pass.
      if (
        (await context.tenant.findAll(workflowsTable, { attributes: ['id'], transaction: t })).length >=
        MAX_WORKFLOWS
      )
        throw new Conflict(WORKFLOW_MESSAGES.tooMany);
      const now = new Date();
      const created = await context.tenant.insert(
        workflowsTable,
        { ...values, version: 1, createdAt: now, updatedAt: now },
        t,
      );
      await recordChange(
        context,
        { action: 'workflow.created', target: { type: 'workflow', id: created, label: values.name } },
        t,
      );
      return created;
    }),
  );
  return findWorkflow(context.tenant, id);
}

/** PUT /workflows/{id}: with If-Match, 409 when stale. Reviews already started keep their steps. */
export async function updateWorkflow(
  context: Context,
  id: number,
  input: WorkflowInput,
  expected: ExpectedVersion,
): Promise<Workflow> {
  const values = await checkedInput(context.tenant, input);
  await uniqueName(() =>
    context.tenant.transaction(async (t) => {
      await updateVersioned(
        context.tenant,
        workflowsTable,
        id,
        { ...values, updatedAt: new Date() },
        expected,
        WORKFLOW_MESSAGES.notFound,
        t,
      );
      await recordChange(
        context,
        { action: 'workflow.updated', target: { type: 'workflow', id, label: values.name } },
        t,
      );
    }),
  );
  return findWorkflow(context.tenant, id);
}

/** DELETE /workflows/{id}: its plans are left without one. */
export async function deleteWorkflow(context: Context, id: number): Promise<void> {
  await context.tenant.transaction(async (t) => {
    const row = await context.tenant.findById(workflowsTable, id, t);
    if (!row) throw new NotFound(WORKFLOW_MESSAGES.notFound);
    await context.tenant.destroy(planWorkflowsTable, { workflowId: id }, t);
    await context.tenant.destroy(workflowsTable, { id }, t);
    await recordChange(
      context,
      { action: 'workflow.deleted', target: { type: 'workflow', id, label: row.name } },
      t,
    );
  });
}

async function existingPlan(context: Context, planId: number): Promise<plans.Plan> {
  const plan = await plans.findPlan(context.tenant, planId);
  if (!plan) throw new NotFound(WORKFLOW_MESSAGES.planNotFound);
  return plan;
}

/** GET /plans/{id}/workflow. */
export async function getPlanWorkflow(context: Context, planId: number): Promise<PlanWorkflow> {
  await existingPlan(context, planId);
  const linked = (await workflowsOfPlans(context.tenant, [planId])).get(planId);
  return { planId, workflow: linked ? await findWorkflow(context.tenant, linked.id) : null };
}

/** PATCH /plans/{id}/workflow: one UPDATE or INSERT of the plan's link, audited with it. */
export async function setPlanWorkflow(
  context: Context,
  planId: number,
  workflowId: number | null,
): Promise<PlanWorkflow> {
  const plan = await existingPlan(context, planId);
  await context.tenant.transaction(async (t) => {
    if (workflowId !== null) await findWorkflow(context.tenant, workflowId, t);
    await context.tenant.destroy(planWorkflowsTable, { planId }, t);
    if (workflowId !== null) await context.tenant.insert(planWorkflowsTable, { planId, workflowId }, t);
    await recordChange(
      context,
      {
        action: 'plan.workflowChanged',
        target: { type: 'plan', id: planId, label: plan.name },
        details: { workflowId },
      },
      t,
    );
  });
  return getPlanWorkflow(context, planId);
}

/** What a review needs of a workflow: its name and steps (not its plans, nor users' names). */
export interface ReviewWorkflow {
  id: number;
  name: string;
  steps: WorkflowStep[];
}

/**
 * The workflow of each of these plans that has one, as reviews read it: two queries (the links and
 * the workflows), on every read of statements' review statuses.
 */
export async function workflowsOfPlans(
  tenant: Tenant,
  planIds: readonly number[],
  t?: Transaction,
): Promise<Map<number, ReviewWorkflow>> {
  if (!planIds.length) return new Map();
  const links = await tenant.findAll(planWorkflowsTable, { where: { planId: [...planIds] }, transaction: t });
  if (!links.length) return new Map();
  const rows = await tenant.findAll(workflowsTable, {
    where: { id: [...new Set(links.map((link) => Number(link.workflowId)))] },
    attributes: ['id', 'name', 'steps'],
    transaction: t,
  });
  const byId = new Map(
    rows.map((row) => [Number(row.id), { id: Number(row.id), name: row.name, steps: stepsOf(row) }]),
  );
  return new Map(
    links.flatMap((link) => {
      const workflow = byId.get(Number(link.workflowId));
      return workflow ? [[Number(link.planId), workflow] as const] : [];
    }),
  );
}
