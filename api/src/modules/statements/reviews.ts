import { Op, UniqueConstraintError, type Transaction } from 'sequelize';
import { hasPermission, type Role } from '@accrue/access';
import type { components } from '@accrue/sdk/schema';
import type { Context, UserContext } from '../../platform/context.js';
import { recordChange } from '../../platform/audit/audit-log.js';
import type { Tenant } from '../../platform/db/tenancy.js';
import { todayIso } from '../../platform/db/values.js';
import { STALE_VERSION_MESSAGE, updateVersioned, type ExpectedVersion } from '../../platform/db/versioned.js';
import { Conflict, DomainError, Forbidden } from '../../platform/errors.js';
import type { NotificationService } from '../notifications/index.js';
import * as people from '../people/index.js';
import { directoryOf, getStatement, reachConditions } from './reading.js';
import * as repository from './repository.js';
import {
  reviewColumns,
  reviewStates,
  statusOf,
  type ReviewedStep,
  type ReviewState,
} from './review-state.js';
import { statementReviewsTable } from './tables.js';
import type { StatementDetail } from './types.js';
import { withUserNames, workflowsOfPlans, type WorkflowStep } from './workflows.js';

export type StatementReview = components['schemas']['StatementReview'];
export type StatementToReview = components['schemas']['StatementToReview'];
export type WorkflowAction = 'NEXT' | 'PREVIOUS' | 'RESET' | 'FORCE';
export type BulkReviewAction = 'NEXT' | 'FORCE' | 'FULLY_REVIEW_FORCE' | 'RESET';

export const REVIEW_MESSAGES = {
  noWorkflow: "This statement's plan has no review workflow.",
  complete: 'This statement is already fully reviewed.',
  notYours: 'You cannot review this step of the statement.',
  cannotForce: 'You cannot force the review of this statement.',
  cannotUndo: 'You cannot undo the last step of this review.',
  nothingToUndo: 'No step of this review has been taken yet.',
  cannotReset: "You cannot reset this statement's review.",
} as const;

/** Who reviews, at most (a role step may name many people; the rest are not listed). */
export const MAX_REVIEWERS = 100;
/** The most statements one bulk review takes. */
export const MAX_BULK_REVIEW = 500;

const READ_ONLY: ReadonlySet<Role> = new Set<Role>([
  'READ_ONLY_ADMIN',
  'SCOPED_READ_ONLY_ADMIN',
  'READ_ONLY_MANAGER',
  'READ_ONLY_EMPLOYEE',
]);

/** What the viewer may do on a statement, given where its review stands. */
interface ViewerRights {
  matchesStep: boolean;
  canForce: boolean;
  canUndo: boolean;
  canReset: boolean;
}

function matches(step: WorkflowStep | undefined, context: Context, ownerId: number): boolean {
  if (!step || context.userId === null) return false;
  const { condition } = step;
  switch (condition.kind) {
    case 'OWNER':
      return context.userId === ownerId;
    case 'ROLE':
      // Doc 2 §5: a role step is never validated by the statement's own person.
      return context.subject.role === condition.role && context.userId !== ownerId;
    case 'USER':
      return context.userId === condition.userId;
  }
}

async function rightsOf(
  context: Context,
  statement: StatementDetail,
  state: ReviewState,
): Promise<ViewerRights> {
  const ownerId = statement.userId;
  const inReach = async (permission: 'FORCE_REVIEW_STATEMENTS' | 'REVIEW_STATEMENTS') =>
    hasPermission(context.subject, permission) &&
    (await context.reach.canReachUser(permission, ownerId)) &&
    context.reach.planIds(permission, [statement.plan.id]).length === 1;
  const canReview = await inReach('REVIEW_STATEMENTS');
  const canForce = await inReach('FORCE_REVIEW_STATEMENTS');
  const last = state.history.at(-1);
  const lastForward = last && last.to > last.from && last.to === state.currentStep ? last : undefined;
  const role = context.subject.role;
  const resetter =
    canReview &&
    !READ_ONLY.has(role) &&
    (context.userId === ownerId ||
      role === 'ADMIN' ||
      role === 'SCOPED_ADMIN' ||
      (context.userId !== null &&
        (await people.managerIdsOf(context.tenant, ownerId, todayIso())).includes(context.userId)));
  return {
    matchesStep: canReview && !state.complete && matches(state.steps[state.currentStep], context, ownerId),
    canForce: canForce && !state.complete,
    canUndo: state.currentStep > 0 && (canForce || (canReview && lastForward?.userId === context.userId)),
    canReset: state.currentStep > 0 && resetter,
  };
}

async function toReview(
  tenant: Tenant,
  statement: { id: number },
  state: ReviewState,
  rights: ViewerRights,
): Promise<StatementReview> {
  const [steps] = await withUserNames(tenant, [state.steps]);
  return {
    statementId: statement.id,
    status: statusOf(state),
    workflowName: state.workflowName,
    steps: steps!,
    currentStep: state.currentStep,
    workflowComplete: state.complete,
    workflowCompletedDate: state.completedAt?.toISOString() ?? null,
    workflowSteps: state.history,
    viewerAction: rights.matchesStep ? 'NEXT' : rights.canForce ? 'FORCE' : 'UNAUTHORIZED',
    canUndo: rights.canUndo,
    canReset: rights.canReset,
    canFullyReview: rights.canForce,
    version: state.version,
  };
}

/** The review of a statement the caller sees (GET /statements/{id}), or null without a workflow. */
export async function reviewOfStatement(
  context: Context,
  statement: StatementDetail,
): Promise<StatementReview | null> {
  const state = (
    await reviewStates(context.tenant, [
      { id: statement.id, planId: statement.plan.id, periodId: statement.period.id },
    ])
  ).get(statement.id);
  return state ? toReview(context.tenant, statement, state, await rightsOf(context, statement, state)) : null;
}

/** The state after `action` (checked against the viewer's rights), and the step taken. */
function nextState(
  state: ReviewState,
  action: WorkflowAction,
  rights: ViewerRights,
  by: { userId: number; userName: string },
  now: Date,
): ReviewState {
  const step = (from: number, to: number, forced: boolean): ReviewedStep => ({
    from,
    to,
    userId: by.userId,
    userName: by.userName,
    date: now.toISOString(),
    stepName: state.steps[Math.max(from, to) - 1]?.stepName ?? '',
    forcedByAdmin: forced,
  });
  const moved = (to: number, taken: ReviewedStep): ReviewState => ({
    ...state,
    currentStep: to,
    complete: to === state.steps.length,
    completedAt: to === state.steps.length ? now : null,
    history: [...state.history, taken],
  });
  switch (action) {
    case 'NEXT':
    case 'FORCE': {
      if (state.complete) throw new Conflict(REVIEW_MESSAGES.complete);
      const forced = action === 'FORCE' || !rights.matchesStep;
      if (forced ? !rights.canForce : !rights.matchesStep)
        throw new Forbidden(action === 'FORCE' ? REVIEW_MESSAGES.cannotForce : REVIEW_MESSAGES.notYours);
      return moved(state.currentStep + 1, step(state.currentStep, state.currentStep + 1, forced));
    }
    case 'PREVIOUS':
      if (state.currentStep === 0) throw new Conflict(REVIEW_MESSAGES.nothingToUndo);
      if (!rights.canUndo) throw new Forbidden(REVIEW_MESSAGES.cannotUndo);
      return moved(state.currentStep - 1, step(state.currentStep, state.currentStep - 1, false));
    case 'RESET':
      if (state.currentStep === 0) throw new Conflict(REVIEW_MESSAGES.nothingToUndo);
      if (!rights.canReset) throw new Forbidden(REVIEW_MESSAGES.cannotReset);
      return moved(0, step(state.currentStep, 0, false));
  }
}

/** Writes the new state if the review is still at the version read (409 otherwise). */
async function writeState(
  context: Context,
  statement: StatementDetail,
  read: ReviewState,
  next: ReviewState,
  t: Transaction,
): Promise<void> {
  const values = reviewColumns(next);
  if (read.version === 0) {
    try {
      await context.tenant.insert(
        statementReviewsTable,
        { ...values, statementId: statement.id, planId: statement.plan.id, version: 1 },
        t,
      );
    } catch (error) {
      // Somebody started the same review a moment before: theirs stands.
      if (error instanceof UniqueConstraintError) throw new Conflict(STALE_VERSION_MESSAGE);
      throw error;
    }
    return;
  }
  const row = await context.tenant.findOne(statementReviewsTable, { statementId: statement.id }, t);
  if (!row) throw new Conflict(STALE_VERSION_MESSAGE);
  await updateVersioned(
    context.tenant,
    statementReviewsTable,
    Number(row.id),
    values,
    [read.version],
    REVIEW_MESSAGES.noWorkflow,
    t,
  );
}

export interface ReviewOptions {
  /** The versions of If-Match (undefined: whatever the current one is). */
  expected?: ExpectedVersion;
  notifications?: NotificationService;
  isNotify?: boolean;
}

/**
 * PATCH /statements/{id} (workflowAction) and PATCH /statements/{id}/fully-review: the action is
 * checked against the caller's rights on the review as it is, and written only if nobody moved it
 * in between (the version read, or the one of If-Match): two reviewers clicking at once never both
 * validate a step.
 */
export async function reviewStatement(
  context: UserContext,
  statementId: number,
  action: WorkflowAction | 'FULLY_REVIEW_FORCE',
  options: ReviewOptions = {},
): Promise<StatementReview> {
  const statement = await getStatement(context, statementId);
  const me = (await people.usersByIds(context.tenant, [context.userId]))[0];
  const by = { userId: context.userId, userName: me?.fullName ?? '' };
  const after = await context.tenant.transaction(async (t) => {
    const read = (
      await reviewStates(
        context.tenant,
        [{ id: statement.id, planId: statement.plan.id, periodId: statement.period.id }],
        t,
      )
    ).get(statement.id);
    if (!read) throw new Conflict(REVIEW_MESSAGES.noWorkflow);
    if (options.expected !== undefined && !options.expected.includes(read.version))
      throw new Conflict(STALE_VERSION_MESSAGE);
    const rights = await rightsOf(context, statement, read);
    const now = new Date();
    let next: ReviewState;
    if (action === 'FULLY_REVIEW_FORCE') {
      if (read.complete) throw new Conflict(REVIEW_MESSAGES.complete);
      if (!rights.canForce) throw new Forbidden(REVIEW_MESSAGES.cannotForce);
      next = read;
      while (!next.complete) next = nextState(next, 'FORCE', rights, by, now);
    } else next = nextState(read, action, rights, by, now);
    await writeState(context, statement, read, next, t);
    await recordChange(
      context,
      {
        action: 'statement.reviewed',
        target: {
          type: 'statement',
          id: statement.id,
          label: `${statement.user.fullName} · ${statement.plan.name} · ${statement.period.id}`,
        },
        details: {
          workflowAction: action,
          from: read.currentStep,
          to: next.currentStep,
          complete: next.complete,
        },
      },
      t,
    );
    return next;
  });
  if (options.isNotify && options.notifications) {
    if (!after.complete) await notifyReviewers(context, statement, after, options.notifications);
    else if (statement.userId !== context.userId)
      // The statement's person learns that it is final.
      await options.notifications.notify(context.tenant, {
        userId: statement.userId,
        type: 'REVIEW_STATEMENT',
        content: `Your ${statement.period.id} statement (${statement.plan.name}) is fully reviewed.`,
        contentMetadata: { statementPeriodName: statement.period.id, reviewerFullName: by.userName },
        link: `/statements/${statement.id}`,
        authorId: context.userId,
      });
  }
  return toReview(
    context.tenant,
    statement,
    { ...after, version: after.version + 1 },
    await rightsOf(context, statement, after),
  );
}

/** POST /statements/reviews: each statement on its own; one refused never stops the others. */
export async function reviewStatements(
  context: UserContext,
  input: { statementIds: readonly number[]; action: BulkReviewAction },
  options: Omit<ReviewOptions, 'expected'>,
): Promise<{ reviewed: number[]; failed: { statementId: number; message: string }[] }> {
  const reviewed: number[] = [];
  const failed: { statementId: number; message: string }[] = [];
  for (const statementId of input.statementIds.slice(0, MAX_BULK_REVIEW)) {
    try {
      await reviewStatement(context, statementId, input.action, options);
      reviewed.push(statementId);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      failed.push({ statementId, message: error.message });
    }
  }
  if (options.notifications)
    await options.notifications.notify(context.tenant, {
      userId: context.userId,
      type: 'WORKFLOW_PROCESS_FINISHED',
      content: failed.length
        ? `${reviewed.length} statement(s) reviewed, ${failed.length} could not be.`
        : `${reviewed.length} statement(s) reviewed.`,
      contentMetadata: { reviewed: reviewed.length, failed: failed.length },
      link: '/statements-reviews',
    });
  return { reviewed, failed };
}

/** Who may validate the review's current step: at most MAX_REVIEWERS active people, by name. */
async function reviewersOf(
  tenant: Tenant,
  statement: StatementDetail,
  state: ReviewState,
): Promise<people.User[]> {
  const step = state.complete ? undefined : state.steps[state.currentStep];
  if (!step) return [];
  const ownerId = statement.userId;
  const users = await people.listCompanyUsers(tenant);
  const active = users.filter((user) => user.status === 'ACTIVE');
  let chosen: people.User[];
  switch (step.condition.kind) {
    case 'OWNER':
      chosen = active.filter((user) => user.id === ownerId);
      break;
    case 'USER':
      chosen = active.filter((user) => user.id === step.condition.userId);
      break;
    case 'ROLE': {
      const role = step.condition.role;
      // A manager reviews only the people they manage (they see no one else's statements).
      const managers =
        role === 'MANAGER' || role === 'READ_ONLY_MANAGER'
          ? new Set(await people.managerIdsOf(tenant, ownerId, todayIso()))
          : null;
      // A scoped administrator reviews only the plans of their scope.
      const scopes =
        role === 'SCOPED_ADMIN' || role === 'SCOPED_READ_ONLY_ADMIN'
          ? await people.adminScopeIdsHolding(tenant, statement.plan.id)
          : null;
      chosen = active.filter(
        (user) =>
          user.role === role &&
          user.id !== ownerId &&
          (managers === null || managers.has(user.id)) &&
          (scopes === null || (user.adminScopeId !== null && scopes.has(user.adminScopeId))),
      );
    }
  }
  return chosen.sort((a, b) => a.fullName.localeCompare(b.fullName)).slice(0, MAX_REVIEWERS);
}

const userRef = (user: people.User) => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  fullName: user.fullName,
});

async function stateOrRefuse(context: Context, statement: StatementDetail): Promise<ReviewState> {
  const state = (
    await reviewStates(context.tenant, [
      { id: statement.id, planId: statement.plan.id, periodId: statement.period.id },
    ])
  ).get(statement.id);
  if (!state) throw new Conflict(REVIEW_MESSAGES.noWorkflow);
  return state;
}

/** GET /statements-review/{id}/reviewers. */
export async function listReviewers(
  context: Context,
  statementId: number,
): Promise<{ items: ReturnType<typeof userRef>[] }> {
  const statement = await getStatement(context, statementId);
  const state = await stateOrRefuse(context, statement);
  return { items: (await reviewersOf(context.tenant, statement, state)).map(userRef) };
}

/** Tells the reviewers of the current step that the statement awaits them (REVIEW_STATEMENT). */
async function notifyReviewers(
  context: UserContext,
  statement: StatementDetail,
  state: ReviewState,
  notifications: NotificationService,
): Promise<people.User[]> {
  const reviewers = (await reviewersOf(context.tenant, statement, state)).filter(
    (user) => user.id !== context.userId,
  );
  const me = (await people.usersByIds(context.tenant, [context.userId]))[0];
  for (const reviewer of reviewers)
    await notifications.notify(context.tenant, {
      userId: reviewer.id,
      type: 'REVIEW_STATEMENT',
      content: `${me?.fullName ?? 'Someone'} asks you to review the ${statement.period.id} statement of ${statement.user.fullName} (${statement.plan.name}).`,
      contentMetadata: { statementPeriodName: statement.period.id, reviewerFullName: me?.fullName ?? '' },
      link: `/statements/${statement.id}`,
      authorId: context.userId,
    });
  return reviewers;
}

/** POST /statements-review/{id}/notify-reviewers (dryRun: only who would be). */
export async function notifyStatementReviewers(
  context: UserContext,
  statementId: number,
  input: { dryRun: boolean },
  notifications: NotificationService,
): Promise<{ items: ReturnType<typeof userRef>[] }> {
  const statement = await getStatement(context, statementId);
  const state = await stateOrRefuse(context, statement);
  if (input.dryRun) return { items: (await reviewersOf(context.tenant, statement, state)).map(userRef) };
  return { items: (await notifyReviewers(context, statement, state, notifications)).map(userRef) };
}

/**
 * GET /statements-review: the statements within the caller's reach whose current step names them
 * (owner, role or user), latest period first.
 */
export async function listStatementsToReview(
  context: UserContext,
  query: { planId?: number; periodId?: string; limit?: number },
): Promise<{ items: StatementToReview[]; totalItems: number }> {
  const directory = await directoryOf(context);
  const conditions = await reachConditions(context, directory, 'VIEW_STATEMENT_REVIEWS');
  const visible = [...directory.plans.keys()];
  const withWorkflow = await workflowsOfPlans(context.tenant, visible);
  const inProgress = await context.tenant.findAll(statementReviewsTable, {
    where: { complete: false, currentStep: { [Op.gt]: 0 } },
    attributes: ['planId'],
  });
  const candidates = new Set([...withWorkflow.keys(), ...inProgress.map((row) => Number(row.planId))]);
  if (query.planId !== undefined) conditions.push({ planId: query.planId });
  if (query.periodId) conditions.push({ periodId: query.periodId });
  conditions.push({ planId: [...candidates] });
  const heads = await repository.listStatementHeads(context.tenant, { [Op.and]: conditions });
  const states = await reviewStates(context.tenant, heads);
  const awaiting = heads.filter((head) => {
    const state = states.get(head.id);
    return state && !state.complete && matches(state.steps[state.currentStep], context, head.userId);
  });
  awaiting.sort(
    (a, b) =>
      b.periodStart.localeCompare(a.periodStart) ||
      (directory.users.get(a.userId)?.lastName ?? '').localeCompare(
        directory.users.get(b.userId)?.lastName ?? '',
      ) ||
      a.id - b.id,
  );
  const items = awaiting.slice(0, query.limit ?? 50).map((head): StatementToReview => {
    const state = states.get(head.id)!;
    const user = directory.users.get(head.userId);
    return {
      statementId: head.id,
      plan: { id: head.planId, name: directory.plans.get(head.planId)?.name ?? '' },
      user: user ? userRef(user) : { id: head.userId, firstName: '', lastName: '', fullName: '' },
      period: { id: head.periodId, startDate: head.periodStart, endDate: head.periodEnd },
      total: head.total,
      currency: head.currency,
      status: statusOf(state),
      stepName: state.steps[state.currentStep]?.stepName ?? '',
      stepNumber: state.currentStep + 1,
      stepCount: state.steps.length,
      viewerAction: 'NEXT',
    };
  });
  return { items, totalItems: awaiting.length };
}
