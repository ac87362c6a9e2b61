import { Op, UniqueConstraintError, type WhereOptions } from 'sequelize';
import { parse as parseYaml } from 'yaml';
import { grantOf, teamsBelow, type Permission } from '@accrue/access';
import type { Context } from '../../platform/context.js';
import { isIsoDate, todayIso } from '../../platform/db/values.js';
import { Conflict, Forbidden, Invalid, MESSAGES, NotFound, type FieldError } from '../../platform/errors.js';
import * as plans from '../plans/index.js';
import { recordQuotaValuesChanged } from './audit.js';
import {
  deleteValues,
  existingValues,
  findQuotaRow,
  findValue,
  ownerKeyOf,
  ownerTeams,
  ownerUsers,
  quotaPage,
  upsertValue,
  userIdsMatching,
  userIdsThatExist,
  valueKey,
  valuePage,
  valuesById,
  writeValues,
  type OwnerUser,
} from './quotas-repository.js';
import { listTeamAssignments, listTeamLinks } from './repository.js';
import { userIdsByEmail } from './teams-repository.js';
import type { Quota, QuotaType, QuotaValue } from './types.js';

/**
 * Quotas and their effective-dated values (doc 3 §2 quota screens, §3, §5 "Quotas and scopes",
 * §6 Quotas, §7 Quotas):
 *
 * - Reading (VIEW_QUOTAS): admins, read-only admins and finance every value. A scoped admin the
 *   quotas of their scope; of those, a user's values only at dates where the user is assigned to a
 *   plan of the scope (§5), the values of the scope's plans, and no team values (scoped admins see
 *   no teams). A manager the values of their managees (today) and of their teams and the teams
 *   below; an employee their own and their teams'.
 * - Writing (ASSIGN_QUOTAS): admins any value; a scoped admin as they read; a manager the values
 *   of their managees (never their own) and of the teams they manage.
 */

export const QUOTA_MESSAGES = {
  quotaNotFound: 'Quota not found.',
  valueNotFound: 'Quota value not found.',
  userNotFound: 'User not found.',
  teamNotFound: 'Team not found.',
  planNotFound: 'Plan not found.',
  value: 'This field must be a decimal number, such as 45000 or 45000.50.',
  notReachable: 'You do not have the permission to assign this quota value.',
  notVisible: 'You do not have the permission to see the quotas of this user.',
  notYourself: 'You cannot assign your own quota.',
  wrongType: (type: QuotaType) => `This quota is a ${type} quota.`,
  duplicate: (row: number) => `The same quota, owner and date as row ${row}.`,
  concurrent: 'Quota values changed meanwhile; try again.',
} as const;

/** Exact decimal text: at most 15 digits before the point and 10 after. */
const DECIMAL = /^[+-]?\d{1,15}(\.\d{1,10})?$/;

/** The decimal as stored: no sign for positives, no leading zeros ("045.50" → "45.50"). */
export function canonicalDecimal(text: string): string | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (!DECIMAL.test(compact)) return null;
  const negative = compact.startsWith('-');
  const [whole, fraction] = compact.replace(/^[+-]/, '').split('.') as [string, string | undefined];
  const digits = whole.replace(/^0+(?=\d)/, '');
  const body = fraction === undefined ? digits : `${digits}.${fraction}`;
  return negative && /[1-9]/.test(body) ? `-${body}` : body;
}

// ------------------------------------------------------------------------------------------------
// Who sees and writes which values.

type Ids = 'all' | Set<number>;

interface Window {
  from: string;
  until: string | null;
}

/** What one permission lets the caller reach among quotas and their values. */
interface QuotaReach {
  quotas: Ids;
  /** Users whose values are reached at any date (not for a scoped admin). */
  users: Ids;
  /** A scoped admin: the dates each user is assigned to a plan of the scope (doc 3 §5). */
  windows: Map<number, Window[]> | null;
  teams: Ids;
  plans: Ids;
  /** A manager never writes their own values. */
  excludeSelf: boolean;
}

const has = (ids: Ids, id: number) => ids === 'all' || ids.has(id);

async function teamIdsOf(context: Context, managedOnly: boolean): Promise<Set<number>> {
  if (context.userId === null) return new Set();
  const own = await listTeamAssignments(context.tenant, { userId: context.userId }, todayIso());
  const managed = own.filter((a) => a.teamRole === 'TEAM_MANAGER').map((a) => a.teamId);
  const ids = new Set(managedOnly ? [] : own.map((a) => a.teamId));
  if (managed.length) for (const id of teamsBelow(await listTeamLinks(context.tenant), managed)) ids.add(id);
  return ids;
}

async function quotaReach(context: Context, permission: Permission): Promise<QuotaReach> {
  const grant = grantOf(context.subject, permission);
  const none: QuotaReach = {
    quotas: new Set(),
    users: new Set(),
    windows: null,
    teams: new Set(),
    plans: new Set(),
    excludeSelf: false,
  };
  if (!grant) return none;
  switch (grant.reach) {
    case 'ALL':
      return { quotas: 'all', users: 'all', windows: null, teams: 'all', plans: 'all', excludeSelf: false };
    case 'SCOPE': {
      const scope = context.subject.adminScope;
      if (!scope) return none;
      const windows = new Map<number, Window[]>();
      for (const planId of scope.planIds)
        for (const a of await plans.planAssignmentsOf(context.tenant, planId))
          windows.set(a.userId, [
            ...(windows.get(a.userId) ?? []),
            { from: a.effectiveAsOf, until: a.effectiveUntil },
          ]);
      return {
        quotas: new Set(scope.quotaIds),
        users: new Set(),
        windows,
        teams: new Set(),
        plans: new Set(scope.planIds),
        excludeSelf: false,
      };
    }
    case 'MANAGEES': {
      const users = await context.reach.users(permission);
      const writing = PERMISSION_WRITES.has(permission);
      return {
        quotas: 'all',
        users: users.all ? 'all' : new Set(users.ids),
        windows: null,
        teams: await teamIdsOf(context, writing),
        plans: new Set(),
        excludeSelf: writing,
      };
    }
    case 'OWN':
      return {
        quotas: 'all',
        users: new Set(context.userId === null ? [] : [context.userId]),
        windows: null,
        teams: await teamIdsOf(context, false),
        plans: new Set(),
        excludeSelf: false,
      };
  }
}

const PERMISSION_WRITES = new Set<Permission>(['ASSIGN_QUOTAS']);

const inWindow = (windows: Window[] | undefined, date: string) =>
  (windows ?? []).some((w) => w.from <= date && (w.until === null || date <= w.until));

/** May the reach write (or see) this value of this quota? */
function reaches(context: Context, reach: QuotaReach, quota: Quota, value: Omit<QuotaValue, 'id'>): boolean {
  if (!has(reach.quotas, quota.id)) return false;
  if (quota.type === 'user') {
    if (value.userId === null) return false;
    if (reach.excludeSelf && value.userId === context.userId) return false;
    if (reach.windows) return inWindow(reach.windows.get(value.userId), value.date);
    return has(reach.users, value.userId);
  }
  if (quota.type === 'team') return value.teamId !== null && has(reach.teams, value.teamId);
  return value.planId !== null && has(reach.plans, value.planId);
}

const NOTHING: WhereOptions = { id: null };

/** The filter keeping the values of a quota the reach sees (NOTHING when it sees none). */
function valuesWhere(reach: QuotaReach, quota: Quota): WhereOptions {
  if (!has(reach.quotas, quota.id)) return NOTHING;
  const idsWhere = (column: string, ids: Ids): WhereOptions =>
    ids === 'all' ? {} : ids.size ? { [column]: [...ids] } : NOTHING;
  if (quota.type === 'team') return idsWhere('teamId', reach.teams);
  if (quota.type === 'plan') return idsWhere('planId', reach.plans);
  if (!reach.windows) return idsWhere('userId', reach.users);
  const clauses: WhereOptions[] = [];
  for (const [userId, windows] of reach.windows)
    for (const w of windows)
      clauses.push({
        userId,
        date: w.until === null ? { [Op.gte]: w.from } : { [Op.between]: [w.from, w.until] },
      });
  return clauses.length ? { [Op.or]: clauses } : NOTHING;
}

// ------------------------------------------------------------------------------------------------
// Quotas and the plans that use them.

export interface QuotaWithAssignedPlans extends Quota {
  assignedPlans: { id: number; name: string }[];
}

/** The plans naming each quota machine name in their definition's `quotas` section. */
async function plansByQuota(context: Context): Promise<Map<string, { id: number; name: string }[]>> {
  const all = await plans.listPlans(context.tenant);
  const visible = new Set(
    context.reach.planIds(
      'VIEW_PLANS',
      all.map((p) => p.id),
    ),
  );
  const byQuota = new Map<string, { id: number; name: string }[]>();
  for (const plan of all) {
    if (!visible.has(plan.id)) continue;
    let quotas: unknown;
    try {
      quotas = (parseYaml(plan.definition) as { quotas?: unknown } | null)?.quotas;
    } catch {
      continue; // A definition that does not parse names no quota.
    }
    if (!quotas || typeof quotas !== 'object' || Array.isArray(quotas)) continue;
    for (const name of Object.keys(quotas))
      byQuota.set(name, [...(byQuota.get(name) ?? []), { id: plan.id, name: plan.name }]);
  }
  return byQuota;
}

export async function searchQuotas(
  context: Context,
  input: { search?: string; type?: QuotaType; page?: number; limit?: number },
): Promise<{ items: QuotaWithAssignedPlans[]; total: number }> {
  const reach = await quotaReach(context, 'VIEW_QUOTAS');
  const limit = input.limit ?? 50;
  const page = input.page ?? 0;
  const found = await quotaPage(
    context.tenant,
    {
      ...(reach.quotas === 'all' ? {} : { ids: [...reach.quotas] }),
      ...(input.search ? { search: input.search } : {}),
      ...(input.type ? { type: input.type } : {}),
    },
    { limit, offset: page * limit },
  );
  const used = await plansByQuota(context);
  return {
    items: found.items.map((quota) => ({ ...quota, assignedPlans: used.get(quota.machineName) ?? [] })),
    total: found.total,
  };
}

async function visibleQuota(context: Context, quotaId: number, reach: QuotaReach): Promise<Quota> {
  const quota = await findQuotaRow(context.tenant, quotaId);
  if (!quota || !has(reach.quotas, quota.id)) throw new NotFound(QUOTA_MESSAGES.quotaNotFound);
  return quota;
}

export async function getQuota(context: Context, quotaId: number): Promise<QuotaWithAssignedPlans> {
  const quota = await visibleQuota(context, quotaId, await quotaReach(context, 'VIEW_QUOTAS'));
  return { ...quota, assignedPlans: (await plansByQuota(context)).get(quota.machineName) ?? [] };
}

// ------------------------------------------------------------------------------------------------
// Values.

export interface QuotaAssignmentView extends QuotaValue {
  variableId: number;
  quotaType: QuotaType;
  user: OwnerUser | null;
  team: { id: number; name: string } | null;
  plan: { id: number; name: string } | null;
}

async function views(context: Context, values: QuotaValue[], types: Map<number, QuotaType>) {
  const [users, teams, allPlans] = await Promise.all([
    ownerUsers(
      context.tenant,
      values.flatMap((v) => (v.userId === null ? [] : [v.userId])),
    ),
    ownerTeams(
      context.tenant,
      values.flatMap((v) => (v.teamId === null ? [] : [v.teamId])),
    ),
    values.some((v) => v.planId !== null) ? plans.listPlans(context.tenant) : Promise.resolve([]),
  ]);
  const planNames = new Map(allPlans.map((p) => [p.id, p.name]));
  return values.map((v): QuotaAssignmentView => ({
    ...v,
    variableId: v.quotaId,
    quotaType: types.get(v.quotaId) ?? 'user',
    user: v.userId === null ? null : (users.get(v.userId) ?? null),
    team: v.teamId === null ? null : { id: v.teamId, name: teams.get(v.teamId) ?? '' },
    plan: v.planId === null ? null : { id: v.planId, name: planNames.get(v.planId) ?? '' },
  }));
}

function dateRange(start: string, end: string): WhereOptions {
  if (start > end)
    throw new Invalid([{ field: 'endDate', message: 'The end date must not be before the start date.' }]);
  return { date: { [Op.between]: [start, end] } };
}

const and = (...parts: WhereOptions[]): WhereOptions => ({ [Op.and]: parts });

/** `POST /quotas/{id}/assignments/searches`: the values of a quota dated between two dates. */
export async function searchValues(
  context: Context,
  quotaId: number,
  input: {
    startDate: string;
    endDate: string;
    planIds?: number[];
    search?: string;
    page?: number;
    limit?: number;
  },
): Promise<{ items: QuotaAssignmentView[]; total: number }> {
  const reach = await quotaReach(context, 'VIEW_QUOTAS');
  const quota = await visibleQuota(context, quotaId, reach);
  const parts: WhereOptions[] = [
    { quotaId: quota.id },
    dateRange(input.startDate, input.endDate),
    valuesWhere(reach, quota),
  ];
  if (input.planIds?.length) {
    if (quota.type === 'plan') parts.push({ planId: input.planIds });
    if (quota.type === 'user')
      parts.push({ userId: await plans.userIdsAssignedTo(context.tenant, input.planIds) });
  }
  const search = input.search?.trim();
  if (search) {
    const text = search.toLowerCase();
    if (quota.type === 'user') parts.push({ userId: await userIdsMatching(context.tenant, search) });
    if (quota.type === 'team') {
      const teams = await ownerTeams(context.tenant);
      parts.push({
        teamId: [...teams].filter(([, name]) => name.toLowerCase().includes(text)).map(([id]) => id),
      });
    }
    if (quota.type === 'plan') {
      const all = await plans.listPlans(context.tenant);
      parts.push({ planId: all.filter((p) => p.name.toLowerCase().includes(text)).map((p) => p.id) });
    }
  }
  const limit = input.limit ?? 50;
  const page = input.page ?? 0;
  const found = await valuePage(context.tenant, and(...parts), { limit, offset: page * limit });
  return {
    items: await views(context, found.items, new Map([[quota.id, quota.type]])),
    total: found.total,
  };
}

/** `GET /users/{userId}/quota-assignments`: a user's values (of the quotas the caller sees). */
export async function userValues(
  context: Context,
  userId: number,
  input: { start: string; end: string; page?: number; limit?: number },
): Promise<{ items: QuotaAssignmentView[]; total: number }> {
  const reach = await quotaReach(context, 'VIEW_QUOTAS');
  if (!(await userIdsThatExist(context.tenant, [userId])).has(userId))
    throw new NotFound(QUOTA_MESSAGES.userNotFound);
  const sees = reach.windows ? reach.windows.has(userId) : has(reach.users, userId);
  if (!sees) throw new Forbidden(QUOTA_MESSAGES.notVisible);
  const quotas = (
    await quotaPage(
      context.tenant,
      { ...(reach.quotas === 'all' ? {} : { ids: [...reach.quotas] }), type: 'user' },
      { limit: 10000, offset: 0 },
    )
  ).items;
  if (!quotas.length) return { items: [], total: 0 };
  const where = and({ userId }, dateRange(input.start, input.end), {
    [Op.or]: quotas.map((quota) => and({ quotaId: quota.id }, valuesWhere(reach, quota))),
  });
  const limit = input.limit ?? 50;
  const page = input.page ?? 0;
  const found = await valuePage(context.tenant, where, { limit, offset: page * limit });
  return {
    items: await views(context, found.items, new Map(quotas.map((q) => [q.id, q.type]))),
    total: found.total,
  };
}

export interface QuotaAssignmentInput {
  quotaId: number;
  quotaType: QuotaType;
  userId?: number;
  teamId?: number;
  planId?: number;
  date: string;
  value: string;
}

/** The owner columns a quota type needs (doc 3 §5: a plan quota needs planId, a user quota userId). */
function ownerOf(type: QuotaType, input: { userId?: number; teamId?: number; planId?: number }) {
  return {
    userId: type === 'user' ? (input.userId ?? null) : null,
    teamId: type === 'team' ? (input.teamId ?? null) : null,
    planId: type === 'plan' ? (input.planId ?? null) : null,
  };
}

const OWNER_FIELD = { user: 'userId', team: 'teamId', plan: 'planId' } as const;

/** `POST /quotas-assignments`: sets one value (a new one, or the amount of the one at that date). */
export async function setValue(
  context: Context,
  input: QuotaAssignmentInput,
): Promise<{ value: QuotaAssignmentView; created: boolean }> {
  const reach = await quotaReach(context, 'ASSIGN_QUOTAS');
  const quota = await visibleQuota(context, input.quotaId, reach);
  if (input.quotaType !== quota.type)
    throw new Invalid([{ field: 'quotaType', message: QUOTA_MESSAGES.wrongType(quota.type) }]);
  if (!isIsoDate(input.date)) throw new Invalid([{ field: 'date', message: MESSAGES.invalidDate }]);
  const amount = canonicalDecimal(input.value);
  if (amount === null) throw new Invalid([{ field: 'value', message: QUOTA_MESSAGES.value }]);
  const owner = ownerOf(quota.type, input);
  const field = OWNER_FIELD[quota.type];
  if (owner[field] === null) throw new Invalid([{ field, message: MESSAGES.required }]);
  await ownerExists(context, quota.type, owner[field]!);
  const value = { quotaId: quota.id, ...owner, date: input.date, value: amount };
  if (quota.type === 'user' && reach.excludeSelf && owner.userId === context.userId)
    throw new Forbidden(QUOTA_MESSAGES.notYourself);
  if (!reaches(context, reach, quota, value)) throw new Forbidden(QUOTA_MESSAGES.notReachable);
  const { id, created } = await context.tenant.transaction(async (t) => {
    const written = await upsertValue(context.tenant, value, t);
    await recordQuotaValuesChanged(context, quota, { set: 1, removed: 0 }, t);
    return written;
  });
  const [view] = await views(context, [{ id, ...value }], new Map([[quota.id, quota.type]]));
  return { value: view!, created };
}

async function ownerExists(context: Context, type: QuotaType, id: number): Promise<void> {
  if (type === 'user' && !(await userIdsThatExist(context.tenant, [id])).has(id))
    throw new NotFound(QUOTA_MESSAGES.userNotFound);
  if (type === 'team' && !(await ownerTeams(context.tenant, [id])).has(id))
    throw new NotFound(QUOTA_MESSAGES.teamNotFound);
  if (type === 'plan' && !(await plans.findPlan(context.tenant, id)))
    throw new NotFound(QUOTA_MESSAGES.planNotFound);
}

/** `DELETE /quotas-assignments[/{id}]`: all the values, or none (404 on the first not reached). */
export async function deleteValuesOf(context: Context, ids: readonly number[]): Promise<number> {
  const reach = await quotaReach(context, 'ASSIGN_QUOTAS');
  const unique = [...new Set(ids)];
  const found = new Map((await valuesById(context.tenant, unique)).map((v) => [v.id, v]));
  const quotas = new Map<number, Quota | null>();
  for (const id of unique) {
    const value = found.get(id);
    if (!value) throw new NotFound(QUOTA_MESSAGES.valueNotFound);
    if (!quotas.has(value.quotaId))
      quotas.set(value.quotaId, await findQuotaRow(context.tenant, value.quotaId));
    const quota = quotas.get(value.quotaId);
    if (!quota || !reaches(context, reach, quota, value)) throw new NotFound(QUOTA_MESSAGES.valueNotFound);
  }
  return context.tenant.transaction(async (t) => {
    const removed = await deleteValues(context.tenant, unique, t);
    for (const [quotaId, quota] of quotas) {
      const ofQuota = unique.filter((id) => found.get(id)!.quotaId === quotaId).length;
      await recordQuotaValuesChanged(context, quota!, { set: 0, removed: ofQuota }, t);
    }
    return removed;
  });
}

export async function deleteValue(context: Context, id: number): Promise<void> {
  if (!(await findValue(context.tenant, id))) throw new NotFound(QUOTA_MESSAGES.valueNotFound);
  await deleteValuesOf(context, [id]);
}

// ------------------------------------------------------------------------------------------------
// Bulk (paste or CSV): every row checked, then all written in one transaction, or none.

export interface QuotaBulkRow {
  quotaId: number;
  quotaType: QuotaType;
  userId?: number;
  teamId?: number;
  planId?: number;
  userEmail?: string | null;
  teamName?: string | null;
  planName?: string | null;
  date?: string | null;
  value?: string | null;
}

export interface QuotaBulkResult {
  dryRun: boolean;
  rowCount: number;
  created: number;
  updated: number;
}

/** At most this many row errors are answered (the first ones). */
const MAX_ROW_ERRORS = 100;

export async function setValuesInBulk(
  context: Context,
  input: { quotas: QuotaBulkRow[]; dryRun?: boolean },
): Promise<QuotaBulkResult> {
  const { tenant } = context;
  const reach = await quotaReach(context, 'ASSIGN_QUOTAS');
  const rows = input.quotas;
  const quotas = new Map<number, Quota | null>();
  for (const id of new Set(rows.map((r) => r.quotaId))) quotas.set(id, await findQuotaRow(tenant, id));
  const needs = (type: QuotaType) => rows.some((r) => r.quotaType === type);
  const [emails, teams, allPlans] = await Promise.all([
    needs('user') ? userIdsByEmail(tenant) : Promise.resolve(new Map<string, number>()),
    needs('team') ? ownerTeams(tenant) : Promise.resolve(new Map<number, string>()),
    needs('plan') ? plans.listPlans(tenant) : Promise.resolve([]),
  ]);
  const userIds = new Set(emails.values());
  const teamByName = new Map([...teams].map(([id, name]) => [name.trim().toLowerCase(), id]));
  const planByName = new Map(allPlans.map((p) => [p.name.trim().toLowerCase(), p.id]));
  const planIds = new Set(allPlans.map((p) => p.id));

  const errors: FieldError[] = [];
  const ready: Omit<QuotaValue, 'id'>[] = [];
  const seen = new Map<string, number>();
  rows.forEach((raw, index) => {
    const row = index + 1;
    const fail = (field: string, message: string) =>
      errors.push({ field: `quotas.${index}.${field}`, message: `Row ${row}: ${message}` });
    const before = errors.length;
    const quota = quotas.get(raw.quotaId) ?? null;
    if (!quota || !has(reach.quotas, quota.id)) return fail('quotaId', QUOTA_MESSAGES.quotaNotFound);
    if (raw.quotaType !== quota.type) return fail('quotaType', QUOTA_MESSAGES.wrongType(quota.type));
    let ownerId: number | null = null;
    if (quota.type === 'user') {
      const email = raw.userEmail?.trim().toLowerCase();
      ownerId = raw.userId ?? (email ? (emails.get(email) ?? -1) : null);
      if (ownerId === null) fail('userEmail', MESSAGES.required);
      else if (!userIds.has(ownerId)) fail(raw.userId ? 'userId' : 'userEmail', QUOTA_MESSAGES.userNotFound);
    } else if (quota.type === 'team') {
      const name = raw.teamName?.trim().toLowerCase();
      ownerId = raw.teamId ?? (name ? (teamByName.get(name) ?? -1) : null);
      if (ownerId === null) fail('teamName', MESSAGES.required);
      else if (!teams.has(ownerId)) fail(raw.teamId ? 'teamId' : 'teamName', QUOTA_MESSAGES.teamNotFound);
    } else {
      const name = raw.planName?.trim().toLowerCase();
      ownerId = raw.planId ?? (name ? (planByName.get(name) ?? -1) : null);
      if (ownerId === null) fail('planName', MESSAGES.required);
      else if (!planIds.has(ownerId)) fail(raw.planId ? 'planId' : 'planName', QUOTA_MESSAGES.planNotFound);
    }
    const date = raw.date?.trim() ?? '';
    if (!date) fail('date', MESSAGES.required);
    else if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) fail('date', MESSAGES.dateFormat);
    else if (!isIsoDate(date)) fail('date', MESSAGES.invalidDate);
    const amount = raw.value?.trim() ? canonicalDecimal(raw.value) : null;
    if (!raw.value?.trim()) fail('value', MESSAGES.required);
    else if (amount === null) fail('value', QUOTA_MESSAGES.value);
    if (errors.length > before) return;
    const value = {
      quotaId: quota.id,
      ...ownerOf(quota.type, { userId: ownerId!, teamId: ownerId!, planId: ownerId! }),
      date,
      value: amount!,
    };
    if (quota.type === 'user' && reach.excludeSelf && value.userId === context.userId)
      return fail('userEmail', QUOTA_MESSAGES.notYourself);
    if (!reaches(context, reach, quota, value))
      return fail(OWNER_FIELD[quota.type], QUOTA_MESSAGES.notReachable);
    const key = valueKey(quota.id, ownerKeyOf(value), date);
    const first = seen.get(key);
    if (first !== undefined) return fail('date', QUOTA_MESSAGES.duplicate(first));
    seen.set(key, row);
    ready.push(value);
  });
  if (errors.length) throw new Invalid(errors.slice(0, MAX_ROW_ERRORS));

  const count = async (t?: Parameters<typeof existingValues>[3]) => {
    const existing = await existingValues(
      tenant,
      ready.map((v) => v.quotaId),
      ready.map(ownerKeyOf),
      t,
    );
    const changes: { id: number; value: string }[] = [];
    const inserts: Omit<QuotaValue, 'id'>[] = [];
    for (const value of ready) {
      const id = existing.get(valueKey(value.quotaId, ownerKeyOf(value), value.date));
      if (id === undefined) inserts.push(value);
      else changes.push({ id, value: value.value });
    }
    return { changes, inserts };
  };
  if (input.dryRun) {
    const { changes, inserts } = await count();
    return { dryRun: true, rowCount: rows.length, created: inserts.length, updated: changes.length };
  }
  try {
    const { changes, inserts } = await tenant.transaction(async (t) => {
      const plan = await count(t);
      await writeValues(tenant, plan.changes, plan.inserts, t);
      for (const [quotaId, quota] of quotas) {
        const set = ready.filter((value) => value.quotaId === quotaId).length;
        if (quota && set) await recordQuotaValuesChanged(context, quota, { set, removed: 0 }, t);
      }
      return plan;
    });
    return { dryRun: false, rowCount: rows.length, created: inserts.length, updated: changes.length };
  } catch (error) {
    // Another write added one of these values between the read and the insert: nothing was written.
    if (error instanceof UniqueConstraintError) throw new Conflict(QUOTA_MESSAGES.concurrent);
    throw error;
  }
}
