import { Op, type Transaction, type WhereOptions } from 'sequelize';
import type { NewRow, Tenant } from '../../platform/db/tenancy.js';
import { companyFactsChanged, hierarchyChanged } from './caller-cache.js';
import { toAdminScope, toQuota, toQuotaValue, toTeam, toTeamAssignment, toUser } from './mappers.js';
import {
  adminScopesTable,
  quotasTable,
  quotaValuesTable,
  teamAssignmentsTable,
  teamsTable,
  usersTable,
  type AdminScopeRow,
  type TeamAssignmentRow,
  type UserRow,
} from './tables.js';
import { ownerKeyOf } from './quotas-repository.js';
import type { AdminScope, Quota, QuotaValue, Team, TeamAssignment, User } from './types.js';

export async function findUser(tenant: Tenant, id: number): Promise<User | null> {
  const row = await tenant.findById(usersTable, id);
  return row ? toUser(row) : null;
}

/** The users matching `where` (e.g. a reach filter on `id`), by id. */
export async function listUsers(tenant: Tenant, where: WhereOptions = {}): Promise<User[]> {
  return (await tenant.findAll(usersTable, { where, order: [['id', 'ASC']] })).map(toUser);
}

export async function updateUserSettings(
  tenant: Tenant,
  id: number,
  settings: { language?: string },
): Promise<void> {
  await tenant.update(usersTable, { id }, { ...settings, updatedAt: new Date() });
}

export async function listTeams(tenant: Tenant): Promise<Team[]> {
  return (await tenant.findAll(teamsTable, { order: [['id', 'ASC']] })).map(toTeam);
}

/** Only what the team walk needs (id, parent) of every team. */
export async function listTeamLinks(tenant: Tenant): Promise<{ id: number; parentTeamId: number | null }[]> {
  return (await tenant.findAll(teamsTable, { attributes: ['id', 'parentTeamId'] })).map((row) => ({
    id: Number(row.id),
    parentTeamId: row.parentTeamId === null ? null : Number(row.parentTeamId),
  }));
}

/** Assignments matching `where`, and active at `date` when one is given. */
export async function listTeamAssignments(
  tenant: Tenant,
  where: WhereOptions = {},
  date?: string,
): Promise<TeamAssignment[]> {
  const active: WhereOptions = date
    ? {
        effectiveAsOf: { [Op.lte]: date },
        [Op.or]: [{ effectiveUntil: null }, { effectiveUntil: { [Op.gte]: date } }],
      }
    : {};
  return (
    await tenant.findAll(teamAssignmentsTable, {
      where: { ...(where as object), ...(active as object) },
      order: [['id', 'ASC']],
    })
  ).map(toTeamAssignment);
}

export async function listAdminScopes(tenant: Tenant): Promise<AdminScope[]> {
  return (await tenant.findAll(adminScopesTable, { order: [['id', 'ASC']] })).map(toAdminScope);
}

export async function findAdminScope(tenant: Tenant, id: number): Promise<AdminScope | null> {
  const row = await tenant.findById(adminScopesTable, id);
  return row ? toAdminScope(row) : null;
}

// Writes used by seeding (the people routes that create them are still to come).

export function insertUser(
  tenant: Tenant,
  user: Omit<NewRow<UserRow>, 'version'> & { version?: number },
  t?: Transaction,
): Promise<number> {
  return tenant.insert(usersTable, { version: 1, ...user }, t);
}

/** What a person added to the directory (the add-user form, a CSV upload) is given. */
export type NewUserProfile = Pick<
  UserRow,
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'role'
  | 'adminScopeId'
  | 'currency'
  | 'language'
  | 'externalId'
  | 'externalIdSource'
  | 'hrisId'
  | 'hrisIdSource'
>;

/**
 * Adds a person to the directory: INACTIVE (not invited yet, no password), with no platform level
 * and no sign-in history. Answers the new id.
 */
export function insertNewUser(
  tenant: Tenant,
  profile: NewUserProfile,
  now: Date,
  t?: Transaction,
): Promise<number> {
  return insertUser(
    tenant,
    {
      ...profile,
      status: 'INACTIVE',
      pictureURL: null,
      passwordHash: null,
      isSuperAdmin: false,
      isProviderAdmin: false,
      isTechAdmin: false,
      joinedAt: null,
      invitationSentAt: null,
      clearedAt: null,
      lastConnection: null,
      previousLastConnection: null,
      createdAt: now,
      updatedAt: now,
    },
    t,
  );
}

export async function insertTeam(
  tenant: Tenant,
  team: { name: string; parentTeamId: number | null },
  t?: Transaction,
): Promise<number> {
  const now = new Date();
  const id = await tenant.insert(teamsTable, { ...team, archived: false, createdAt: now, updatedAt: now }, t);
  hierarchyChanged(tenant, t);
  return id;
}

export async function insertTeamAssignment(
  tenant: Tenant,
  assignment: Omit<NewRow<TeamAssignmentRow>, 'createdAt' | 'updatedAt'>,
  t?: Transaction,
): Promise<number> {
  const now = new Date();
  const id = await tenant.insert(teamAssignmentsTable, { ...assignment, createdAt: now, updatedAt: now }, t);
  hierarchyChanged(tenant, t);
  return id;
}

export function insertAdminScope(
  tenant: Tenant,
  scope: { name: string; planIds: number[]; quotaIds: number[] },
  t?: Transaction,
): Promise<number> {
  const now = new Date();
  const row: NewRow<AdminScopeRow> = {
    name: scope.name,
    planIds: JSON.stringify(scope.planIds),
    quotaIds: JSON.stringify(scope.quotaIds),
    planAssignmentIds: JSON.stringify([]),
    createdAt: now,
    updatedAt: now,
    version: 1,
  };
  return tenant.insert(adminScopesTable, row, t);
}

export async function updateAdminScopePlans(tenant: Tenant, id: number, planIds: number[]): Promise<void> {
  await tenant.update(adminScopesTable, { id }, { planIds: JSON.stringify(planIds), updatedAt: new Date() });
  companyFactsChanged(tenant);
}

export async function insertQuota(
  tenant: Tenant,
  quota: Omit<Quota, 'id'>,
  t?: Transaction,
): Promise<number> {
  const now = new Date();
  return tenant.insert(quotasTable, { ...quota, createdAt: now, updatedAt: now }, t);
}

/** The quotas with these machine names (all of them without a list), by id. */
export async function listQuotas(tenant: Tenant, machineNames?: readonly string[]): Promise<Quota[]> {
  const where = machineNames ? { machineName: [...machineNames] } : {};
  return (await tenant.findAll(quotasTable, { where, order: [['id', 'ASC']] })).map(toQuota);
}

export async function insertQuotaValues(
  tenant: Tenant,
  values: readonly Omit<QuotaValue, 'id'>[],
  t?: Transaction,
): Promise<void> {
  const now = new Date();
  await tenant.insertMany(
    quotaValuesTable,
    values.map((value) => ({ ...value, ownerKey: ownerKeyOf(value), createdAt: now, updatedAt: now })),
    t,
  );
}

/** Every value of these quotas, by quota, then date. */
export async function listQuotaValues(tenant: Tenant, quotaIds: readonly number[]): Promise<QuotaValue[]> {
  if (quotaIds.length === 0) return [];
  return (
    await tenant.findAll(quotaValuesTable, {
      where: { quotaId: [...quotaIds] },
      order: [
        ['quotaId', 'ASC'],
        ['date', 'ASC'],
        ['id', 'ASC'],
      ],
    })
  ).map(toQuotaValue);
}
