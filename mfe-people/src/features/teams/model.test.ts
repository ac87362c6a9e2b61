import { describe, expect, it } from 'vitest';
import { assignmentErrors, buildTree, flatten, parseImport, subtreeIds } from './model';

const teams = [
  { id: 1, name: 'Sales', parentTeamId: null },
  { id: 3, name: 'South', parentTeamId: 1 },
  { id: 2, name: 'North', parentTeamId: 1 },
  { id: 4, name: 'Orphan', parentTeamId: 99 },
  { id: 5, name: 'Deep', parentTeamId: 2 },
];

describe('the team tree', () => {
  it('nests children under their parent by name, and makes orphans roots', () => {
    const rows = flatten(buildTree(teams)).map((n) => `${'-'.repeat(n.depth)}${n.team.name}`);
    expect(rows).toEqual(['Orphan', 'Sales', '-North', '--Deep', '-South']);
  });

  it('never loops on a cycle in the data', () => {
    const cyclic = [
      { id: 1, name: 'A', parentTeamId: 2 },
      { id: 2, name: 'B', parentTeamId: 1 },
    ];
    expect(flatten(buildTree(cyclic))).toEqual([]);
  });

  it('knows the subtree a team cannot be linked under', () => {
    expect([...subtreeIds(teams, 1)].sort()).toEqual([1, 2, 3, 5]);
    expect([...subtreeIds(teams, 3)]).toEqual([3]);
  });

  it('checks the assignment form', () => {
    expect(assignmentErrors({ userId: null, effectiveAsOf: null, effectiveUntil: null })).toEqual({
      userId: 'teams.form.required',
      effectiveAsOf: 'teams.form.required',
    });
    expect(
      assignmentErrors({ userId: 1, effectiveAsOf: '2026-02-01', effectiveUntil: '2026-01-31' }),
    ).toEqual({
      effectiveUntil: 'teams.form.endBeforeStart',
    });
    expect(assignmentErrors({ userId: 1, effectiveAsOf: '2026-02-01', effectiveUntil: null })).toEqual({});
  });
});

describe('the import file', () => {
  it('reads the columns by their header, with quotes and either separator', () => {
    const text =
      'Email,Team,Role,Start date,End date\n' +
      'a@x.io,"Sales, North",employee,2026-01-01,\n\n' +
      'b@x.io,"Say ""hi""",TEAM_MANAGER,2026-02-01,2026-03-01\n';
    expect(parseImport(text)).toEqual({
      missing: [],
      rows: [
        {
          userEmail: 'a@x.io',
          teamName: 'Sales, North',
          teamRole: 'employee',
          effectiveAsOf: '2026-01-01',
          effectiveUntil: '',
        },
        {
          userEmail: 'b@x.io',
          teamName: 'Say "hi"',
          teamRole: 'TEAM_MANAGER',
          effectiveAsOf: '2026-02-01',
          effectiveUntil: '2026-03-01',
        },
      ],
    });
    expect(parseImport('email;team;role;start\nc@x.io;Ops;manager;2026-01-01').rows[0]).toMatchObject({
      teamName: 'Ops',
    });
  });

  it('names the missing columns', () => {
    expect(parseImport('Email,Team\na@x.io,Sales').missing).toEqual(['Role', 'Start date']);
  });
});
