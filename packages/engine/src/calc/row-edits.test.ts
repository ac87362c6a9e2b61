/** Rows removed from or added to one statement's dataset by hand (RowEditInput). */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  calculate,
  compilePlan,
  parsePlan,
  statementToJson,
  type RawRecord,
  type RowEditInput,
} from '../index.js';
import { baseInput, DEALS_HEADER, rule, run } from '../test/helpers.js';

const PLAN = `${DEALS_HEADER}
plan: { name: Row edits, frequency: month }
filters:
  wonDeals: { model: deal, period: closeDate, user: ownerId, sort: closeDate ASC, display: true }
  teamDeals: { model: deal, period: closeDate, user: ownerId, scope: team }
fields:
  running: { table: wonDeals, format: currency, formula: "RUNNING_SUM(amount)" }
variables:
  bookings: { format: currency, formula: "SUM(wonDeals, amount)", display: true }
  ytd: { format: currency, formula: "SUM(YTD_ROWS(wonDeals), amount)", display: true }
rules:
  commission: { type: LINE_PAYOUT, table: wonDeals, formula: "amount * 10%" }
  bonus: { type: PAYOUT, formula: "bookings * 1%" }
`;

const deal = (id: string, ownerId: string, amount: string, closeDate: string): RawRecord => ({
  id,
  ownerId,
  amount,
  closeDate,
});
const DEALS = [
  deal('D1', 'a', '1000', '2025-01-05'),
  deal('D2', 'a', '2000', '2025-01-10'),
  deal('D3', 'b', '500', '2025-01-07'),
  deal('D4', 'a', '300', '2025-02-03'),
];
const input = (rowEdits?: RowEditInput[]) =>
  baseInput({
    users: [{ id: 'a' }, { id: 'b' }],
    records: { deal: DEALS },
    periods: ['2025-01', '2025-02'],
    ...(rowEdits ? { rowEdits } : {}),
  });
const edit = (
  kind: RowEditInput['kind'],
  recordKey: string,
  userId = 'a',
  periodId = '2025-01',
): RowEditInput => ({
  userId,
  periodId,
  table: 'wonDeals',
  recordKey,
  kind,
});

describe('row edits', () => {
  it('leave an excluded row out of the table before its aggregates, lines and dataset', () => {
    const before = run(PLAN, input()).get('a', '2025-01');
    expect(rule(before, 'bonus').value).toBe('30');
    const { get } = run(PLAN, input([edit('exclude', 'D2')]));
    const after = get('a', '2025-01');
    expect(rule(after, 'commission').value).toBe('100');
    expect(rule(after, 'commission').lines!.map((line) => line.recordKey)).toEqual(['D1']);
    expect(rule(after, 'bonus').value).toBe('10');
    expect(after.datasets.find((d) => d.table === 'wonDeals')!.rows.map((row) => row.key)).toEqual(['D1']);
    // Only that statement: the next period's year to date still reads the row in January.
    expect(after.kpis.find((k) => k.name === 'ytd')!.value).toBe('1000');
    expect(get('a', '2025-02').kpis.find((k) => k.name === 'ytd')!.value).toBe('3300');
    expect(get('b', '2025-01')).toEqual(run(PLAN, input()).get('b', '2025-01'));
  });

  it('add a record of the model the filter did not pick, in the filter’s order', () => {
    const { get } = run(PLAN, input([edit('include', 'D3')]));
    const after = get('a', '2025-01');
    expect(rule(after, 'commission').lines!.map((line) => line.recordKey)).toEqual(['D1', 'D3', 'D2']);
    expect(rule(after, 'commission').value).toBe('350');
    expect(rule(after, 'bonus').value).toBe('35');
    const dataset = after.datasets.find((d) => d.table === 'wonDeals')!;
    expect(dataset.rows.map((row) => [row.key, row.values.running])).toEqual([
      ['D1', '1000'],
      ['D3', '1500'],
      ['D2', '3500'],
    ]);
    // The other table of the same model is left as it was.
    expect(get('b', '2025-01')).toEqual(run(PLAN, input()).get('b', '2025-01'));
  });

  it('change nothing for a key the model lacks or the table already holds', () => {
    const plain = run(PLAN, input()).get('a', '2025-01');
    expect(run(PLAN, input([edit('include', 'nope'), edit('include', 'D1')])).get('a', '2025-01')).toEqual(
      plain,
    );
    expect(run(PLAN, input([edit('exclude', 'nope')])).get('a', '2025-01')).toEqual(plain);
  });

  it('recalculate incrementally the statement whose edits changed, as a full calculation would', () => {
    const plan = compilePlan(parsePlan(PLAN));
    const calc = calculate(plan, input());
    const changed = calc.recalculate({ rowEdits: [edit('exclude', 'D1')] });
    expect(changed).toContain(calc.statement('a', '2025-01')!.id);
    expect(changed).not.toContain(calc.statement('b', '2025-01')!.id);
    const full = calculate(plan, input([edit('exclude', 'D1')]));
    expect(calc.statements.map((s) => statementToJson(s))).toEqual(
      full.statements.map((s) => statementToJson(s)),
    );
    // Removing the edit restores the statement.
    calc.recalculate({ rowEdits: [] });
    expect(calc.statements.map((s) => statementToJson(s))).toEqual(
      calculate(plan, input()).statements.map((s) => statementToJson(s)),
    );
  });

  it('excluding then including the same key gives the original statement (property)', () => {
    const plan = compilePlan(parsePlan(PLAN));
    const dealArb = fc.record({
      owner: fc.constantFrom('a', 'b'),
      cents: fc.integer({ min: -100_000, max: 5_000_000 }),
      month: fc.integer({ min: 1, max: 2 }),
      day: fc.integer({ min: 1, max: 28 }),
    });
    fc.assert(
      fc.property(
        fc.array(dealArb, { minLength: 1, maxLength: 10 }),
        fc.nat(),
        fc.constantFrom('a', 'b'),
        fc.constantFrom('2025-01', '2025-02'),
        (specs, pick, userId, periodId) => {
          const records = specs.map((d, i) =>
            deal(
              `D${i}`,
              d.owner,
              (d.cents / 100).toFixed(2),
              `2025-0${d.month}-${String(d.day).padStart(2, '0')}`,
            ),
          );
          const of = (rowEdits: RowEditInput[]) =>
            calculate(plan, {
              ...baseInput({
                users: [{ id: 'a' }, { id: 'b' }],
                records: { deal: records },
                periods: ['2025-01', '2025-02'],
              }),
              rowEdits,
            }).statements.map((s) => statementToJson(s));
          const original = of([]);
          // A row of the statement's table (including one it lacks adds it: not the original).
          const index = original.findIndex((s) => s.userId === userId && s.period.id === periodId);
          const keys = index < 0 ? [] : original[index]!.datasets[0]!.rows.map((row) => row.key);
          fc.pre(keys.length > 0);
          const recordKey = keys[pick % keys.length]!;
          expect(
            of([edit('exclude', recordKey, userId, periodId), edit('include', recordKey, userId, periodId)]),
          ).toEqual(original);
          // Excluded alone, no line of that statement names it, and every other statement is as it was.
          const excluded = of([edit('exclude', recordKey, userId, periodId)]);
          expect(
            rule(excluded[index]!, 'commission').lines!.some((line) => line.recordKey === recordKey),
          ).toBe(false);
          expect(excluded.filter((_, i) => i !== index)).toEqual(original.filter((_, i) => i !== index));
        },
      ),
      { numRuns: 60 },
    );
  });
});
