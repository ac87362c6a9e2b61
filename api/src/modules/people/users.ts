import { assignmentStatus, canReachPlan, grantOf, type TeamRole } from '@accrue/access';
import { Op, type WhereOptions } from 'sequelize';
import type { Context } from '../../platform/context.js';
import { todayIso } from '../../platform/db/values.js';
import { Forbidden, NotFound } from '../../platform/errors.js';
import * as plans from '../plans/index.js';
import { DIRECTORY_MESSAGES } from './directory.js';
import { findUser } from './repository.js';
import { assignmentsWhere, teamsWhere } from './teams-repository.js';
import type { TeamAssignment } from './types.js';

/** The member page's reads (doc 3 §2 member page): one user's teams and plans, bounded. */
export const MEMBER_LIST_LIMIT = 500;

export const USERS_MESSAGES = {
  noTeams: 'You do not have the permission to see teams.',
} as const;

/** The user if the caller reaches them for the member page: 404 outside the company, 403 outside reach. */
async function reachableMember(context: Context, userId: number) {
  const user = await findUser(context.tenant, userId);
  if (!user) throw new NotFound('User not found.');
  if (!(await context.reach.canReachUser('VIEW_MEMBER_PROFILE', userId)))
    throw new Forbidden(DIRECTORY_MESSAGES.notReachable);
  return user;
}

export interface MemberTeamAssignment extends TeamAssignment {
  status: 'ACTIVE' | 'EXPIRED' | 'FUTURE';
  team: { id: number; name: string; archived: boolean };
}

export interface MemberTeamQuery {
  teamRole?: TeamRole;
  'effectiveBetween.start'?: string;
  'effectiveBetween.end'?: string;
}

/**
 * `GET /users/{userId}/team-assignments`: the user's team assignments (history included), newest
 * first, optionally only those of a team role and overlapping a period. Teams are part of the
 * member page for whoever sees teams at all (a scoped admin does not, doc 3 §6).
 */
export async function memberTeamAssignments(
  context: Context,
  userId: number,
  query: MemberTeamQuery,
): Promise<MemberTeamAssignment[]> {
  await reachableMember(context, userId);
  if (!grantOf(context.subject, 'VIEW_TEAMS')) throw new Forbidden(USERS_MESSAGES.noTeams);
  const and: WhereOptions[] = [{ userId }];
  if (query.teamRole) and.push({ teamRole: query.teamRole });
  const start = query['effectiveBetween.start'];
  const end = query['effectiveBetween.end'];
  if (end) and.push({ effectiveAsOf: { [Op.lte]: end } });
  if (start) and.push({ [Op.or]: [{ effectiveUntil: null }, { effectiveUntil: { [Op.gte]: start } }] });
  const rows = await assignmentsWhere(
    context.tenant,
    { [Op.and]: and },
    { limit: MEMBER_LIST_LIMIT, offset: 0 },
  );
  const teamIds = [...new Set(rows.map((r) => r.teamId))];
  const teams = new Map(
    (teamIds.length ? await teamsWhere(context.tenant, { id: teamIds }) : []).map((t) => [t.id, t]),
  );
  const today = todayIso();
  return rows
    .filter((r) => teams.has(r.teamId))
    .map((r) => {
      const team = teams.get(r.teamId)!;
      return {
        ...r,
        status: assignmentStatus(r, today).toUpperCase() as MemberTeamAssignment['status'],
        team: { id: team.id, name: team.name, archived: team.archived },
      };
    });
}

export interface MemberPlanAssignment {
  id: number;
  planId: number;
  planName: string;
  effectiveAsOf: string;
  effectiveUntil: string | null;
  status: 'ACTIVE' | 'EXPIRED' | 'FUTURE';
}

/**
 * `GET /users/{userId}/plan-assignments`: the plans the user is (was, will be) assigned to, of
 * those the caller sees (doc 2 §6 through the plans module): admin-type callers the plans of their
 * reach, hidden ones included; others the live plans of a user they reach for VIEW_PLANS.
 */
export async function memberPlanAssignments(
  context: Context,
  userId: number,
): Promise<MemberPlanAssignment[]> {
  await reachableMember(context, userId);
  const adminType = grantOf(context.subject, 'VIEW_HIDDEN_PLANS') !== null;
  if (!adminType && !(await context.reach.canReachUser('VIEW_PLANS', userId))) return [];
  const [assignments, allPlans] = await Promise.all([
    plans.planAssignmentsOfUser(context.tenant, userId),
    plans.listPlans(context.tenant),
  ]);
  const byId = new Map(allPlans.map((p) => [p.id, p]));
  const today = todayIso();
  return assignments.flatMap((a) => {
    const plan = byId.get(a.planId);
    if (!plan) return [];
    const visible = adminType ? canReachPlan(context.subject, 'VIEW_HIDDEN_PLANS', plan.id) : !plan.isHidden;
    if (!visible) return [];
    return [
      {
        id: a.id,
        planId: a.planId,
        planName: plan.name,
        effectiveAsOf: a.effectiveAsOf,
        effectiveUntil: a.effectiveUntil,
        status: assignmentStatus(a, today).toUpperCase() as MemberPlanAssignment['status'],
      },
    ];
  });
}
