import type { Permission } from '@accrue/access';
import { Op, UniqueConstraintError, type Transaction, type WhereOptions } from 'sequelize';
import { recordChange, type AuditAction } from '../../platform/audit/audit-log.js';
import type { Context } from '../../platform/context.js';
import type { CompanyTable } from '../../platform/db/tables.js';
import type { Tenant } from '../../platform/db/tenancy.js';
import { Conflict, Forbidden, NotFound } from '../../platform/errors.js';
import * as jobs from '../../platform/jobs/index.js';
import * as people from '../people/index.js';
import * as plans from '../plans/index.js';
import { CALCULATION_JOB, type CalculationPayload } from './calculation/job.js';
import { getStatement } from './reading.js';
import { assertNotFrozen, frozenStatementIds } from './review-state.js';
import { statementsTable, type AdjustmentRow } from './tables.js';
import type { StatementDetail } from './types.js';

/**
 * What the three kinds of hand edits of a statement share (adjustments, overwrites, row edits):
 * each is a row naming its statement by id and by its plan, user and period, with an author; each
 * change is checked against the statement, written to its audit log and followed by a
 * calculation of that statement. Written once here so that the three stay alike.
 */

export interface Author {
  id: number;
  fullName: string;
}

/** The columns every table of statement edits has (those of an adjustment the others have too). */
type EditRow = Pick<
  AdjustmentRow,
  'id' | 'companyId' | 'statementId' | 'planId' | 'userId' | 'periodId' | 'createdBy' | 'createdAt'
>;

/**
 * The people `ids` name (authors, and the users of listed edits), by id: only those, not the
 * company's every user (a statement read asked for them three times, once per kind of edit).
 */
export async function authorsOf(tenant: Tenant, ids: Iterable<number | null>): Promise<Map<number, Author>> {
  const wanted = [...new Set([...ids].filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  return new Map(
    (await people.usersByIds(tenant, wanted)).map((user) => [
      user.id,
      { id: user.id, fullName: user.fullName },
    ]),
  );
}

/** The ids of the people who created these edit rows. */
export const creatorsOf = (rows: readonly Pick<EditRow, 'createdBy'>[]) =>
  rows.map((row) => (row.createdBy === null ? null : Number(row.createdBy)));

/** The user `id` as an author; one no longer in the company keeps its id with a blank name. */
function authorOf(authors: ReadonlyMap<number, Author>, id: number): Author {
  return authors.get(id) ?? { id, fullName: '' };
}

/** Who created an edit row (null for one written by the system). */
export function createdByOf(
  row: Pick<EditRow, 'createdBy'>,
  authors: ReadonlyMap<number, Author>,
): Author | null {
  return row.createdBy === null ? null : authorOf(authors, Number(row.createdBy));
}

/**
 * The statement `statementId` if the caller may see it (404 / 403 as GET /statements/{id}) and
 * use `permission` on its user and plan (403 otherwise).
 */
export async function statementToChange(
  context: Context,
  statementId: number,
  permission: Permission,
  message: string,
): Promise<StatementDetail> {
  const statement = await getStatement(context, statementId);
  const allowed =
    (await context.reach.canReachUser(permission, statement.userId)) &&
    context.reach.planIds(permission, [statement.plan.id]).length === 1;
  if (!allowed) throw new Forbidden(message);
  await assertNotFrozen(context.tenant, { id: statement.id, planId: statement.plan.id });
  return statement;
}

/** The most later periods a statement's recalculation stores again with it (`andLaterPeriods`). */
const MAX_LATER_PERIODS = 120;

/**
 * Enqueues the calculation of one statement (its plan and period, for its user only), after an
 * adjustment, an overwrite or a row edit changed what it is calculated from; with
 * `andLaterPeriods`, that user's later periods of the plan too. Answers the calculation's id.
 */
export async function recalculateStatement(
  context: Context,
  statement: Pick<StatementDetail, 'userId' | 'plan' | 'period'>,
  options: { andLaterPeriods?: boolean } = {},
): Promise<number | null> {
  // A change of what a statement holds (its rows) moves what it carries into the user's later
  // periods too (held amounts released later, PREVIOUS): those of the plan are stored again.
  const later = options.andLaterPeriods
    ? await context.tenant.findAll(statementsTable, {
        where: {
          planId: statement.plan.id,
          userId: statement.userId,
          periodStart: { [Op.gt]: statement.period.startDate },
        },
        attributes: ['periodId'],
        order: [['periodStart', 'ASC']],
        limit: MAX_LATER_PERIODS,
      })
    : [];
  const payload: CalculationPayload = {
    type: 'MANUAL',
    target: 'statement',
    plans: [
      {
        planId: statement.plan.id,
        periodIds: [statement.period.id, ...later.map((row) => String(row.periodId))],
      },
    ],
    userIds: [statement.userId],
  };
  return jobs.enqueue(context.tenant, {
    kind: CALCULATION_JOB,
    payload,
    createdBy: context.userId ?? null,
  });
}

/** Writes an edit of a statement to the audit log, inside the edit's transaction. */
export function recordStatementChange(
  by: Parameters<typeof recordChange>[0],
  action: AuditAction,
  statement: Pick<StatementDetail, 'id'> & {
    user: Pick<StatementDetail['user'], 'fullName'>;
    plan: Pick<StatementDetail['plan'], 'name'>;
    period: Pick<StatementDetail['period'], 'id'>;
  },
  details: Record<string, unknown>,
  t?: Transaction,
): Promise<void> {
  const label = `${statement.user.fullName} · ${statement.plan.name} · ${statement.period.id}`;
  return recordChange(by, { action, target: { type: 'statement', id: statement.id, label }, details }, t);
}

/** The statement (plan, user, period) a list of edits belongs to. */
export interface StatementIdentity {
  planId: number;
  userId: number;
  periodId: string;
}

/** The filter on an edit's row for one statement: its id, or its plan, user and period. */
export function rowsOfStatement(
  statement: StatementIdentity | number,
): { statementId: number } | { planId: number; userId: number; periodId: string } {
  return typeof statement === 'number'
    ? { statementId: statement }
    : { planId: statement.planId, userId: statement.userId, periodId: statement.periodId };
}

/** The identity of a statement as its edit rows store it. */
function identityOf(statement: Pick<StatementDetail, 'userId' | 'plan' | 'period'>): StatementIdentity {
  return { planId: statement.plan.id, userId: statement.userId, periodId: statement.period.id };
}

/** A statement's edits of one table (by its plan, user and period, or its id), oldest first. */
export async function editsOfStatement<Row extends EditRow, Edit>(
  tenant: Tenant,
  table: CompanyTable<Row>,
  statement: StatementIdentity | number,
  toEdit: (row: Row, authors: ReadonlyMap<number, Author>) => Edit,
  /** More than a statement ever has: a bound, not a page. */
  limit: number,
): Promise<Edit[]> {
  const rows = await tenant.findAll(table, {
    where: rowsOfStatement(statement),
    order: [['id', 'ASC']],
    limit,
  });
  if (!rows.length) return [];
  const authors = await authorsOf(tenant, creatorsOf(rows));
  return rows.map((row) => toEdit(row, authors));
}

/**
 * The edits of one table on a plan's statements of these periods, oldest first, as the engine's
 * input takes them: the edit's id and statement (user, period) with `fieldsOf(row)`.
 */
export async function editInputs<Row extends EditRow, Fields extends object>(
  tenant: Tenant,
  table: CompanyTable<Row>,
  planId: number,
  periodIds: readonly string[],
  fieldsOf: (row: Row) => Fields,
): Promise<({ id: string; userId: number; periodId: string } & Fields)[]> {
  const rows = await tenant.findAll(table, {
    where: { planId, periodId: [...periodIds] },
    order: [['id', 'ASC']],
  });
  return rows.map((row) => ({
    id: String(row.id),
    userId: Number(row.userId),
    periodId: String(row.periodId),
    ...fieldsOf(row),
  }));
}

/**
 * Stores a new edit of the statement: `write` inserts it with its audit entry in one transaction
 * and answers its id; a unique-key clash (the same edit stored at the same time) answers 409
 * `conflict`. Then recalculates the statement with the user's later periods (an overwritten figure
 * or a row feeds them: a held amount released later, a rule read through PREVIOUS), and answers
 * the stored edit and the calculation's id.
 */
export async function storeStatementEdit<Row extends EditRow, Edit>(
  context: Context,
  statement: StatementDetail,
  table: CompanyTable<Row>,
  write: (t: Transaction) => Promise<number>,
  conflict: string,
  toEdit: (row: Row, authors: ReadonlyMap<number, Author>) => Edit,
): Promise<{ edit: Edit; calculationId: number | null }> {
  let id: number;
  try {
    id = await context.tenant.transaction(write);
  } catch (error) {
    if (error instanceof UniqueConstraintError) throw new Conflict(conflict);
    throw error;
  }
  const calculationId = await recalculateStatement(context, statement, { andLaterPeriods: true });
  const row = await context.tenant.findById(table, id);
  return { edit: toEdit(row!, await authorsOf(context.tenant, creatorsOf([row!]))), calculationId };
}

/**
 * Deletes the edit `id` of the statement (404 `notFound` when it is not one of the statement's),
 * writes `change(row)` to the audit log in the same transaction, then recalculates the statement
 * with the user's later periods of the plan (what the edit changed carries into them).
 */
export async function deleteStatementEdit<Row extends EditRow>(
  context: Context,
  statement: StatementDetail,
  table: CompanyTable<Row>,
  id: number,
  options: {
    notFound: string;
    change: (row: Row) => { action: AuditAction; details: Record<string, unknown> };
  },
): Promise<void> {
  const where = { id, ...identityOf(statement) };
  await context.tenant.transaction(async (t) => {
    const row = await context.tenant.findOne(table, where, t);
    if (!row || (await context.tenant.destroy(table, where, t)) === 0) throw new NotFound(options.notFound);
    const { action, details } = options.change(row);
    await recordStatementChange(context, action, statement, details, t);
  });
  await recalculateStatement(context, statement, { andLaterPeriods: true });
}

/** What an edit in a company-wide list (/overwrites, /row-edits) shows of its statement. */
export interface ListedEdit {
  user: Author;
  plan: { id: number; name: string };
  periodId: string;
  /** Whether its statement is fully reviewed (frozen): the edit can then not be removed. */
  statementFrozen: boolean;
}

export interface EditsPage<Item> {
  items: Item[];
  totalItems: number;
  currentPage: number;
  pageCount: number;
}

/**
 * The edits of one table on the statements in the caller's reach (VIEW_OVERWRITES), latest first,
 * paged; `narrowedBy` holds the list's own filters.
 */
export async function listStatementEdits<Row extends EditRow, Edit>(
  context: Context,
  table: CompanyTable<Row>,
  query: { periodId?: string; page?: number; limit?: number },
  narrowedBy: WhereOptions[],
  toEdit: (row: Row, authors: ReadonlyMap<number, Author>) => Edit,
): Promise<EditsPage<Edit & ListedEdit>> {
  const page = query.page ?? 0;
  const limit = query.limit ?? 18;
  const allPlans = await plans.listPlans(context.tenant);
  const planIds = context.reach.planIds(
    'VIEW_OVERWRITES',
    allPlans.map((plan) => plan.id),
  );
  const conditions: WhereOptions[] = [
    await context.reach.userWhere('VIEW_OVERWRITES', 'userId'),
    { planId: planIds },
  ];
  if (query.periodId) conditions.push({ periodId: query.periodId });
  conditions.push(...narrowedBy);
  const { rows, total } = await context.tenant.findPage(table, {
    where: { [Op.and]: conditions },
    order: [
      ['createdAt', 'DESC'],
      ['id', 'DESC'],
    ],
    offset: page * limit,
    limit,
  });
  const [authors, frozen] = await Promise.all([
    authorsOf(context.tenant, [...creatorsOf(rows), ...rows.map((row) => Number(row.userId))]),
    frozenOf(context.tenant, rows),
  ]);
  const planName = new Map(allPlans.map((plan) => [plan.id, plan.name]));
  return {
    items: rows.map((row) => ({
      ...toEdit(row, authors),
      user: authorOf(authors, Number(row.userId)),
      plan: { id: Number(row.planId), name: planName.get(Number(row.planId)) ?? '' },
      periodId: String(row.periodId),
      statementFrozen: frozen.has(Number(row.statementId)),
    })),
    totalItems: total,
    currentPage: page,
    pageCount: Math.ceil(total / limit),
  };
}

/** The fully reviewed (frozen) statements among those of a page of rows: one read per plan on it. */
async function frozenOf(
  tenant: Tenant,
  rows: readonly { planId: unknown; statementId: unknown }[],
): Promise<Set<number>> {
  const byPlan = new Map<number, number[]>();
  for (const row of rows) {
    const ids = byPlan.get(Number(row.planId)) ?? [];
    ids.push(Number(row.statementId));
    byPlan.set(Number(row.planId), ids);
  }
  const sets = await Promise.all(
    [...byPlan].map(([planId, statementIds]) => frozenStatementIds(tenant, { planId, statementIds })),
  );
  return new Set(sets.flatMap((set) => [...set]));
}
