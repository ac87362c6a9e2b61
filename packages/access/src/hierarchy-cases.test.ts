/** The shared hierarchy cases against the access rules (the engine runs them against its team index). */
import { describe, expect, it } from 'vitest';
import { HIERARCHY_CASES } from './hierarchy-cases.js';
import { managedTeamIds, managerIds, subordinateIds } from './permissions.js';

describe('shared hierarchy cases, access rules', () => {
  for (const c of HIERARCHY_CASES) {
    it(c.name, () => {
      for (const e of c.expect) {
        const date = e.date ?? c.hierarchy.date;
        const who = `user ${e.userId} on ${date}`;
        if (e.managedTeamIds)
          expect(managedTeamIds(c.hierarchy, e.userId, date), `${who}: managed teams`).toEqual(
            e.managedTeamIds,
          );
        expect(subordinateIds(c.hierarchy, e.userId, date), `${who}: subordinates`).toEqual(e.subordinateIds);
        expect(managerIds(c.hierarchy, e.userId, date), `${who}: managers`).toEqual(e.managerIds);
      }
    });
  }
});

describe('managers and subordinates are one relation', () => {
  it('makes M a manager of U exactly when U is a subordinate of M, in every case and at every date', () => {
    for (const c of HIERARCHY_CASES) {
      const users = [...new Set(c.hierarchy.teamAssignments.map((a) => a.userId))];
      const dates = [...new Set([c.hierarchy.date, ...c.expect.flatMap((e) => (e.date ? [e.date] : []))])];
      for (const date of dates) {
        for (const u of users) {
          const inverse = users.filter((m) => m !== u && subordinateIds(c.hierarchy, m, date).includes(u));
          expect(managerIds(c.hierarchy, u, date), `${c.name}: user ${u} on ${date}`).toEqual(inverse);
        }
      }
    }
  });
});
