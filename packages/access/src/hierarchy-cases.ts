/**
 * Team-hierarchy cases shared by every implementation of the team tree: the access rules here
 * (`managedTeamIds`, `subordinateIds`, `managerIds`, `assignmentStatus`) and the commission
 * engine's team index (team-scope filters: manager overrides). Each package runs all the cases
 * against its own code (hierarchy-cases.test.ts here, src/calc/team-index.test.ts in
 * @accrue/engine), so the two cannot drift apart. Exported as `@accrue/access/hierarchy-cases`,
 * for tests only.
 *
 * The rules (doc 3, "Teams and assignments"): a manager manages the teams where they hold a current
 * TEAM_MANAGER assignment, plus all descendant teams. Their subordinates are the people assigned
 * at the date to those teams, excluding the other managers of the teams they manage directly
 * (never themself). A user's managers are the people who have them as a subordinate. Dates are
 * inclusive at both ends; an open end never expires. Archiving a team changes nothing here: the
 * spec gives archiving no effect on assignments (unlike a plan's, which ends them through their
 * dates). A cycle in the parent links (bad data) must not hang any walk.
 */
import type {
  HierarchyAssignment,
  HierarchyContextDehydrated,
  HierarchyTeam,
  TeamRole,
} from './permissions.js';

export interface HierarchyExpectation {
  userId: number;
  /** YYYY-MM-DD; the case's hierarchy date when absent. */
  date?: string;
  /** The teams the user manages (directly or below), sorted. */
  managedTeamIds?: number[];
  /** The user's subordinates, the user included when they manage a team, sorted. */
  subordinateIds: number[];
  /** The users who have this user as a subordinate (never the user), sorted. */
  managerIds: number[];
}

export interface HierarchyCase {
  name: string;
  hierarchy: HierarchyContextDehydrated;
  expect: HierarchyExpectation[];
}

function team(id: number, parentTeamId: number | null, archived = false): HierarchyTeam {
  return { id, name: `Team ${id}`, parentTeamId, archived };
}

let nextAssignmentId = 1;
function assign(
  teamId: number,
  userId: number,
  teamRole: TeamRole,
  effectiveAsOf = '2025-01-01',
  effectiveUntil: string | null = null,
): HierarchyAssignment {
  return {
    id: nextAssignmentId++,
    teamId,
    userId,
    teamRole,
    effectiveAsOf,
    effectiveUntil,
    user: { id: userId, firstName: `User`, lastName: `${userId}`, email: `user-${userId}@example.test` },
  };
}

const M = 'TEAM_MANAGER';
const E = 'TEAM_EMPLOYEE';

export const HIERARCHY_CASES: readonly HierarchyCase[] = [
  {
    name: 'nested teams: a manager manages every team below, and managers of parent teams manage down',
    // 1 (manager 10, employee 20) ⊃ 2 (manager 12, employee 21) ⊃ 3 (employee 24); 4 unrelated.
    hierarchy: {
      date: '2025-06-15',
      teams: [team(1, null), team(2, 1), team(3, 2), team(4, null)],
      teamAssignments: [
        assign(1, 10, M),
        assign(1, 20, E),
        assign(2, 12, M),
        assign(2, 21, E),
        assign(3, 24, E),
        assign(4, 30, E),
      ],
    },
    expect: [
      { userId: 10, managedTeamIds: [1, 2, 3], subordinateIds: [10, 12, 20, 21, 24], managerIds: [] },
      { userId: 12, managedTeamIds: [2, 3], subordinateIds: [12, 21, 24], managerIds: [10] },
      { userId: 24, managedTeamIds: [], subordinateIds: [], managerIds: [10, 12] },
      { userId: 20, managedTeamIds: [], subordinateIds: [], managerIds: [10] },
      { userId: 30, managedTeamIds: [], subordinateIds: [], managerIds: [] },
    ],
  },
  {
    name: 'co-managers of a team are not each other’s subordinates or managers',
    // 1 (managers 10 and 11, employee 20) ⊃ 2 (managers 12 and 13, employee 21); 11 is also an
    // employee of 2, and stays out of 10's subordinates.
    hierarchy: {
      date: '2025-06-15',
      teams: [team(1, null), team(2, 1)],
      teamAssignments: [
        assign(1, 10, M),
        assign(1, 11, M),
        assign(1, 20, E),
        assign(2, 11, E),
        assign(2, 12, M),
        assign(2, 13, M),
        assign(2, 21, E),
      ],
    },
    expect: [
      { userId: 10, managedTeamIds: [1, 2], subordinateIds: [10, 12, 13, 20, 21], managerIds: [] },
      { userId: 11, managedTeamIds: [1, 2], subordinateIds: [11, 12, 13, 20, 21], managerIds: [12, 13] },
      // A sub-team's co-managers are both subordinates of the parent team's managers.
      { userId: 12, managedTeamIds: [2], subordinateIds: [11, 12, 21], managerIds: [10, 11] },
      { userId: 21, subordinateIds: [], managerIds: [10, 11, 12, 13] },
    ],
  },
  {
    name: 'effective dates: inclusive at both ends, future and expired assignments do not count',
    hierarchy: {
      date: '2025-06-15',
      teams: [team(1, null), team(2, 1)],
      teamAssignments: [
        assign(1, 10, M, '2025-01-01', '2025-06-30'),
        assign(1, 11, M, '2025-07-01'),
        assign(2, 20, E, '2025-01-01', '2025-06-15'),
        assign(2, 21, E, '2025-06-16'),
        assign(2, 22, E, '2024-01-01', '2024-12-31'),
        // Co-manager until March, then an employee of the same team: a subordinate from April on.
        assign(1, 12, M, '2025-01-01', '2025-03-31'),
        assign(1, 12, E, '2025-04-01'),
      ],
    },
    expect: [
      { userId: 10, managedTeamIds: [1, 2], subordinateIds: [10, 12, 20], managerIds: [] },
      { userId: 10, date: '2025-06-16', subordinateIds: [10, 12, 21], managerIds: [] },
      { userId: 10, date: '2025-03-31', subordinateIds: [10, 20], managerIds: [] },
      { userId: 10, date: '2025-07-01', managedTeamIds: [], subordinateIds: [], managerIds: [] },
      { userId: 11, managedTeamIds: [], subordinateIds: [], managerIds: [] },
      {
        userId: 11,
        date: '2025-07-01',
        managedTeamIds: [1, 2],
        subordinateIds: [11, 12, 21],
        managerIds: [],
      },
      { userId: 20, date: '2025-06-15', subordinateIds: [], managerIds: [10] },
      { userId: 20, date: '2025-06-16', subordinateIds: [], managerIds: [] },
      { userId: 21, date: '2025-06-15', subordinateIds: [], managerIds: [] },
      { userId: 22, date: '2024-12-31', subordinateIds: [], managerIds: [] },
      { userId: 12, date: '2025-03-31', managedTeamIds: [1, 2], subordinateIds: [12, 20], managerIds: [] },
      { userId: 12, date: '2025-04-01', subordinateIds: [], managerIds: [10] },
    ],
  },
  {
    name: 'users in several teams have the managers of each, and a manager can be an employee elsewhere',
    // 1 (manager 10) ⊃ 2 (manager 12, employee 30); 4 (manager 40, employees 30 and 12).
    hierarchy: {
      date: '2025-06-15',
      teams: [team(1, null), team(2, 1), team(4, null)],
      teamAssignments: [
        assign(1, 10, M),
        assign(2, 12, M),
        assign(2, 30, E),
        assign(4, 40, M),
        assign(4, 30, E),
        assign(4, 12, E),
      ],
    },
    expect: [
      { userId: 30, subordinateIds: [], managerIds: [10, 12, 40] },
      { userId: 12, managedTeamIds: [2], subordinateIds: [12, 30], managerIds: [10, 40] },
      { userId: 40, managedTeamIds: [4], subordinateIds: [12, 30, 40], managerIds: [] },
    ],
  },
  {
    name: 'archived teams keep their place in the tree and their assignments',
    hierarchy: {
      date: '2025-06-15',
      teams: [team(1, null), team(2, 1, true), team(3, 2)],
      teamAssignments: [assign(1, 10, M), assign(2, 21, E), assign(3, 12, M), assign(3, 24, E)],
    },
    expect: [
      { userId: 10, managedTeamIds: [1, 2, 3], subordinateIds: [10, 12, 21, 24], managerIds: [] },
      { userId: 24, subordinateIds: [], managerIds: [10, 12] },
      { userId: 21, subordinateIds: [], managerIds: [10] },
    ],
  },
  {
    name: 'a cycle in the parent links does not hang, and every team of the cycle counts once',
    // Bad data: 1's parent is 3, 2's parent is 1, 3's parent is 2.
    hierarchy: {
      date: '2025-06-15',
      teams: [team(1, 3), team(2, 1), team(3, 2)],
      teamAssignments: [assign(1, 10, M), assign(2, 20, E), assign(3, 13, M), assign(3, 23, E)],
    },
    expect: [
      { userId: 10, managedTeamIds: [1, 2, 3], subordinateIds: [10, 13, 20, 23], managerIds: [13] },
      { userId: 13, managedTeamIds: [1, 2, 3], subordinateIds: [10, 13, 20, 23], managerIds: [10] },
      { userId: 20, subordinateIds: [], managerIds: [10, 13] },
    ],
  },
];
