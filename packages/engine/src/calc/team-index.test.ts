/**
 * The shared hierarchy cases of @accrue/access run against the engine's team index, so manager
 * overrides and the access rules answer the same questions the same way. The engine's team rows
 * leave out the manager's own rows: its subordinates are the access package's less the manager.
 */
import { HIERARCHY_CASES, type HierarchyCase } from '@accrue/access/hierarchy-cases';
import { describe, expect, it } from 'vitest';
import * as D from '../core/dates.js';
import { TeamIndex } from './team-index.js';

function indexOf(c: HierarchyCase): TeamIndex {
  return new TeamIndex({
    teams: c.hierarchy.teams.map((t) => ({
      id: String(t.id),
      name: t.name,
      parentId: t.parentTeamId === null ? null : String(t.parentTeamId),
    })),
    teamAssignments: c.hierarchy.teamAssignments.map((a) => ({
      teamId: String(a.teamId),
      userId: String(a.userId),
      role: a.teamRole,
      effectiveAsOf: a.effectiveAsOf,
      effectiveUntil: a.effectiveUntil,
    })),
  });
}

const ids = (users: Iterable<string>) => [...users].map(Number).sort((a, b) => a - b);

/** The people whose rows dated `t` a manager's team table holds, as a statement selects them. */
function teamRowOwners(index: TeamIndex, managerId: string, t: number): number[] {
  const day: D.Period = { id: 'day', start: t, end: t + D.DAY_MS - 1, frequency: 'month' };
  return ids(
    index
      .membersUnder(managerId, day)
      .filter((m) => m.whole || index.managersOf(m.userId, t).has(managerId))
      .map((m) => m.userId),
  );
}

describe('shared hierarchy cases, engine team index', () => {
  for (const c of HIERARCHY_CASES) {
    it(c.name, () => {
      const index = indexOf(c);
      for (const e of c.expect) {
        const date = e.date ?? c.hierarchy.date;
        const t = D.parseDate(date)!;
        const who = `user ${e.userId} on ${date}`;
        expect(teamRowOwners(index, String(e.userId), t), `${who}: team rows`).toEqual(
          e.subordinateIds.filter((id) => id !== e.userId),
        );
        expect(ids(index.managersOf(String(e.userId), t)), `${who}: managers`).toEqual(e.managerIds);
      }
    });
  }

  it('checks the rows of a co-manager by date when they co-manage for part of the period only', () => {
    const c = HIERARCHY_CASES.find((x) => x.name.startsWith('effective dates'))!;
    const march = D.parsePeriodId('2025-03', 'month')!;
    const april = D.parsePeriodId('2025-04', 'month')!;
    // User 12 co-manages team 1 with 10 until March 31, then is an employee of it.
    expect(
      indexOf(c)
        .membersUnder('10', march)
        .find((m) => m.userId === '12'),
    ).toEqual({
      userId: '12',
      whole: false,
    });
    expect(
      indexOf(c)
        .membersUnder('10', april)
        .find((m) => m.userId === '12'),
    ).toEqual({
      userId: '12',
      whole: true,
    });
  });
});
