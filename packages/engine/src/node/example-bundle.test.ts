/** The example bundle loads and calculates; key figures checked by hand in the comments. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadBundle } from './bundle.js';
import { calculate, compilePlan, forecast, parsePlan, statementToJson } from '../index.js';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../examples/acme-2025');

describe('example bundle acme-2025', () => {
  const bundle = loadBundle(dir);
  const def = parsePlan(bundle.planText);
  const calc = calculate(compilePlan(def), bundle.input);
  const st = (u: string, p: string) => statementToJson(calc.statement(u, p)!);
  const value = (u: string, p: string, rule: string) => st(u, p).rules.find((r) => r.name === rule)!.value;

  it('computes the statements', () => {
    // Ana, January: D001 12,000 EUR at 60% running attainment -> 8% = 960; D002 10,000 USD x 0.92 =
    // 9,200 at 106% -> 12% = 1,104. Total 2,064.
    expect(value('ana', '2025-01', 'commission')).toBe('2064');
    // D003: 8,000 GBP x 1.17 = 9,360 x 5% = 468, owner Bob 60% = 280.8, co-owner Ana 187.2.
    expect(value('bob', '2025-01', 'splitCommission')).toBe('280.8');
    expect(value('ana', '2025-01', 'splitCommission')).toBe('187.2');
    // Mia manages EMEA: 12,000 + 9,200 + 9,360 = 30,560 >= 20,000 -> 2% = 611.2.
    expect(value('mia', '2025-01', 'managerOverride')).toBe('611.2');
    // Ana's held bonus: D001 120 released in Jan (invoice paid Jan 30), D002 92 held until Feb 14.
    expect(st('ana', '2025-01').payments).toMatchObject({ hold: '92' });
    expect(st('ana', '2025-02').payments).toMatchObject({ adjustments: '150' });
    // The overwrite of Mia's March override is applied and reported.
    expect(st('mia', '2025-03').rules.find((r) => r.name === 'managerOverride')).toMatchObject({
      value: '250',
      overwritten: { original: '0' },
    });
    expect(st('ana', '2025-01').datasets[0]!.rows.map((r) => r.values.segment)).toEqual([
      'Enterprise',
      'Mid-market',
    ]);
  });

  it('compares actual and forecast per rule', () => {
    const result = forecast(def, bundle.input, bundle.forecast!);
    const ana = result.comparisons.find((c) => c.userId === 'ana' && c.periodId === '2025-03')!;
    // P001 (40,000 EUR, March 15) comes before D007 (3,000, March 28): D007 is then paid at 12%
    // (running attainment 43,000 / 20,000) instead of 5%: 360 instead of 150.
    expect(ana.rules.find((r) => r.rule === 'commission')).toMatchObject({
      actual: '150',
      forecast: '360',
      difference: '210',
      same: false,
    });
  });
});
