import type { Context } from '../../platform/context.js';
import type { Transaction } from 'sequelize';
import type { NewRow, Tenant } from '../../platform/db/tenancy.js';
import { toJson } from '../../platform/db/values.js';
import { STALE_VERSION_MESSAGE, updateVersioned, type ExpectedVersion } from '../../platform/db/versioned.js';
import { Conflict, Invalid, NotFound, type FieldError } from '../../platform/errors.js';
import * as plans from '../plans/index.js';
import { companyFactsChanged } from './caller-cache.js';
import { ownerUsers, type OwnerUser } from './quotas-repository.js';
import { adminScopesTable, quotasTable, usersTable, type AdminScopeRow } from './tables.js';

/**
 * Admin scopes (doc 1 §2.3 the settings page, doc 3 §3, §5, §7): the plans and quotas a scoped
 * admin administers, and the scope's plan assignments, each of which must be of one of its plans
 * (else 'Invalid plan assignment … not part of plans of scope'). A scoped admin then reaches the
 * users assigned to the scope's plans, the scope's plans and its quotas (`platform/db/reach.ts`).
 * Every edit forgets the cached callers of the company, so the next request sees the new scope.
 */

export const SCOPE_MESSAGES = {
  notFound: 'Admin scope not found.',
  invalidPlanAssignment: (id: number) => `Invalid plan assignment ${id} not part of plans of scope`,
  planNotFound: (id: number) => `Plan ${id} not found.`,
  quotaNotFound: (id: number) => `Quota ${id} not found.`,
  name: 'This field is required.',
  inUse: (n: number) =>
    `This admin scope is given to ${n} user(s); give them another role or scope before deleting it.`,
} as const;

export interface ScopePlanAssignment {
  id: number;
  planId: number;
  user: OwnerUser;
  effectiveAsOf: string;
  effectiveUntil: string | null;
}

export interface AdminScopeDetails {
  id: number;
  name: string;
  planIds: number[];
  quotaIds: number[];
  planAssignmentIds: number[];
  planAssignments: ScopePlanAssignment[];
  usersCount: number;
  version: number;
}

export interface AdminScopeInput {
  name?: string;
  planIds?: number[];
  quotaIds?: number[];
  planAssignmentIds?: number[];
}

const unique = (ids: readonly number[] = []) => [...new Set(ids)];

function scopeOf(row: AdminScopeRow) {
  return {
    id: Number(row.id),
    name: String(row.name),
    planIds: toJson<number[]>(row.planIds, []),
    quotaIds: toJson<number[]>(row.quotaIds, []),
    planAssignmentIds: toJson<number[] | null>(row.planAssignmentIds, null) ?? [],
    version: Number(row.version),
  };
}

type Scope = ReturnType<typeof scopeOf>;

/** The assignments of these plans, by id. */
async function assignmentsOf(context: Context, planIds: readonly number[]) {
  const byId = new Map<number, plans.PlanAssignment>();
  for (const planId of planIds)
    for (const a of await plans.planAssignmentsOf(context.tenant, planId)) byId.set(a.id, a);
  return byId;
}

async function details(context: Context, scopes: Scope[]): Promise<AdminScopeDetails[]> {
  const assignments = await assignmentsOf(context, unique(scopes.flatMap((s) => s.planIds)));
  const users = await ownerUsers(
    context.tenant,
    scopes.flatMap((s) => s.planAssignmentIds.flatMap((id) => assignments.get(id)?.userId ?? [])),
  );
  const holders = await context.tenant.findAll(usersTable, {
    where: { adminScopeId: scopes.map((s) => s.id) },
    attributes: ['adminScopeId'],
  });
  return scopes.map((scope) => ({
    ...scope,
    planAssignments: scope.planAssignmentIds.flatMap((id): ScopePlanAssignment[] => {
      const a = assignments.get(id);
      const user = a ? users.get(a.userId) : undefined;
      return a && user
        ? [
            {
              id: a.id,
              planId: a.planId,
              user,
              effectiveAsOf: a.effectiveAsOf,
              effectiveUntil: a.effectiveUntil,
            },
          ]
        : [];
    }),
    usersCount: holders.filter((h) => Number(h.adminScopeId) === scope.id).length,
  }));
}

/**
 * `GET /admin-scopes`: every scope for those who see the whole directory (the role options name
 * them), a scoped admin their own only.
 */
export async function listScopes(context: Context): Promise<AdminScopeDetails[]> {
  const role = context.subject.role;
  const scoped = role === 'SCOPED_ADMIN' || role === 'SCOPED_READ_ONLY_ADMIN';
  const own = context.subject.adminScope;
  if (scoped && !own) return [];
  const rows = await context.tenant.findAll(adminScopesTable, {
    where: scoped ? { id: own!.id } : {},
    order: [
      ['name', 'ASC'],
      ['id', 'ASC'],
    ],
    limit: 1000,
  });
  return details(context, rows.map(scopeOf));
}

async function findScope(context: Context, id: number): Promise<Scope> {
  const row = await context.tenant.findById(adminScopesTable, id);
  if (!row) throw new NotFound(SCOPE_MESSAGES.notFound);
  return scopeOf(row);
}

/** Checks a scope as it would become: its plans and quotas exist, its assignments are of its plans. */
async function checked(context: Context, scope: Omit<Scope, 'id' | 'version'>): Promise<void> {
  const errors: FieldError[] = [];
  if (!scope.name.trim()) errors.push({ field: 'name', message: SCOPE_MESSAGES.name });
  const planIds = new Set((await plans.listPlans(context.tenant)).map((p) => p.id));
  const missingPlan = scope.planIds.find((id) => !planIds.has(id));
  if (missingPlan !== undefined)
    errors.push({ field: 'planIds', message: SCOPE_MESSAGES.planNotFound(missingPlan) });
  if (scope.quotaIds.length) {
    const found = await context.tenant.findAll(quotasTable, {
      where: { id: scope.quotaIds },
      attributes: ['id'],
    });
    const quotaIds = new Set(found.map((q) => Number(q.id)));
    const missing = scope.quotaIds.find((id) => !quotaIds.has(id));
    if (missing !== undefined)
      errors.push({ field: 'quotaIds', message: SCOPE_MESSAGES.quotaNotFound(missing) });
  }
  if (scope.planAssignmentIds.length) {
    const assignments = await assignmentsOf(
      context,
      scope.planIds.filter((id) => planIds.has(id)),
    );
    const outside = scope.planAssignmentIds.find((id) => !assignments.has(id));
    if (outside !== undefined)
      errors.push({ field: 'planAssignmentIds', message: SCOPE_MESSAGES.invalidPlanAssignment(outside) });
  }
  if (errors.length) throw new Invalid(errors);
}

export async function createScope(
  context: Context,
  input: Required<Pick<AdminScopeInput, 'name' | 'planIds' | 'quotaIds'>> & AdminScopeInput,
): Promise<AdminScopeDetails> {
  const scope = {
    name: input.name.trim(),
    planIds: unique(input.planIds),
    quotaIds: unique(input.quotaIds),
    planAssignmentIds: unique(input.planAssignmentIds),
  };
  await checked(context, scope);
  const now = new Date();
  const row: NewRow<AdminScopeRow> = {
    name: scope.name,
    planIds: JSON.stringify(scope.planIds),
    quotaIds: JSON.stringify(scope.quotaIds),
    planAssignmentIds: JSON.stringify(scope.planAssignmentIds),
    createdAt: now,
    updatedAt: now,
    version: 1,
  };
  const id = await context.tenant.insert(adminScopesTable, row);
  companyFactsChanged(context.tenant);
  const [created] = await details(context, [await findScope(context, id)]);
  return created!;
}

/**
 * `PATCH /admin-scopes/{id}`: the given fields, checked as the scope would become, written only
 * if the scope is still at the version read (and the one of If-Match when sent): 409 otherwise.
 */
export async function updateScope(
  context: Context,
  id: number,
  input: AdminScopeInput,
  expected: ExpectedVersion,
): Promise<AdminScopeDetails> {
  const current = await findScope(context, id);
  if (expected && !expected.includes(current.version)) throw new Conflict(STALE_VERSION_MESSAGE);
  const next = {
    name: input.name !== undefined ? input.name.trim() : current.name,
    planIds: input.planIds !== undefined ? unique(input.planIds) : current.planIds,
    quotaIds: input.quotaIds !== undefined ? unique(input.quotaIds) : current.quotaIds,
    planAssignmentIds:
      input.planAssignmentIds !== undefined ? unique(input.planAssignmentIds) : current.planAssignmentIds,
  };
  await checked(context, next);
  await updateVersioned(
    context.tenant,
    adminScopesTable,
    id,
    {
      name: next.name,
      planIds: JSON.stringify(next.planIds),
      quotaIds: JSON.stringify(next.quotaIds),
      planAssignmentIds: JSON.stringify(next.planAssignmentIds),
      updatedAt: new Date(),
    },
    [current.version],
    SCOPE_MESSAGES.notFound,
  );
  companyFactsChanged(context.tenant);
  const [updated] = await details(context, [await findScope(context, id)]);
  return updated!;
}

/** `DELETE /admin-scopes/{id}`: only a scope no user holds. */
export async function deleteScope(context: Context, id: number): Promise<void> {
  await findScope(context, id);
  const holders = await context.tenant.count(usersTable, { adminScopeId: id });
  if (holders > 0) throw new Conflict(SCOPE_MESSAGES.inUse(holders));
  await context.tenant.destroy(adminScopesTable, { id });
  companyFactsChanged(context.tenant);
}

/** Sets the quotas of a scope without a caller (seeding the demo data). */
export async function setAdminScopeQuotas(
  tenant: Tenant,
  id: number,
  quotaIds: number[],
  t?: Transaction,
): Promise<void> {
  await tenant.update(
    adminScopesTable,
    { id },
    { quotaIds: JSON.stringify(unique(quotaIds)), updatedAt: new Date() },
    t,
  );
  companyFactsChanged(tenant, t);
}
