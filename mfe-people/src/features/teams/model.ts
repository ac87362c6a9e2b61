/** A team of the list as the tree shows it: its children below it, by name. */
export interface TreeNode<T extends TreeTeam> {
  team: T;
  depth: number;
  children: TreeNode<T>[];
}

export interface TreeTeam {
  id: number;
  name: string;
  parentTeamId: number | null;
}

/**
 * The teams as a forest: a team whose parent is not in the list (archived apart, or out of the
 * caller's sight) is a root. Names sort within each level; a cycle in the data cannot loop.
 */
export function buildTree<T extends TreeTeam>(teams: readonly T[]): TreeNode<T>[] {
  const ids = new Set(teams.map((t) => t.id));
  const byParent = new Map<number | null, T[]>();
  for (const team of teams) {
    const parent = team.parentTeamId !== null && ids.has(team.parentTeamId) ? team.parentTeamId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), team]);
  }
  const seen = new Set<number>();
  const grow = (parent: number | null, depth: number): TreeNode<T>[] =>
    [...(byParent.get(parent) ?? [])]
      .sort((a, b) => a.name.localeCompare(b.name))
      .filter((team) => !seen.has(team.id) && seen.add(team.id))
      .map((team) => ({ team, depth, children: grow(team.id, depth + 1) }));
  return grow(null, 0);
}

/** The tree in display order, one row per team. */
export function flatten<T extends TreeTeam>(nodes: readonly TreeNode<T>[]): TreeNode<T>[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

/** The ids of a team and of every team below it (a team cannot be linked under these). */
export function subtreeIds(teams: readonly TreeTeam[], id: number): Set<number> {
  const below = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const team of teams)
      if (team.parentTeamId !== null && below.has(team.parentTeamId) && !below.has(team.id)) {
        below.add(team.id);
        grew = true;
      }
  }
  return below;
}

/** Today as YYYY-MM-DD (UTC, as the server evaluates statuses). */
export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The add-assignment form's rules: a person, a start, and an end not before the start. */
export function assignmentErrors(values: {
  userId: number | null;
  effectiveAsOf: string | null;
  effectiveUntil: string | null;
}): Partial<Record<'userId' | 'effectiveAsOf' | 'effectiveUntil', string>> {
  const errors: Partial<Record<'userId' | 'effectiveAsOf' | 'effectiveUntil', string>> = {};
  if (values.userId === null) errors.userId = 'teams.form.required';
  if (!values.effectiveAsOf) errors.effectiveAsOf = 'teams.form.required';
  else if (values.effectiveUntil && values.effectiveUntil < values.effectiveAsOf)
    errors.effectiveUntil = 'teams.form.endBeforeStart';
  return errors;
}

export interface ImportRow {
  userEmail: string;
  teamName: string;
  teamRole: string;
  effectiveAsOf: string;
  effectiveUntil: string;
}

/** The columns of the import file, by their header (case and spacing ignored). */
const IMPORT_HEADERS: Record<string, keyof ImportRow> = {
  email: 'userEmail',
  useremail: 'userEmail',
  team: 'teamName',
  teamname: 'teamName',
  role: 'teamRole',
  teamrole: 'teamRole',
  startdate: 'effectiveAsOf',
  start: 'effectiveAsOf',
  effectiveasof: 'effectiveAsOf',
  enddate: 'effectiveUntil',
  end: 'effectiveUntil',
  effectiveuntil: 'effectiveUntil',
};

/** One CSV line's cells (commas or semicolons; double quotes around a cell, "" inside one). */
function cells(line: string, separator: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      out.push(cell);
      cell = '';
    } else cell += char;
  }
  out.push(cell);
  return out.map((c) => c.trim());
}

/**
 * The rows of an import file: a header line naming the columns (Email, Team, Role, Start date,
 * End date), then one assignment per line; blank lines are skipped. Answers the missing
 * columns when the header lacks one (End date is optional).
 */
export function parseImport(text: string): { rows: ImportRow[]; missing: string[] } {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  if (lines.length === 0) return { rows: [], missing: [] };
  const separator = lines[0]!.includes(';') && !lines[0]!.includes(',') ? ';' : ',';
  const header = cells(lines[0]!, separator).map(
    (h) => IMPORT_HEADERS[h.toLowerCase().replace(/[\s_-]/g, '')],
  );
  const required: [keyof ImportRow, string][] = [
    ['userEmail', 'Email'],
    ['teamName', 'Team'],
    ['teamRole', 'Role'],
    ['effectiveAsOf', 'Start date'],
  ];
  const missing = required.filter(([key]) => !header.includes(key)).map(([, name]) => name);
  const rows = lines.slice(1).map((line) => {
    const row: ImportRow = {
      userEmail: '',
      teamName: '',
      teamRole: '',
      effectiveAsOf: '',
      effectiveUntil: '',
    };
    cells(line, separator).forEach((value, index) => {
      const key = header[index];
      if (key) row[key] = value.slice(0, 255);
    });
    return row;
  });
  return { rows, missing };
}
