/**
 * What hold-and-release rules still hold at the end of a statement's period. A large calculation
 * holds about a million amounts, most of them for several periods, so they are not kept as one
 * object each: a batch is the amounts one rule earned in one period that are still held, as
 * positions into that period's lines of the rule. Batches are never mutated (earlier statements
 * keep theirs); a period that releases some of a batch's amounts makes a smaller batch.
 */
import type * as F from '../core/money.js';
import type { CompiledRule } from '../plan/compile-plan.js';
import type { Rec } from '../formula/runtime-api.js';
import type { RuleLines } from './statement.js';

/** One held amount, as batches list them (comparisons, tests). */
export interface HeldItem {
  rule: string;
  key: string;
  model: string;
  amount: F.Fixed;
  /** Already released out of amount. */
  released: F.Fixed;
  earnedPeriod: number;
  /** The record when held, valid while the data version is unchanged. */
  rec: Rec;
  version: number;
}

export class HeldBatch {
  constructor(
    readonly rule: CompiledRule,
    /** The rule's lines in the earning statement (records, keys). */
    readonly lines: RuleLines,
    /** Per line: the amount earned at the company precision (shared by the batches of these lines). */
    readonly amounts: F.Fixed[],
    readonly earnedPeriod: number,
    readonly earnedPeriodId: string,
    /** The data version when earned: the lines' records are the current ones while it is unchanged. */
    readonly version: number,
    /** Positions (into lines) of the amounts still held, in line order. */
    readonly positions: number[],
    /** Already released per position (instalments); null when nothing was. */
    readonly released: F.Fixed[] | null,
    /**
     * Per line (shared by the batches of these lines): the release date its record waits for
     * (NaN: unknown, the condition decides), when the rule's condition resolves to one.
     */
    readonly releaseAt: Float64Array | null = null,
    /** The same for the rule's forfeit condition, when it resolves to a date. */
    readonly forfeitAt: Float64Array | null = null,
  ) {
    let next = Infinity;
    if (releaseAt) next = earliest(releaseAt, positions, next);
    // A forfeit can come first; one the condition decides each period keeps the batch looked at.
    if (rule.forfeit) next = forfeitAt ? earliest(forfeitAt, positions, next) : -Infinity;
    this.nextRelease = next;
  }

  /**
   * The earliest date an amount held may be released or forfeited (-Infinity when some is
   * unknown): nothing is due before it.
   */
  readonly nextRelease: number;

  /** Held amount at position j of the batch. */
  amount(j: number): F.Fixed {
    return this.amounts[this.positions[j]!]!;
  }

  releasedAt(j: number): F.Fixed {
    return this.released ? this.released[j]! : 0;
  }

  key(j: number): string {
    return this.lines.key(this.positions[j]!);
  }

  /** The amounts at `positions` (a subset of this batch's, in order) with their released parts. */
  subset(positions: number[], released: F.Fixed[] | null): HeldBatch {
    return new HeldBatch(
      this.rule,
      this.lines,
      this.amounts,
      this.earnedPeriod,
      this.earnedPeriodId,
      this.version,
      positions,
      released,
      this.releaseAt,
      this.forfeitAt,
    );
  }

  item(j: number): HeldItem {
    return {
      rule: this.rule.name,
      key: this.key(j),
      model: this.rule.filter!.modelName,
      amount: this.amount(j),
      released: this.releasedAt(j),
      earnedPeriod: this.earnedPeriod,
      rec: this.lines.rows[this.positions[j]!]!,
      version: this.version,
    };
  }
}

/** Every held amount of the batches, in order. */
export function heldItems(batches: HeldBatch[]): HeldItem[] {
  const out: HeldItem[] = [];
  for (const b of batches) for (let j = 0; j < b.positions.length; j++) out.push(b.item(j));
  return out;
}

/** The earliest of `dates` at `positions` and `from` (-Infinity when one is unknown, NaN). */
function earliest(dates: Float64Array, positions: number[], from: number): number {
  let next = from;
  for (let j = 0; j < positions.length; j++) {
    const at = dates[positions[j]!]!;
    if (at !== at) return -Infinity;
    if (at < next) next = at;
  }
  return next;
}
