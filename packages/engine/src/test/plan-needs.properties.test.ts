/**
 * Property tests (fast-check) of what real plans need (issue #12 points 7–11): tier functions
 * against a naive reference, year-to-date windows and true-ups over a fiscal year, draws,
 * forfeits, and incremental runs of a plan using all of them.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as F from '../core/money.js';
import { blendedRate, flat, marginal, stepRate, type Tier } from '../formula/rate-tables.js';
import {
  calculate,
  compilePlan,
  parsePlan,
  statementToJson,
  type CalculationInput,
  type RawRecord,
  type StatementJson,
} from '../index.js';
import { DEALS_HEADER } from './helpers.js';

// --- Tier functions against a naive reference --------------------------------------------------

/** Tiers on whole units (so that the reference can walk unit by unit), the last closed or open. */
const unitTiersArb = fc
  .record({
    firstFrom: fc.integer({ min: 0, max: 20 }),
    widths: fc.array(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 4 }),
    rates: fc.array(fc.integer({ min: 0, max: 300_000 }), { minLength: 4, maxLength: 4 }),
    lastClosed: fc.boolean(),
  })
  .map(({ firstFrom, widths, rates, lastClosed }): Tier[] => {
    let from = firstFrom;
    return widths.map((width, i) => {
      const last = i === widths.length - 1;
      const tier = {
        from: F.fromInt(from),
        to: last && !lastClosed ? null : F.fromInt(from + width),
        rate: rates[i]!,
      };
      from += width;
      return tier;
    });
  });

/** The rate at a point: the tier with the largest `from` at or below it (a lookup table); 0 below. */
function rateAt(tiers: Tier[], unit: number): F.Fixed {
  let rate: F.Fixed = 0;
  for (const t of tiers) if (F.fromInt(unit) >= t.from) rate = t.rate;
  return rate;
}

/** Sum of the rate over each unit of [start, start + amount). */
function naiveMarginal(tiers: Tier[], amount: number, start = 0): F.Fixed {
  let total: F.Fixed = 0;
  for (let k = start; k < start + amount; k++) total = F.add(total, rateAt(tiers, k));
  return total;
}

describe('tier functions (closed or open last tier) agree with a naive reference', () => {
  const units = fc.integer({ min: 0, max: 400 });
  it('MARGINAL is the sum of the rate over each unit, from any start', () => {
    fc.assert(
      fc.property(unitTiersArb, units, units, (tiers, x, start) => {
        expect(marginal(tiers, F.fromInt(x))).toBe(naiveMarginal(tiers, x));
        expect(marginal(tiers, F.fromInt(x), F.fromInt(start))).toBe(naiveMarginal(tiers, x, start));
      }),
    );
  });
  it('STEP_RATE is the rate at x, FLAT is x times it, BLENDED_RATE is MARGINAL / x', () => {
    fc.assert(
      fc.property(unitTiersArb, units, (tiers, x) => {
        const X = F.fromInt(x);
        expect(stepRate(tiers, X)).toBe(rateAt(tiers, x));
        expect(flat(tiers, X)).toBe(F.mul(X, rateAt(tiers, x)));
        expect(blendedRate(tiers, X)).toBe(x === 0 ? rateAt(tiers, 0) : F.div(naiveMarginal(tiers, x), X));
      }),
    );
  });
});

// --- A plan with a fiscal year, a true-up, a draw and a forfeit ----------------------------------

const PLAN = `${DEALS_HEADER}
plan: { name: Plan needs, frequency: month }
filters:
  deals: { model: deal, period: closeDate, user: ownerId }
parameters:
  drawAmount: { format: currency, default: 500 }
  rate: { format: percent, default: 10% }
variables:
  monthOfYear: { format: number, formula: "MONTH_OF_YEAR()", display: true }
  ytd: { format: currency, formula: "SUM(YTD_ROWS(deals), amount)", display: true }
  commission: { format: currency, formula: "SUM(deals, amount) * rate", display: true }
  balance: { format: currency, formula: "DRAW_BALANCE(commission, drawAmount)", display: true }
  yearBalance: { format: currency, formula: "DRAW_BALANCE(commission, drawAmount, \\"year\\")", display: true }
rules:
  trueUp: { type: NON_PAYOUT, format: currency, formula: "YTD_TRUE_UP(ytd * rate)" }
  draw: { type: PAYOUT, formula: "RECOVERABLE_DRAW(commission, drawAmount)" }
  drawInYear: { type: NON_PAYOUT, format: currency, formula: "RECOVERABLE_DRAW(commission, drawAmount, \\"year\\")" }
  held:
    type: HOLD_AND_RELEASE
    table: deals
    formula: "amount * 1%"
    release: { when: "EXISTS(invoicePaidDate) AND invoicePaidDate <= PERIOD_END()" }
    forfeit: { when: "EXISTS(cancelDate) AND cancelDate <= PERIOD_END()" }
  spread:
    type: HOLD_AND_RELEASE
    table: deals
    formula: "amount * 2%"
    release: { installments: 3 }
    forfeit: { when: "stage = \\"lost\\" OR cancelDate <= PERIOD_END()" }
`;
const compiled = compilePlan(parsePlan(PLAN));
const USERS = ['a', 'b'];
/** Months 0..23 from 2024-07: deals from mid-2024, periods computed over 2025. */
const monthId = (i: number) => {
  const y = 2024 + Math.floor((i + 6) / 12);
  return `${y}-${String(((i + 6) % 12) + 1).padStart(2, '0')}`;
};
const PERIODS = Array.from({ length: 12 }, (_, i) => monthId(i + 6)); // 2025-01 .. 2025-12
const dealArb = fc.record({
  ownerId: fc.constantFrom(...USERS),
  cents: fc.integer({ min: -50_000, max: 3_000_000 }),
  month: fc.integer({ min: 0, max: 17 }),
  day: fc.integer({ min: 1, max: 28 }),
  paidAfter: fc.option(fc.integer({ min: 0, max: 8 }), { nil: undefined }),
  cancelAfter: fc.option(fc.integer({ min: 0, max: 8 }), { nil: undefined }),
  lost: fc.boolean(),
});
type DealSpec = typeof dealArb extends fc.Arbitrary<infer T> ? T : never;
const toRecord = (d: DealSpec, i: number): RawRecord => ({
  id: `D${i}`,
  ownerId: d.ownerId,
  amount: F.formatFixed(F.mulInt(10_000, d.cents)),
  closeDate: `${monthId(d.month)}-${String(d.day).padStart(2, '0')}`,
  invoicePaidDate: d.paidAfter === undefined ? null : `${monthId(Math.min(d.month + d.paidAfter, 23))}-15`,
  cancelDate: d.cancelAfter === undefined ? null : `${monthId(Math.min(d.month + d.cancelAfter, 23))}-20`,
  stage: d.lost ? 'lost' : 'won',
});
const inputOf = (records: RawRecord[], fiscalYearStartMonth?: number): CalculationInput => ({
  company: { currency: 'EUR', precision: 2 },
  users: USERS.map((id) => ({ id })),
  planAssignments: [
    { userId: 'a', effectiveUntil: '2025-05-31', parameters: { drawAmount: 800 } },
    { userId: 'a', effectiveAsOf: '2025-06-01', parameters: { drawAmount: '1200.50', rate: '12%' } },
    { userId: 'b' },
  ],
  records: { deal: records },
  periods: PERIODS,
  ...(fiscalYearStartMonth === undefined ? {} : { fiscalYearStartMonth }),
});
const statementsOf = (input: CalculationInput) =>
  calculate(compiled, input).statements.map((s) => statementToJson(s));
const num = (v: unknown) => F.fixed(String(v));
const value = (st: StatementJson, name: string) =>
  num(st.rules.find((r) => r.name === name)?.value ?? st.kpis.find((k) => k.name === name)!.value);
/** The first day of the fiscal year holding a YYYY-MM month, computed from the month numbers. */
const fiscalYearOf = (month: string, start: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m >= start ? `${y}-${start}` : `${y - 1}-${start}`;
};
const deals = fc.array(dealArb, { minLength: 1, maxLength: 14 });
const startMonth = fc.integer({ min: 1, max: 12 });

describe('the fiscal year', () => {
  it('windows, MONTH_OF_YEAR and true-ups follow it; January is the calendar year exactly', () => {
    fc.assert(
      fc.property(deals, startMonth, (specs, start) => {
        const records = specs.map(toRecord);
        const statements = statementsOf(inputOf(records, start));
        const paidInYear = new Map<string, F.Fixed>();
        for (const st of statements) {
          const month = st.period.id;
          const [y, m] = month.split('-').map(Number) as [number, number];
          expect(value(st, 'monthOfYear')).toBe(F.fromInt(((m - start + 12) % 12) + 1));
          // Year to date: the deals from the fiscal year's first day to the period's end.
          const first =
            start <= m
              ? `${y}-${String(start).padStart(2, '0')}`
              : `${y - 1}-${String(start).padStart(2, '0')}`;
          let ytd: F.Fixed = 0;
          for (const r of records) {
            const closed = String(r.closeDate).slice(0, 7);
            if (r.ownerId === st.userId && closed >= first && closed <= month)
              ytd = F.add(ytd, num(r.amount));
          }
          expect(value(st, 'ytd')).toBe(ytd);
          // The true-ups of a fiscal year so far add up to its year-to-date earned.
          const key = `${st.userId}|${fiscalYearOf(month, start)}`;
          const sum = F.add(paidInYear.get(key) ?? 0, value(st, 'trueUp'));
          paidInYear.set(key, sum);
          expect(sum).toBe(
            F.mul(value(st, 'ytd'), m >= 6 && st.userId === 'a' ? F.fixed('0.12') : F.fixed('0.1')),
          );
        }
        if (start === 1) expect(statementsOf(inputOf(records))).toEqual(statements);
      }),
      { numRuns: 40 },
    );
  });
});

describe('draws', () => {
  it('pay at least the draw and carry exactly what was advanced and not recovered', () => {
    fc.assert(
      fc.property(deals, startMonth, (specs, start) => {
        const statements = statementsOf(inputOf(specs.map(toRecord), start));
        for (const user of USERS) {
          let advanced: F.Fixed = 0;
          let inYear: F.Fixed = 0;
          let year = '';
          for (const st of statements.filter((s) => s.userId === user)) {
            const draw =
              user === 'a' ? (st.period.id < '2025-06' ? F.fromInt(800) : F.fixed('1200.5')) : F.fromInt(500);
            const earned = value(st, 'commission');
            expect(value(st, 'draw') >= draw).toBe(true);
            expect(value(st, 'drawInYear') >= draw).toBe(true);
            // What was paid beyond what was earned is the balance still to recover, never negative.
            advanced = F.add(advanced, F.sub(value(st, 'draw'), earned));
            expect(value(st, 'balance')).toBe(advanced);
            expect(advanced >= 0).toBe(true);
            if (fiscalYearOf(st.period.id, start) !== year) {
              year = fiscalYearOf(st.period.id, start);
              inYear = 0;
            }
            inYear = F.add(inYear, F.sub(value(st, 'drawInYear'), earned));
            expect(value(st, 'yearBalance')).toBe(inYear);
          }
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('forfeits', () => {
  it('a forfeited record never pays after its forfeit; every amount held is paid, forfeited or held', () => {
    fc.assert(
      fc.property(deals, (specs) => {
        const records = specs.map(toRecord);
        const statements = statementsOf(inputOf(records));
        for (const user of USERS) {
          const mine = statements.filter((s) => s.userId === user);
          // Periods before the first computed one have no statement: nothing of theirs is held.
          let earned: F.Fixed = 0;
          let settled: F.Fixed = 0;
          for (const rule of ['held', 'spread']) {
            const forfeitedIn = new Map<string, string>();
            for (const st of mine) {
              for (const l of st.payments!.lines.filter((x) => x.rule === rule)) {
                if (l.category === 'achievement') earned = F.add(earned, num(l.amount));
                if (l.category !== 'paid') continue;
                settled = F.add(settled, num(l.amount));
                // Nothing is released for a record in or after the period it was forfeited in...
                expect(forfeitedIn.has(l.recordKey!)).toBe(false);
                // ...and a deal cancelled by the month of its invoice never pays (the forfeit wins).
                const record = records.find((r) => r.id === l.recordKey)!;
                if (rule === 'held' && record.cancelDate)
                  expect(
                    String(record.invoicePaidDate).slice(0, 7) < String(record.cancelDate).slice(0, 7),
                  ).toBe(true);
              }
              for (const f of st.payments!.forfeits!.filter((x) => x.rule === rule)) {
                expect(forfeitedIn.has(f.recordKey)).toBe(false); // forfeited once
                forfeitedIn.set(f.recordKey, st.period.id);
                settled = F.add(settled, num(f.amount));
                // A date condition forfeits in the month of the cancellation (or of the earning).
                const record = records.find((r) => r.id === f.recordKey)!;
                const months = [String(record.cancelDate).slice(0, 7), String(record.closeDate).slice(0, 7)];
                if (rule === 'held') expect(st.period.id).toBe(months.sort()[1]);
              }
            }
          }
          const last = mine[mine.length - 1];
          if (last) expect(F.add(settled, num(last.payments!.heldBalance))).toBe(earned);
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('incremental runs with fiscal years, parameters, draws, true-ups and forfeits', () => {
  it('equal a full calculation', () => {
    fc.assert(
      fc.property(
        deals,
        fc.nat(),
        dealArb,
        fc.boolean(),
        startMonth,
        fc.integer({ min: 100, max: 2000 }),
        (specs, pick, replacement, remove, start, draw) => {
          const records = specs.map(toRecord);
          const input = inputOf(records, start);
          const calc = calculate(compiled, input);
          const index = pick % records.length;
          const changed = toRecord(replacement, index);
          const after = remove
            ? records.filter((_, i) => i !== index)
            : records.map((r, i) => (i === index ? changed : r));
          calc.recalculate({
            records: [
              remove ? { model: 'deal', remove: [`D${index}`] } : { model: 'deal', upsert: [changed] },
            ],
          });
          expect(calc.statements.map((s) => statementToJson(s))).toEqual(
            statementsOf({ ...input, records: { deal: after } }),
          );
          // A held record paid or cancelled later: only later periods change.
          const base = specs[index]!;
          const later = toRecord(
            { ...base, paidAfter: replacement.paidAfter, cancelAfter: replacement.cancelAfter },
            index,
          );
          const final = after.map((r) => (r.id === later.id ? later : r));
          if (!remove) {
            calc.recalculate({ records: [{ model: 'deal', upsert: [later] }] });
            expect(calc.statements.map((s) => statementToJson(s))).toEqual(
              statementsOf({ ...input, records: { deal: final } }),
            );
          }
          const current = remove ? after : final;
          const planAssignments = [
            { userId: 'a', parameters: { drawAmount: draw } },
            { userId: 'b', effectiveAsOf: '2025-03-01' },
          ];
          calc.recalculate({ planAssignments });
          expect(calc.statements.map((s) => statementToJson(s))).toEqual(
            statementsOf({ ...input, records: { deal: current }, planAssignments }),
          );
        },
      ),
      { numRuns: 50 },
    );
  });
});
