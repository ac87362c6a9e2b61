import type { Tenant } from '../../platform/db/tenancy.js';
import { todayIso } from '../../platform/db/values.js';
import * as people from '../people/index.js';
import type { ReviewedStep } from './review-state.js';
import {
  planWorkflowsTable,
  statementReviewsTable,
  statementsTable,
  workflowCampaignsTable,
  workflowsTable,
} from './tables.js';
import type { WorkflowStep } from './workflows.js';

const DAY = 86_400_000;

/**
 * Seeding (the demo company), after its statements are calculated: a two-step workflow (the rep's
 * manager approves, then finance signs off) on its plans, with the campaigns of three months
 * started: the first one's statements fully reviewed (so frozen), the next one's approved by their
 * managers and awaiting finance, the current one's awaiting the managers.
 */
export async function seedDemoReviews(
  tenant: Tenant,
  input: {
    planIds: readonly number[];
    reviewedPeriodId: string;
    awaitingFinancePeriodId: string;
    currentPeriodId: string;
    financeId: number;
    adminId: number;
  },
): Promise<void> {
  const steps: WorkflowStep[] = [
    { stepName: 'Manager approval', condition: { kind: 'ROLE', role: 'MANAGER' } },
    { stepName: 'Finance sign-off', condition: { kind: 'ROLE', role: 'FINANCE' } },
  ];
  const now = new Date();
  const workflowId = await tenant.insert(workflowsTable, {
    name: 'Manager then finance',
    steps: JSON.stringify(steps),
    version: 1,
    createdAt: now,
    updatedAt: now,
  });
  await tenant.insertMany(
    planWorkflowsTable,
    input.planIds.map((planId) => ({ planId, workflowId })),
  );
  // The three months' campaigns, started by the admin as each month closed (this one at its start).
  const periods = [input.reviewedPeriodId, input.awaitingFinancePeriodId, input.currentPeriodId];
  await tenant.insertMany(
    workflowCampaignsTable,
    input.planIds.flatMap((planId) =>
      periods.map((periodId) => ({
        planId,
        periodId,
        startedAt: new Date(Math.min(Date.parse(`${periodId}-01T09:00:00Z`) + 31 * DAY, now.getTime())),
        startedBy: input.adminId,
      })),
    ),
  );
  const statements = await tenant.findAll(statementsTable, {
    where: { planId: [...input.planIds], periodId: [input.reviewedPeriodId, input.awaitingFinancePeriodId] },
    attributes: ['id', 'planId', 'userId', 'periodId', 'periodEnd'],
  });
  const users = new Map((await people.listCompanyUsers(tenant)).map((user) => [user.id, user]));
  const today = todayIso();
  const reviews = [];
  for (const statement of statements) {
    // The workflow's first step is for a Manager (a read-only manager of the rep does not take
    // it); the admin forces it for whoever has none.
    const manager = (await people.managerIdsOf(tenant, Number(statement.userId), today))
      .map((id) => users.get(id))
      .find((user) => user?.role === 'MANAGER');
    const admin = users.get(input.adminId);
    const first = manager ?? admin;
    if (!first) continue;
    const closed = new Date(`${String(statement.periodEnd).slice(0, 10)}T16:00:00Z`).getTime();
    const taken = (
      from: number,
      by: { id: number; fullName: string },
      days: number,
      forced = false,
    ): ReviewedStep => ({
      from,
      to: from + 1,
      userId: by.id,
      userName: by.fullName,
      date: new Date(Math.min(closed + days * DAY, now.getTime())).toISOString(),
      stepName: steps[from]!.stepName,
      forcedByAdmin: forced,
    });
    const reviewed = statement.periodId === input.reviewedPeriodId;
    const finance = users.get(input.financeId);
    const history = [taken(0, first, 3, !manager), ...(reviewed && finance ? [taken(1, finance, 6)] : [])];
    reviews.push({
      statementId: Number(statement.id),
      planId: Number(statement.planId),
      workflowName: 'Manager then finance',
      steps: JSON.stringify(steps),
      currentStep: history.length,
      complete: history.length === steps.length,
      completedAt: history.length === steps.length ? new Date(history.at(-1)!.date) : null,
      history: JSON.stringify(history),
      version: 1,
      updatedAt: now,
    });
  }
  await tenant.insertMany(statementReviewsTable, reviews);
}
