import { describe, expect, it } from 'vitest';
import { compilePlan, PlanCompileError } from './compile-plan.js';
import { parsePlan, PlanValidationError } from './parse-plan.js';

const base = (extra: string) => `
version: 1
plan: { name: Test plan, frequency: month }
models:
  deal: { key: id, fields: { id: text, ownerId: text, amount: currency, closeDate: date, stage: text, won: boolean } }
filters:
  deals: { model: deal, period: closeDate, user: ownerId }
${extra}`;

function compileIssues(yaml: string) {
  try {
    compilePlan(parsePlan(yaml));
  } catch (e) {
    if (e instanceof PlanCompileError || e instanceof PlanValidationError) return e.issues;
    throw e;
  }
  return [];
}

describe('plan checks', () => {
  it('names the formula, position and token of a syntax error', () => {
    expect(
      compileIssues(base('rules: { c: { type: PAYOUT, formula: "SUM(deals, amount) * * 2" } }')),
    ).toEqual([
      {
        path: 'rules.c.formula',
        message: 'Unexpected token at position 21 (token "*")',
        position: 21,
        token: '*',
      },
    ]);
  });
  it("reports a forecast formula's problem at its own place in the file, in the forecast variant", () => {
    const plan = parsePlan(
      base(`
plan: { name: Test plan, frequency: month, forecasting: { enabled: true, formulas: { c: "SUM(deals, amount) * * 3" } } }
rules: { c: { type: PAYOUT, formula: "SUM(deals, amount) * 2" } }`).replace(
        'plan: { name: Test plan, frequency: month }\n',
        '',
      ),
    );
    expect(() => compilePlan(plan)).not.toThrow();
    let issues: PlanCompileError['issues'] = [];
    try {
      compilePlan(plan, { forecast: true });
    } catch (e) {
      if (!(e instanceof PlanCompileError)) throw e;
      issues = e.issues;
    }
    expect(issues.map((i) => `${i.path}: ${i.message}`)).toEqual([
      'plan.forecasting.formulas.c: Unexpected token at position 21 (token "*")',
    ]);
  });
  it('type-checks formulas against formats', () => {
    const issues = compileIssues(
      base(`
variables:
  a: { format: currency, formula: "SUM(deals, stage)" }
  b: { format: text, formula: "SUM(deals, amount)" }
  c: { format: number, formula: "FIRST(deals, stage) + 1" }
  d: { format: boolean, formula: "ALL(deals, won)" }
  e: { format: number, formula: "unknownThing * 2" }
  f: { format: number, formula: "IF(TRUE, 1, \\"x\\")" }
`),
    );
    expect(issues.map((i) => `${i.path}: ${i.message}`)).toEqual([
      'variables.a.formula: SUM is not allowed on text values (text allows concat_distinct, first, concat) at position 11 (token "stage")',
      'variables.b.formula: the formula gives currency but the token is declared text',
      'variables.c.formula: Cannot apply + to text and number (use & to join text) at position 0 (token "FIRST(deals, stage) + 1")',
      'variables.e.formula: Unknown token "unknownThing" at position 0 (token "unknownThing")',
      `variables.f.formula: IF branches have different formats: number and text at position 0 (token "IF(TRUE, 1, "x")")`,
    ]);
  });
  it('refuses cyclic references and names the cycle', () => {
    const issues = compileIssues(
      base(`
variables:
  a: { format: number, formula: "b + 1" }
  b: { format: number, formula: "c * 2" }
  c: { format: number, formula: "a" }
`),
    );
    expect(issues).toEqual([
      { path: 'tokens.a', message: 'cyclic reference: token a → token b → token c → token a' },
    ]);
  });
  it('checks filter operators per format and the structure', () => {
    const issues = compileIssues(`
version: 1
plan: { name: X, frequency: weekly }
models:
  deal: { key: id, fields: { id: text, amount: currency, closeDate: date } }
filters:
  deals: { model: deal, period: amount, user: ownerId, where: [{ field: amount, operator: CONTAINS, value: "1" }] }
`);
    expect(issues.map((i) => `${i.path}: ${i.message}`)).toEqual([
      'plan.frequency: must be one of month, quarter, year (got "weekly")',
      'plan.name: must be 2 to 100 characters',
      'filters.deals.where[0].operator: CONTAINS is not allowed on a currency field (allowed: EXISTS, EQUALS, GREATER_STRICT, LOWER_STRICT, GREATER_OR_EQUAL, LOWER_OR_EQUAL)',
      'filters.deals.period: the period join needs a date field, "amount" is currency',
      'filters.deals.user: model "deal" has no field "ownerId"',
    ]);
  });
});
