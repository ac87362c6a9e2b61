import { describe, expect, it } from 'vitest';
import {
  directlyManagedTeamIds,
  managedTeamIds,
  subordinateIds,
  type HierarchyAssignment,
  type HierarchyContextDehydrated,
  type PermissionSubject,
} from './permissions.js';
import { manageesAmong, teamsBelow } from './hierarchy.js';
import { userReach } from './reach.js';

const person = (id: number) => ({ id, firstName: `U${id}`, lastName: '', email: `u${id}@x` });
let nextId = 1;
const assignment = (
  teamId: number,
  userId: number,
  teamRole: HierarchyAssignment['teamRole'],
  effectiveAsOf = '2020-01-01',
  effectiveUntil: string | null = null,
): HierarchyAssignment => ({
  id: nextId++,
  teamId,
  userId,
  teamRole,
  effectiveAsOf,
  effectiveUntil,
  user: person(userId),
});

/** Sales (1) ⊃ North (2), South (3) ⊃ South-East (4); one archived-era assignment and a co-manager. */
const hierarchy: HierarchyContextDehydrated = {
  date: '2026-06-01',
  teams: [
    { id: 1, name: 'Sales', parentTeamId: null, archived: false },
    { id: 2, name: 'North', parentTeamId: 1, archived: false },
    { id: 3, name: 'South', parentTeamId: 1, archived: false },
    { id: 4, name: 'South-East', parentTeamId: 3, archived: false },
    { id: 5, name: 'Elsewhere', parentTeamId: null, archived: false },
  ],
  teamAssignments: [
    assignment(1, 10, 'TEAM_MANAGER'),
    assignment(1, 11, 'TEAM_MANAGER'),
    assignment(2, 12, 'TEAM_MANAGER'),
    assignment(2, 20, 'TEAM_EMPLOYEE'),
    assignment(3, 21, 'TEAM_EMPLOYEE'),
    assignment(4, 22, 'TEAM_EMPLOYEE'),
    assignment(4, 23, 'TEAM_EMPLOYEE', '2019-01-01', '2020-12-31'),
    assignment(4, 24, 'TEAM_EMPLOYEE', '2027-01-01'),
    assignment(5, 25, 'TEAM_EMPLOYEE'),
  ],
};

/** The managees the way a server computes them: direct teams, the teams below, their assignments. */
function managees(managerId: number, date: string): number[] {
  const direct = directlyManagedTeamIds(hierarchy, managerId, date);
  const managed = new Set(teamsBelow(hierarchy.teams, direct));
  return manageesAmong(
    hierarchy.teamAssignments.filter((a) => managed.has(a.teamId)),
    managerId,
    direct,
    date,
  );
}

describe('reach as a query scope', () => {
  it('finds the same managees as subordinateIds for every user and date', () => {
    for (const date of ['2020-06-01', '2026-06-01', '2027-06-01']) {
      for (const userId of [10, 11, 12, 20, 25, 99]) {
        expect(managees(userId, date), `${userId}@${date}`).toEqual(subordinateIds(hierarchy, userId, date));
      }
    }
    expect(managees(10, '2026-06-01')).toEqual([10, 12, 20, 21, 22]);
  });

  it('walks the same teams as managedTeamIds', () => {
    expect(teamsBelow(hierarchy.teams, directlyManagedTeamIds(hierarchy, 10))).toEqual(
      managedTeamIds(hierarchy, 10),
    );
  });

  it('names the kind of reach each role holds', () => {
    const subject = (
      role: PermissionSubject['role'],
      extra: Partial<PermissionSubject> = {},
    ): PermissionSubject => ({
      role,
      userId: 10,
      featureFlags: {},
      ...extra,
    });
    expect(userReach(subject('ADMIN'), 'VIEW_MEMBER_PROFILE', '2026-06-01')).toEqual({ kind: 'ALL' });
    expect(userReach(subject('MANAGER'), 'VIEW_MEMBER_PROFILE', '2026-06-01')).toEqual({
      kind: 'MANAGEES',
      managerId: 10,
      date: '2026-06-01',
    });
    expect(userReach(subject('EMPLOYEE'), 'VIEW_MEMBER_PROFILE', '2026-06-01')).toEqual({
      kind: 'OWN',
      userId: 10,
    });
    expect(
      userReach(
        subject('SCOPED_ADMIN', {
          featureFlags: { ADMIN_SCOPES: true },
          adminScope: { id: 1, name: 'EMEA', planIds: [3, 4], quotaIds: [] },
        }),
        'VIEW_MEMBER_PROFILE',
        '2026-06-01',
      ),
    ).toEqual({ kind: 'SCOPE', userId: 10, planIds: [3, 4] });
    expect(userReach(subject('EMPLOYEE'), 'MODIFY_COMPANY_SETTINGS', '2026-06-01')).toEqual({ kind: 'NONE' });
    expect(userReach({ ...subject('MANAGER'), userId: null }, 'VIEW_MEMBER_PROFILE', '2026-06-01')).toEqual({
      kind: 'NONE',
    });
  });
});
