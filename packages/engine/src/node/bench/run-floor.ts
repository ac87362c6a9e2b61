/**
 * Benchmark contender: a fair hand-written floor for the five rules of BENCH_PLAN. The deals are
 * typed columns; one stable counting sort by (owner, close day) gives every rep's rows in the
 * ownDeals order (close date, then key: deal numbers are in key order); there is no allocation per
 * row and all money is integer millionths with the engine's exact rounding (products half-to-even
 * at 6 decimals, payments half-up at the company's 2). The few per-(user, month) steps use the
 * engine's money functions. Runs twice in the process: cold, then warm.
 *
 * SAFE_DIVIDE(running, quota) >= bound is decided without dividing per row: for each rep and tier
 * bound, the smallest running total reaching it is found once (the division rounds half-to-even).
 *
 * Usage: run-floor.ts <deals> <payees>
 */
import * as F from '../../core/money.js';
import { company, DAYS, emit, generateDeals, MONTHS, peakRssMb, RULES, SPLIT_SHARE } from './company.js';

const deals = Number(process.argv[2] ?? 1_000_000);
const payees = Number(process.argv[3] ?? 1_000);

const c = company(payees);
const owner = new Int32Array(deals);
const coOwner = new Int32Array(deals);
const amount = new Float64Array(deals);
const closeDay = new Int16Array(deals);
const paidDay = new Int16Array(deals);
const share = new Float64Array(deals);
generateDeals(deals, c, (i, o, co, a, cd, pd) => {
  owner[i] = o;
  coOwner[i] = co;
  amount[i] = a;
  closeDay[i] = cd;
  paidDay[i] = pd;
  share[i] = SPLIT_SHARE;
});

/** Month (0-11) of each day of 2025. */
const monthOfDay = new Int8Array(DAYS);
/** First day of each month, and one past December. */
const monthStart = new Int32Array(MONTHS + 1);
for (let m = 0; m <= MONTHS; m++)
  monthStart[m] = Math.round((Date.UTC(2025, m, 1) - Date.UTC(2025, 0, 1)) / 86_400_000);
for (let m = 0; m < MONTHS; m++) for (let d = monthStart[m]!; d < monthStart[m + 1]!; d++) monthOfDay[d] = m;

const SCALE = 1_000_000;
const LIMIT = Number.MAX_SAFE_INTEGER;

/** a * r / 10^6 rounded half-to-even, for a * r within the safe integers (checked). */
function mulr(a: number, r: number): number {
  const p = a * r;
  if (p > LIMIT || p < -LIMIT) throw new Error('floor: product out of the safe range');
  let q = Math.floor(p / SCALE);
  let rem = p - q * SCALE;
  if (rem < 0) {
    q -= 1;
    rem += SCALE;
  } else if (rem >= SCALE) {
    q += 1;
    rem -= SCALE;
  }
  if (2 * rem > SCALE || (2 * rem === SCALE && q % 2 !== 0)) q += 1;
  return q;
}

/** Rounded to cents, half away from zero (payments). */
function money(x: number): number {
  let q = Math.floor(x / 10_000);
  let rem = x - q * 10_000;
  if (rem < 0) {
    q -= 1;
    rem += 10_000;
  } else if (rem >= 10_000) {
    q += 1;
    rem -= 10_000;
  }
  if (2 * rem > 10_000 || (2 * rem === 10_000 && q >= 0)) q += 1;
  return q * 10_000;
}

/** Smallest running total whose SAFE_DIVIDE by `quota` (half-to-even) reaches `bound`. */
function threshold(quota: F.Fixed, bound: F.Fixed): number {
  if (quota === 0) return bound <= 0 ? 0 : Infinity;
  let r = Number((BigInt(2 * (bound as number) - 1) * BigInt(quota) + 1_999_999n) / 2_000_000n);
  while (r > 0 && F.div(r - 1, quota) >= bound) r--;
  while (F.div(r, quota) < bound) r++;
  return r;
}

const pct = (p: string) => F.fixed(p) as number;

function floor(): Record<string, string> {
  const users = c.ids.length;
  const n = deals;
  // 1. One stable counting sort by (owner, close day).
  const buckets = users * DAYS;
  const start = new Int32Array(buckets + 1);
  for (let i = 0; i < n; i++) start[owner[i]! * DAYS + closeDay[i]! + 1]!++;
  for (let b = 0; b < buckets; b++) start[b + 1]! += start[b]!;
  const order = new Int32Array(n);
  const next = start.slice(0, buckets);
  for (let i = 0; i < n; i++) order[next[owner[i]! * DAYS + closeDay[i]!]!++] = i;

  const r2 = pct('2%');
  const r4 = pct('4%');
  const r6 = pct('6%');
  const r1 = pct('1%');
  const r05 = pct('0.5%');
  const bound1 = F.fixed('0.5');
  const bound2 = F.fixed('1');
  // Per (user, month): the rules' values and the bookings (owned amounts).
  const cells = users * MONTHS;
  const steps = new Float64Array(cells);
  const split = new Float64Array(cells);
  const held = new Float64Array(cells);
  const bookings = new Float64Array(cells);
  /** Released hold amounts per user (the paid total only needs them summed). */
  const released = new Float64Array(users);

  // 2. Steps and holds, rep by rep and month by month, in the sorted order.
  for (let u = 0; u < users; u++) {
    const quota = F.fromInt(c.monthlyQuota[u]!);
    const t1 = threshold(quota, bound1);
    const t2 = threshold(quota, bound2);
    let rel = 0;
    for (let m = 0; m < MONTHS; m++) {
      const lo = start[u * DAYS + monthStart[m]!]!;
      const hi = start[u * DAYS + monthStart[m + 1]!]!;
      let running = 0;
      let st = 0;
      let hd = 0;
      for (let j = lo; j < hi; j++) {
        const i = order[j]!;
        const a = amount[i]!;
        running += a;
        st += mulr(a, running >= t2 ? r6 : running >= t1 ? r4 : r2);
        const line = mulr(a, r1);
        hd += line;
        // Released in the month of the invoice payment (never earlier than earned), if in the year.
        const paid = paidDay[i]!;
        if (paid >= 0 && paid < DAYS) rel += money(line);
      }
      if (running > LIMIT || st > LIMIT || hd > LIMIT) throw new Error('floor: sum out of the safe range');
      steps[u * MONTHS + m] = st;
      held[u * MONTHS + m] = hd;
      bookings[u * MONTHS + m] = running;
    }
    released[u] = rel;
  }

  // 3. Split deals, in any order: the owner's share and the co-owner's remainder.
  for (let i = 0; i < n; i++) {
    const co = coOwner[i]!;
    if (co < 0) continue;
    const m = monthOfDay[closeDay[i]!]!;
    const whole = mulr(amount[i]!, r2);
    const mine = mulr(whole, share[i]!);
    split[owner[i]! * MONTHS + m]! += mine;
    split[co * MONTHS + m]! += whole - mine;
  }

  // 4. Per (user, month): team override, year-to-date true-up, payments; company totals.
  const team: F.Fixed[] = new Array<F.Fixed>(cells).fill(0);
  for (let u = 0; u < users; u++) {
    for (const mgr of c.chain[u]!)
      for (let m = 0; m < MONTHS; m++)
        team[mgr * MONTHS + m] = F.add(team[mgr * MONTHS + m]!, bookings[u * MONTHS + m]!);
  }
  const total = { steps: 0, split: 0, held: 0, override: 0, trueUp: 0 } as Record<string, F.Fixed>;
  let paid: F.Fixed = 0;
  for (let u = 0; u < users; u++) {
    const annual = F.fromInt(c.monthlyQuota[u]! * 12);
    let ytd: F.Fixed = 0;
    let paidYtd: F.Fixed = 0;
    for (let m = 0; m < MONTHS; m++) {
      const k = u * MONTHS + m;
      const override = F.mul(team[k]!, r05);
      ytd = F.add(ytd, bookings[k]!);
      const ytdQuota = F.div(F.mul(annual, F.fromInt(m + 1)), F.fromInt(12));
      const att = ytdQuota === 0 ? 0 : F.div(ytd, ytdQuota);
      const trueUp = F.sub(F.mul(ytd, att >= F.ONE ? r1 : r05), paidYtd);
      paidYtd = F.add(paidYtd, trueUp);
      total.steps = F.add(total.steps!, steps[k]!);
      total.split = F.add(total.split!, split[k]!);
      total.held = F.add(total.held!, held[k]!);
      total.override = F.add(total.override!, override);
      total.trueUp = F.add(total.trueUp!, trueUp);
      const stmt = F.add(
        F.add(money(steps[k]!), money(split[k]!)),
        F.add(F.round(override, 2, 'half-up'), F.round(trueUp, 2, 'half-up')),
      );
      paid = F.add(paid, stmt);
    }
    paid = F.add(paid, released[u]!);
  }
  const out: Record<string, string> = {};
  for (const r of RULES) out[r] = BigInt(total[r]!).toString();
  out.paid = BigInt(paid).toString();
  return out;
}

(globalThis as { gc?: () => void }).gc?.();
const cpu0 = process.cpuUsage();
let t = performance.now();
const totals = floor();
const cold = performance.now() - t;
const cpu = process.cpuUsage(cpu0);
(globalThis as { gc?: () => void }).gc?.();
t = performance.now();
floor();
const warm = performance.now() - t;
emit({
  contender: 'floor',
  deals,
  payees,
  ms: cold,
  cpuMs: (cpu.user + cpu.system) / 1000,
  warmMs: warm,
  totals,
  peakRssMb: peakRssMb(),
});
