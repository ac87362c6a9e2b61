import type { Transaction } from 'sequelize';
import {
  MAX_NAMED_USERS,
  recordChange,
  recordChanges,
  type AuditAction,
} from '../../platform/audit/audit-log.js';
import { calculationInputChanged } from '../../platform/calculation-inputs.js';
import type { Context } from '../../platform/context.js';
import type { Team, TeamAssignment } from './types.js';
import { teamsWhere, userSummaries } from './teams-repository.js';

/**
 * The audit log's lines for teams, team assignments and quota values (the people area): written
 * inside the change's transaction, each naming the team or quota by its name at the time. An
 * assignment line has the shape of a plan assignment's (`users`, `count`; `user`, `from`, `to`),
 * with the team role beside the dates.
 */

type TeamAction = Extract<AuditAction, `team.${string}`>;

export function recordTeamChange(
  context: Context,
  action: TeamAction,
  team: Pick<Team, 'id' | 'name'>,
  details: Record<string, unknown>,
  t: Transaction,
): Promise<void> {
  return recordChange(
    context,
    { action, target: { type: 'team', id: team.id, label: team.name }, details },
    t,
  );
}

const termsOf = (a: Pick<TeamAssignment, 'teamRole' | 'effectiveAsOf' | 'effectiveUntil'>) => ({
  teamRole: a.teamRole,
  effectiveAsOf: a.effectiveAsOf,
  effectiveUntil: a.effectiveUntil,
});

/** The people and team names a set of assignment lines needs, read in the transaction. */
async function namesFor(context: Context, assignments: readonly TeamAssignment[], t: Transaction) {
  const teams = await teamsWhere(context.tenant, { id: [...new Set(assignments.map((a) => a.teamId))] }, t);
  const users = await userSummaries(
    context.tenant,
    assignments.map((a) => a.userId),
    t,
  );
  const fullName = (userId: number) => {
    const user = users.get(userId);
    return user ? `${user.firstName} ${user.lastName}`.trim() : '';
  };
  return { teams: new Map(teams.map((team) => [team.id, team])), fullName };
}

/** Who is in which team changed: the plans are recalculated (statements module), on commit. */
async function teamAssignmentsChanged(context: Context, count: number, t: Transaction): Promise<void> {
  if (count > 0)
    await calculationInputChanged(context.tenant, { kind: 'teamAssignments', createdBy: context.userId }, t);
}

/** Assignments added: one line per team, naming its first people with their role and dates. */
export async function recordAssignmentsAdded(
  context: Context,
  added: readonly TeamAssignment[],
  t: Transaction,
): Promise<void> {
  const { teams, fullName } = await namesFor(context, added, t);
  await teamAssignmentsChanged(context, added.length, t);
  const byTeam = new Map<number, TeamAssignment[]>();
  for (const a of added) {
    const ofTeam = byTeam.get(a.teamId);
    if (ofTeam) ofTeam.push(a);
    else byTeam.set(a.teamId, [a]);
  }
  const lines = [...teams].map(([teamId, team]) => {
    const ofTeam = byTeam.get(teamId) ?? [];
    return {
      action: 'team.assignmentsAdded' as const,
      target: { type: 'team' as const, id: team.id, label: team.name },
      details: {
        count: ofTeam.length,
        users: ofTeam
          .slice(0, MAX_NAMED_USERS)
          .map((a) => ({ id: a.userId, fullName: fullName(a.userId), ...termsOf(a) })),
      },
    };
  });
  await recordChanges(context, lines, t);
}

/** Assignments changed (`after` set) or removed: a line each, with the terms before and after. */
export async function recordAssignmentChanges(
  context: Context,
  changes: readonly { before: TeamAssignment; after: TeamAssignment | null }[],
  t: Transaction,
): Promise<void> {
  const { teams, fullName } = await namesFor(
    context,
    changes.map((c) => c.before),
    t,
  );
  await teamAssignmentsChanged(context, changes.length, t);
  for (const { before, after } of changes) {
    const team = teams.get(before.teamId);
    if (!team) continue;
    await recordTeamChange(
      context,
      after ? 'team.assignmentChanged' : 'team.assignmentRemoved',
      team,
      {
        user: { id: before.userId, fullName: fullName(before.userId) },
        from: termsOf(before),
        ...(after ? { to: termsOf(after) } : {}),
      },
      t,
    );
  }
}

/** Values of one quota set or removed (one line per quota, with how many of each). */
export async function recordQuotaValuesChanged(
  context: Context,
  quota: { id: number; name: string; machineName: string },
  counts: { set: number; removed: number },
  t: Transaction,
): Promise<void> {
  await recordChange(
    context,
    {
      action: 'quota.valuesChanged',
      target: { type: 'quota', id: quota.id, label: quota.name },
      details: counts,
    },
    t,
  );
  // The plans reading the quota are recalculated (statements module), committed with the values.
  if (counts.set + counts.removed > 0)
    await calculationInputChanged(
      context.tenant,
      { kind: 'quotaValues', quota: quota.machineName, createdBy: context.userId },
      t,
    );
}
