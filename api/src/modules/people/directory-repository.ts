import {
  col,
  fn,
  IndexHints,
  literal,
  Op,
  where as sqlWhere,
  type Transaction,
  type WhereOptions,
} from 'sequelize';
import type { Tenant } from '../../platform/db/tenancy.js';
import { compareAndSwap, nextVersion, type ExpectedVersion } from '../../platform/db/versioned.js';
import { toTeamAssignment, toUser } from './mappers.js';
import { teamAssignmentsTable, usersTable, type UserRow } from './tables.js';
import type { TeamAssignment, User } from './types.js';

export type DirectorySort =
  'fullName' | 'email' | 'role' | 'currency' | 'status' | 'lastConnection' | 'createdAt';

export interface DirectoryFilter {
  statuses: readonly string[];
  roles?: readonly string[];
  currencies?: readonly string[];
  /** Sources; NONE stands for "no source" (a null column). */
  externalIdSources?: readonly string[];
  hrisIdSources?: readonly string[];
  userIds?: readonly number[];
  /** Words each found in the first name, last name or e-mail. */
  searchWords?: readonly string[];
}

/** Spec doc 3 §4: status sort order is inactive, invited, active, deactivated. */
const STATUS_RANK =
  "CASE status WHEN 'INACTIVE' THEN 0 WHEN 'INVITED' THEN 1 WHEN 'ACTIVE' THEN 2 ELSE 3 END";

function sourceWhere(column: string, sources: readonly string[]): WhereOptions {
  const named = sources.filter((s) => s !== 'NONE');
  const clauses: WhereOptions[] = [];
  if (named.length) clauses.push({ [column]: named });
  if (named.length !== sources.length) clauses.push({ [column]: null });
  return { [Op.or]: clauses };
}

/**
 * The directory's filter as one `where`, ANDed with the caller's reach. The search matches with
 * INSTR on lower-cased columns rather than LIKE: the same on SQLite and MariaDB, and no user text
 * is ever read as a wildcard.
 */
export function directoryWhere(reach: WhereOptions, filter: DirectoryFilter): WhereOptions {
  const and: WhereOptions[] = [reach, { status: [...filter.statuses] }];
  if (filter.roles?.length) and.push({ role: [...filter.roles] });
  if (filter.currencies?.length) and.push({ currency: [...filter.currencies] });
  if (filter.externalIdSources?.length) and.push(sourceWhere('externalIdSource', filter.externalIdSources));
  if (filter.hrisIdSources?.length) and.push(sourceWhere('hrisIdSource', filter.hrisIdSources));
  if (filter.userIds?.length) and.push({ id: [...filter.userIds] });
  for (const word of filter.searchWords ?? []) {
    const term = word.toLowerCase();
    and.push({
      [Op.or]: ['firstName', 'lastName', 'email'].map((column) =>
        sqlWhere(fn('INSTR', fn('LOWER', col(column)), term), Op.gt, 0),
      ),
    });
  }
  return { [Op.and]: and };
}

function orderOf(sort: DirectorySort, desc: boolean): [string, 'ASC' | 'DESC'][] {
  const dir = desc ? 'DESC' : 'ASC';
  const columns: Record<Exclude<DirectorySort, 'status'>, string[]> = {
    fullName: ['firstName', 'lastName'],
    email: ['email'],
    role: ['role', 'firstName', 'lastName'],
    currency: ['currency', 'firstName', 'lastName'],
    lastConnection: ['lastConnection'],
    createdAt: ['createdAt'],
  };
  const order: [unknown, 'ASC' | 'DESC'][] =
    sort === 'status'
      ? [
          [literal(STATUS_RANK), dir],
          ['firstName', 'ASC'],
          ['lastName', 'ASC'],
        ]
      : columns[sort].map((column) => [column, dir]);
  // The id last, so equal names never swap places between two pages.
  order.push(['id', dir]);
  // The tenancy layer passes `order` to Sequelize as is; its type names columns only, and the
  // status rank is a constant SQL expression (no user input in it).
  return order as [string, 'ASC' | 'DESC'][];
}

/** What a directory row shows: never the password hash or the platform levels of an account. */
const PROFILE_COLUMNS = Object.keys(usersTable.attributes).filter(
  (column) =>
    !['passwordHash', 'isSuperAdmin', 'isProviderAdmin', 'isTechAdmin', 'previousLastConnection'].includes(
      column,
    ),
);

/** MariaDB reads a short list of ids by primary key rather than walking a sort's index (see pageOfUsers). */
const BY_PRIMARY_KEY = { indexHints: [{ type: IndexHints.FORCE, values: ['PRIMARY'] }] };

/**
 * A page of the directory and its total. `fewIds` says the filter holds a short list of ids (a
 * manager's managees, a scoped admin's scope): MariaDB would otherwise walk the sort's index
 * across the whole company to skip the sort (10 ms at 20,000 users) rather than read the listed
 * rows by primary key and sort them (1 ms). `total` may answer the count from memory.
 */
export async function pageOfUsers(
  tenant: Tenant,
  where: WhereOptions,
  page: { sort: DirectorySort; desc: boolean; limit: number; offset: number; fewIds?: boolean },
  total?: (count: () => Promise<number>) => Promise<number>,
): Promise<{ users: User[]; total: number }> {
  const { rows, total: matching } = await tenant.findPage(
    usersTable,
    {
      attributes: PROFILE_COLUMNS,
      where,
      order: orderOf(page.sort, page.desc),
      limit: page.limit,
      offset: page.offset,
      ...(page.fewIds ? BY_PRIMARY_KEY : {}),
    },
    total,
  );
  return { users: rows.map(toUser), total: matching };
}

/**
 * The ids of every user matching `where` (which must list few ids: a reach), in the directory's
 * order for this sort: the first half of a page read in two steps (see `usersInOrder`).
 */
export async function orderedUserIds(
  tenant: Tenant,
  where: WhereOptions,
  sort: DirectorySort,
  desc: boolean,
): Promise<number[]> {
  const rows = await tenant.findAll(usersTable, {
    attributes: ['id'],
    where,
    order: orderOf(sort, desc),
    ...BY_PRIMARY_KEY,
  });
  return rows.map((row) => Number(row.id));
}

/** The users of `ids` that `where` still keeps, in the order of `ids`. */
export async function usersInOrder(
  tenant: Tenant,
  ids: readonly number[],
  where: WhereOptions,
): Promise<User[]> {
  if (!ids.length) return [];
  const rows = await tenant.findAll(usersTable, {
    attributes: PROFILE_COLUMNS,
    where: { [Op.and]: [{ id: [...ids] }, where] },
    ...BY_PRIMARY_KEY,
  });
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toUser(row)] : [];
  });
}

/** Active ADMINs of the company other than `exceptId`. */
export function countOtherActiveAdmins(tenant: Tenant, exceptId: number): Promise<number> {
  return tenant.count(usersTable, { role: 'ADMIN', status: 'ACTIVE', id: { [Op.ne]: exceptId } });
}

/** The user's TEAM_MANAGER assignments in force at `date` or starting later. */
export async function managerAssignmentsFrom(
  tenant: Tenant,
  userId: number,
  date: string,
  t?: Transaction,
): Promise<TeamAssignment[]> {
  return (
    await tenant.findAll(teamAssignmentsTable, {
      where: {
        userId,
        teamRole: 'TEAM_MANAGER',
        [Op.or]: [{ effectiveUntil: null }, { effectiveUntil: { [Op.gte]: date } }],
      },
      order: [['id', 'ASC']],
      transaction: t,
    })
  ).map(toTeamAssignment);
}

/**
 * Unassigns a demoted manager from the teams they manage: assignments already begun end the day
 * before `date`, those not begun yet are removed (history before `date` stays as it was).
 */
export async function endManagerAssignments(
  tenant: Tenant,
  assignments: readonly TeamAssignment[],
  date: string,
  dayBefore: string,
  t: Transaction,
): Promise<void> {
  const begun = assignments.filter((a) => a.effectiveAsOf < date).map((a) => a.id);
  const future = assignments.filter((a) => a.effectiveAsOf >= date).map((a) => a.id);
  const now = new Date();
  if (begun.length)
    await tenant.update(
      teamAssignmentsTable,
      { id: begun },
      { effectiveUntil: dayBefore, updatedAt: now },
      t,
    );
  if (future.length) await tenant.destroy(teamAssignmentsTable, { id: future }, t);
}

export type UserChanges = Partial<
  Pick<
    UserRow,
    | 'email'
    | 'firstName'
    | 'lastName'
    | 'role'
    | 'adminScopeId'
    | 'currency'
    | 'language'
    | 'externalId'
    | 'externalIdSource'
    | 'hrisId'
    | 'hrisIdSource'
    | 'status'
    | 'clearedAt'
  >
>;

/**
 * Writes the changes in one UPDATE that also bumps the version, only if the user is still at an
 * expected version: NotFound when gone, Conflict (409) when another edit moved it on.
 */
export function updateUserVersioned(
  tenant: Tenant,
  id: number,
  changes: UserChanges,
  expected: ExpectedVersion,
  t?: Transaction,
): Promise<void> {
  return compareAndSwap({
    expected,
    notFound: 'User not found.',
    write: (versionWhere) =>
      tenant.update(
        usersTable,
        { ...(versionWhere as object), id },
        { ...changes, updatedAt: new Date(), version: nextVersion(tenant.db) } as unknown as Partial<UserRow>,
        t,
      ),
    exists: async () => (await tenant.findById(usersTable, id, t)) !== null,
  });
}
