import { Op, UniqueConstraintError, type Transaction, type WhereOptions } from 'sequelize';
import type { Tenant } from '../../platform/db/tenancy.js';
import { compareAndSwap, nextVersion, type ExpectedVersion } from '../../platform/db/versioned.js';
import { Conflict } from '../../platform/errors.js';
import { toPlan, toPlanAssignment, toPlanVersion } from './mappers.js';
import { planAssignmentsTable, plansTable, planVersionsTable, type PlanRow } from './tables.js';
import type { NewPlanAssignment, Plan, PlanAssignment, PlanVersion } from './types.js';

export const PLAN_NAME_TAKEN = 'A plan with this name already exists.';

/** A plan name taken in the company (doc 2 §5): answered 409 on the name field. */
export class PlanNameTaken extends Conflict {
  constructor(readonly field: string) {
    super(PLAN_NAME_TAKEN);
  }
}

/** Runs a write that may hit the unique (company, name) index, turning that into `PlanNameTaken`. */
async function guardingName<T>(field: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof UniqueConstraintError) throw new PlanNameTaken(field);
    throw error;
  }
}

/** The distinct users with an assignment (past, current or future) to any of the plans. */
export async function userIdsAssignedTo(tenant: Tenant, planIds: readonly number[]): Promise<number[]> {
  if (planIds.length === 0) return [];
  const rows = await tenant.findAll(planAssignmentsTable, {
    where: { planId: [...planIds] },
    attributes: ['userId'],
  });
  return [...new Set(rows.map((row) => Number(row.userId)))].sort((a, b) => a - b);
}

/** Every plan assignment of one user (past, current and future), newest first. */
export async function planAssignmentsOfUser(tenant: Tenant, userId: number): Promise<PlanAssignment[]> {
  return (
    await tenant.findAll(planAssignmentsTable, {
      where: { userId },
      order: [
        ['effectiveAsOf', 'DESC'],
        ['id', 'ASC'],
      ],
      limit: 1000,
    })
  ).map(toPlanAssignment);
}

export async function insertPlanAssignment(
  tenant: Tenant,
  { parameters, ...assignment }: NewPlanAssignment,
  t?: Transaction,
): Promise<PlanAssignment> {
  const now = new Date();
  const id = await tenant.insert(
    planAssignmentsTable,
    { ...assignment, parameters: parametersText(parameters), createdAt: now, updatedAt: now },
    t,
  );
  return toPlanAssignment((await tenant.findById(planAssignmentsTable, id, t))!);
}

/** Every assignment of the plan, whatever its dates, by id. */
export async function listPlanAssignments(tenant: Tenant, planId: number): Promise<PlanAssignment[]> {
  return (await tenant.findAll(planAssignmentsTable, { where: { planId }, order: [['id', 'ASC']] })).map(
    toPlanAssignment,
  );
}

export async function findPlan(tenant: Tenant, id: number, t?: Transaction): Promise<Plan | null> {
  const row = await tenant.findById(plansTable, id, t);
  return row ? toPlan(row) : null;
}

export async function listPlans(tenant: Tenant, t?: Transaction): Promise<Plan[]> {
  return (await tenant.findAll(plansTable, { order: [['id', 'ASC']], transaction: t })).map(toPlan);
}

export async function insertPlan(
  tenant: Tenant,
  plan: Pick<Plan, 'name' | 'definition' | 'frequency' | 'isHidden'>,
  t?: Transaction,
  nameField = 'name',
): Promise<Plan> {
  const now = new Date();
  const id = await guardingName(nameField, () =>
    tenant.insert(
      plansTable,
      { ...plan, archived: false, archivedOn: null, version: 1, createdAt: now, updatedAt: now },
      t,
    ),
  );
  return (await findPlan(tenant, id, t))!;
}

/** The plan of that name, compared without case or surrounding spaces (names are short and few). */
export async function findPlanNamed(tenant: Tenant, name: string, t?: Transaction): Promise<Plan | null> {
  const wanted = name.trim().toLowerCase();
  const rows = await tenant.findAll(plansTable, { attributes: ['id', 'name'], transaction: t });
  const row = rows.find((r) => String(r.name).trim().toLowerCase() === wanted);
  return row ? findPlan(tenant, Number(row.id), t) : null;
}

/**
 * Changes a plan's columns in one UPDATE that bumps its version, only if it is at one of the
 * `expected` versions (If-Match); NotFound or Conflict otherwise (`db/versioned.ts`).
 */
export async function updatePlanRow(
  tenant: Tenant,
  id: number,
  values: Partial<Omit<PlanRow, 'id' | 'companyId' | 'version' | 'createdAt'>>,
  expected: ExpectedVersion,
  t: Transaction,
  nameField = 'name',
): Promise<Plan> {
  await guardingName(nameField, () =>
    compareAndSwap({
      expected,
      notFound: 'Plan not found.',
      write: (where) =>
        tenant.update(
          plansTable,
          { ...(where as object), id },
          {
            ...values,
            updatedAt: new Date(),
            version: nextVersion(tenant.db),
          } as unknown as Partial<PlanRow>,
          t,
        ),
      exists: async () => (await tenant.findById(plansTable, id, t)) !== null,
    }),
  );
  return (await findPlan(tenant, id, t))!;
}

export async function deletePlanRows(tenant: Tenant, id: number, t: Transaction): Promise<void> {
  await tenant.destroy(planAssignmentsTable, { planId: id }, t);
  await tenant.destroy(planVersionsTable, { planId: id }, t);
  await tenant.destroy(plansTable, { id }, t);
}

// ------------------------------------------------------------------------------------------------
// Versions.

export async function insertPlanVersion(
  tenant: Tenant,
  version: Omit<PlanVersion, 'id' | 'createdAt'>,
  t?: Transaction,
): Promise<void> {
  await tenant.insert(planVersionsTable, { ...version, createdAt: new Date() }, t);
}

export async function findPlanVersion(
  tenant: Tenant,
  planId: number,
  version: number,
): Promise<PlanVersion | null> {
  const row = await tenant.findOne(planVersionsTable, { planId, version });
  return row ? toPlanVersion(row) : null;
}

export async function pageOfPlanVersions(
  tenant: Tenant,
  planId: number,
  page: { page: number; limit: number },
): Promise<{ items: PlanVersion[]; total: number }> {
  const [rows, total] = await Promise.all([
    tenant.findAll(planVersionsTable, {
      where: { planId },
      order: [['version', 'DESC']],
      limit: page.limit,
      offset: page.page * page.limit,
    }),
    tenant.count(planVersionsTable, { planId }),
  ]);
  return { items: rows.map(toPlanVersion), total };
}

// ------------------------------------------------------------------------------------------------
// Assignments.

export async function findPlanAssignment(
  tenant: Tenant,
  planId: number,
  id: number,
  t?: Transaction,
): Promise<PlanAssignment | null> {
  const row = await tenant.findOne(planAssignmentsTable, { planId, id }, t);
  return row ? toPlanAssignment(row) : null;
}

/** The plan's assignments matching `where` (within the plan), by id. */
export async function planAssignmentsWhere(
  tenant: Tenant,
  planId: number,
  where: WhereOptions = {},
  t?: Transaction,
): Promise<PlanAssignment[]> {
  return (
    await tenant.findAll(planAssignmentsTable, {
      where: { ...(where as object), planId },
      order: [['id', 'ASC']],
      transaction: t,
    })
  ).map(toPlanAssignment);
}

export async function insertPlanAssignments(
  tenant: Tenant,
  assignments: NewPlanAssignment[],
  t: Transaction,
): Promise<PlanAssignment[]> {
  const created: PlanAssignment[] = [];
  for (const assignment of assignments) created.push(await insertPlanAssignment(tenant, assignment, t));
  return created;
}

/** The parameters column's text: null for none. */
const parametersText = (parameters: Record<string, string> | undefined) =>
  parameters && Object.keys(parameters).length ? JSON.stringify(parameters) : null;

export async function updatePlanAssignment(
  tenant: Tenant,
  id: number,
  changes: { effectiveAsOf?: string; effectiveUntil?: string | null; parameters?: Record<string, string> },
  t?: Transaction,
): Promise<void> {
  const { parameters, ...dates } = changes;
  await tenant.update(
    planAssignmentsTable,
    { id },
    {
      ...dates,
      ...(parameters !== undefined ? { parameters: parametersText(parameters) } : {}),
      updatedAt: new Date(),
    },
    t,
  );
}

/** Ends every assignment of the plan active on `today` on that day (archiving, doc 2 §4). */
export async function endActiveAssignments(
  tenant: Tenant,
  planId: number,
  today: string,
  t: Transaction,
): Promise<void> {
  await tenant.update(
    planAssignmentsTable,
    {
      planId,
      effectiveAsOf: { [Op.lte]: today },
      [Op.or]: [{ effectiveUntil: null }, { effectiveUntil: { [Op.gte]: today } }],
    },
    { effectiveUntil: today, updatedAt: new Date() },
    t,
  );
}

export async function deletePlanAssignment(tenant: Tenant, id: number, t?: Transaction): Promise<void> {
  await tenant.destroy(planAssignmentsTable, { id }, t);
}

/** Every assignment of these plans, whatever their dates. */
export async function assignmentsOfPlans(
  tenant: Tenant,
  planIds: readonly number[],
): Promise<PlanAssignment[]> {
  if (planIds.length === 0) return [];
  return (await tenant.findAll(planAssignmentsTable, { where: { planId: [...planIds] } })).map(
    toPlanAssignment,
  );
}
