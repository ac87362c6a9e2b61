import { describe, expect, it } from 'vitest';
import { formatSignature, FUNCTIONS, parsePlan } from '@accrue/engine';
import { completeAt, formulaDiagnostics, suggestionsFor, type FormulaContext } from './formula-help';
import {
  addSingleRateRule,
  checkPlan,
  forecastEntries,
  removeRule,
  ruleParts,
  rulesByCategory,
  setIn,
  whereUsed,
  withFormulas,
  writeFormulas,
} from './plan-model';
import { DEMO_LIKE_PLAN, FORECAST_PLAN } from './fixtures';

const def = parsePlan(DEMO_LIKE_PLAN);
const commission: FormulaContext = { def, path: ['rules', 'commission', 'formula'], table: 'wonDeals' };
const override: FormulaContext = { def, path: ['rules', 'managerOverride', 'formula'] };

describe('the completions of the formula editor', () => {
  it('offers every function of the engine with the signatures it declares', () => {
    const functions = suggestionsFor(override).filter((s) => s.type === 'function');
    expect(functions.map((s) => s.label)).toEqual(FUNCTIONS.map((fn) => fn.name));
    const min = functions.find((s) => s.label === 'MIN')!;
    const declared = FUNCTIONS.find((fn) => fn.name === 'MIN')!;
    expect(min.detail).toBe(declared.signatures.map((sig) => formatSignature('MIN', sig)).join(' · '));
    expect(min.detail).toContain('MIN(a, ...)');
    expect(min.info).toBe(declared.description);
    expect(min.apply).toBe('MIN(');
  });

  it("offers the plan's tokens, and the table's fields only in a row formula", () => {
    const labels = (context: FormulaContext) => suggestionsFor(context).map((s) => s.label);
    expect(labels(override)).toEqual(
      expect.arrayContaining(['bookings', 'monthlyQuota', 'wonDeals', 'attainmentTiers', 'commission']),
    );
    expect(labels(override)).not.toContain('managerOverride'); // not itself
    expect(labels(override)).not.toContain('amount');
    expect(labels(commission)).toEqual(expect.arrayContaining(['amount', 'closeDate', 'dealCommission']));
    expect(suggestionsFor(commission).find((s) => s.label === 'amount')).toMatchObject({
      type: 'property',
      kind: 'field',
      detail: 'currency',
      info: 'Amount',
    });
  });

  it('completes the word at the cursor, and the fields after a link', () => {
    expect(completeAt(override, 'teamBookings * ', 15, false)).toBeNull();
    expect(completeAt(override, 'teamBookings * ', 15, true)?.from).toBe(15);
    const word = completeAt(override, 'IF(teamBo', 9, false)!;
    expect(word.from).toBe(3);
    expect(completeAt(commission, 'dealAccount.se', 14, false)).toMatchObject({
      from: 12,
      options: [{ label: 'id' }, { label: 'segment', kind: 'field', detail: 'text' }],
    });
    expect(completeAt(override, '"won', 4, true)).toBeNull(); // inside a string
  });
});

describe('the problems the formula editor underlines', () => {
  it('puts a syntax error at the position and token the engine gives', () => {
    const source = 'amount * * 2';
    const [problem, ...rest] = formulaDiagnostics(commission, source);
    expect(rest).toEqual([]);
    expect(problem).toEqual({
      from: 9,
      to: 10,
      message: 'Unexpected token at position 9 (token "*")',
    });
  });

  it('underlines an unknown name, and the last character of an unfinished formula', () => {
    const unknown = formulaDiagnostics(override, 'teamBookingz * 2%');
    expect(unknown).toHaveLength(1);
    expect(unknown[0]).toMatchObject({ from: 0, to: 12 });
    expect(unknown[0]!.message).toMatch(/teamBookingz/);
    const unfinished = formulaDiagnostics(override, 'SUM(teamDeals, amount');
    expect(unfinished).toHaveLength(1);
    expect(unfinished[0]).toMatchObject({ from: 20, to: 21 });
    expect(unfinished[0]!.message).toMatch(/closing parenthesis/);
  });

  it('finds what only the whole plan knows: a wrong format, a cycle', () => {
    const wrongFormat = formulaDiagnostics(override, 'DATE("2026-01-01")');
    expect(wrongFormat).toEqual([
      { from: 0, to: 18, message: 'the formula gives date but the token is declared currency' },
    ]);
    const cycle = formulaDiagnostics({ def, path: ['variables', 'bookings', 'formula'] }, 'attainment * 2');
    expect(cycle[0]!.message).toMatch(/^cyclic reference/);
    expect(formulaDiagnostics(commission, 'amount * 12%')).toEqual([]);
  });

  it("checks a forecast formula in the plan's forecast variant, on its own path", () => {
    const forecast = (token: string, table?: string): FormulaContext => ({
      def,
      path: ['plan', 'forecasting', 'formulas', token],
      table,
    });
    expect(formulaDiagnostics(forecast('heldBonus', 'wonDeals'), 'amount * 3%')).toEqual([]);
    expect(formulaDiagnostics(forecast('heldBonus', 'wonDeals'), 'stage')).toEqual([
      { from: 0, to: 5, message: 'the formula gives text but the token is declared currency' },
    ]);
    // A cycle only the forecast makes: bookings read through attainment, which reads bookings.
    expect(formulaDiagnostics(forecast('bookings'), 'attainment * 2')[0]!.message).toMatch(
      /^cyclic reference/,
    );
    // The rule a forecast formula replaces is not offered in it.
    const labels = suggestionsFor(forecast('managerOverride')).map((s) => s.label);
    expect(labels).not.toContain('managerOverride');
    expect(labels).toContain('heldBonus');
  });

  it('lists the tokens a forecast can give a formula of its own, and checks the forecast formulas of a file', () => {
    const forecasting = parsePlan(FORECAST_PLAN);
    expect(forecastEntries(forecasting).map((entry) => [entry.kind, entry.token, entry.forecast])).toEqual([
      ['rule', 'commission', undefined],
      ['rule', 'managerOverride', undefined],
      ['rule', 'heldBonus', 'amount * 3%'],
      ['rule', 'dealsClosed', undefined],
      ['variable', 'bookings', 'SUM(teamDeals, amount)'],
      ['variable', 'attainment', undefined],
      ['variable', 'teamBookings', undefined],
      ['field', 'runningAttainment', undefined],
      ['field', 'dealCommission', undefined],
    ]);
    expect(checkPlan(FORECAST_PLAN).problems).toEqual([]);
    const broken = checkPlan(FORECAST_PLAN.replace('heldBonus: "amount * 3%"', 'heldBonus: "stage"'));
    expect(broken.problems).toEqual([
      {
        path: 'plan.forecasting.formulas.heldBonus',
        message: 'the formula gives text but the token is declared currency',
      },
    ]);
  });

  it('checks the syntax alone when the plan around it does not read', () => {
    expect(formulaDiagnostics({ def: null, path: ['rules', 'x', 'formula'] }, '1 +')[0]).toMatchObject({
      from: 2,
      to: 3,
    });
  });
});

describe('the plan as the designer edits it', () => {
  it('groups the rules by category in display order', () => {
    expect(rulesByCategory(def).map((g) => [g.category, g.rules.map(([name]) => name)])).toEqual([
      ['Commissions', ['commission', 'dealsClosed']],
      ['Overrides', ['managerOverride']],
      ['Bonuses', ['heldBonus']],
    ]);
  });

  it('adds a rule from the single-rate template, a valid plan keeping its comments', () => {
    const { text, name } = addSingleRateRule(DEMO_LIKE_PLAN, def, 'Spiff on deals');
    expect(name).toBe('spiffOnDeals');
    expect(text).toContain('# Account Executives, as the demo company has it.');
    const checked = checkPlan(text);
    expect(checked.problems).toEqual([]);
    expect(checked.def!.rules.spiffOnDeals).toMatchObject({
      type: 'LINE_PAYOUT',
      table: 'wonDeals',
      formula: 'amount * 10%',
      category: 'Commissions',
    });
    expect(checked.def!.plan.rulesOrder.at(-1)).toBe('spiffOnDeals');
    expect(addSingleRateRule(text, checked.def!, 'Spiff on deals').name).toBe('spiffOnDeals2');
  });

  it('says where a token is used, and refuses to delete a rule another formula reads', () => {
    expect(whereUsed(def, 'bookings')).toEqual([
      { path: 'variables.attainment.formula', kind: 'formula' },
      { path: 'rules.commission.kpis', kind: 'setting' },
      { path: 'plan.highlightedKpis', kind: 'setting' },
    ]);
    const reading = setIn(DEMO_LIKE_PLAN, ['variables', 'payout'], {
      format: 'currency',
      formula: 'managerOverride * 2',
    });
    expect(removeRule(reading, parsePlan(reading), 'managerOverride')).toEqual({
      usedBy: [{ path: 'variables.payout.formula', kind: 'formula' }],
    });
    const removed = removeRule(DEMO_LIKE_PLAN, def, 'managerOverride');
    expect('text' in removed).toBe(true);
    const after = checkPlan((removed as { text: string }).text);
    expect(after.problems).toEqual([]);
    expect(Object.keys(after.def!.rules)).toEqual(['commission', 'heldBonus', 'dealsClosed']);
    expect(after.def!.plan.rulesOrder).toEqual(['commission', 'heldBonus', 'dealsClosed']);
  });

  it('checks typed formulas on the parsed plan, and writes them into the file in one pass', () => {
    const edits = [
      { path: ['rules', 'heldBonus', 'formula'], text: 'amount * 2%' },
      { path: ['variables', 'bookings', 'formula'], text: 'SUM(wonDeals, amount) * 2' },
      { path: ['rules', 'gone', 'formula'], text: 'ignored' },
    ];
    const typed = withFormulas(def, edits);
    expect(typed.rules.heldBonus!.formula).toBe('amount * 2%');
    expect(typed.rules.gone).toBeUndefined();
    expect(def.rules.heldBonus!.formula).toBe('amount * 1%'); // the parsed plan is not changed
    const text = writeFormulas(DEMO_LIKE_PLAN, edits);
    expect(text).toContain('formula: "amount * 2%"');
    expect(text).toContain('# Account Executives, as the demo company has it.');
    expect(text).not.toContain('ignored');
    expect(parsePlan(text)).toEqual(typed);
  });

  it('finds the parts of a rule from its formulas', () => {
    expect(ruleParts(def, 'commission')).toEqual({
      variables: [],
      fields: ['dealCommission', 'runningAttainment'],
      filters: ['wonDeals'],
      quotas: ['monthlyQuota'],
      rateTables: ['attainmentTiers'],
      links: [],
      rules: [],
    });
    expect(ruleParts(def, 'managerOverride').variables).toEqual(['teamBookings']);
  });
});
