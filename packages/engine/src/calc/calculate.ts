/**
 * Runs a compiled plan over the input: every (user, period) statement, period by period (so that
 * year-to-date windows, PREVIOUS and held payments see finished earlier periods), then challenge
 * rankings and payments per period. recalculate() redoes only what a change affects.
 */
import type * as F from '../core/money.js';
import { compilePlan, type CompiledPlan } from '../plan/compile-plan.js';
import type { PlanDefinition } from '../plan/types.js';
import { DataIndex, prepareRecords } from './data.js';
import { interval } from './intervals.js';
import { TeamIndex } from './team-index.js';
import { StatementRun, type History } from './statement.js';
import { computePayments } from './payments.js';
import type { HeldBatch } from './held.js';
import type {
  AdjustmentInput,
  CalculationInput,
  CalculationOptions,
  OverwriteInput,
  PlanAssignmentInput,
  RowEditInput,
  QuotaValueInput,
  RawRecord,
  TeamAssignmentInput,
} from './input.js';
import type { Rec } from '../formula/runtime-api.js';
import * as D from '../core/dates.js';

export interface RecordChange {
  model: string;
  /** New or changed rows (raw values, or engine values with `prepared`). */
  upsert?: RawRecord[] | Rec[];
  prepared?: boolean;
  /** Keys of removed rows. */
  remove?: string[];
}

/** What changed since the last calculation. Lists given here replace the previous ones. */
export interface Changes {
  records?: RecordChange[];
  quotas?: QuotaValueInput[];
  planAssignments?: PlanAssignmentInput[];
  teamAssignments?: TeamAssignmentInput[];
  adjustments?: AdjustmentInput[];
  overwrites?: OverwriteInput[];
  rowEdits?: RowEditInput[];
}

export class Calculation implements History {
  /** userId -> statements by position in data.computed. */
  private readonly byUser = new Map<string, (StatementRun | undefined)[]>();
  readonly userIds: string[];
  private input: CalculationInput;

  constructor(
    readonly plan: CompiledPlan,
    readonly data: DataIndex,
    input: CalculationInput,
    readonly options: CalculationOptions = {},
  ) {
    this.input = { ...input };
    this.userIds = [...data.users.keys()].sort();
  }

  /** Every statement, by period then user. */
  get statements(): StatementRun[] {
    const out: StatementRun[] = [];
    for (let k = 0; k < this.data.computed.length; k++) {
      for (const u of this.userIds) {
        const st = this.byUser.get(u)?.[k];
        if (st) out.push(st);
      }
    }
    return out;
  }

  statement(userId: string, periodId: string): StatementRun | undefined {
    const k = this.data.computed.findIndex((i) => this.data.periods[i]!.id === periodId);
    return k < 0 ? undefined : this.byUser.get(userId)?.[k];
  }

  earlier(userId: string, period: number): StatementRun[] {
    const list = this.byUser.get(userId);
    if (!list) return [];
    const out: StatementRun[] = [];
    for (let k = list.length - 1; k >= 0; k--) {
      const st = list[k];
      if (st && st.periodIndex < period) out.push(st);
    }
    return out;
  }

  /** Computes the given (user, position) pairs, or everything. Returns their ids by period, then user. */
  run(only?: Map<number, Set<string>>): string[] {
    const hasChallenge = this.plan.rules.some((r) => r.def.type === 'CHALLENGE');
    // A statement reads only its own user's earlier statements, so each user's periods can be
    // computed in a row: that user's rows, held items and earlier statements are still in the
    // processor's caches, which is much faster on large data than visiting every user each period.
    // Challenges rank the users of a period before its payments, so they need every statement of a
    // period first; and a time limit keeps that order too, so that a stopped calculation has whole
    // periods done.
    return hasChallenge || this.options.timeLimitMs !== undefined
      ? this.runByPeriod(only, hasChallenge)
      : this.runByUser(only);
  }

  private runByPeriod(only: Map<number, Set<string>> | undefined, hasChallenge: boolean): string[] {
    const done: string[] = [];
    const propagation = this.propagation(only);
    const started = performance.now();
    const limit = this.options.timeLimitMs;
    for (let k = 0; k < this.data.computed.length; k++) {
      const users = only ? [...(only.get(k) ?? [])].sort() : this.userIds;
      if (users.length === 0) continue;
      const fresh: StatementRun[] = [];
      for (const u of users) {
        const st = this.newStatement(u, k, propagation);
        if (!st) continue;
        fresh.push(st);
        done.push(st.id);
        if (limit !== undefined && performance.now() - started > limit) {
          st.incomplete = true;
          st.fail('timeout', `The calculation stopped after ${limit} ms; this statement was not calculated`);
          continue;
        }
        this.evaluate(st);
      }
      // Rankings need every statement of the period; payments need the rankings.
      const periodStatements = hasChallenge
        ? this.userIds.map((u) => this.byUser.get(u)?.[k]).filter((s): s is StatementRun => !!s)
        : fresh;
      if (hasChallenge) this.rankChallenges(periodStatements);
      for (const st of periodStatements) this.pay(st, k);
      if (propagation) for (const st of fresh) propagation.settle(st, k);
      for (const st of fresh) st.releaseWorkingColumns(this.options.datasets !== false);
    }
    return done;
  }

  private runByUser(only: Map<number, Set<string>> | undefined): string[] {
    const computed: { k: number; id: string }[] = [];
    const propagation = this.propagation(only);
    const users = only ? [...new Set([...only.values()].flatMap((set) => [...set]))].sort() : this.userIds;
    for (const u of users) {
      for (let k = 0; k < this.data.computed.length; k++) {
        // Read at each step: propagation adds this user's later periods as it goes.
        if (only && !only.get(k)?.has(u)) continue;
        const st = this.newStatement(u, k, propagation);
        if (!st) continue;
        computed.push({ k, id: st.id });
        this.evaluate(st);
        this.pay(st, k);
        propagation?.settle(st, k);
        st.releaseWorkingColumns(this.options.datasets !== false);
      }
    }
    // Reported as the period order reports them (users are visited in sorted order).
    return computed.sort((a, b) => a.k - b.k).map((c) => c.id);
  }

  /**
   * Statements of later periods read earlier ones (PREVIOUS, PAID_TO_DATE, held payments): when
   * a recomputed statement comes out different, the same user's later periods are redone too;
   * when it comes out identical, propagation stops there (early cut-off). Null: nothing to redo.
   */
  private propagation(only: Map<number, Set<string>> | undefined) {
    if (only === undefined || !this.plan.dependsOnEarlierPeriods || this.plan.windowsOnly) return null;
    const previous = new Map<StatementRun, StatementRun | undefined>();
    const periods = this.data.computed.length;
    return {
      previous,
      /** After `st` (position k) is computed and paid: schedules its later periods if it changed. */
      settle(st: StatementRun, k: number): void {
        const old = previous.get(st);
        if (old && sameResults(old, st)) return;
        for (let j = k + 1; j < periods; j++) {
          let set = only.get(j);
          if (!set) only.set(j, (set = new Set()));
          set.add(st.userId);
        }
      },
    };
  }

  /** Creates the statement of user `u` at position k (undefined when not on the plan then). */
  private newStatement(
    u: string,
    k: number,
    propagation: ReturnType<Calculation['propagation']>,
  ): StatementRun | undefined {
    const periodIndex = this.data.computed[k]!;
    const period = this.data.periods[periodIndex]!;
    let list = this.byUser.get(u);
    if (!list) this.byUser.set(u, (list = new Array(this.data.computed.length).fill(undefined)));
    if (!this.data.users.has(u) || !this.data.isAssigned(u, period)) {
      list[k] = undefined;
      return undefined;
    }
    const st = new StatementRun(
      this.plan,
      this.data,
      this,
      this.data.users.get(u)!,
      periodIndex,
      this.overwritesOf(u, period.id),
      this.rowEditsOf(u, period.id),
    );
    propagation?.previous.set(st, list[k]);
    list[k] = st;
    return st;
  }

  private evaluate(st: StatementRun): void {
    try {
      st.evaluateAll(this.options.datasets !== false);
    } catch (e) {
      st.incomplete = true;
      st.fail('unhandled', `Unexpected failure: ${(e as Error).message}`);
    }
  }

  private pay(st: StatementRun, k: number): void {
    const list = this.byUser.get(st.userId)!;
    let carried: StatementRun | undefined;
    for (let j = k - 1; j >= 0 && !carried; j--) carried = list[j];
    const adjustments = (this.input.adjustments ?? []).filter(
      (a) => a.userId === st.userId && a.periodId === st.period.id,
    );
    try {
      st.payments = st.incomplete ? null : computePayments(st, carried?.heldOut ?? [], adjustments);
    } catch (e) {
      st.incomplete = true;
      st.fail('unhandled', `Unexpected failure in payments: ${(e as Error).message}`);
    }
  }

  private overwritesOf(userId: string, periodId: string): OverwriteInput[] {
    return (this.input.overwrites ?? []).filter((o) => o.userId === userId && o.periodId === periodId);
  }

  private rowEditsOf(userId: string, periodId: string): RowEditInput[] {
    const edits = this.input.rowEdits;
    return edits?.length ? edits.filter((e) => e.userId === userId && e.periodId === periodId) : [];
  }

  /** Competition ranking ("1224"): equal scores share a rank and each gets that rank's prize. */
  private rankChallenges(statements: StatementRun[]): void {
    for (const rule of this.plan.rules) {
      if (rule.def.type !== 'CHALLENGE') continue;
      const desc = rule.def.ranking?.order !== 'ASC';
      const scored = statements
        .filter((s) => !s.incomplete)
        .map((s) => ({ s, score: (s.token(rule.slot) ?? 0) as F.Fixed }))
        .sort((a, b) =>
          a.score === b.score ? (a.s.userId < b.s.userId ? -1 : 1) : a.score < b.score === desc ? 1 : -1,
        );
      let rank = 0;
      scored.forEach((x, i) => {
        if (i === 0 || x.score !== scored[i - 1]!.score) rank = i + 1;
        x.s.challenge.set(rule.name, { score: x.score, rank, prize: rule.prizes[rank - 1] ?? 0 });
      });
    }
  }

  /**
   * Applies changes and recalculates only the statements they affect, plus the later periods
   * that depend on them (year-to-date windows, PREVIOUS, held payments). Returns their ids.
   */
  recalculate(changes: Changes): string[] {
    const affected = new Map<number, Set<string>>();
    const k0 = (periodIndex: number) => this.data.computed.findIndex((i) => i >= periodIndex);
    const touch = (userId: string, periodIndex: number) => {
      const k = this.data.computed.indexOf(periodIndex);
      if (k < 0) return;
      let set = affected.get(k);
      if (!set) affected.set(k, (set = new Set()));
      set.add(userId);
    };
    const touchFrom = (userId: string, fromDate: number) => {
      const k = Math.max(0, k0(this.data.periodIndexOf(Math.max(fromDate, this.data.periods[0]!.start))));
      for (let j = k; j < this.data.computed.length && k >= 0; j++) touch(userId, this.data.computed[j]!);
    };

    for (const change of changes.records ?? []) {
      const model = this.plan.def.models[change.model];
      if (!model) throw new Error(`Unknown model "${change.model}"`);
      const linked = this.plan.links.some((l) => l.def.to === change.model);
      const rows = change.prepared
        ? (change.upsert as Rec[])
        : prepareRecords(this.plan, change.model, (change.upsert ?? []) as RawRecord[]);
      const edits: [string, Rec | null][] = [
        ...rows.map((r): [string, Rec] => [String(r[model.key]), r]),
        ...(change.remove ?? []).map((k): [string, null] => [k, null]),
      ];
      for (const [key, rec] of edits) {
        for (const t of this.data.replaceRecord(change.model, key, rec)) {
          const date = t.rec[t.filter.periodField] as number;
          const users = new Set(t.users);
          if (t.filter.scope === 'team')
            for (const u of t.users) for (const m of this.data.team.managersOf(u, date)) users.add(m);
          // Rows of a filter read through a year-to-date window also count in the later periods
          // of the same fiscal year; a held record is settled in every later period (released or
          // forfeited by its record as it is now).
          const windowed = this.plan.windowFilters.has(t.filter.name);
          const held = this.plan.heldFilters.has(t.filter.name);
          const year = this.data.fiscal[t.period]!.yearKey;
          for (const u of users) {
            touch(u, t.period);
            for (let p = t.period + 1; p < this.data.periods.length; p++) {
              if (held || (windowed && this.data.fiscal[p]!.yearKey === year)) touch(u, p);
              else break;
            }
          }
        }
      }
      // A change to a looked-up model can reach any row: recompute everything.
      if (linked) for (const u of this.userIds) touchFrom(u, -Infinity);
    }
    if (changes.quotas) {
      const before = new Set((this.input.quotas ?? []).map((q) => JSON.stringify(q)));
      const after = new Set(changes.quotas.map((q) => JSON.stringify(q)));
      const diff = [...(this.input.quotas ?? []), ...changes.quotas].filter(
        (q) => before.has(JSON.stringify(q)) !== after.has(JSON.stringify(q)),
      );
      this.input = { ...this.input, quotas: changes.quotas };
      this.data.replaceQuotas(changes.quotas);
      for (const q of diff) {
        const from = D.parseDate(q.date) ?? -Infinity;
        if (q.userId) touchFrom(q.userId, from);
        else for (const u of this.userIds) touchFrom(u, from); // team and plan quotas: everyone who may read them
      }
    }
    if (changes.planAssignments || changes.teamAssignments) {
      const oldTeam = this.data.team;
      const diffUsers = new Set<string>();
      const diff = <T>(
        a: T[] | undefined,
        b: T[] | undefined,
        user: (t: T) => string,
        changed: (t: T) => void,
      ) => {
        // The very same objects in both lists are unchanged; the others are compared by their
        // text, made once each (a company has thousands of assignments).
        const inA = new Set(a ?? []);
        const inB = new Set(b ?? []);
        const restA = (a ?? []).filter((x) => !inB.has(x));
        const restB = (b ?? []).filter((x) => !inA.has(x));
        const ta = restA.map((x) => JSON.stringify(x));
        const tb = restB.map((x) => JSON.stringify(x));
        const sa = new Set(ta);
        const sb = new Set(tb);
        const all = [...restA, ...restB];
        const texts = [...ta, ...tb];
        for (let i = 0; i < all.length; i++) {
          const x = all[i]!;
          if (sa.has(texts[i]!) === sb.has(texts[i]!)) continue;
          diffUsers.add(user(x));
          changed(x);
        }
      };
      const periodsOf = (a: { effectiveAsOf?: string | null; effectiveUntil?: string | null }) => {
        const i = interval(a.effectiveAsOf, a.effectiveUntil);
        return this.data.periods.filter((p) => i.from <= p.end && p.start <= i.until);
      };
      // A changed plan assignment redoes its user's periods (being on the plan, parameters).
      const planUsers = new Set<string>();
      if (changes.planAssignments) {
        diff(
          this.input.planAssignments,
          changes.planAssignments,
          (a) => a.userId,
          (a) => {
            planUsers.add(a.userId);
            for (const p of periodsOf(a)) touch(a.userId, this.data.periods.indexOf(p));
          },
        );
        this.input = { ...this.input, planAssignments: changes.planAssignments };
      }
      if (changes.teamAssignments) {
        diff(
          this.input.teamAssignments,
          changes.teamAssignments,
          (a) => a.userId,
          () => {},
        );
        this.input = { ...this.input, teamAssignments: changes.teamAssignments };
      }
      this.data.replaceAssignments(this.input);
      // A statement reads the team tree only through the people under its user (team-scope rows)
      // and, for a team quota, the team its user belongs to. The moved people and the managers
      // above them, before and after, are redone from the first period where either differs
      // between the trees (later ones may read it through a window); the others (a head still
      // above both teams, a regional manager before the move) see the very same rows.
      const newTeam = this.data.team;
      const teamQuotas = Object.values(this.plan.def.quotas).some((q) => q.type === 'team');
      const readers = new Set<string>();
      for (const u of diffUsers) {
        if (!planUsers.has(u)) readers.add(u);
        for (const p of this.data.computed) {
          const at = this.data.periods[p]!;
          for (const team of [oldTeam, newTeam]) for (const m of team.managersDuring(u, at)) readers.add(m);
        }
      }
      for (const m of readers) {
        if (!this.byUser.has(m) && !this.data.users.has(m)) continue;
        const k = this.data.computed.findIndex((p) => {
          const at = this.data.periods[p]!;
          return (
            !sameMembers(oldTeam, newTeam, m, at) ||
            (teamQuotas && oldTeam.teamOf(m, at.end) !== newTeam.teamOf(m, at.end))
          );
        });
        for (let j = Math.max(k, 0); k >= 0 && j < this.data.computed.length; j++)
          touch(m, this.data.computed[j]!);
      }
      for (const u of planUsers)
        if (this.byUser.has(u) || this.data.users.has(u)) for (const p of this.data.computed) touch(u, p);
    }
    for (const key of ['adjustments', 'overwrites', 'rowEdits'] as const) {
      const next = changes[key];
      if (!next) continue;
      const prev = this.input[key] ?? [];
      const a = new Set(prev.map((x) => JSON.stringify(x)));
      const b = new Set(next.map((x) => JSON.stringify(x)));
      for (const x of [...prev, ...next]) {
        if (a.has(JSON.stringify(x)) === b.has(JSON.stringify(x))) continue;
        const p = this.data.periods.findIndex((q) => q.id === x.periodId);
        if (p >= 0) touch(x.userId, p);
      }
      this.input = { ...this.input, [key]: next };
    }

    return this.run(affected);
  }
}

export function calculate(
  plan: CompiledPlan | PlanDefinition | string,
  input: CalculationInput,
  options: CalculationOptions = {},
): Calculation {
  const compiled = isCompiled(plan) ? plan : compilePlan(plan);
  const data = new DataIndex(compiled, input);
  const calc = new Calculation(compiled, data, input, options);
  calc.run();
  return calc;
}

function isCompiled(p: unknown): p is CompiledPlan {
  return typeof p === 'object' && p !== null && 'filterByName' in p && 'tokens' in p;
}

export { TeamIndex };

/**
 * Whether a recomputed statement gives what the previous one gave, as later periods read it.
 * Without PAID_TO_DATE a later period reads an earlier statement only through the tokens of
 * PREVIOUS and PREVIOUS_YTD_TOTAL (plan.historySlots), its carried states (draws, true-ups) and the
 * items it holds (payments.ts carries heldOut): a statement whose other rules changed (a split
 * part, a manager's override) does not make its later periods be redone.
 */
function sameResults(a: StatementRun, b: StatementRun): boolean {
  if (a.incomplete !== b.incomplete) return false;
  if (!a.plan.tracksPaidPerRecord) {
    for (const i of a.plan.historySlots) if (a.values[i] !== b.values[i]) return false;
    if (!sameHeld(a.heldOut, b.heldOut)) return false;
    return sameCarried(a, b);
  }
  for (let i = 0; i < a.values.length; i++) {
    if (a.values[i] !== b.values[i]) return false; // unevaluated or table values count as changed
  }
  // Different totals: told apart without comparing every held amount and line.
  if (a.payments && b.payments && !a.payments.sameTotals(b.payments)) return false;
  if (!sameHeld(a.heldOut, b.heldOut)) return false;
  if (!sameCarried(a, b)) return false;
  for (const [rule, lines] of a.lines) {
    const other = b.lines.get(rule);
    if (!other || other.length !== lines.length) return false;
    for (let i = 0; i < lines.length; i++) if (lines.values[i] !== other.values[i]) return false;
    // The same rows (a statement recalculated over an unchanged bucket) have the same keys.
    if (lines.rows !== other.rows)
      for (let i = 0; i < lines.length; i++) if (lines.key(i) !== other.key(i)) return false;
  }
  if (!a.payments || !b.payments) return a.payments === b.payments;
  return a.payments.sameLines(b.payments);
}

/**
 * Whether a manager sees the same people in a period in both team trees, each for the whole
 * period (a member there for part of it has rows checked by date against the tree: not compared).
 */
function sameMembers(a: TeamIndex, b: TeamIndex, managerId: string, p: D.Period): boolean {
  const x = a.membersUnder(managerId, p);
  const y = b.membersUnder(managerId, p);
  if (x.length !== y.length) return false;
  for (let i = 0; i < x.length; i++) {
    if (!x[i]!.whole || !y[i]!.whole || x[i]!.userId !== y[i]!.userId) return false;
  }
  return true;
}

/** Whether two statements carry the same states to the next period (draws, true-ups). */
function sameCarried(a: StatementRun, b: StatementRun): boolean {
  if (a.carriedStates && b.carriedStates) {
    for (let i = 0; i < a.carriedStates.length; i++) {
      const x = a.carriedStates[i];
      const y = b.carriedStates[i];
      if (x?.result !== y?.result || x?.state !== y?.state) return false;
    }
  }
  return true;
}

/**
 * Whether two statements hold the same amounts at the end of their period (as their held items
 * tell: key, rule, amount, released part, period earned), without building the items: the same
 * batch, or the same row of the same bucket, has the same key.
 */
function sameHeld(a: HeldBatch[], b: HeldBatch[]): boolean {
  let i = 0;
  let j = 0;
  let ia = 0;
  let ib = 0;
  for (;;) {
    while (i < a.length && ia >= a[i]!.positions.length) {
      i++;
      ia = 0;
    }
    while (j < b.length && ib >= b[j]!.positions.length) {
      j++;
      ib = 0;
    }
    if (i === a.length || j === b.length) return i === a.length && j === b.length;
    const x = a[i]!;
    const y = b[j]!;
    if (
      x.rule.name !== y.rule.name ||
      x.earnedPeriod !== y.earnedPeriod ||
      x.amount(ia) !== y.amount(ib) ||
      x.releasedAt(ia) !== y.releasedAt(ib)
    )
      return false;
    if (!(x.lines.rows === y.lines.rows && x.positions[ia] === y.positions[ib]) && x.key(ia) !== y.key(ib))
      return false;
    ia++;
    ib++;
  }
}
