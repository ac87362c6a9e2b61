/**
 * Turns a statement's rule results into payments per category (spec: achievement, hold, paid,
 * adjustments). Hold-and-release amounts are carried from period to period and paid in the period
 * where their release condition becomes true, or in instalments.
 */
import * as F from '../core/money.js';
import type { PaymentCategory, PaymentType } from '../plan/types.js';
import type { CompiledRule } from '../plan/compile-plan.js';
import type { Rec } from '../formula/runtime-api.js';
import type { RuleLines, StatementRun } from './statement.js';
import { HeldBatch } from './held.js';
import type { AdjustmentInput } from './input.js';

export interface PaymentLine {
  type: PaymentType | 'ADJUSTMENT';
  category: PaymentCategory;
  rule?: string;
  amount: F.Fixed;
  recordKey?: string;
  /** For releases: the period the amount was earned in. */
  earnedPeriodId?: string;
  label?: string;
}

/** An amount still held that its record's forfeit condition took back in the period. */
export interface ForfeitLine {
  rule: string;
  recordKey: string;
  amount: F.Fixed;
  /** The period the amount was earned in. */
  earnedPeriodId: string;
}

/** The hold-and-release achievement lines of one rule: derived from its batch when read. */
interface HeldAchievements {
  earned: HeldBatch;
}

/**
 * Releases (or forfeits) of a statement: the batch and position of each released amount, and
 * the amount.
 */
class Releases {
  // Shared empty lists until the first addition: most statements of a large calculation release
  // or forfeit nothing, and each keeps its Releases.
  batches: HeldBatch[] = NOTHING as HeldBatch[];
  positions: number[] = NOTHING as number[];
  amounts: F.Fixed[] = NOTHING as F.Fixed[];

  add(batch: HeldBatch, j: number, amount: F.Fixed): void {
    if (this.batches === NOTHING) {
      this.batches = [];
      this.positions = [];
      this.amounts = [];
    }
    this.batches.push(batch);
    this.positions.push(j);
    this.amounts.push(amount);
  }
}

/** Never written to (see Releases). */
const NOTHING: unknown[] = [];

/**
 * A statement's payments. Most payment lines come from hold-and-release rules (an achievement, a
 * hold and a release per row), so lines are kept as what they derive from (the held batches, the
 * releases) and built as PaymentLine objects only when `lines` is read.
 */
export class StatementPayments {
  constructor(
    /** Earned in the period by payout-like rules and challenges. */
    readonly achievement: F.Fixed,
    /** Earned in the period but held at its end. */
    readonly hold: F.Fixed,
    /** Payable in the period: achievement not held plus releases of earlier holds. */
    readonly paid: F.Fixed,
    readonly adjustments: F.Fixed,
    /** paid + adjustments. */
    readonly total: F.Fixed,
    /** Held amounts forfeited in the period (never paid), whatever the period they were earned in. */
    readonly forfeited: F.Fixed,
    /** Still held at the end of the period, whatever the period it was earned in. */
    readonly heldBalance: F.Fixed,
    private readonly byRule: (PaymentLine | HeldAchievements)[],
    private readonly releases: Releases,
    /** What is held at the end of the period; the batches earned in it give the hold lines. */
    private readonly held: HeldBatch[],
    private readonly periodIndex: number,
    private readonly adjustmentLines: PaymentLine[],
    private readonly forfeitures: Releases,
  ) {}

  /** What was forfeited in the period, per held amount, in order. */
  get forfeits(): ForfeitLine[] {
    const f = this.forfeitures;
    return f.amounts.map((amount, i) => {
      const b = f.batches[i]!;
      return {
        rule: b.rule.name,
        recordKey: b.key(f.positions[i]!),
        amount,
        earnedPeriodId: b.earnedPeriodId,
      };
    });
  }

  /** Whether `other` has the same totals (a quick way to tell two statements' payments apart). */
  sameTotals(other: StatementPayments): boolean {
    return (
      this.achievement === other.achievement &&
      this.hold === other.hold &&
      this.paid === other.paid &&
      this.adjustments === other.adjustments &&
      this.total === other.total &&
      this.forfeited === other.forfeited &&
      this.heldBalance === other.heldBalance
    );
  }

  /**
   * Whether `other` has the same lines as this (by amount, rule, record key and category, in
   * order), as comparing `lines` would tell, without building the line objects: a held line's key
   * is only read from its record when the two lines do not stand for the same row of the same
   * bucket (an unchanged statement recalculated holds and releases the very same rows).
   */
  sameLines(other: StatementPayments): boolean {
    const a = this.flat();
    const b = other.flat();
    if (a.amount.length !== b.amount.length) return false;
    for (let i = 0; i < a.amount.length; i++) {
      if (a.amount[i] !== b.amount[i] || a.rule[i] !== b.rule[i] || a.category[i] !== b.category[i])
        return false;
      const ba = a.batch[i];
      const bb = b.batch[i];
      if (ba && bb && ba.lines.rows === bb.lines.rows && ba.positions[a.at[i]!] === bb.positions[b.at[i]!])
        continue;
      const ka = ba ? ba.key(a.at[i]!) : a.key[i];
      const kb = bb ? bb.key(b.at[i]!) : b.key[i];
      if (ka !== kb) return false;
    }
    return true;
  }

  /** The lines in `lines` order as columns; a held line's key as its batch and position there. */
  private flat(): FlatLines {
    const out: FlatLines = { category: [], rule: [], amount: [], batch: [], at: [], key: [] };
    const line = (
      category: string,
      rule: string | undefined,
      amount: F.Fixed,
      batch: HeldBatch | null,
      at: number,
      key: string | undefined,
    ) => {
      out.category.push(category);
      out.rule.push(rule);
      out.amount.push(amount);
      out.batch.push(batch);
      out.at.push(at);
      out.key.push(key);
    };
    for (const entry of this.byRule) {
      if ('type' in entry) {
        line(entry.category, entry.rule, entry.amount, null, -1, entry.recordKey);
        continue;
      }
      const b = entry.earned;
      for (let j = 0; j < b.positions.length; j++)
        line('achievement', b.rule.name, b.amount(j), b, j, undefined);
    }
    const r = this.releases;
    for (let i = 0; i < r.amounts.length; i++) {
      const b = r.batches[i]!;
      line('paid', b.rule.name, r.amounts[i]!, b, r.positions[i]!, undefined);
    }
    for (const b of this.held) {
      if (b.earnedPeriod !== this.periodIndex) continue;
      for (let j = 0; j < b.positions.length; j++) {
        const left = F.sub(b.amount(j), b.releasedAt(j));
        if (left !== 0) line('hold', b.rule.name, left, b, j, undefined);
      }
    }
    for (const l of this.adjustmentLines) line(l.category, l.rule, l.amount, null, -1, l.recordKey);
    return out;
  }

  /** Every line, in order: per rule, releases, holds, adjustments. Built anew at each read. */
  get lines(): PaymentLine[] {
    const out: PaymentLine[] = [];
    for (const entry of this.byRule) {
      if ('type' in entry) {
        out.push(entry);
        continue;
      }
      const b = entry.earned;
      for (let j = 0; j < b.positions.length; j++) {
        out.push({
          type: 'HOLD_AND_RELEASE',
          category: 'achievement',
          rule: b.rule.name,
          amount: b.amount(j),
          recordKey: b.key(j),
        });
      }
    }
    const r = this.releases;
    for (let i = 0; i < r.amounts.length; i++) {
      const b = r.batches[i]!;
      out.push({
        type: 'HOLD_AND_RELEASE',
        category: 'paid',
        rule: b.rule.name,
        amount: r.amounts[i]!,
        recordKey: b.key(r.positions[i]!),
        earnedPeriodId: b.earnedPeriodId,
      });
    }
    for (const b of this.held) {
      if (b.earnedPeriod !== this.periodIndex) continue;
      for (let j = 0; j < b.positions.length; j++) {
        const left = F.sub(b.amount(j), b.releasedAt(j));
        if (left !== 0)
          out.push({
            type: 'HOLD_AND_RELEASE',
            category: 'hold',
            rule: b.rule.name,
            amount: left,
            recordKey: b.key(j),
          });
      }
    }
    for (const line of this.adjustmentLines) out.push(line);
    return out;
  }
}

/** Payment lines as columns (StatementPayments.sameLines). */
interface FlatLines {
  category: string[];
  rule: (string | undefined)[];
  amount: F.Fixed[];
  /** A held line's batch and its position in it (-1 with no batch: the key is in `key`). */
  batch: (HeldBatch | null)[];
  at: number[];
  key: (string | undefined)[];
}

/** Adds to what the statement paid on a record for a rule (PAID_TO_DATE). */
function recordPaid(st: StatementRun, rule: string, key: string, amount: F.Fixed): void {
  let m = st.paidByRecord.get(rule);
  if (!m) st.paidByRecord.set(rule, (m = new Map()));
  m.set(key, F.add(m.get(key) ?? 0, amount));
}

/** Payments are rounded to the company precision, half up, per line. */
function money(x: F.Fixed, precision: number): F.Fixed {
  return F.round(x, precision, 'half-up');
}

export function computePayments(
  st: StatementRun,
  carried: HeldBatch[],
  adjustments: AdjustmentInput[],
): StatementPayments {
  const precision = st.data.precision;
  const byRule: (PaymentLine | HeldAchievements)[] = [];
  /** Per hold-and-release rule: what it earned in this period (the amounts not 0). */
  const earned = new Map<string, HeldBatch>();
  let achievement: F.Fixed = 0;
  // Not cleared when empty: clearing a Map allocates a new table even then (and most plans never
  // fill it: a statement then shares one empty map).
  if (st.paidByRecord.size > 0) st.paidByRecord.clear();
  const track = st.plan.tracksPaidPerRecord;
  const pay = { total: 0 as F.Fixed };

  for (const rule of st.plan.rules) {
    const type = rule.def.type;
    if (type === 'NON_PAYOUT') continue;
    if (type === 'CHALLENGE') {
      const prize = st.challenge.get(rule.name)?.prize ?? 0;
      if (prize !== 0) {
        byRule.push(
          { type, category: 'achievement', rule: rule.name, amount: prize },
          { type, category: 'paid', rule: rule.name, amount: prize },
        );
        achievement = F.add(achievement, prize);
        pay.total = F.add(pay.total, prize);
      }
      continue;
    }
    if (type === 'HOLD_AND_RELEASE') {
      // Earned and held: paid by the releases below (this period's included).
      const lines = st.lines.get(rule.name);
      if (!lines) continue;
      const batch = earnedBatch(st, rule, lines, precision);
      for (let j = 0; j < batch.positions.length; j++) achievement = F.add(achievement, batch.amount(j));
      earned.set(rule.name, batch);
      byRule.push({ earned: batch });
      continue;
    }
    const amount = money((st.token(rule.slot) ?? 0) as F.Fixed, precision);
    const lines = st.lines.get(rule.name);
    if (track && lines)
      for (let i = 0; i < lines.length; i++) recordPaid(st, rule.name, lines.key(i), lines.values[i]!);
    if (amount === 0) continue;
    byRule.push(
      { type, category: 'achievement', rule: rule.name, amount },
      { type, category: 'paid', rule: rule.name, amount },
    );
    achievement = F.add(achievement, amount);
    pay.total = F.add(pay.total, amount);
  }

  // Releases, rule by rule (one error context per rule): the batches carried from earlier
  // periods, then what was earned in this one.
  const releases = new Releases();
  const forfeits = new Releases();
  const stillHeld: HeldBatch[] = [];
  const settling = { releases, forfeits, track, pay };
  for (const rule of st.plan.rules) {
    const release = rule.release;
    if (!release) continue;
    st.within(rule.name, true, () => {
      for (const batch of carried) {
        if (batch.rule.name !== rule.name) continue;
        const kept = settleBatch(st, batch, release, settling);
        if (kept) stillHeld.push(kept);
      }
      const batch = earned.get(rule.name);
      const kept = batch && settleBatch(st, batch, release, settling);
      if (kept) stillHeld.push(kept);
    });
  }
  let forfeited: F.Fixed = 0;
  for (const amount of forfeits.amounts) forfeited = F.add(forfeited, amount);
  let hold: F.Fixed = 0;
  let heldBalance: F.Fixed = 0;
  for (const b of stillHeld) {
    for (let j = 0; j < b.positions.length; j++) {
      const left = F.sub(b.amount(j), b.releasedAt(j));
      heldBalance = F.add(heldBalance, left);
      if (b.earnedPeriod === st.periodIndex) hold = F.add(hold, left);
    }
  }
  let adjusted: F.Fixed = 0;
  const adjustmentLines: PaymentLine[] = [];
  for (const a of adjustments) {
    const amount = typeof a.amount === 'number' ? F.fromJsNumber(a.amount) : F.fixed(a.amount);
    adjusted = F.add(adjusted, amount);
    const line: PaymentLine = { type: 'ADJUSTMENT', category: 'adjustments', amount };
    if (a.label) line.label = a.label;
    adjustmentLines.push(line);
  }
  st.heldOut = stillHeld;
  const paid = pay.total;
  const total = F.add(paid, adjusted);
  if (total < 0) st.fail('payment', 'The statement total is negative', undefined, 'warning');
  return new StatementPayments(
    achievement,
    hold,
    paid,
    adjusted,
    total,
    forfeited,
    heldBalance,
    byRule,
    releases,
    stillHeld,
    st.periodIndex,
    adjustmentLines,
    forfeits,
  );
}

/** A hold-and-release rule's earnings in the statement's period: its lines not 0 at the precision. */
function earnedBatch(st: StatementRun, rule: CompiledRule, lines: RuleLines, precision: number): HeldBatch {
  const amounts = new Array<F.Fixed>(lines.length);
  const positions: number[] = [];
  for (let i = 0; i < lines.length; i++) {
    const amount = (amounts[i] = money(lines.values[i]!, precision));
    if (amount !== 0) positions.push(i);
  }
  // A condition that resolves to a release date is resolved once per line, here.
  const release = rule.release?.kind === 'condition' ? rule.release : undefined;
  const releaseAt = release?.releaseDate
    ? datesOf(st, rule, lines, positions, release.releaseDate, release.releaseField)
    : null;
  const forfeit = rule.forfeit;
  const forfeitAt = forfeit?.forfeitDate
    ? datesOf(st, rule, lines, positions, forfeit.forfeitDate, forfeit.forfeitField)
    : null;
  return new HeldBatch(
    rule,
    lines,
    amounts,
    st.periodIndex,
    st.period.id,
    st.data.version,
    positions,
    null,
    releaseAt,
    forfeitAt,
  );
}

/**
 * Per line, the date a condition resolves to for its record (NaN: the condition decides). Read
 * from the data index's column of the date field when the lines' rows are an indexed bucket (no
 * record object is touched: each is a processor cache miss on a large calculation).
 */
function datesOf(
  st: StatementRun,
  rule: CompiledRule,
  lines: RuleLines,
  positions: number[],
  dateOf: (r: Rec) => number | undefined,
  field: string | undefined,
): Float64Array | null {
  if (positions.length === 0) return null;
  const at = new Float64Array(lines.length);
  const pos = field === undefined ? undefined : st.data.positionsOf(lines.rows);
  const col = pos && st.data.fieldColumn(rule.filter!.modelName, field!);
  if (pos && col) {
    // The column holds NaN where the field is empty: never released by it (Infinity).
    for (let j = 0; j < positions.length; j++) {
      const v = col[pos[positions[j]!]!]!;
      at[positions[j]!] = v === v ? v : Infinity;
    }
    return at;
  }
  for (let j = 0; j < positions.length; j++) {
    const i = positions[j]!;
    at[i] = dateOf(lines.rows[i]!) ?? NaN;
  }
  return at;
}

/** Where settling a statement's batches writes: releases, forfeits, and the total paid. */
interface Settling {
  releases: Releases;
  forfeits: Releases;
  track: boolean;
  pay: { total: F.Fixed };
}

/**
 * Releases what is due in this period out of one batch, after taking out what its records'
 * forfeit condition forfeits; returns what stays held (the batch itself when nothing changed,
 * null when nothing stays).
 */
function settleBatch(
  st: StatementRun,
  batch: HeldBatch,
  release: NonNullable<CompiledRule['release']>,
  { releases, forfeits, track, pay }: Settling,
): HeldBatch | null {
  // The records as they are now: the ones held unless the data changed since (incremental runs).
  const current = st.data.unchangedSince(batch.lines.rows, batch.version);
  // Release and forfeit dates resolved when earned hold while the records are the same: nothing
  // is due before the batch's earliest one.
  if (current && release.kind === 'condition' && batch.releaseAt && batch.nextRelease > st.periodEndDate)
    return batch.positions.length > 0 ? batch : null;
  const forfeit = batch.rule.forfeit;
  const model = batch.rule.filter!.modelName;
  const rows = batch.lines.rows;
  // Null while every amount so far stays as it was: most batches carried for a while no longer
  // change, and keep being the same object.
  let positions: number[] | null = null;
  let released: F.Fixed[] | null = null;
  for (let j = 0; j < batch.positions.length; j++) {
    const amount = batch.amount(j);
    const before = batch.releasedAt(j);
    const line = batch.positions[j]!;
    // Whether the held record is still the one of the row (else it is looked up by key), and then
    // its release and forfeit dates resolved when earned still hold.
    const same = current || !st.data.replacedSince(rows[line]!, batch.version);
    const releaseAt = same && release.kind === 'condition' ? batch.releaseAt : null;
    const forfeitAt = same ? batch.forfeitAt : null;
    // The record as it is now, looked up once and only when a condition needs it (null: not yet).
    let rec: Rec | undefined | null = null;
    if (forfeit) {
      const forfeitOn = forfeitAt ? forfeitAt[line]! : NaN;
      let gone: boolean;
      if (forfeitOn === forfeitOn) gone = forfeitOn <= st.periodEndDate;
      else {
        rec = same ? rows[line] : st.data.lookup(model, batch.key(j));
        gone = forfeitedNow(st, batch, j, release, forfeit, rec);
      }
      if (gone) {
        // Nothing more is released for the record, and nothing of it stays held.
        forfeits.add(batch, j, F.sub(amount, before));
        if (positions === null) {
          positions = batch.positions.slice(0, j);
          released = batch.released ? batch.released.slice(0, j) : null;
        }
        continue;
      }
    }
    let due: F.Fixed;
    const at = releaseAt ? releaseAt[line]! : NaN;
    if (at === at) {
      due = at <= st.periodEndDate ? F.sub(amount, before) : 0;
    } else {
      if (rec === null && release.kind === 'condition')
        rec = same ? rows[line] : st.data.lookup(model, batch.key(j));
      due = dueNow(st, batch, j, release, rec ?? undefined, amount, before);
    }
    if (due === 0 && before !== amount && positions === null) continue;
    let after = before;
    if (due !== 0) {
      after = F.add(before, due);
      pay.total = F.add(pay.total, due);
      if (track) recordPaid(st, batch.rule.name, batch.key(j), due);
      releases.add(batch, j, due);
    }
    if (positions === null) {
      // The first change: what stays is the amounts before it, then as decided from here on.
      positions = batch.positions.slice(0, j);
      released = batch.released ? batch.released.slice(0, j) : null;
    }
    if (after === amount) continue; // fully paid
    if (after !== 0 && !released) released = new Array<F.Fixed>(positions.length).fill(0);
    positions.push(line);
    released?.push(after);
  }
  if (positions === null) return batch.positions.length > 0 ? batch : null;
  return positions.length > 0 ? batch.subset(positions, released) : null;
}

/** Whether a held amount's record, as it is now, meets the rule's forfeit condition. */
function forfeitedNow(
  st: StatementRun,
  batch: HeldBatch,
  j: number,
  release: NonNullable<CompiledRule['release']>,
  forfeit: NonNullable<CompiledRule['forfeit']>,
  rec: Rec | undefined,
): boolean {
  if (!rec) {
    // A release condition reports the missing record; instalments would go on silently.
    if (release.kind === 'installments') {
      const key = batch.key(j);
      st.fail(
        'release',
        `The held record ${key} no longer exists; its forfeit condition cannot be checked`,
        key,
        'warning',
      );
    }
    return false;
  }
  return st.evaluateOnRecord(batch.rule.filter!.slot, rec, forfeit.when) === true;
}

/** What a held amount releases in this period: by its condition, or its instalments so far. */
function dueNow(
  st: StatementRun,
  batch: HeldBatch,
  j: number,
  release: NonNullable<CompiledRule['release']>,
  rec: Rec | undefined,
  amount: F.Fixed,
  released: F.Fixed,
): F.Fixed {
  if (release.kind === 'condition') {
    if (!rec) {
      const key = batch.key(j);
      st.fail('release', `The held record ${key} no longer exists; its amount stays held`, key, 'warning');
      return 0;
    }
    return st.evaluateOnRecord(batch.rule.filter!.slot, rec, release.when) === true
      ? F.sub(amount, released)
      : 0;
  }
  // Equal instalments at the company precision; the last one takes what is left.
  const start = batch.earnedPeriod + release.delay;
  const passed = Math.min(Math.max(st.periodIndex - start + 1, 0), release.count);
  const part = F.round(F.divInt(amount, release.count), st.data.precision, 'trunc');
  const owed = passed === release.count ? amount : F.mulInt(part, passed);
  return F.sub(owed, released);
}
