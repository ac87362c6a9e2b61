import {
  managersAmong,
  manageesAmong,
  teamsAbove,
  teamsBelow,
  type HierarchyContextDehydrated,
} from '@accrue/access';
import type { Tenant } from '../../platform/db/tenancy.js';
import { todayIso } from '../../platform/db/values.js';
import { hierarchyAnswer } from './caller-cache.js';
import { listTeamAssignments, listTeamLinks, listTeams, listUsers } from './repository.js';

/**
 * The team hierarchy read as narrowly as each question needs, instead of loading the whole
 * company's teams, assignments and users on every request; and each answer remembered per company
 * (caller-cache.ts) until a team, an assignment or a user of the company changes, so that a
 * manager's reach is not read again on every call.
 */

/** A manager's managees at a date, remembered per company (the reach of every request uses it). */
export function rememberedManageesOf(tenant: Tenant, managerId: number, date: string): Promise<number[]> {
  return hierarchyAnswer(tenant.db, tenant.companyId, `managees:${managerId}@${date}`, () =>
    manageesOf(tenant, managerId, date),
  );
}

/** The users a manager manages at a date: three queries (their teams, the tree, its members). */
export async function manageesOf(tenant: Tenant, managerId: number, date: string): Promise<number[]> {
  const own = await listTeamAssignments(tenant, { userId: managerId, teamRole: 'TEAM_MANAGER' }, date);
  const direct = [...new Set(own.map((a) => a.teamId))];
  if (direct.length === 0) return [];
  const managed = teamsBelow(await listTeamLinks(tenant), direct);
  const members = await listTeamAssignments(tenant, { teamId: managed }, date);
  return manageesAmong(members, managerId, direct, date);
}

/** The managers of a user at a date: TEAM_MANAGERs of the user's teams and of their ancestors. */
export function managerIdsOf(tenant: Tenant, userId: number, date: string): Promise<number[]> {
  return hierarchyAnswer(tenant.db, tenant.companyId, `managers:${userId}@${date}`, () =>
    readManagerIdsOf(tenant, userId, date),
  );
}

async function readManagerIdsOf(tenant: Tenant, userId: number, date: string): Promise<number[]> {
  const own = await listTeamAssignments(tenant, { userId }, date);
  if (own.length === 0) return [];
  const links = await listTeamLinks(tenant);
  const teams = teamsAbove(
    links,
    own.map((a) => a.teamId),
  );
  const managers = await listTeamAssignments(tenant, { teamId: [...teams], teamRole: 'TEAM_MANAGER' }, date);
  return managersAmong(links, [...own, ...managers], userId);
}

/**
 * The teams around a user, as `GET /users/me` sends them: the teams they are or were assigned to
 * and all their descendants, with those teams' assignments and their people.
 */
export function hierarchyAround(
  tenant: Tenant,
  userId: number,
  date = todayIso(),
): Promise<HierarchyContextDehydrated> {
  return hierarchyAnswer(tenant.db, tenant.companyId, `around:${userId}@${date}`, () =>
    readHierarchyAround(tenant, userId, date),
  );
}

async function readHierarchyAround(
  tenant: Tenant,
  userId: number,
  date: string,
): Promise<HierarchyContextDehydrated> {
  const own = await listTeamAssignments(tenant, { userId });
  if (own.length === 0) return { date, teams: [], teamAssignments: [] };
  const teams = await listTeams(tenant);
  const relevant = new Set(teamsBelow(teams, [...new Set(own.map((a) => a.teamId))]));
  const assignments = await listTeamAssignments(tenant, { teamId: [...relevant] });
  const users = new Map(
    (await listUsers(tenant, { id: [...new Set(assignments.map((a) => a.userId))] })).map((u) => [u.id, u]),
  );
  return {
    date,
    teams: teams
      .filter((t) => relevant.has(t.id))
      .map(({ id, name, parentTeamId, archived }) => ({ id, name, parentTeamId, archived })),
    teamAssignments: assignments
      .filter((a) => users.has(a.userId))
      .map((a) => {
        const user = users.get(a.userId)!;
        return {
          ...a,
          user: { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email },
        };
      }),
  };
}
