import { canReachPlan, grantOf } from '@accrue/access';
import type { Context } from '../../platform/context.js';
import type { ReachableUsers } from '../../platform/db/reach.js';
import { NotFound } from '../../platform/errors.js';
import * as repository from './repository.js';
import type { Plan } from './types.js';

/**
 * Who sees which plan (doc 2 §6):
 * - admin-type roles (VIEW_HIDDEN_PLANS: admins and read-only admins every plan, scoped admins the
 *   plans of their scope) see hidden and live plans, with all their assignments;
 * - every other role sees live plans only, and only those assigning a user it reaches for
 *   VIEW_PLANS (finance everyone, a manager their managees and themselves, an employee themselves),
 *   and of their assignments only those of these users.
 * A plan the caller may not see is answered as not found (never tell which).
 */
export const PLAN_NOT_FOUND = 'Plan not found.';

export interface PlanSight {
  /** Whether the caller is admin-type for this plan set (sees hidden plans and every assignment). */
  adminType: boolean;
  /** The users whose assignments the caller sees (all for admin-type callers). */
  users: ReachableUsers;
  sees(plan: Plan, assignedUserIds: () => Promise<number[]>): Promise<boolean>;
}

export async function planSight(context: Context): Promise<PlanSight> {
  const hidden = grantOf(context.subject, 'VIEW_HIDDEN_PLANS');
  if (hidden) {
    return {
      adminType: true,
      users: { all: true },
      sees: async (plan) => canReachPlan(context.subject, 'VIEW_HIDDEN_PLANS', plan.id),
    };
  }
  const users = await context.reach.users('VIEW_PLANS');
  return {
    adminType: false,
    users,
    sees: async (plan, assignedUserIds) => {
      if (plan.isHidden) return false;
      if (users.all) return true;
      const reachable = new Set(users.ids);
      return (await assignedUserIds()).some((id) => reachable.has(id));
    },
  };
}

/** The plan if the caller may see it; NotFound otherwise. */
export async function visiblePlan(context: Context, planId: number): Promise<Plan> {
  const plan = await repository.findPlan(context.tenant, planId);
  if (!plan) throw new NotFound(PLAN_NOT_FOUND);
  const sight = await planSight(context);
  const seen = await sight.sees(plan, () => repository.userIdsAssignedTo(context.tenant, [plan.id]));
  if (!seen) throw new NotFound(PLAN_NOT_FOUND);
  return plan;
}

/**
 * The plan if the caller may change it (MODIFY_PLANS: admins any plan, scoped admins those of
 * their scope; the route's x-permission has refused every other role). NotFound otherwise.
 */
export async function writablePlan(context: Context, planId: number): Promise<Plan> {
  const plan = await repository.findPlan(context.tenant, planId);
  if (!plan || !canReachPlan(context.subject, 'MODIFY_PLANS', plan.id)) throw new NotFound(PLAN_NOT_FOUND);
  return plan;
}

/** Whether the caller may create plans from nothing (a scoped admin's scope is a list of existing plans). */
export function mayCreatePlans(context: Context): boolean {
  return grantOf(context.subject, 'MODIFY_PLANS')?.reach === 'ALL';
}
