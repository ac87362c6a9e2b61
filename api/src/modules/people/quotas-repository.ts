import { UniqueConstraintError, type Transaction, type WhereOptions } from 'sequelize';
import type { Tenant } from '../../platform/db/tenancy.js';
import { toQuota, toQuotaValue } from './mappers.js';
import { quotasTable, quotaValuesTable, teamsTable, usersTable } from './tables.js';
import type { Quota, QuotaType, QuotaValue } from './types.js';
import { containsText } from '../../platform/db/contains.js';

/**
 * Quotas and their values, every query through the tenant. A value's owner is one of userId,
 * teamId, planId; `ownerKey` repeats it in one column so that a unique index holds one value per
 * quota, owner and date (migration 0018).
 */

export type QuotaOwner = Pick<QuotaValue, 'userId' | 'teamId' | 'planId'>;

export function ownerKeyOf(owner: QuotaOwner): string {
  if (owner.userId !== null) return `user:${owner.userId}`;
  if (owner.teamId !== null) return `team:${owner.teamId}`;
  return `plan:${owner.planId}`;
}

export async function findQuotaRow(tenant: Tenant, id: number): Promise<Quota | null> {
  const row = await tenant.findById(quotasTable, id);
  return row ? toQuota(row) : null;
}

export interface QuotaFilter {
  /** Only these quotas (a scoped admin's scope); undefined is every quota. */
  ids?: readonly number[];
  search?: string;
  type?: QuotaType;
}

function quotaWhere(filter: QuotaFilter): WhereOptions {
  const where: Record<string | symbol, unknown> = {};
  if (filter.ids) where.id = [...filter.ids];
  if (filter.type) where.type = filter.type;
  const search = filter.search?.trim();
  return (search ? { ...where, ...containsText(['name', 'machineName'], search) } : where) as WhereOptions;
}

export async function quotaPage(
  tenant: Tenant,
  filter: QuotaFilter,
  page: { limit: number; offset: number },
): Promise<{ items: Quota[]; total: number }> {
  if (filter.ids && filter.ids.length === 0) return { items: [], total: 0 };
  const where = quotaWhere(filter);
  const [rows, total] = await Promise.all([
    tenant.findAll(quotasTable, {
      where,
      order: [
        ['name', 'ASC'],
        ['id', 'ASC'],
      ],
      ...page,
    }),
    tenant.count(quotasTable, where),
  ]);
  return { items: rows.map(toQuota), total };
}

export async function findValue(tenant: Tenant, id: number, t?: Transaction): Promise<QuotaValue | null> {
  const row = await tenant.findById(quotaValuesTable, id, t);
  return row ? toQuotaValue(row) : null;
}

export async function valuesById(tenant: Tenant, ids: readonly number[]): Promise<QuotaValue[]> {
  if (ids.length === 0) return [];
  return (await tenant.findAll(quotaValuesTable, { where: { id: [...new Set(ids)] } })).map(toQuotaValue);
}

/** A page of values matching `where`, by quota, owner and date. */
export async function valuePage(
  tenant: Tenant,
  where: WhereOptions,
  page: { limit: number; offset: number },
): Promise<{ items: QuotaValue[]; total: number }> {
  const [rows, total] = await Promise.all([
    tenant.findAll(quotaValuesTable, {
      where,
      order: [
        ['quotaId', 'ASC'],
        ['userId', 'ASC'],
        ['teamId', 'ASC'],
        ['planId', 'ASC'],
        ['date', 'ASC'],
        ['id', 'ASC'],
      ],
      ...page,
    }),
    tenant.count(quotaValuesTable, where),
  ]);
  return { items: rows.map(toQuotaValue), total };
}

/**
 * Sets the value of a quota for an owner at a date: changes the one there, or inserts it. A
 * concurrent insert of the same key loses on the unique index and turns into the change.
 */
export async function upsertValue(
  tenant: Tenant,
  value: Omit<QuotaValue, 'id'>,
  t?: Transaction,
): Promise<{ id: number; created: boolean }> {
  const key = { quotaId: value.quotaId, ownerKey: ownerKeyOf(value), date: value.date };
  const change = async () => {
    const changed = await tenant.update(
      quotaValuesTable,
      key,
      { value: value.value, updatedAt: new Date() },
      t,
    );
    if (!changed) return null;
    const row = await tenant.findOne(quotaValuesTable, key, t);
    return row ? { id: Number(row.id), created: false } : null;
  };
  const changed = await change();
  if (changed) return changed;
  const now = new Date();
  try {
    const id = await tenant.insert(
      quotaValuesTable,
      { ...value, ownerKey: key.ownerKey, createdAt: now, updatedAt: now },
      t,
    );
    return { id, created: true };
  } catch (error) {
    if (!(error instanceof UniqueConstraintError)) throw error;
    const after = await change();
    if (!after) throw error;
    return after;
  }
}

/** The values already there for these quotas and owners (for a bulk write to change or insert). */
export async function existingValues(
  tenant: Tenant,
  quotaIds: readonly number[],
  ownerKeys: readonly string[],
  t?: Transaction,
): Promise<Map<string, number>> {
  if (!quotaIds.length || !ownerKeys.length) return new Map();
  const rows = await tenant.findAll(quotaValuesTable, {
    where: { quotaId: [...new Set(quotaIds)], ownerKey: [...new Set(ownerKeys)] },
    attributes: ['id', 'quotaId', 'ownerKey', 'date'],
    transaction: t,
  });
  return new Map(
    rows.map((row) => [valueKey(Number(row.quotaId), String(row.ownerKey), row.date), Number(row.id)]),
  );
}

export function valueKey(quotaId: number, ownerKey: string, date: unknown): string {
  const day = date instanceof Date ? date.toISOString().slice(0, 10) : String(date).slice(0, 10);
  return `${quotaId}|${ownerKey}|${day}`;
}

/** Writes a checked bulk in the caller's transaction: changes by id, then multi-row inserts. */
export async function writeValues(
  tenant: Tenant,
  changes: readonly { id: number; value: string }[],
  inserts: readonly Omit<QuotaValue, 'id'>[],
  t: Transaction,
): Promise<void> {
  const now = new Date();
  for (const change of changes)
    await tenant.update(quotaValuesTable, { id: change.id }, { value: change.value, updatedAt: now }, t);
  await tenant.insertMany(
    quotaValuesTable,
    inserts.map((value) => ({ ...value, ownerKey: ownerKeyOf(value), createdAt: now, updatedAt: now })),
    t,
  );
}

export function deleteValues(tenant: Tenant, ids: readonly number[], t?: Transaction): Promise<number> {
  return tenant.destroy(quotaValuesTable, { id: [...ids] }, t);
}

// Owner names, for the value screen and the paste (by e-mail or name).

export interface OwnerUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

export async function ownerUsers(tenant: Tenant, ids: readonly number[]): Promise<Map<number, OwnerUser>> {
  if (ids.length === 0) return new Map();
  const rows = await tenant.findAll(usersTable, {
    where: { id: [...new Set(ids)] },
    attributes: ['id', 'firstName', 'lastName', 'email'],
  });
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        id: Number(r.id),
        firstName: String(r.firstName),
        lastName: String(r.lastName),
        email: String(r.email),
      },
    ]),
  );
}

export async function ownerTeams(tenant: Tenant, ids?: readonly number[]): Promise<Map<number, string>> {
  if (ids && ids.length === 0) return new Map();
  const rows = await tenant.findAll(teamsTable, {
    ...(ids ? { where: { id: [...new Set(ids)] } } : {}),
    attributes: ['id', 'name'],
  });
  return new Map(rows.map((r) => [Number(r.id), String(r.name)]));
}

/** Ids of users whose name or e-mail contains the text (the value screen's search). */
export async function userIdsMatching(tenant: Tenant, text: string): Promise<number[]> {
  const rows = await tenant.findAll(usersTable, {
    where: containsText(['firstName', 'lastName', 'email'], text),
    attributes: ['id'],
    limit: 5000,
  });
  return rows.map((r) => Number(r.id));
}

export async function userIdsByEmails(
  tenant: Tenant,
  emails: readonly string[],
): Promise<Map<string, number>> {
  if (emails.length === 0) return new Map();
  const rows = await tenant.findAll(usersTable, {
    where: { email: [...new Set(emails)] },
    attributes: ['id', 'email'],
  });
  return new Map(rows.map((r) => [String(r.email).toLowerCase(), Number(r.id)]));
}

export async function userIdsThatExist(tenant: Tenant, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tenant.findAll(usersTable, { where: { id: [...new Set(ids)] }, attributes: ['id'] });
  return new Set(rows.map((r) => Number(r.id)));
}
