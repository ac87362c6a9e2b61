import { Op, UniqueConstraintError } from 'sequelize';
import { hasPermission } from '@accrue/access';
import type { components } from '@accrue/sdk/schema';
import type { Context, UserContext } from '../../platform/context.js';
import { Conflict, NotFound } from '../../platform/errors.js';
import * as plans from '../plans/index.js';
import { getStatement } from './reading.js';
import { campaignKey, freshState, reviewColumns, startedCampaigns } from './review-state.js';
import { reviewOfStatement, REVIEW_MESSAGES, type StatementReview } from './reviews.js';
import { statementReviewsTable, statementsTable, workflowCampaignsTable } from './tables.js';
import type { StatementDetail } from './types.js';
import { workflowsOfPlans } from './workflows.js';

export type WorkflowCampaign = components['schemas']['WorkflowCampaign'];

/**
 * Review campaigns (doc 2 §3, §5): a plan's statements of a period await review once its campaign
 * started (an admin starts it for a period's plans), or one statement on its own (standalone
 * review). Before that, a statement is not under review: nothing awaits anybody.
 */

async function existingPlan(context: Context, planId: number): Promise<plans.Plan> {
  const plan = await plans.findPlan(context.tenant, planId);
  if (!plan || context.reach.planIds('VIEW_PLANS', [planId]).length === 0)
    throw new NotFound('Plan not found.');
  return plan;
}

/** GET /workflow-campaigns/by-plan-period/{planId}/{periodId}. */
export async function getCampaign(
  context: Context,
  planId: number,
  periodId: string,
): Promise<WorkflowCampaign> {
  await existingPlan(context, planId);
  const row = await context.tenant.findOne(workflowCampaignsTable, { planId, periodId });
  if (!row) return { planId, periodId, status: 'NOT_STARTED', startedAt: null };
  const ids = (
    await context.tenant.findAll(statementsTable, { where: { planId, periodId }, attributes: ['id'] })
  ).map((statement) => Number(statement.id));
  const reviewed = ids.length
    ? await context.tenant.count(statementReviewsTable, { statementId: ids, complete: true })
    : 0;
  return {
    planId,
    periodId,
    status: ids.length > 0 && reviewed === ids.length ? 'CLOSED' : 'STARTED',
    startedAt: new Date(row.startedAt).toISOString(),
  };
}

/** The plans with a workflow and statements of the period, of `among` (or every plan). */
async function reviewablePlans(context: Context, periodId: string, among?: readonly number[]) {
  const all = (await plans.listPlans(context.tenant)).filter((plan) => !among || among.includes(plan.id));
  const reachable = new Set(
    context.reach.planIds(
      'LAUNCH_WORKFLOW_CAMPAIGN',
      all.map((plan) => plan.id),
    ),
  );
  const withWorkflow = await workflowsOfPlans(
    context.tenant,
    all.filter((plan) => reachable.has(plan.id)).map((plan) => plan.id),
  );
  if (!withWorkflow.size) return [];
  const holding = new Set(
    (
      await context.tenant.findAll(statementsTable, {
        where: { periodId, planId: { [Op.in]: [...withWorkflow.keys()] } },
        attributes: ['planId'],
      })
    ).map((row) => Number(row.planId)),
  );
  const started = await startedCampaigns(context.tenant, [...holding]);
  return all.filter(
    (plan) => holding.has(plan.id) && !started.has(campaignKey({ planId: plan.id, periodId })),
  );
}

/** GET /workflow-campaigns/to-start-for-period. */
export async function campaignsToStart(
  context: Context,
  periodId: string,
): Promise<{ items: { id: number; name: string }[] }> {
  const items = (await reviewablePlans(context, periodId))
    .map((plan) => ({ id: plan.id, name: plan.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { items };
}

/** POST /workflow-campaigns/start-for-plans-period: answers how many started. */
export async function startCampaigns(
  context: UserContext,
  input: { periodId: string; planIds: readonly number[] },
): Promise<{ startedCount: number }> {
  let startedCount = 0;
  for (const plan of await reviewablePlans(context, input.periodId, input.planIds)) {
    try {
      await context.tenant.insert(workflowCampaignsTable, {
        planId: plan.id,
        periodId: input.periodId,
        startedAt: new Date(),
        startedBy: context.userId,
      });
      startedCount += 1;
    } catch (error) {
      // Started by somebody else a moment before: not this call's.
      if (!(error instanceof UniqueConstraintError)) throw error;
    }
  }
  return { startedCount };
}

/**
 * Whether the caller may start the review of this statement, not under review, on its own
 * (GET /statements/{id} asks only when its review is null).
 */
export async function canStartReview(context: Context, statement: StatementDetail): Promise<boolean> {
  if (!hasPermission(context.subject, 'ENABLE_STANDALONE_REVIEW')) return false;
  return (await workflowsOfPlans(context.tenant, [statement.plan.id])).has(statement.plan.id);
}

/** POST /statements/{id}/enable-standalone-review: the review starts at its first step. */
export async function enableStandaloneReview(
  context: UserContext,
  statementId: number,
): Promise<StatementReview> {
  const statement = await getStatement(context, statementId);
  const existing = await reviewOfStatement(context, statement);
  if (existing) return existing;
  const workflow = (await workflowsOfPlans(context.tenant, [statement.plan.id])).get(statement.plan.id);
  if (!workflow) throw new Conflict(REVIEW_MESSAGES.noWorkflow);
  try {
    await context.tenant.insert(statementReviewsTable, {
      ...reviewColumns(freshState(workflow)),
      statementId: statement.id,
      planId: statement.plan.id,
      version: 1,
    });
  } catch (error) {
    // Started by somebody else a moment before: theirs is the same review.
    if (!(error instanceof UniqueConstraintError)) throw error;
  }
  return (await reviewOfStatement(context, statement))!;
}
