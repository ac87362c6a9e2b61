import { Op, type WhereOptions } from 'sequelize';
import { hasPermission, type Permission, type Role } from '@accrue/access';
import type { Context, UserContext } from '../../platform/context.js';
import { Forbidden, NotFound } from '../../platform/errors.js';
import * as people from '../people/index.js';
import * as plans from '../plans/index.js';
import { adjustmentsOfStatement } from './adjustments.js';
import { withPeopleNames } from './dataset-people.js';
import { datasetSummaries } from './dataset-summaries.js';
import { overwritesOfStatement } from './overwrites.js';
import { rowEditsOfStatement } from './row-edits.js';
import * as repository from './repository.js';
import { reviewStatusesOf, type ReviewStatus } from './review-state.js';
import type {
  Statement,
  StatementDetail,
  StatementPeriod,
  StatementPlanRef,
  StatementUserRef,
  UserStatement,
  UserStatementPage,
} from './types.js';

export const STATEMENT_MESSAGES = {
  notFound: 'Statement not found.',
  notReachable: 'You do not have the permission to see this statement.',
} as const;

/** Roles that see hidden plans' statements (doc 2 §6: plan visibility is for admin-type roles). */
const ADMIN_TYPE: ReadonlySet<Role> = new Set<Role>([
  'ADMIN',
  'READ_ONLY_ADMIN',
  'SCOPED_ADMIN',
  'SCOPED_READ_ONLY_ADMIN',
]);

/** The most periods the period picker lists. */
export const MAX_PERIODS = 500;

export interface Directory {
  plans: Map<number, plans.Plan>;
  users: Map<number, people.User>;
}

export async function directoryOf(context: Context): Promise<Directory> {
  const [planList, userList] = await Promise.all([
    plans.listPlans(context.tenant),
    people.listCompanyUsers(context.tenant),
  ]);
  return {
    plans: new Map(planList.map((plan) => [plan.id, plan])),
    users: new Map(userList.map((user) => [user.id, user])),
  };
}

/** The company's plans and no user: what the reach conditions and plan names need. */
async function plansDirectory(context: Context): Promise<Directory> {
  return {
    plans: new Map((await plans.listPlans(context.tenant)).map((plan) => [plan.id, plan])),
    users: new Map(),
  };
}

/** `directory` naming the users of these ids, and only them. */
async function withUsers(context: Context, directory: Directory, ids: Iterable<number>): Promise<Directory> {
  const users = await people.usersByIds(context.tenant, [...new Set(ids)]);
  return { ...directory, users: new Map(users.map((user) => [user.id, user])) };
}

/**
 * The plans whose statements the caller may see (or read `permission` of: payments): in their
 * scope, and not hidden unless admin-type.
 */
function visiblePlanIds(
  context: Context,
  directory: Directory,
  permission: Permission = 'VIEW_STATEMENTS',
): number[] {
  const seesHidden = context.kind === 'apiKey' || ADMIN_TYPE.has(context.subject.role);
  const candidates = [...directory.plans.values()]
    .filter((plan) => seesHidden || !plan.isHidden)
    .map((plan) => plan.id);
  return context.reach.planIds(permission, candidates);
}

/** The conditions every read of statements adds: the caller's users and plans (doc 2 §6). */
export async function reachConditions(
  context: Context,
  directory: Directory,
  permission: Permission = 'VIEW_STATEMENTS',
): Promise<WhereOptions[]> {
  return [
    await context.reach.userWhere(permission, 'userId'),
    { planId: visiblePlanIds(context, directory, permission) },
  ];
}

/** A statement's plan as lists and pages name it. */
export const planRef = (directory: Directory, planId: number): StatementPlanRef => ({
  id: planId,
  name: directory.plans.get(planId)?.name ?? '',
});

/** A statement's user as lists and pages name them. */
export function userRef(directory: Directory, userId: number): StatementUserRef {
  const user = directory.users.get(userId);
  return {
    id: userId,
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    fullName: user?.fullName ?? '',
  };
}

function toUserStatement(directory: Directory, head: repository.StatementHead): UserStatement {
  return {
    id: head.id,
    plan: planRef(directory, head.planId),
    user: userRef(directory, head.userId),
    period: { id: head.periodId, startDate: head.periodStart, endDate: head.periodEnd },
    total: head.total,
    currency: head.currency,
    status: head.status,
    calculatedAt: head.calculatedAt,
  };
}

export interface UserStatementQuery {
  periodId: string;
  planIds?: readonly number[];
  userIds?: readonly number[];
  search?: string;
  statementStatus?: 'error' | 'warning' | 'unreviewed' | 'underReview' | 'reviewed';
  /** The statements that have a forecast, each with it (VIEW_FORECASTS). */
  isForecast?: boolean;
  page?: number;
  limit?: number;
  sort?: 'user' | 'plan' | 'period' | 'total';
  desc?: boolean;
}

/** Whether the user's first or last name holds every word of `search` (case-insensitive). */
function nameMatches(user: people.User | undefined, search: string): boolean {
  if (!user) return false;
  const name = `${user.firstName} ${user.lastName}`.toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => name.includes(word));
}

/**
 * GET /userStatements: a period's statements within the caller's reach. One period holds at most a
 * statement per plan and user, so its heads (no content) are loaded, sorted and paged here.
 */
export async function listUserStatements(
  context: Context,
  query: UserStatementQuery,
): Promise<UserStatementPage> {
  const permission = listPermission(context, query.isForecast);
  // The plans first (which the caller may see), then only the users the period's heads name: a
  // company of 20,000 people does not load them all to name a page of 24.
  const planOnly = await plansDirectory(context);
  const conditions = [
    ...(await reachConditions(context, planOnly, permission)),
    { periodId: query.periodId },
  ];
  if (query.planIds?.length) conditions.push({ planId: [...query.planIds] });
  if (query.userIds?.length) conditions.push({ userId: [...query.userIds] });
  let heads = await repository.listStatementHeads(context.tenant, { [Op.and]: conditions });
  const directory = await withUsers(
    context,
    planOnly,
    heads.map((head) => head.userId),
  );
  const search = query.search?.trim();
  if (search) heads = heads.filter((head) => nameMatches(directory.users.get(head.userId), search));
  // A forecast list holds the statements that have a forecast, each with it.
  const forecastOf = query.isForecast
    ? await repository.forecastSummaries(context.tenant, { [Op.and]: conditions })
    : undefined;
  if (forecastOf) heads = heads.filter((head) => forecastOf(head) !== undefined);
  const wanted = query.statementStatus;
  const byEngine = wanted === 'error' || wanted === 'warning';
  // Filtering by review status reads every head's: the page then takes its own from them.
  const reviews = wanted && !byEngine ? await reviewStatusesOf(context.tenant, heads) : undefined;
  if (wanted) heads = heads.filter((head) => (byEngine ? head.status : reviews!.get(head.id)) === wanted);

  const items = heads.map((head) => ({
    ...toUserStatement(directory, head),
    ...(forecastOf ? { forecast: forecastOf(head)! } : {}),
  }));
  const compare = comparator(query.sort ?? 'user');
  items.sort((a, b) => (query.desc ? -1 : 1) * compare(a, b) || a.id - b.id);

  const page = query.page ?? 0;
  const limit = query.limit ?? 24;
  return {
    items: await withReviewStatuses(context, items.slice(page * limit, (page + 1) * limit), reviews),
    totalItems: items.length,
    currentPage: page,
    pageCount: Math.ceil(items.length / limit),
  };
}

/**
 * The page's statements with where each one's review stands (null: not under review), read unless
 * they are `known` already.
 */
async function withReviewStatuses(
  context: Context,
  items: UserStatement[],
  known?: ReadonlyMap<number, ReviewStatus>,
): Promise<UserStatement[]> {
  const statuses =
    known ??
    (await reviewStatusesOf(
      context.tenant,
      items.map((item) => ({ id: item.id, planId: item.plan.id, periodId: item.period.id })),
    ));
  return items.map((item) => ({ ...item, reviewStatus: statuses.get(item.id) ?? null }));
}

/**
 * Names compare as `localeCompare(b, 'en', { sensitivity: 'base' })` does, through one collator:
 * `localeCompare` with options builds a collator on every call (the list's largest own cost).
 */
const names = new Intl.Collator('en', { sensitivity: 'base' });

function comparator(sort: NonNullable<UserStatementQuery['sort']>) {
  const text = names.compare;
  switch (sort) {
    case 'user':
      return (a: UserStatement, b: UserStatement) =>
        text(a.user.lastName, b.user.lastName) || text(a.user.firstName, b.user.firstName);
    case 'plan':
      return (a: UserStatement, b: UserStatement) => text(a.plan.name, b.plan.name);
    case 'period':
      return (a: UserStatement, b: UserStatement) => text(a.period.startDate, b.period.startDate);
    case 'total':
      // Exact: a statement without a total sorts first.
      return (a: UserStatement, b: UserStatement) =>
        a.total === null || b.total === null
          ? Number(a.total !== null) - Number(b.total !== null)
          : compareDecimals(a.total, b.total);
  }
}

/** GET /statements/list-mine: the caller's own statements, latest period first. */
export async function listMyStatements(
  context: UserContext,
  query: { page?: number; limit?: number },
): Promise<UserStatementPage> {
  const directory = await withUsers(context, await plansDirectory(context), [context.userId]);
  const page = query.page ?? 0;
  const limit = query.limit ?? 18;
  const { items, total } = await repository.pageStatementHeads(
    context.tenant,
    { userId: context.userId, planId: visiblePlanIds(context, directory) },
    { offset: page * limit, limit },
  );
  return {
    items: await withReviewStatuses(
      context,
      items.map((head) => toUserStatement(directory, head)),
    ),
    totalItems: total,
    currentPage: page,
    pageCount: Math.ceil(total / limit),
  };
}

/**
 * GET /statements/listPeriodsThatHaveStatements: periods with a statement in reach (with
 * `isForecast`, a forecast), latest first.
 */
export async function listPeriodsWithStatements(
  context: Context,
  query: { isForecast?: boolean } = {},
): Promise<StatementPeriod[]> {
  const permission = listPermission(context, query.isForecast);
  const directory = await plansDirectory(context);
  return repository.listPeriods(
    context.tenant,
    { [Op.and]: await reachConditions(context, directory, permission) },
    MAX_PERIODS,
    query.isForecast ? 'forecasts' : 'statements',
  );
}

/**
 * GET /statements/{id}: 404 when the company has no such statement, 403 when its user or plan is
 * out of the caller's reach. `summarized` (the route's answer) ships each dataset's columns and row
 * count but only the rows the rules' lines name, trimmed to the fields naming them
 * (datasetSummaries): the page reads the rows a page at a time. Without it, every row whole (the
 * edits that check a row exists).
 */
export async function getStatement(
  context: Context,
  id: number,
  options: { summarized?: boolean } = {},
): Promise<StatementDetail> {
  const { statement, plan, directory } = await reachableStatement(context, id, 'VIEW_STATEMENTS');
  const content = statement.content;
  const [adjustments, overwrites, rowEdits, forecastId, datasets] = await Promise.all([
    adjustmentsOfStatement(context.tenant, statement),
    overwritesOfStatement(context.tenant, statement),
    rowEditsOfStatement(context.tenant, statement),
    repository.forecastIdOf(context.tenant, statement),
    withPeopleNames(
      context.tenant,
      plan.definition,
      options.summarized
        ? datasetSummaries(content.datasets ?? [], content.rules ?? [])
        : (content.datasets ?? []),
    ),
  ]);
  return {
    id: statement.id,
    plan: planRef(directory, statement.planId),
    user: userRef(directory, statement.userId),
    userId: statement.userId,
    period: { id: statement.periodId, startDate: statement.periodStart, endDate: statement.periodEnd },
    total: statement.total,
    currency: statement.currency,
    status: statement.status,
    incomplete: content.incomplete ?? false,
    calculatedAt: statement.calculatedAt,
    rules: content.rules ?? [],
    kpis: content.kpis ?? [],
    datasets,
    payments: content.payments ?? null,
    errors: content.errors ?? [],
    adjustments,
    overwrites,
    rowEdits,
    forecastId,
  };
}

/**
 * The permission a list reads statements with: VIEW_STATEMENTS, or for forecasts VIEW_FORECASTS,
 * a feature of its own (FORECAST) that the caller must hold besides the route's permission.
 */
function listPermission(context: Context, isForecast: boolean | undefined): Permission {
  if (!isForecast) return 'VIEW_STATEMENTS';
  if (!hasPermission(context.subject, 'VIEW_FORECASTS'))
    throw new Forbidden('You do not have the permission to do this.');
  return 'VIEW_FORECASTS';
}

/** A statement as other modules see it (threads): who, which plan and period, its rules by name. */
export interface StatementSubject {
  id: number;
  userId: number;
  userFullName: string;
  planId: number;
  planName: string;
  planIsHidden: boolean;
  periodId: string;
  rules: { name: string; label: string }[];
}

/**
 * The statement `id` if the caller may `permission` it: 404 when the company has no such
 * statement, 403 when its user or plan is out of reach (as GET /statements/{id}).
 */
export async function statementInReach(
  context: Context,
  id: number,
  permission: Permission,
): Promise<StatementSubject> {
  const { statement, plan, directory } = await reachableStatement(context, id, permission);
  return {
    id: statement.id,
    userId: statement.userId,
    userFullName: userRef(directory, statement.userId).fullName,
    planId: statement.planId,
    planName: plan.name,
    planIsHidden: plan.isHidden,
    periodId: statement.periodId,
    rules: (statement.content.rules ?? []).map((rule) => ({ name: rule.name, label: rule.label })),
  };
}

/**
 * The stored statement and its plan, with the reach check of GET /statements/{id}; its directory
 * holds that plan and the statement's user only (not every plan and user of the company).
 */
export async function reachableStatement(
  context: Context,
  id: number,
  permission: Permission,
): Promise<{ statement: Statement; plan: plans.Plan; directory: Directory }> {
  const statement = await repository.findStatement(context.tenant, id);
  if (!statement) throw new NotFound(STATEMENT_MESSAGES.notFound);
  const plan = await plans.findPlan(context.tenant, statement.planId);
  const planOnly: Directory = { plans: new Map(plan ? [[plan.id, plan]] : []), users: new Map() };
  const reachable =
    (await context.reach.canReachUser(permission, statement.userId)) &&
    visiblePlanIds(context, planOnly, permission).includes(statement.planId);
  if (!reachable || !plan) throw new Forbidden(STATEMENT_MESSAGES.notReachable);
  const users = await people.usersByIds(context.tenant, [statement.userId]);
  return {
    statement,
    plan,
    directory: { ...planOnly, users: new Map(users.map((user) => [user.id, user])) },
  };
}

/**
 * What reads across statements of other modules need: the filters on `userId` and `planId` columns
 * that keep them to the statements the caller may `permission`, and the names to show.
 */
export async function statementsReach(
  context: Context,
  permission: Permission,
): Promise<{ where: WhereOptions[]; directory: Directory }> {
  const directory = await directoryOf(context);
  return { where: await reachConditions(context, directory, permission), directory };
}

/** Compares two exact decimal strings (-?digits[.digits]) without turning them into floats. */
export function compareDecimals(a: string, b: string): number {
  const negativeA = a.startsWith('-');
  const negativeB = b.startsWith('-');
  const [wholeA, fractionA = ''] = (negativeA ? a.slice(1) : a).split('.');
  const [wholeB, fractionB = ''] = (negativeB ? b.slice(1) : b).split('.');
  const intA = wholeA!.replace(/^0+(?=\d)/, '');
  const intB = wholeB!.replace(/^0+(?=\d)/, '');
  const width = Math.max(fractionA.length, fractionB.length);
  const digitsA = intA.padStart(Math.max(intA.length, intB.length), '0') + fractionA.padEnd(width, '0');
  const digitsB = intB.padStart(Math.max(intA.length, intB.length), '0') + fractionB.padEnd(width, '0');
  const isZeroA = /^0*$/.test(digitsA);
  const isZeroB = /^0*$/.test(digitsB);
  const signA = isZeroA ? 0 : negativeA ? -1 : 1;
  const signB = isZeroB ? 0 : negativeB ? -1 : 1;
  if (signA !== signB) return signA < signB ? -1 : 1;
  const magnitude = digitsA < digitsB ? -1 : digitsA > digitsB ? 1 : 0;
  return signA < 0 ? -magnitude : magnitude;
}
