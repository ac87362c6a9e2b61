/**
 * The statement JSON's `values` (opt-in): what a figure's explanation shows beside its formula,
 * every variable, quota and rule the calculation evaluated, formatted as the statement shows them.
 */
import { describe, expect, it } from 'vitest';
import { calculate, compilePlan, parsePlan, statementToJson } from '../index.js';
import { baseInput, DEALS_HEADER } from '../test/helpers.js';

const plan = compilePlan(
  parsePlan(`${DEALS_HEADER}
plan: { name: Explained, frequency: month }
filters:
  won: { model: deal, period: closeDate, user: ownerId, where: [{ field: stage, operator: IN, value: [won] }] }
quotas:
  target: { label: Target, type: user, frequency: month, format: currency }
variables:
  bookings: { label: Bookings, format: currency, formula: "SUM(won, amount)" }
  attainment: { label: Attainment, format: percent, formula: "bookings / target" }
  unused: { label: Unused, format: number, formula: "1 + 1" }
rules:
  bonus: { label: Bonus, type: PAYOUT, category: Bonuses, formula: "IF(attainment >= 1, 500, 0)" }
`),
);

describe('statementToJson values', () => {
  const calc = calculate(
    plan,
    baseInput({
      users: [{ id: 'a' }],
      quotas: [{ quota: 'target', userId: 'a', date: '2025-01-01', value: '1000' }],
      records: {
        deal: [
          { id: 'D1', ownerId: 'a', amount: '700', stage: 'won', closeDate: '2025-01-10' },
          { id: 'D2', ownerId: 'a', amount: '450.50', stage: 'won', closeDate: '2025-01-20' },
          { id: 'D3', ownerId: 'a', amount: '900', stage: 'lost', closeDate: '2025-01-21' },
        ],
      },
    }),
  );
  const run = calc.statement('a', '2025-01')!;

  it('holds every evaluated token, by name, and nothing unasked', () => {
    const json = statementToJson(run, { values: true });
    expect(json.values).toEqual({
      bookings: '1150.5',
      attainment: '1.1505',
      target: '1000',
      bonus: '500',
    });
  });

  it('is absent unless asked for', () => {
    expect(statementToJson(run).values).toBeUndefined();
  });
});
