import type { Transaction } from 'sequelize';
import type { components } from '@accrue/sdk/schema';
import type { Tenant } from '../../platform/db/tenancy.js';
import { Conflict } from '../../platform/errors.js';
import { statementReviewsTable, workflowCampaignsTable, type StatementReviewRow } from './tables.js';
import { workflowsOfPlans, type ReviewWorkflow, type WorkflowStep } from './workflows.js';

/**
 * Where statements' reviews stand, for the statements' own reads and writes (the list's status,
 * the calculation's frozen statements); the review actions are in reviews.ts.
 */

export type ReviewStatus = components['schemas']['ReviewStatus'];
export type ReviewedStep = components['schemas']['ReviewedStep'];

export const FROZEN_MESSAGE = 'This statement is fully reviewed: reset its review before changing it.';

/** A statement's review as stored, or as it starts (no row yet: version 0, nothing taken). */
export interface ReviewState {
  workflowName: string;
  steps: WorkflowStep[];
  currentStep: number;
  complete: boolean;
  completedAt: Date | null;
  history: ReviewedStep[];
  version: number;
}

function stateOfRow(row: StatementReviewRow): ReviewState {
  return {
    workflowName: row.workflowName,
    steps: JSON.parse(row.steps) as WorkflowStep[],
    currentStep: Number(row.currentStep),
    complete: Boolean(Number(row.complete)),
    completedAt: row.completedAt ? new Date(row.completedAt) : null,
    history: JSON.parse(row.history) as ReviewedStep[],
    version: Number(row.version),
  };
}

/** A review as it starts, at the first step of its plan's workflow (version 0: not stored yet). */
export function freshState(workflow: ReviewWorkflow): ReviewState {
  return {
    workflowName: workflow.name,
    steps: workflow.steps,
    currentStep: 0,
    complete: false,
    completedAt: null,
    history: [],
    version: 0,
  };
}

/** The columns of a review's row that hold its state (the version is the writer's). */
export function reviewColumns(state: ReviewState) {
  return {
    workflowName: state.workflowName,
    steps: JSON.stringify(state.steps),
    currentStep: state.currentStep,
    complete: state.complete,
    completedAt: state.completedAt,
    history: JSON.stringify(state.history),
    updatedAt: new Date(),
  };
}

export function statusOf(state: ReviewState): ReviewStatus {
  return state.complete ? 'reviewed' : state.currentStep > 0 ? 'underReview' : 'unreviewed';
}

/** Past this many statements their reviews are read by plan rather than by id (a bounded IN list). */
const BY_ID_AT_MOST = 500;

export interface ReviewedStatement {
  id: number;
  planId: number;
  periodId: string;
}

/**
 * The review state of each statement: its stored review, else a fresh one when its plan has a
 * workflow and the plan's campaign of its period started; absent otherwise (not under review).
 */
export async function reviewStates(
  tenant: Tenant,
  statements: readonly ReviewedStatement[],
  t?: Transaction,
): Promise<Map<number, ReviewState>> {
  const states = new Map<number, ReviewState>();
  if (!statements.length) return states;
  const planIds = [...new Set(statements.map((s) => s.planId))];
  const wanted = new Set(statements.map((s) => s.id));
  // The reviews and the plans' workflows (then their campaigns) are read side by side.
  const [rows, { workflows, started }] = await Promise.all([
    tenant.findAll(statementReviewsTable, {
      where: statements.length <= BY_ID_AT_MOST ? { statementId: [...wanted] } : { planId: planIds },
      transaction: t,
    }),
    workflowsOfPlans(tenant, planIds, t).then(async (workflows) => ({
      workflows,
      started: await startedCampaigns(tenant, [...workflows.keys()], t),
    })),
  ]);
  for (const row of rows)
    if (wanted.has(Number(row.statementId))) states.set(Number(row.statementId), stateOfRow(row));
  for (const statement of statements) {
    const workflow = workflows.get(statement.planId);
    if (states.has(statement.id) || !workflow || !started.has(campaignKey(statement))) continue;
    states.set(statement.id, freshState(workflow));
  }
  return states;
}

export const campaignKey = (of: { planId: number; periodId: string }) => `${of.planId}|${of.periodId}`;

/** The (plan, period) campaigns started among these plans', as campaign keys. */
export async function startedCampaigns(
  tenant: Tenant,
  planIds: readonly number[],
  t?: Transaction,
): Promise<Set<string>> {
  if (!planIds.length) return new Set();
  const rows = await tenant.findAll(workflowCampaignsTable, {
    where: { planId: [...planIds] },
    attributes: ['planId', 'periodId'],
    transaction: t,
  });
  return new Set(
    rows.map((row) => campaignKey({ planId: Number(row.planId), periodId: String(row.periodId) })),
  );
}

/** The review status of each statement that has one (the statements list). */
export async function reviewStatusesOf(
  tenant: Tenant,
  statements: readonly ReviewedStatement[],
): Promise<Map<number, ReviewStatus>> {
  const states = await reviewStates(tenant, statements);
  return new Map([...states].map(([id, state]) => [id, statusOf(state)]));
}

/** The statements of `ids` whose review is complete: calculations leave them as they are. */
export async function frozenStatementIds(
  tenant: Tenant,
  where: { planId: number; statementIds?: readonly number[] },
  t?: Transaction,
): Promise<Set<number>> {
  const rows = await tenant.findAll(statementReviewsTable, {
    where: {
      planId: where.planId,
      complete: true,
      ...(where.statementIds ? { statementId: [...where.statementIds] } : {}),
    },
    attributes: ['statementId'],
    transaction: t,
  });
  return new Set(rows.map((row) => Number(row.statementId)));
}

/** Refuses an edit (adjustment, overwrite) of a fully reviewed statement. */
export async function assertNotFrozen(
  tenant: Tenant,
  statement: { id: number; planId: number },
): Promise<void> {
  if ((await frozenStatementIds(tenant, { planId: statement.planId, statementIds: [statement.id] })).size)
    throw new Conflict(FROZEN_MESSAGE);
}
