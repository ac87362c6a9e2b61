import type { Transaction } from 'sequelize';
import type { components } from '@accrue/sdk/schema';
import type { Tenant } from '../../platform/db/tenancy.js';
import { Conflict } from '../../platform/errors.js';
import { statementReviewsTable, type StatementReviewRow } from './tables.js';
import { workflowsOfPlans, type WorkflowStep } from './workflows.js';

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

export function statusOf(state: ReviewState): ReviewStatus {
  return state.complete ? 'reviewed' : state.currentStep > 0 ? 'underReview' : 'unreviewed';
}

/**
 * The review state of each statement: its stored review, else a fresh one from its plan's
 * workflow; absent when neither exists.
 */
export async function reviewStates(
  tenant: Tenant,
  statements: readonly { id: number; planId: number }[],
  t?: Transaction,
): Promise<Map<number, ReviewState>> {
  const states = new Map<number, ReviewState>();
  if (!statements.length) return states;
  const rows = await tenant.findAll(statementReviewsTable, {
    where: { statementId: statements.map((s) => s.id) },
    transaction: t,
  });
  for (const row of rows) states.set(Number(row.statementId), stateOfRow(row));
  const workflows = await workflowsOfPlans(tenant, [...new Set(statements.map((s) => s.planId))], t);
  for (const statement of statements) {
    const workflow = workflows.get(statement.planId);
    if (states.has(statement.id) || !workflow) continue;
    states.set(statement.id, {
      workflowName: workflow.name,
      steps: workflow.steps,
      currentStep: 0,
      complete: false,
      completedAt: null,
      history: [],
      version: 0,
    });
  }
  return states;
}

/** The review status of each statement that has one (the statements list). */
export async function reviewStatusesOf(
  tenant: Tenant,
  statements: readonly { id: number; planId: number }[],
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
