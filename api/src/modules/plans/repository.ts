import type { Transaction } from 'sequelize';
import type { Tenant } from '../../platform/db/tenancy.js';
import { toPlan, toPlanAssignment } from './mappers.js';
import { planAssignmentsTable, plansTable } from './tables.js';
import type { Plan, PlanAssignment } from './types.js';

/** The distinct users with an assignment (past, current or future) to any of the plans. */
export async function userIdsAssignedTo(tenant: Tenant, planIds: readonly number[]): Promise<number[]> {
  if (planIds.length === 0) return [];
  const rows = await tenant.findAll(planAssignmentsTable, {
    where: { planId: [...planIds] },
    attributes: ['userId'],
  });
  return [...new Set(rows.map((row) => Number(row.userId)))].sort((a, b) => a - b);
}

export async function insertPlanAssignment(
  tenant: Tenant,
  assignment: Omit<PlanAssignment, 'id'>,
  t?: Transaction,
): Promise<PlanAssignment> {
  const now = new Date();
  const id = await tenant.insert(planAssignmentsTable, { ...assignment, createdAt: now, updatedAt: now }, t);
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

export async function listPlans(tenant: Tenant): Promise<Plan[]> {
  return (await tenant.findAll(plansTable, { order: [['id', 'ASC']] })).map(toPlan);
}

export async function insertPlan(
  tenant: Tenant,
  plan: Pick<Plan, 'name' | 'definition' | 'frequency' | 'isHidden'>,
  t?: Transaction,
): Promise<Plan> {
  const now = new Date();
  const id = await tenant.insert(
    plansTable,
    { ...plan, archived: false, version: 1, createdAt: now, updatedAt: now },
    t,
  );
  return (await findPlan(tenant, id, t))!;
}
