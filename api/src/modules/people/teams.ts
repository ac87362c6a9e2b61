import { UniqueConstraintError, type Transaction } from 'sequelize';
import { assignmentStatus, grantOf, teamsBelow, type TeamRole } from '@accrue/access';
import type { Context } from '../../platform/context.js';
import { isIsoDate, todayIso } from '../../platform/db/values.js';
import { STALE_VERSION_MESSAGE } from '../../platform/db/versioned.js';
import { Conflict, Forbidden, Invalid, MESSAGES, NotFound, type FieldError } from '../../platform/errors.js';
import { recordAssignmentChanges, recordAssignmentsAdded, recordTeamChange } from './audit.js';
import { listTeamAssignments, listTeamLinks } from './repository.js';
import {
  assignmentsWhere,
  countAssignments,
  countChildTeams,
  countTeamQuotaValues,
  deleteAssignments,
  deleteTeamRow,
  findTeam,
  findTeamByName,
  insertAssignments,
  insertAssignmentsInBulk,
  insertTeamRow,
  lockTeamTree,
  statusWhere,
  teamsWhere,
  updateAssignment,
  updateTeams,
  userIdsByEmail,
  userSummaries,
  type AssignmentStatusFilter,
  type UserSummary,
} from './teams-repository.js';
import type { Team, TeamAssignment } from './types.js';

/**
 * Teams and their effective-dated assignments (doc 3 §2 team screens, §3, §4, §5, §6, §7):
 *
 * - Reading (VIEW_TEAMS): admins, read-only admins and finance see every team; managers the teams
 *   they manage today (a current TEAM_MANAGER assignment, and every team below) and their own;
 *   employees the teams they belong to today. Scoped admins see none (the permission matrix).
 * - Changing teams (MODIFY_TEAMS): admins only.
 * - Changing assignments (MODIFY_TEAM_ASSIGNMENTS): admins any; a manager the TEAM_EMPLOYEE
 *   assignments of their managees in the teams they manage, never their own.
 */

export const TEAM_MESSAGES = {
  nameTaken: (name: string) => `A team named “${name}” already exists.`,
  teamNotFound: 'Team not found.',
  assignmentNotFound: 'Team assignment not found.',
  userNotFound: 'User not found.',
  cycle: 'A team cannot be linked under itself or one of its own sub-teams.',
  hasChildren: 'it still has sub-teams; unlink them first',
  hasAssignments: 'it still has team assignments; delete them first',
  hasQuotaValues: 'it still has quota values',
  noParent: 'This team has no parent team.',
  startAfterEnd: 'The start date must not be after the end date.',
  overlap: 'This user already has an assignment to this team over these dates.',
  notManaged: 'You can only change the assignments of the teams you manage.',
  managerRole: 'Only an admin can assign a team manager.',
  notYourself: 'You cannot change your own team assignments.',
  notReachable: 'You do not have the permission to assign this user.',
} as const;

/** A team name conflict: answered 409 on the `name` field (doc 3 §5, no snackbar). */
export class TeamNameTaken extends Conflict {
  readonly field = 'name';
}

export interface TeamSummary {
  id: number;
  name: string;
  archived: boolean;
}

export interface TeamView extends TeamSummary {
  parentTeamId: number | null;
  parentTeam: TeamSummary | null;
  childrenTeams: TeamSummary[];
  /** People assigned today (managers and employees). */
  activeMembersCount: number;
}

export interface TeamPage {
  items: TeamView[];
  totalItems: number;
  currentPage: number;
  pageCount: number;
}

export interface TeamAssignmentView extends TeamAssignment {
  status: 'ACTIVE' | 'EXPIRED' | 'FUTURE';
  team: TeamSummary;
  user: UserSummary;
}

export interface TeamAssignmentPage {
  items: TeamAssignmentView[];
  /** How many assignments each status holds under the same filters (the status filter's counts). */
  counts: Record<AssignmentStatusFilter, number>;
  totalItems: number;
  currentPage: number;
  pageCount: number;
}

const summary = (team: Team): TeamSummary => ({ id: team.id, name: team.name, archived: team.archived });

// ------------------------------------------------------------------------------------------------
// Who sees and changes what.

type Visible = { all: true } | { all: false; ids: Set<number> };

/** The teams the caller may read (VIEW_TEAMS), today. */
async function visibleTeams(context: Context): Promise<Visible> {
  const grant = grantOf(context.subject, 'VIEW_TEAMS');
  if (!grant) return { all: false, ids: new Set() };
  if (grant.reach === 'ALL') return { all: true };
  if (context.userId === null) return { all: false, ids: new Set() };
  const own = await listTeamAssignments(context.tenant, { userId: context.userId }, todayIso());
  const ids = new Set(own.map((a) => a.teamId));
  if (grant.reach === 'MANAGEES') {
    const direct = own.filter((a) => a.teamRole === 'TEAM_MANAGER').map((a) => a.teamId);
    if (direct.length) for (const id of teamsBelow(await listTeamLinks(context.tenant), direct)) ids.add(id);
  }
  return { all: false, ids };
}

const sees = (visible: Visible, teamId: number) => visible.all || visible.ids.has(teamId);

/** The team if the caller may read it; NotFound otherwise (never tell which). */
async function readableTeam(context: Context, teamId: number, t?: Transaction): Promise<Team> {
  const team = await findTeam(context.tenant, teamId, t);
  if (!team || !sees(await visibleTeams(context), team.id)) throw new NotFound(TEAM_MESSAGES.teamNotFound);
  return team;
}

interface AssignmentWriter {
  all: boolean;
  /** For a manager: the teams they manage today, and the users they reach. */
  teams: Set<number>;
  users: Set<number>;
}

async function assignmentWriter(context: Context): Promise<AssignmentWriter> {
  const grant = grantOf(context.subject, 'MODIFY_TEAM_ASSIGNMENTS');
  if (!grant) throw new Forbidden(TEAM_MESSAGES.notManaged);
  if (grant.reach === 'ALL') return { all: true, teams: new Set(), users: new Set() };
  if (grant.reach !== 'MANAGEES' || context.userId === null) throw new Forbidden(TEAM_MESSAGES.notManaged);
  const own = await listTeamAssignments(
    context.tenant,
    { userId: context.userId, teamRole: 'TEAM_MANAGER' },
    todayIso(),
  );
  const direct = [...new Set(own.map((a) => a.teamId))];
  const teams = new Set(direct.length ? teamsBelow(await listTeamLinks(context.tenant), direct) : []);
  const reach = await context.reach.users('MODIFY_TEAM_ASSIGNMENTS');
  const users = new Set(reach.all ? [] : reach.ids);
  return { all: false, teams, users };
}

/** Refuses an assignment (as it is, or as it would become) the caller may not write. */
function checkWritable(
  context: Context,
  writer: AssignmentWriter,
  assignment: { teamId: number; userId: number; teamRole: TeamRole },
): void {
  if (writer.all) return;
  if (assignment.userId === context.userId) throw new Forbidden(TEAM_MESSAGES.notYourself);
  if (!writer.teams.has(assignment.teamId)) throw new Forbidden(TEAM_MESSAGES.notManaged);
  if (assignment.teamRole !== 'TEAM_EMPLOYEE') throw new Forbidden(TEAM_MESSAGES.managerRole);
  if (!writer.users.has(assignment.userId)) throw new Forbidden(TEAM_MESSAGES.notReachable);
}

// ------------------------------------------------------------------------------------------------
// Teams.

export interface TeamListQuery {
  page?: number;
  limit?: number;
  archived?: boolean;
  search?: string;
}

/** `GET /teams`: the teams the caller sees, by name, with their children and active head count. */
export async function listTeamsOf(context: Context, query: TeamListQuery): Promise<TeamPage> {
  const limit = query.limit ?? 1000;
  const page = query.page ?? 0;
  const visible = await visibleTeams(context);
  const all = await teamsWhere(context.tenant, visible.all ? {} : { id: [...visible.ids] });
  const byId = new Map(all.map((t) => [t.id, t]));
  const search = query.search?.trim().toLowerCase();
  const matching = all.filter(
    (t) =>
      (query.archived === undefined || t.archived === query.archived) &&
      (!search || t.name.toLowerCase().includes(search)),
  );
  const items = matching.slice(page * limit, page * limit + limit);
  const counts = await activeCounts(
    context,
    items.map((t) => t.id),
  );
  return {
    items: items.map((team) => view(team, byId, all, counts)),
    totalItems: matching.length,
    currentPage: page,
    pageCount: Math.ceil(matching.length / limit),
  };
}

async function activeCounts(context: Context, teamIds: number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (teamIds.length === 0) return counts;
  const active = await listTeamAssignments(context.tenant, { teamId: teamIds }, todayIso());
  const people = new Map<number, Set<number>>();
  for (const a of active) people.set(a.teamId, (people.get(a.teamId) ?? new Set()).add(a.userId));
  for (const [teamId, users] of people) counts.set(teamId, users.size);
  return counts;
}

function view(team: Team, byId: Map<number, Team>, all: Team[], counts: Map<number, number>): TeamView {
  const parent = team.parentTeamId === null ? undefined : byId.get(team.parentTeamId);
  return {
    ...summary(team),
    parentTeamId: team.parentTeamId,
    parentTeam: parent ? summary(parent) : null,
    childrenTeams: all.filter((t) => t.parentTeamId === team.id).map(summary),
    activeMembersCount: counts.get(team.id) ?? 0,
  };
}

/** `GET /teams/team/{id}`. */
export async function getTeam(context: Context, teamId: number): Promise<TeamView> {
  const team = await readableTeam(context, teamId);
  const visible = await visibleTeams(context);
  const all = await teamsWhere(context.tenant, visible.all ? {} : { id: [...visible.ids] });
  return view(team, new Map(all.map((t) => [t.id, t])), all, await activeCounts(context, [team.id]));
}

function cleanName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new Invalid([{ field: 'name', message: MESSAGES.required }]);
  return trimmed;
}

async function withUniqueName<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UniqueConstraintError) throw new TeamNameTaken(TEAM_MESSAGES.nameTaken(name));
    throw error;
  }
}

/** `POST /teams`: a new team, at the root or under a parent. */
export async function createTeamOf(
  context: Context,
  input: { name: string; parentTeamId?: number | null },
): Promise<TeamView> {
  const name = cleanName(input.name);
  const parentTeamId = input.parentTeamId ?? null;
  if (parentTeamId !== null && !(await findTeam(context.tenant, parentTeamId)))
    throw new Invalid([{ field: 'parentTeamId', message: TEAM_MESSAGES.teamNotFound }]);
  if (await findTeamByName(context.tenant, name)) throw new TeamNameTaken(TEAM_MESSAGES.nameTaken(name));
  const id = await withUniqueName(name, () =>
    context.tenant.transaction(async (t) => {
      const inserted = await insertTeamRow(context.tenant, { name, parentTeamId }, t);
      await recordTeamChange(context, 'team.created', { id: inserted, name }, { parentTeamId }, t);
      return inserted;
    }),
  );
  return getTeam(context, id);
}

/** `PUT /teams/{id}/name`: one UPDATE of the name; a taken name answers 409 on the field. */
export async function renameTeam(
  context: Context,
  teamId: number,
  input: { name?: string },
): Promise<TeamView> {
  const team = await readableTeam(context, teamId);
  const name = cleanName(input.name ?? '');
  const other = await findTeamByName(context.tenant, name);
  if (other && other.id !== team.id) throw new TeamNameTaken(TEAM_MESSAGES.nameTaken(name));
  const changed = await withUniqueName(name, () =>
    context.tenant.transaction(async (t) => {
      const count = await updateTeams(context.tenant, { id: team.id }, { name }, t);
      if (count > 0 && name !== team.name)
        await recordTeamChange(context, 'team.renamed', { id: team.id, name }, { from: team.name }, t);
      return count;
    }),
  );
  if (changed === 0) throw new NotFound(TEAM_MESSAGES.teamNotFound);
  return getTeam(context, team.id);
}

/**
 * `POST /teams/{id}/link-existing-teams`: moves these teams under this one. The company's tree is
 * locked for the transaction, so two concurrent links cannot build a cycle between them.
 */
export async function linkTeams(
  context: Context,
  parentId: number,
  input: { teamIds?: number[] },
): Promise<TeamView> {
  const { tenant } = context;
  await readableTeam(context, parentId);
  if (!input.teamIds?.length) throw new Invalid([{ field: 'teamIds', message: MESSAGES.required }]);
  const childIds = [...new Set(input.teamIds)];
  await tenant.transaction(async (t) => {
    await lockTeamTree(tenant, t);
    const teams = await teamsWhere(tenant, {}, t);
    const byId = new Map(teams.map((team) => [team.id, team]));
    if (!byId.has(parentId)) throw new NotFound(TEAM_MESSAGES.teamNotFound);
    const errors: FieldError[] = childIds
      .map((id, index) => ({ id, index }))
      .filter(({ id }) => !byId.has(id))
      .map(({ index }) => ({ field: `teamIds.${index}`, message: TEAM_MESSAGES.teamNotFound }));
    if (errors.length) throw new Invalid(errors);
    // The parent, or any team above it, may not be one of the children's subtrees.
    const below = new Set(teamsBelow(teams, childIds));
    if (below.has(parentId)) throw new Conflict(TEAM_MESSAGES.cycle);
    await updateTeams(tenant, { id: childIds }, { parentTeamId: parentId }, t);
    const parent = byId.get(parentId)!;
    for (const id of childIds) {
      const child = byId.get(id)!;
      if (child.parentTeamId === parentId) continue;
      const before = child.parentTeamId === null ? null : (byId.get(child.parentTeamId) ?? null);
      await recordTeamChange(
        context,
        'team.moved',
        child,
        {
          from: before && { id: before.id, name: before.name },
          to: { id: parent.id, name: parent.name },
        },
        t,
      );
    }
  });
  return getTeam(context, parentId);
}

/** `DELETE /teams/{id}/parent-team`: the team becomes a root. */
export async function unlinkTeam(context: Context, teamId: number): Promise<TeamView> {
  const team = await readableTeam(context, teamId);
  if (team.parentTeamId === null) throw new Conflict(TEAM_MESSAGES.noParent);
  const parent = await findTeam(context.tenant, team.parentTeamId);
  await context.tenant.transaction(async (t) => {
    await updateTeams(context.tenant, { id: team.id }, { parentTeamId: null }, t);
    await recordTeamChange(
      context,
      'team.moved',
      team,
      { from: parent && { id: parent.id, name: parent.name }, to: null },
      t,
    );
  });
  return getTeam(context, team.id);
}

/**
 * `POST /teams/{id}/archive` and `/unarchive`: the team and every team below it, in one UPDATE;
 * answers how many teams changed (doc 3 §8: '{n} team(s) have been successfully archived').
 */
export async function setArchived(
  context: Context,
  teamId: number,
  archived: boolean,
): Promise<{ count: number }> {
  const team = await readableTeam(context, teamId);
  const subtree = teamsBelow(await listTeamLinks(context.tenant), [team.id]);
  const count = await context.tenant.transaction(async (t) => {
    const changed = await updateTeams(context.tenant, { id: subtree, archived: !archived }, { archived }, t);
    if (changed > 0)
      await recordTeamChange(
        context,
        archived ? 'team.archived' : 'team.unarchived',
        team,
        { count: changed },
        t,
      );
    return changed;
  });
  return { count };
}

/**
 * `DELETE /teams/{id}`: only a team nothing depends on (no sub-team, no assignment, no quota
 * value); otherwise 409 saying what is left, which the page shows as
 * '“{name}” could not be deleted: {message}.'
 */
export async function deleteTeam(context: Context, teamId: number): Promise<void> {
  const team = await readableTeam(context, teamId);
  const { tenant } = context;
  if (await countChildTeams(tenant, team.id)) throw new Conflict(TEAM_MESSAGES.hasChildren);
  if (await countAssignments(tenant, { teamId: team.id })) throw new Conflict(TEAM_MESSAGES.hasAssignments);
  if (await countTeamQuotaValues(tenant, team.id)) throw new Conflict(TEAM_MESSAGES.hasQuotaValues);
  try {
    await tenant.transaction(async (t) => {
      if ((await deleteTeamRow(tenant, team.id, t)) === 0) throw new NotFound(TEAM_MESSAGES.teamNotFound);
      await recordTeamChange(context, 'team.deleted', team, {}, t);
    });
  } catch (error) {
    // A sub-team, assignment or quota value added meanwhile: the foreign keys refuse the delete.
    if (error instanceof Error && error.name === 'SequelizeForeignKeyConstraintError')
      throw new Conflict(TEAM_MESSAGES.hasChildren);
    throw error;
  }
}

// ------------------------------------------------------------------------------------------------
// Team assignments.

export interface AssignmentQuery {
  page?: number;
  limit?: number;
  teamId?: number;
  userId?: number;
  teamRole?: TeamRole;
  status?: AssignmentStatusFilter;
  /** The date statuses are evaluated at (today by default). */
  date?: string;
}

/** `GET /team_assignments`: a page of the assignments the caller sees, with the status counts. */
export async function listAssignments(context: Context, query: AssignmentQuery): Promise<TeamAssignmentPage> {
  const limit = query.limit ?? 50;
  const page = query.page ?? 0;
  const date = query.date ?? todayIso();
  const status = query.status ?? 'ACTIVE';
  const visible = await visibleTeams(context);
  let teamIds: number[] | undefined;
  if (query.teamId !== undefined) {
    if (!sees(visible, query.teamId)) throw new NotFound(TEAM_MESSAGES.teamNotFound);
    teamIds = [query.teamId];
  } else if (!visible.all) teamIds = [...visible.ids];
  const base = {
    ...(teamIds ? { teamId: teamIds } : {}),
    ...(query.userId !== undefined ? { userId: query.userId } : {}),
    ...(query.teamRole ? { teamRole: query.teamRole } : {}),
  };
  const { tenant } = context;
  const statuses = ['ACTIVE', 'EXPIRED', 'FUTURE', 'ALL'] as const;
  const counted = await Promise.all(
    statuses.map((s) => countAssignments(tenant, { ...base, ...statusWhere(s, date) })),
  );
  const counts = Object.fromEntries(statuses.map((s, i) => [s, counted[i]!])) as Record<
    AssignmentStatusFilter,
    number
  >;
  const rows = await assignmentsWhere(
    tenant,
    { ...base, ...statusWhere(status, date) },
    { limit, offset: page * limit },
  );
  return {
    items: await views(context, rows, date),
    counts,
    totalItems: counts[status],
    currentPage: page,
    pageCount: Math.ceil(counts[status] / limit),
  };
}

async function views(
  context: Context,
  rows: TeamAssignment[],
  date = todayIso(),
): Promise<TeamAssignmentView[]> {
  const users = await userSummaries(
    context.tenant,
    rows.map((r) => r.userId),
  );
  const teamIds = [...new Set(rows.map((r) => r.teamId))];
  const teams = new Map(
    (teamIds.length ? await teamsWhere(context.tenant, { id: teamIds }) : []).map((t) => [t.id, t]),
  );
  return rows
    .filter((r) => users.has(r.userId) && teams.has(r.teamId))
    .map((r) => ({
      ...r,
      status: assignmentStatus(r, date).toUpperCase() as TeamAssignmentView['status'],
      team: summary(teams.get(r.teamId)!),
      user: users.get(r.userId)!,
    }));
}

interface NewAssignment {
  teamId: number;
  userId: number;
  teamRole: TeamRole;
  effectiveAsOf: string;
  effectiveUntil?: string | null;
}

function overlaps(
  a: { effectiveAsOf: string; effectiveUntil: string | null },
  b: { effectiveAsOf: string; effectiveUntil: string | null },
): boolean {
  return (
    (a.effectiveUntil === null || b.effectiveAsOf <= a.effectiveUntil) &&
    (b.effectiveUntil === null || a.effectiveAsOf <= b.effectiveUntil)
  );
}

/**
 * Checks an assignment as it would be written: its dates in order, and no other assignment of the
 * same user to the same team over the same days (`others` are the other rows of that user).
 */
function datesErrors(
  prefix: string,
  a: { teamId: number; userId: number; effectiveAsOf: string; effectiveUntil: string | null; id?: number },
  others: readonly TeamAssignment[],
): FieldError[] {
  if (a.effectiveUntil !== null && a.effectiveUntil < a.effectiveAsOf)
    return [{ field: `${prefix}.effectiveUntil`, message: TEAM_MESSAGES.startAfterEnd }];
  if (others.some((o) => o.id !== a.id && o.teamId === a.teamId && o.userId === a.userId && overlaps(o, a)))
    return [{ field: `${prefix}.effectiveAsOf`, message: TEAM_MESSAGES.overlap }];
  return [];
}

/** `POST /team_assignments`: all the assignments or none. */
export async function createAssignments(
  context: Context,
  input: { teamAssignments: NewAssignment[] },
): Promise<TeamAssignmentView[]> {
  const { tenant } = context;
  const writer = await assignmentWriter(context);
  const rows = input.teamAssignments.map((a) => ({ ...a, effectiveUntil: a.effectiveUntil ?? null }));
  const ids = await tenant.transaction(async (t) => {
    const teams = new Set(
      (await teamsWhere(tenant, { id: [...new Set(rows.map((r) => r.teamId))] }, t)).map((x) => x.id),
    );
    const users = await userSummaries(
      tenant,
      rows.map((r) => r.userId),
    );
    const existing = await assignmentsWhere(
      tenant,
      { userId: [...new Set(rows.map((r) => r.userId))] },
      undefined,
      t,
    );
    const missing: FieldError[] = [];
    rows.forEach((row, index) => {
      const prefix = `teamAssignments.${index}`;
      if (!teams.has(row.teamId))
        missing.push({ field: `${prefix}.teamId`, message: TEAM_MESSAGES.teamNotFound });
      else if (!users.has(row.userId))
        missing.push({ field: `${prefix}.userId`, message: TEAM_MESSAGES.userNotFound });
    });
    if (missing.length) throw new Invalid(missing);
    for (const row of rows) checkWritable(context, writer, row);
    const errors = rows.flatMap((row, index) =>
      datesErrors(`teamAssignments.${index}`, row, [
        ...existing,
        ...rows.slice(0, index).map((r, i) => ({ ...r, id: -1 - i })),
      ]),
    );
    if (errors.length) throw new Invalid(errors);
    const inserted = await insertAssignments(tenant, rows, t);
    await recordAssignmentsAdded(
      context,
      rows.map((row, index) => ({ ...row, id: inserted[index]! })),
      t,
    );
    return inserted;
  });
  return inOrder(ids, await views(context, await assignmentsWhere(tenant, { id: ids })));
}

interface AssignmentChange {
  id: number;
  teamRole?: TeamRole;
  effectiveAsOf?: string;
  effectiveUntil?: string | null;
}

/**
 * `PATCH /team_assignments`: each change writes only its fields, and only onto the row it was
 * checked against (a compare-and-swap on role and dates): an assignment changed meanwhile answers
 * 409 and nothing is written.
 */
export async function updateAssignments(
  context: Context,
  input: { teamAssignments: AssignmentChange[] },
): Promise<TeamAssignmentView[]> {
  const { tenant } = context;
  const writer = await assignmentWriter(context);
  const ids = input.teamAssignments.map((c) => c.id);
  await tenant.transaction(async (t) => {
    const current = new Map(
      (await assignmentsWhere(tenant, { id: ids }, undefined, t)).map((a) => [a.id, a]),
    );
    const visible = await visibleTeams(context);
    const errors: FieldError[] = [];
    const next: { from: TeamAssignment; values: Omit<AssignmentChange, 'id'>; index: number }[] = [];
    const userIds = [...new Set([...current.values()].map((a) => a.userId))];
    const others = await assignmentsWhere(tenant, { userId: userIds }, undefined, t);
    input.teamAssignments.forEach((change, index) => {
      const from = current.get(change.id);
      if (!from || !sees(visible, from.teamId)) {
        errors.push({ field: `teamAssignments.${index}.id`, message: TEAM_MESSAGES.assignmentNotFound });
        return;
      }
      const { id: _id, ...values } = change;
      next.push({ from, values, index });
    });
    if (errors.length) throw new Invalid(errors);
    for (const { from, values } of next) {
      checkWritable(context, writer, from);
      checkWritable(context, writer, { ...from, ...values });
    }
    const dates = next.flatMap(({ from, values, index }) =>
      datesErrors(`teamAssignments.${index}`, { ...from, ...values }, others),
    );
    if (dates.length) throw new Invalid(dates);
    for (const { from, values } of next)
      if (!(await updateAssignment(tenant, from, values, t))) throw new Conflict(STALE_VERSION_MESSAGE);
    await recordAssignmentChanges(
      context,
      next.map(({ from, values }) => ({ before: from, after: { ...from, ...values } })),
      t,
    );
  });
  return inOrder(ids, await views(context, await assignmentsWhere(tenant, { id: ids })));
}

/** The views in the order of the request's ids. */
function inOrder(ids: readonly number[], rows: TeamAssignmentView[]): TeamAssignmentView[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** `DELETE /team_assignments`: all of them or none; answers how many were deleted. */
export async function removeAssignments(
  context: Context,
  input: { teamAssignmentIds: number[] },
): Promise<{ count: number }> {
  const { tenant } = context;
  const writer = await assignmentWriter(context);
  const ids = [...new Set(input.teamAssignmentIds)];
  return tenant.transaction(async (t) => {
    const rows = await assignmentsWhere(tenant, { id: ids }, undefined, t);
    const visible = await visibleTeams(context);
    const found = new Set(rows.filter((r) => sees(visible, r.teamId)).map((r) => r.id));
    const errors = input.teamAssignmentIds
      .map((id, index) => ({ id, index }))
      .filter(({ id }) => !found.has(id))
      .map(({ index }) => ({
        field: `teamAssignmentIds.${index}`,
        message: TEAM_MESSAGES.assignmentNotFound,
      }));
    if (errors.length) throw new Invalid(errors);
    for (const row of rows) checkWritable(context, writer, row);
    const count = await deleteAssignments(tenant, ids, t);
    if (count !== ids.length) throw new Conflict(STALE_VERSION_MESSAGE);
    await recordAssignmentChanges(
      context,
      rows.map((row) => ({ before: row, after: null })),
      t,
    );
    return { count };
  });
}

// ------------------------------------------------------------------------------------------------
// The bulk import (doc 3 §3, §4, §5): validated as a whole by a dry run, then confirmed; one bad
// row and nothing is written.

export const TEAM_IMPORT_CODES = [
  'INVALID_START_DATE',
  'INVALID_END_DATE',
  'START_DATE_AFTER_END_DATE',
  'MISSING_USER_EMAIL',
  'USER_NOT_FOUND',
  'MISSING_USER_ROLE',
  'INVALID_USER_ROLE',
  'MISSING_TEAM_NAME',
  'TEAM_NOT_FOUND',
  'DUPLICATE_ROW',
] as const;
export type TeamImportCode = (typeof TEAM_IMPORT_CODES)[number];

export interface TeamImportRow {
  userEmail?: string | null;
  teamName?: string | null;
  teamRole?: string | null;
  effectiveAsOf?: string | null;
  effectiveUntil?: string | null;
}

export interface TeamImportError {
  /** 1-based, as the file's data rows are counted. */
  row: number;
  code: TeamImportCode;
}

export interface TeamImportResult {
  dryRun: boolean;
  rowCount: number;
  errors: TeamImportError[];
  created: number;
}

/** Thrown by a confirmed import with errors: nothing was written. */
export class TeamImportRefused extends Invalid {
  constructor(readonly importErrors: TeamImportError[]) {
    super(importErrors.slice(0, 100).map((e) => ({ field: `rowsToImport.${e.row - 1}`, message: e.code })));
  }
}

const ROLE_ALIASES: Record<string, TeamRole> = {
  TEAM_MANAGER: 'TEAM_MANAGER',
  MANAGER: 'TEAM_MANAGER',
  TEAM_EMPLOYEE: 'TEAM_EMPLOYEE',
  EMPLOYEE: 'TEAM_EMPLOYEE',
};

/**
 * `POST /team_assignments/bulk-import`: checks every row (the codes of doc 3 §3, a row repeated
 * in the file or overlapping an assignment already there is a DUPLICATE_ROW) and, unless it is a
 * dry run and only if no row is at fault, inserts them all in one transaction.
 */
export async function importAssignments(
  context: Context,
  input: { rowsToImport: TeamImportRow[]; dryRun: boolean },
): Promise<TeamImportResult> {
  const { tenant } = context;
  const rows = input.rowsToImport;
  const users = await userIdsByEmail(tenant);
  const teams = new Map((await teamsWhere(tenant)).map((t) => [t.name.toLowerCase(), t.id]));
  const errors: TeamImportError[] = [];
  const ready: Omit<TeamAssignment, 'id'>[] = [];
  const seen = new Set<string>();
  rows.forEach((raw, index) => {
    const row = index + 1;
    const fail = (code: TeamImportCode) => errors.push({ row, code });
    const email = raw.userEmail?.trim().toLowerCase() ?? '';
    const teamName = raw.teamName?.trim().toLowerCase() ?? '';
    const role = raw.teamRole?.trim().toUpperCase() ?? '';
    const start = raw.effectiveAsOf?.trim() ?? '';
    const end = raw.effectiveUntil?.trim() || null;
    const before = errors.length;
    if (!start || !isIsoDate(start)) fail('INVALID_START_DATE');
    if (end !== null && !isIsoDate(end)) fail('INVALID_END_DATE');
    if (start && end && isIsoDate(start) && isIsoDate(end) && start > end) fail('START_DATE_AFTER_END_DATE');
    if (!email) fail('MISSING_USER_EMAIL');
    else if (!users.has(email)) fail('USER_NOT_FOUND');
    if (!role) fail('MISSING_USER_ROLE');
    else if (!ROLE_ALIASES[role]) fail('INVALID_USER_ROLE');
    if (!teamName) fail('MISSING_TEAM_NAME');
    else if (!teams.has(teamName)) fail('TEAM_NOT_FOUND');
    if (errors.length > before) return;
    const key = [email, teamName, role, start, end].join('\u0000');
    if (seen.has(key)) return fail('DUPLICATE_ROW');
    seen.add(key);
    ready.push({
      teamId: teams.get(teamName)!,
      userId: users.get(email)!,
      teamRole: ROLE_ALIASES[role]!,
      effectiveAsOf: start,
      effectiveUntil: end,
    });
  });
  // Overlaps, with what is there and between the file's own rows, of one user in one team.
  if (errors.length === 0 && ready.length) {
    const existing = await assignmentsWhere(tenant, { userId: [...new Set(ready.map((r) => r.userId))] });
    const byPair = new Map<string, { effectiveAsOf: string; effectiveUntil: string | null }[]>();
    for (const a of existing)
      byPair.set(`${a.userId}:${a.teamId}`, [...(byPair.get(`${a.userId}:${a.teamId}`) ?? []), a]);
    ready.forEach((r, index) => {
      const pair = `${r.userId}:${r.teamId}`;
      const others = byPair.get(pair) ?? [];
      if (others.some((o) => overlaps(o, r))) errors.push({ row: index + 1, code: 'DUPLICATE_ROW' });
      byPair.set(pair, [...others, r]);
    });
  }
  errors.sort((a, b) => a.row - b.row);
  if (input.dryRun) return { dryRun: true, rowCount: rows.length, errors, created: 0 };
  if (errors.length) throw new TeamImportRefused(errors);
  await tenant.transaction(async (t) => {
    await insertAssignmentsInBulk(tenant, ready, t);
    // The bulk insert answers no ids: the lines name the teams and people, not the rows.
    await recordAssignmentsAdded(
      context,
      ready.map((row) => ({ ...row, id: 0 })),
      t,
    );
  });
  return { dryRun: false, rowCount: rows.length, errors: [], created: ready.length };
}
