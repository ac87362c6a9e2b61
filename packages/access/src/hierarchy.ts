/**
 * The team tree: which teams are below or above others, and who manages whom at a date. Pure
 * functions over the few facts they need, so the browser (on the hierarchy `GET /users/me` sends)
 * and the server (on the slice a query loaded) answer with the same code. The engine's team index
 * answers the same questions; `hierarchy-cases.ts` runs one set of cases against both.
 */

/** What the team walk needs of a team. */
export interface TeamLink {
  id: number;
  parentTeamId: number | null;
}
/** What the managee rule needs of an assignment. */
export interface AssignmentFacts {
  teamId: number;
  userId: number;
  teamRole: 'TEAM_MANAGER' | 'TEAM_EMPLOYEE';
  /** YYYY-MM-DD, inclusive. */
  effectiveAsOf: string;
  /** YYYY-MM-DD, inclusive; null is indefinite. */
  effectiveUntil: string | null;
}

/** `teamIds` and every team below them. */
export function teamsBelow(teams: readonly TeamLink[], teamIds: readonly number[]): number[] {
  const children = new Map<number, number[]>();
  for (const team of teams) {
    if (team.parentTeamId === null) continue;
    children.set(team.parentTeamId, [...(children.get(team.parentTeamId) ?? []), team.id]);
  }
  const below = new Set<number>();
  const stack = [...teamIds];
  while (stack.length > 0) {
    const teamId = stack.pop()!;
    if (below.has(teamId)) continue;
    below.add(teamId);
    stack.push(...(children.get(teamId) ?? []));
  }
  return [...below].sort((a, b) => a - b);
}

export type AssignmentStatus = 'future' | 'active' | 'expired';

/** Future before effectiveAsOf, active between the (inclusive) dates, expired after effectiveUntil. */
export function assignmentStatus(
  assignment: Pick<AssignmentFacts, 'effectiveAsOf' | 'effectiveUntil'>,
  date: string,
): AssignmentStatus {
  if (date < assignment.effectiveAsOf) return 'future';
  if (assignment.effectiveUntil !== null && date > assignment.effectiveUntil) return 'expired';
  return 'active';
}

/** The user's teams and their ancestors (a cycle in parent links stops the walk). */
export function teamsAbove(teams: readonly TeamLink[], teamIds: readonly number[]): Set<number> {
  const parents = new Map(teams.map((t) => [t.id, t.parentTeamId]));
  const above = new Set<number>();
  for (const start of teamIds) {
    let teamId: number | null | undefined = start;
    while (teamId !== null && teamId !== undefined && !above.has(teamId)) {
      above.add(teamId);
      teamId = parents.get(teamId);
    }
  }
  return above;
}

/**
 * A manager's managees from the assignments of the teams they manage (`subordinateIds` of the
 * hierarchy, computed on the slice a query loaded): the people active at the date in those teams,
 * less the other managers of the teams the manager manages directly.
 */
export function manageesAmong(
  assignments: readonly AssignmentFacts[],
  managerId: number,
  directlyManagedTeamIds: readonly number[],
  date: string,
): number[] {
  const direct = new Set(directlyManagedTeamIds);
  const active = assignments.filter((a) => assignmentStatus(a, date) === 'active');
  const coManagers = new Set(
    active
      .filter((a) => direct.has(a.teamId) && a.teamRole === 'TEAM_MANAGER' && a.userId !== managerId)
      .map((a) => a.userId),
  );
  return [...new Set(active.filter((a) => !coManagers.has(a.userId)).map((a) => a.userId))].sort(
    (a, b) => a - b,
  );
}

/**
 * `managerIds` on the slice of the hierarchy a query loaded: `active` holds at least the user's
 * active assignments and the active TEAM_MANAGER assignments of their teams and ancestor teams.
 * The server reads only that slice; the browser passes the whole hierarchy. One rule for both.
 */
export function managersAmong(
  teams: readonly TeamLink[],
  active: readonly Pick<AssignmentFacts, 'teamId' | 'userId' | 'teamRole'>[],
  userId: number,
): number[] {
  const own = active.filter((a) => a.userId === userId);
  const teamIds = teamsAbove(
    teams,
    own.map((a) => a.teamId),
  );
  const managedDirectly = new Set(own.filter((a) => a.teamRole === 'TEAM_MANAGER').map((a) => a.teamId));
  const managers = active.filter((a) => a.teamRole === 'TEAM_MANAGER' && a.userId !== userId);
  const coManagers = new Set(managers.filter((a) => managedDirectly.has(a.teamId)).map((a) => a.userId));
  const ids = new Set(
    managers.filter((a) => teamIds.has(a.teamId) && !coManagers.has(a.userId)).map((a) => a.userId),
  );
  return [...ids].sort((a, b) => a - b);
}
