/**
 * The team tree with its effective-dated assignments, for team-scope filters (manager overrides)
 * and team quotas. The rules are the access package's (doc 3, "Teams and assignments"), and the
 * shared cases of @accrue/access/hierarchy-cases run against both (team-index.test.ts): a manager
 * sees the members of the teams they manage and of all sub-teams, except the other managers of
 * the teams they manage directly; here also except themself (their own rows are not team rows).
 */
import type * as D from '../core/dates.js';
import type { CalculationInput } from './input.js';
import { covers, interval, overlaps, type Interval } from './intervals.js';

export class TeamIndex {
  readonly parent = new Map<string, string | null>();
  /** All assignments by user (any role). */
  readonly byUser = new Map<string, { teamId: string; role: string; at: Interval }[]>();
  /** Manager assignments by team. */
  readonly managersByTeam = new Map<string, { userId: string; at: Interval }[]>();
  /** Member (any role) assignments by team. */
  readonly membersByTeam = new Map<string, { userId: string; at: Interval }[]>();
  readonly children = new Map<string, string[]>();
  /**
   * Every instant where some assignment starts or stops (its first instant, and the instant after
   * its last), sorted: between two of them every assignment is either in force or not, so the
   * members under a manager are the same for every period lying between the same two.
   */
  private readonly boundaries: number[];
  /** membersUnder results by manager and segment between boundaries. */
  private readonly membersCache = new Map<string, { userId: string; whole: boolean }[]>();

  constructor(input: Pick<CalculationInput, 'teams' | 'teamAssignments'>) {
    for (const t of input.teams ?? []) {
      this.parent.set(t.id, t.parentId ?? null);
      if (t.parentId) this.children.set(t.parentId, [...(this.children.get(t.parentId) ?? []), t.id]);
    }
    for (const a of input.teamAssignments ?? []) {
      const at = interval(a.effectiveAsOf, a.effectiveUntil);
      push(this.byUser, a.userId, { teamId: a.teamId, role: a.role, at });
      push(this.membersByTeam, a.teamId, { userId: a.userId, at });
      if (a.role === 'TEAM_MANAGER') push(this.managersByTeam, a.teamId, { userId: a.userId, at });
    }
    const instants = new Set<number>();
    for (const list of this.byUser.values()) {
      for (const a of list) {
        instants.add(a.at.from);
        instants.add(a.at.until + 1);
      }
    }
    this.boundaries = [...instants].sort((a, b) => a - b);
  }

  /**
   * The segment between boundaries holding the whole period (k: from the k-th boundary on, -1:
   * before the first), or -2 when a boundary cuts the period.
   */
  private segmentOf(p: D.Period): number {
    const b = this.boundaries;
    // The last boundary at or before p.start (-1: none).
    let lo = 0;
    let hi = b.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (b[mid]! <= p.start) lo = mid + 1;
      else hi = mid;
    }
    const k = lo - 1;
    return k + 1 < b.length && b[k + 1]! <= p.end ? -2 : k;
  }

  /**
   * Managers above `userId` on date t: managers of the user's teams and of all their ancestors,
   * less the other managers of the teams the user manages (co-managers are peers).
   */
  managersOf(userId: string, t: number): Set<string> {
    const out = new Set<string>();
    const assignments = this.byUser.get(userId) ?? [];
    for (const a of assignments) {
      if (!covers(a.at, t)) continue;
      // Bounded by the number of teams, so a cycle in the parent links (bad data) cannot hang;
      // teams of a cycle are then visited more than once, which the set absorbs.
      let steps = 0;
      for (
        let team: string | null | undefined = a.teamId;
        team && steps <= this.parent.size;
        team = this.parent.get(team), steps++
      ) {
        for (const m of this.managersByTeam.get(team) ?? [])
          if (m.userId !== userId && covers(m.at, t)) out.add(m.userId);
      }
    }
    for (const a of assignments) {
      if (a.role !== 'TEAM_MANAGER' || !covers(a.at, t)) continue;
      for (const m of this.managersByTeam.get(a.teamId) ?? []) if (covers(m.at, t)) out.delete(m.userId);
    }
    return out;
  }

  /**
   * Managers above `userId` at any time in a period: managersOf at its start and at every
   * boundary inside it (assignments are constant between two boundaries), so a manager the user
   * had for a few days in the middle of the period counts too.
   */
  managersDuring(userId: string, p: D.Period): Set<string> {
    const out = this.managersOf(userId, p.start);
    const b = this.boundaries;
    // The first boundary after p.start.
    let lo = 0;
    let hi = b.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (b[mid]! <= p.start) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < b.length && b[i]! <= p.end; i++)
      for (const m of this.managersOf(userId, b[i]!)) out.add(m);
    return out;
  }

  /** The team and every team below it, each once (even if the parent links loop). */
  private subtree(teamId: string): string[] {
    const out = [teamId];
    const seen = new Set(out);
    for (let i = 0; i < out.length; i++) {
      for (const child of this.children.get(out[i]!) ?? []) {
        if (seen.has(child)) continue;
        seen.add(child);
        out.push(child);
      }
    }
    return out;
  }

  /**
   * The people whose rows a manager sees in a period: members of the teams the manager manages
   * and their sub-teams. `whole` is true when both assignments cover the whole period, so no row
   * needs checking by date; otherwise each row is checked with managersOf on its date.
   */
  membersUnder(managerId: string, p: D.Period): readonly { userId: string; whole: boolean }[] {
    const segment = this.segmentOf(p);
    if (segment === -2) return this.computeMembersUnder(managerId, p);
    const key = `${segment}|${managerId}`;
    let members = this.membersCache.get(key);
    if (!members) this.membersCache.set(key, (members = this.computeMembersUnder(managerId, p)));
    return members;
  }

  private computeMembersUnder(managerId: string, p: D.Period): { userId: string; whole: boolean }[] {
    const out = new Map<string, boolean>();
    const coManagers = new Set<string>();
    for (const a of this.byUser.get(managerId) ?? []) {
      if (a.role !== 'TEAM_MANAGER' || !overlaps(a.at, p)) continue;
      for (const m of this.managersByTeam.get(a.teamId) ?? [])
        if (m.userId !== managerId && overlaps(m.at, p)) coManagers.add(m.userId);
      const managerWhole = covers(a.at, p.start) && covers(a.at, p.end);
      for (const team of this.subtree(a.teamId)) {
        for (const m of this.membersByTeam.get(team) ?? []) {
          if (m.userId === managerId || !overlaps(m.at, p)) continue;
          const whole = managerWhole && covers(m.at, p.start) && covers(m.at, p.end);
          out.set(m.userId, (out.get(m.userId) ?? false) || whole);
        }
      }
    }
    // A co-manager may be one for part of the period only: their rows are checked by date, and
    // managersOf leaves out the days they manage a team together.
    for (const id of coManagers) if (out.has(id)) out.set(id, false);
    return [...out.entries()]
      .sort((a, b) => (a[0] < b[0] ? -1 : 1))
      .map(([userId, whole]) => ({ userId, whole }));
  }

  /** The team whose quota a user's team quota reads: one they manage, else one they belong to. */
  teamOf(userId: string, t: number): string | undefined {
    const active = (this.byUser.get(userId) ?? [])
      .filter((a) => covers(a.at, t))
      .sort((a, b) => (a.teamId < b.teamId ? -1 : 1));
    return (active.find((a) => a.role === 'TEAM_MANAGER') ?? active[0])?.teamId;
  }
}

function push<K, V>(m: Map<K, V[]>, k: K, v: V): void {
  const list = m.get(k);
  if (list) list.push(v);
  else m.set(k, [v]);
}
