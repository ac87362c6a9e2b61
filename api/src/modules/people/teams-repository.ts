import { Op, col, fn, where, type Transaction, type WhereOptions } from 'sequelize';
import type { Tenant } from '../../platform/db/tenancy.js';
import { hierarchyChanged } from './caller-cache.js';
import { toTeam, toTeamAssignment } from './mappers.js';
import { quotaValuesTable, teamAssignmentsTable, teamsTable, usersTable } from './tables.js';
import type { Team, TeamAssignment } from './types.js';

/**
 * The reads and writes of teams and team assignments behind `teams.ts`. Every query goes through
 * the caller's `Tenant`, and every write forgets the company's remembered hierarchy answers
 * (`hierarchyChanged`), at once and again when its transaction commits.
 */

export type AssignmentStatusFilter = 'ACTIVE' | 'EXPIRED' | 'FUTURE' | 'ALL';

/** The `where` of the assignments in a status at a date (doc 3 §4: derived from the dates). */
export function statusWhere(status: AssignmentStatusFilter, date: string): WhereOptions {
  switch (status) {
    case 'ACTIVE':
      return {
        effectiveAsOf: { [Op.lte]: date },
        [Op.or]: [{ effectiveUntil: null }, { effectiveUntil: { [Op.gte]: date } }],
      };
    case 'EXPIRED':
      return { effectiveUntil: { [Op.lt]: date } };
    case 'FUTURE':
      return { effectiveAsOf: { [Op.gt]: date } };
    case 'ALL':
      return {};
  }
}

export async function teamsWhere(tenant: Tenant, where: WhereOptions = {}, t?: Transaction): Promise<Team[]> {
  return (
    await tenant.findAll(teamsTable, {
      where,
      order: [
        ['name', 'ASC'],
        ['id', 'ASC'],
      ],
      transaction: t,
    })
  ).map(toTeam);
}

export async function findTeam(tenant: Tenant, id: number, t?: Transaction): Promise<Team | null> {
  const row = await tenant.findById(teamsTable, id, t);
  return row ? toTeam(row) : null;
}

/** The team with this name, whatever its case (as MariaDB's unique index compares names). */
export async function findTeamByName(tenant: Tenant, name: string, t?: Transaction): Promise<Team | null> {
  const lower = where(fn('lower', col('name')), name.toLowerCase());
  const row = await tenant.findOne(teamsTable, { [Op.and]: [lower] }, t);
  return row ? toTeam(row) : null;
}

export async function insertTeamRow(
  tenant: Tenant,
  team: { name: string; parentTeamId: number | null },
  t?: Transaction,
): Promise<number> {
  const now = new Date();
  const id = await tenant.insert(teamsTable, { ...team, archived: false, createdAt: now, updatedAt: now }, t);
  hierarchyChanged(tenant, t);
  return id;
}

/** Changes these columns of these teams in one UPDATE; answers how many rows changed. */
export async function updateTeams(
  tenant: Tenant,
  where: WhereOptions,
  values: { name?: string; parentTeamId?: number | null; archived?: boolean },
  t?: Transaction,
): Promise<number> {
  const count = await tenant.update(teamsTable, where, { ...values, updatedAt: new Date() }, t);
  hierarchyChanged(tenant, t);
  return count;
}

/**
 * Takes the write lock of every team of the company for the rest of the transaction (one UPDATE
 * touching them all), so that two structural changes of the tree (links) run one after the other
 * and each checks for cycles on the tree the other left.
 */
export async function lockTeamTree(tenant: Tenant, t: Transaction): Promise<void> {
  await tenant.update(teamsTable, {}, { updatedAt: new Date() }, t);
}

export async function deleteTeamRow(tenant: Tenant, id: number, t?: Transaction): Promise<number> {
  const count = await tenant.destroy(teamsTable, { id }, t);
  hierarchyChanged(tenant, t);
  return count;
}

export function countChildTeams(tenant: Tenant, id: number): Promise<number> {
  return tenant.count(teamsTable, { parentTeamId: id });
}

export function countTeamQuotaValues(tenant: Tenant, id: number): Promise<number> {
  return tenant.count(quotaValuesTable, { teamId: id });
}

export function countAssignments(tenant: Tenant, where: WhereOptions): Promise<number> {
  return tenant.count(teamAssignmentsTable, where);
}

export async function assignmentsWhere(
  tenant: Tenant,
  where: WhereOptions,
  page?: { limit: number; offset: number },
  t?: Transaction,
): Promise<TeamAssignment[]> {
  return (
    await tenant.findAll(teamAssignmentsTable, {
      where,
      order: [
        ['effectiveAsOf', 'DESC'],
        ['id', 'ASC'],
      ],
      ...(page ?? {}),
      transaction: t,
    })
  ).map(toTeamAssignment);
}

export async function insertAssignments(
  tenant: Tenant,
  rows: readonly Omit<TeamAssignment, 'id'>[],
  t: Transaction,
): Promise<number[]> {
  const now = new Date();
  const ids: number[] = [];
  for (const row of rows) {
    ids.push(await tenant.insert(teamAssignmentsTable, { ...row, createdAt: now, updatedAt: now }, t));
  }
  hierarchyChanged(tenant, t);
  return ids;
}

/**
 * Changes one assignment only if it still holds what the edit was made from (`from`): a
 * compare-and-swap on its role and dates, so a concurrent edit is never silently overwritten.
 * Answers whether the row changed.
 */
export async function updateAssignment(
  tenant: Tenant,
  from: TeamAssignment,
  values: Partial<Pick<TeamAssignment, 'teamRole' | 'effectiveAsOf' | 'effectiveUntil'>>,
  t: Transaction,
): Promise<boolean> {
  const count = await tenant.update(
    teamAssignmentsTable,
    {
      id: from.id,
      teamRole: from.teamRole,
      effectiveAsOf: from.effectiveAsOf,
      effectiveUntil: from.effectiveUntil,
    },
    { ...values, updatedAt: new Date() },
    t,
  );
  hierarchyChanged(tenant, t);
  return count > 0;
}

export async function deleteAssignments(
  tenant: Tenant,
  ids: readonly number[],
  t: Transaction,
): Promise<number> {
  const count = await tenant.destroy(teamAssignmentsTable, { id: [...ids] }, t);
  hierarchyChanged(tenant, t);
  return count;
}

export interface UserSummary {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  pictureURL: string | null;
  status: string;
}

export async function userSummaries(
  tenant: Tenant,
  ids: readonly number[],
  t?: Transaction,
): Promise<Map<number, UserSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await tenant.findAll(usersTable, {
    where: { id: [...new Set(ids)] },
    attributes: ['id', 'firstName', 'lastName', 'email', 'pictureURL', 'status'],
    transaction: t,
  });
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        id: Number(r.id),
        firstName: String(r.firstName),
        lastName: String(r.lastName),
        email: String(r.email),
        pictureURL: r.pictureURL ?? null,
        status: String(r.status),
      },
    ]),
  );
}

/** Every user of the company by lower-cased e-mail (what the import names people by). */
export async function userIdsByEmail(tenant: Tenant): Promise<Map<string, number>> {
  const rows = await tenant.findAll(usersTable, { attributes: ['id', 'email'] });
  return new Map(rows.map((r) => [String(r.email).toLowerCase(), Number(r.id)]));
}

/** Many assignments in multi-row INSERTs (the import), in the caller's transaction. */
export async function insertAssignmentsInBulk(
  tenant: Tenant,
  rows: readonly Omit<TeamAssignment, 'id'>[],
  t: Transaction,
): Promise<void> {
  const now = new Date();
  await tenant.insertMany(
    teamAssignmentsTable,
    rows.map((row) => ({ ...row, createdAt: now, updatedAt: now })),
    t,
  );
  hierarchyChanged(tenant, t);
}
