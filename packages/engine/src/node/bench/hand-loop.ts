/**
 * The benchmark's reference: the five rules of BENCH_PLAN written by hand as plain loops over
 * arrays, with the same Fixed arithmetic and the same rounding, so the engine's overhead (closures,
 * tables, statements) is what the ratio measures.
 */
import * as F from '../../core/money.js';
import type { CalculationInput } from '../../calc/input.js';
import type { Rec } from '../../formula/runtime-api.js';

const MONTHS = 12;
const pct = (p: string) => F.fixed(p);

function monthOf(t: number): number {
  return new Date(t).getUTCMonth();
}
function monthEnd(m: number): number {
  return Date.UTC(2025, m + 1, 1) - 1;
}

function stepRate(x: F.Fixed, bounds: F.Fixed[], rates: F.Fixed[]): F.Fixed {
  let r = rates[0]!;
  for (let i = 0; i < bounds.length; i++) if (x >= bounds[i]!) r = rates[i + 1]!;
  return r;
}

export function handWrittenLoop(input: CalculationInput): {
  ruleTotals: Record<string, F.Fixed>;
  paid: F.Fixed;
} {
  const deals = input.preparedRecords!.deal!;
  const quotaMonthly = new Map<string, F.Fixed>();
  const quotaAnnual = new Map<string, F.Fixed>();
  for (const q of input.quotas ?? [])
    (q.quota === 'monthlyQuota' ? quotaMonthly : quotaAnnual).set(q.userId!, F.fixed(String(q.value)));
  // Who manages whom: each user's chain of managers (static for the year in the benchmark).
  const parentTeam = new Map((input.teams ?? []).map((t) => [t.id, t.parentId ?? null]));
  const managerOf = new Map<string, string>();
  const teamOf = new Map<string, string>();
  for (const a of input.teamAssignments ?? []) {
    if (a.role === 'TEAM_MANAGER') managerOf.set(a.teamId, a.userId);
    else teamOf.set(a.userId, a.teamId);
  }
  const chain = new Map<string, string[]>();
  for (const [user, team] of teamOf) {
    const managers: string[] = [];
    for (let t: string | null | undefined = team; t; t = parentTeam.get(t)) managers.push(managerOf.get(t)!);
    chain.set(user, managers);
  }

  // Bucket by owner and month, sorted by (closeDate, id) like the filter.
  const byOwner = new Map<string, Rec[][]>();
  const split = new Map<string, Rec[][]>();
  const bucket = (m: Map<string, Rec[][]>, u: string, month: number, r: Rec) => {
    let b = m.get(u);
    if (!b) m.set(u, (b = Array.from({ length: MONTHS }, () => [])));
    b[month]!.push(r);
  };
  const teamBookings = new Map<string, F.Fixed[]>();
  for (const d of deals) {
    const month = monthOf(d.closeDate as number);
    const owner = d.ownerId as string;
    bucket(byOwner, owner, month, d);
    if (d.coOwnerId) {
      bucket(split, owner, month, d);
      bucket(split, d.coOwnerId as string, month, d);
    }
    for (const m of chain.get(owner) ?? []) {
      let arr = teamBookings.get(m);
      if (!arr) teamBookings.set(m, (arr = new Array(MONTHS).fill(0)));
      arr[month] = F.add(arr[month]!, d.amount as F.Fixed);
    }
  }
  const cmp = (a: Rec, b: Rec) =>
    (a.closeDate as number) - (b.closeDate as number) || (a.id! < b.id! ? -1 : a.id! > b.id! ? 1 : 0);
  for (const b of byOwner.values()) for (const rows of b) rows.sort(cmp);

  const stepBounds = [pct('0.5'), pct('1')];
  const stepRates = [pct('2%'), pct('4%'), pct('6%')];
  const ytdBounds = [pct('1')];
  const ytdRates = [pct('0.5%'), pct('1%')];
  const r2 = pct('2%');
  const r1 = pct('1%');
  const r05 = pct('0.5%');
  const totals = {
    steps: 0 as F.Fixed,
    split: 0 as F.Fixed,
    held: 0 as F.Fixed,
    override: 0 as F.Fixed,
    trueUp: 0 as F.Fixed,
  };
  let paid: F.Fixed = 0;
  const money = (x: F.Fixed) => F.round(x, 2, 'half-up');

  for (const user of input.users.map((u) => u.id)) {
    const own = byOwner.get(user);
    const sp = split.get(user);
    const monthly = quotaMonthly.get(user) ?? 0;
    const annual = quotaAnnual.get(user) ?? 0;
    let ytd: F.Fixed = 0;
    let paidYtd: F.Fixed = 0;
    let pending: { amount: F.Fixed; release: number | null }[] = [];
    for (let m = 0; m < MONTHS; m++) {
      const rows = own?.[m] ?? [];
      // 1. running-attainment step tiers
      let running: F.Fixed = 0;
      let steps: F.Fixed = 0;
      let bookings: F.Fixed = 0;
      for (const r of rows) {
        const a = r.amount as F.Fixed;
        running = F.add(running, a);
        bookings = F.add(bookings, a);
        const att = monthly === 0 ? 0 : F.div(running, monthly);
        steps = F.add(steps, F.mul(a, stepRate(att, stepBounds, stepRates)));
      }
      // 2. split 60/40
      let splitTotal: F.Fixed = 0;
      for (const r of sp?.[m] ?? []) {
        const whole = F.mul(r.amount as F.Fixed, r2);
        const ownerPart = F.mul(whole, r.splitShare as F.Fixed);
        if (r.ownerId === user) splitTotal = F.add(splitTotal, ownerPart);
        if (r.coOwnerId === user) splitTotal = F.add(splitTotal, F.sub(whole, ownerPart));
      }
      // 3. hold and release on the invoice date
      let held: F.Fixed = 0;
      for (const r of rows) {
        const line = F.mul(r.amount as F.Fixed, r1);
        held = F.add(held, line);
        const amount = money(line);
        if (amount !== 0) pending.push({ amount, release: r.invoicePaidDate as number | null });
      }
      const end = monthEnd(m);
      const keep: typeof pending = [];
      let released: F.Fixed = 0;
      for (const h of pending) {
        if (h.release !== null && h.release <= end) released = F.add(released, h.amount);
        else keep.push(h);
      }
      pending = keep;
      // 4. manager override
      const override = F.mul(teamBookings.get(user)?.[m] ?? 0, r05);
      // 5. year-to-date true-up
      ytd = F.add(ytd, bookings);
      const ytdQuota = F.div(F.mul(annual, F.fromInt(m + 1)), F.fromInt(12));
      const att = ytdQuota === 0 ? 0 : F.div(ytd, ytdQuota);
      const trueUp = F.sub(F.mul(ytd, stepRate(att, ytdBounds, ytdRates)), paidYtd);
      paidYtd = F.add(paidYtd, trueUp);

      totals.steps = F.add(totals.steps, steps);
      totals.split = F.add(totals.split, splitTotal);
      totals.held = F.add(totals.held, held);
      totals.override = F.add(totals.override, override);
      totals.trueUp = F.add(totals.trueUp, trueUp);
      paid = F.add(
        paid,
        F.add(F.add(F.add(money(steps), money(splitTotal)), F.add(money(override), money(trueUp))), released),
      );
    }
  }
  return { ruleTotals: totals, paid };
}
