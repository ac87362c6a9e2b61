/** What a figure is made of: a rule's formula, and what it reads in turn, from the definition alone. */
import { describe, expect, it } from 'vitest';
import { dependenciesOf, formulaReferences, parsePlan } from '../index.js';
import { DEALS_HEADER } from '../test/helpers.js';

const plan = parsePlan(`${DEALS_HEADER}
plan: { name: Explained, frequency: month }
filters:
  won: { model: deal, period: closeDate, user: ownerId, where: [{ field: stage, operator: IN, value: [won] }] }
quotas:
  target: { label: Target, type: user, frequency: month, format: currency }
rateTables:
  tiers:
    tiers:
      - { from: 0, to: 1, rate: 5% }
      - { from: 1, rate: 8% }
fields:
  running: { table: won, label: Running attainment, format: percent, formula: "RUNNING_SUM(amount) / target" }
  commission: { table: won, label: Commission, format: currency, formula: "amount * STEP_RATE(tiers, running)" }
variables:
  bookings: { label: Bookings, format: currency, formula: "SUM(won, amount)" }
  attainment: { label: Attainment, format: percent, formula: "bookings / target" }
rules:
  lines: { label: Commission, type: LINE_PAYOUT, category: Commissions, table: won, formula: commission }
  bonus: { label: Bonus, type: PAYOUT, category: Bonuses, formula: "IF(attainment >= 1, 500, 0)" }
`);

describe('formulaReferences', () => {
  it('names what a formula reads, once each, in order, and no function or literal', () => {
    expect(formulaReferences('IF(attainment >= 1, bookings * 2%, -bookings) + attainment')).toEqual([
      'attainment',
      'bookings',
    ]);
    expect(formulaReferences('SUM(won, amount) & "text"')).toEqual(['won', 'amount']);
  });
});

describe('dependenciesOf', () => {
  it('walks a statement-level rule down to its quota and table', () => {
    expect(dependenciesOf(plan, 'bonus').map((d) => [d.name, d.kind, d.reads])).toEqual([
      ['bonus', 'RULE', ['attainment']],
      ['attainment', 'VARIABLE', ['bookings', 'target']],
      ['bookings', 'VARIABLE', ['won', 'amount']],
      ['target', 'QUOTA', []],
      ['won', 'TABLE', []],
      // A statement-level formula's `amount` inside SUM(won, …) is the table's record field.
      ['amount', 'RECORD_FIELD', []],
    ]);
  });

  it('resolves a row-level rule’s names against its table', () => {
    const lines = dependenciesOf(plan, 'lines');
    expect(lines.map((d) => [d.name, d.kind, d.table])).toEqual([
      ['lines', 'RULE', 'won'],
      ['commission', 'FIELD', 'won'],
      ['amount', 'RECORD_FIELD', 'won'],
      ['tiers', 'RATE_TABLE', null],
      ['running', 'FIELD', 'won'],
      ['target', 'QUOTA', null],
    ]);
    expect(lines[1]).toMatchObject({ label: 'Commission', formula: 'amount * STEP_RATE(tiers, running)' });
  });

  it('lists a per-user parameter the formulas read, with its label and format', () => {
    const withParameter = parsePlan(`${DEALS_HEADER}
plan: { name: Explained, frequency: month }
filters:
  won: { model: deal, period: closeDate, user: ownerId, where: [{ field: stage, operator: IN, value: [won] }] }
parameters:
  personalRate: { label: Personal rate, format: percent, default: 5% }
rules:
  commission: { label: Commission, type: PAYOUT, category: Commissions, formula: "SUM(won, amount) * personalRate" }
`);
    expect(dependenciesOf(withParameter, 'commission').map((d) => [d.name, d.kind, d.reads])).toEqual([
      ['commission', 'RULE', ['won', 'amount', 'personalRate']],
      ['won', 'TABLE', []],
      ['amount', 'RECORD_FIELD', []],
      ['personalRate', 'PARAMETER', []],
    ]);
    expect(dependenciesOf(withParameter, 'personalRate')[0]).toMatchObject({
      label: 'Personal rate',
      format: 'percent',
      formula: null,
    });
  });

  it('answers nothing for a name the plan does not define', () => {
    expect(dependenciesOf(plan, 'nope')).toEqual([]);
  });
});
