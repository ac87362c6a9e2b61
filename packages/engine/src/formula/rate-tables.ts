/**
 * Rate tables: tiers (marginal, step, flat and blended rates) and point tables (interpolated
 * amounts). Everything is exact Fixed arithmetic; see docs/formulas.md for the definitions.
 */
import { add, div, fixed, mul, mulDiv, sub, type Fixed } from '../core/money.js';
import type { RateTableDef } from '../plan/types.js';

export interface Tier {
  from: Fixed;
  /** null: open-ended last tier (a closed last tier's rate continues above its `to` too). */
  to: Fixed | null;
  rate: Fixed;
}

export type RateTable = { kind: 'tiers'; tiers: Tier[] } | { kind: 'points'; xs: Fixed[]; ys: Fixed[] };

export function buildRateTable(def: RateTableDef): RateTable {
  if (def.kind === 'points') {
    return { kind: 'points', xs: def.points.map((p) => fixed(p.x)), ys: def.points.map((p) => fixed(p.y)) };
  }
  return {
    kind: 'tiers',
    tiers: def.tiers.map((t) => ({
      from: fixed(t.from),
      to: t.to === null ? null : fixed(t.to),
      rate: fixed(t.rate),
    })),
  };
}

/**
 * Where a tier ends: its `to`, except on the last tier, whose rate continues above its `to`
 * (null: no end). One meaning for every tier function: an amount above a closed last tier is paid
 * at the last tier's rate, as if the tier were open (docs/formulas.md, "Rate tables": a cap is
 * written with MIN, where the formula shows it).
 */
function tierEnd(tiers: Tier[], i: number): Fixed | null {
  return i === tiers.length - 1 ? null : tiers[i]!.to;
}

/**
 * Graduated (marginal) payout: each slice of [start, start + amount) is paid at the rate of the
 * tier it falls in. With `start` = attainment before a deal this pays one deal of a running total.
 */
export function marginal(tiers: Tier[], amount: Fixed, start: Fixed = 0): Fixed {
  const lo = start;
  const hi = add(start, amount);
  if (hi <= lo) {
    // A negative amount (credit note) unwinds the same slices, negatively.
    return hi < lo ? sub(0, marginal(tiers, sub(lo, hi), hi)) : 0;
  }
  let total: Fixed = 0;
  for (let i = 0; i < tiers.length; i++) {
    const t = tiers[i]!;
    const end = tierEnd(tiers, i);
    const a = lo > t.from ? lo : t.from;
    const b = end === null || hi < end ? hi : end;
    if (b > a) total = add(total, mul(sub(b, a), t.rate));
  }
  return total;
}

/** The rate of the tier containing x (from <= x < to, the last tier open); 0 below the first tier. */
export function stepRate(tiers: Tier[], x: Fixed): Fixed {
  for (let i = 0; i < tiers.length; i++) {
    const t = tiers[i]!;
    const end = tierEnd(tiers, i);
    if (x >= t.from && (end === null || x < end)) return t.rate;
  }
  return 0;
}

/** Flat tier on the whole amount: the whole amount at the rate of the tier it reaches. */
export function flat(tiers: Tier[], amount: Fixed): Fixed {
  return mul(amount, stepRate(tiers, amount));
}

/** The single rate that pays the same as the marginal tiers on `amount`. */
export function blendedRate(tiers: Tier[], amount: Fixed): Fixed {
  if (amount === 0) return stepRate(tiers, 0);
  return div(marginal(tiers, amount), amount);
}

/** Linear interpolation between points, flat outside the first and last point. */
export function interpolate(xs: Fixed[], ys: Fixed[], x: Fixed): Fixed {
  const n = xs.length;
  if (x <= xs[0]!) return ys[0]!;
  if (x >= xs[n - 1]!) return ys[n - 1]!;
  let i = 0;
  while (x > xs[i + 1]!) i++;
  const x0 = xs[i]!;
  const y0 = ys[i]!;
  return add(y0, mulDiv(sub(x, x0), sub(ys[i + 1]!, y0), sub(xs[i + 1]!, x0)));
}
