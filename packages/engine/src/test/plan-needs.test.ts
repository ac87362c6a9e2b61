/**
 * Worked examples of what real plans need from the engine (issue #12 points 7–11): the fiscal
 * year, forfeits, per-user parameters, draws and true-ups, the meaning of a closed last tier, and
 * several plans at once. As in worked-examples.test.ts every expected value was computed by hand
 * (the arithmetic is in the comments) and is written as a literal.
 */
import { describe, expect, it } from 'vitest';
import {
  calculate,
  compilePlan,
  parsePlan,
  PlanCompileError,
  PlanValidationError,
  statementToJson,
  type CalculationInput,
  type PlanIssue,
} from '../index.js';
import { blendedRate, flat, marginal, stepRate, type Tier } from '../formula/rate-tables.js';
import { parameterProblem } from '../calc/parameters.js';
import * as F from '../core/money.js';
import { baseInput, kpi, rule, run, DEALS_HEADER } from './helpers.js';

const deal = (id: string, ownerId: string, amount: string, closeDate: string, extra = {}) => ({
  id,
  ownerId,
  amount,
  closeDate,
  ...extra,
});

/** The issues a plan file is refused with (parse or compile), as "path: message". */
function issuesOf(planYaml: string): string[] {
  try {
    compilePlan(parsePlan(planYaml));
    return [];
  } catch (e) {
    if (e instanceof PlanValidationError || e instanceof PlanCompileError)
      return e.issues.map((i: PlanIssue) => `${i.path}: ${i.message}`);
    throw e;
  }
}

describe('point 7: the company fiscal year', () => {
  const plan = `${DEALS_HEADER}
plan: { name: Fiscal year, frequency: month }
filters:
  deals: { model: deal, period: closeDate, user: ownerId }
variables:
  yearStart: { format: date, formula: "YEAR_START()", display: true }
  quarterStart: { format: date, formula: "QUARTER_START()", display: true }
  monthOfYear: { format: number, formula: "MONTH_OF_YEAR()", display: true }
  ytd: { format: currency, formula: "SUM(YTD_ROWS(deals), amount)", display: true }
  qtd: { format: currency, formula: "SUM(QTD_ROWS(deals), amount)", display: true }
  priorYtd: { format: currency, formula: "SUM(PRIOR_YTD_ROWS(deals), amount)", display: true }
rules:
  trueUp: { type: PAYOUT, formula: "YTD_TRUE_UP(ytd * 10%)" }
  handTrueUp: { type: PAYOUT, formula: "ytd * 10% - PREVIOUS_YTD_TOTAL(handTrueUp)" }
`;
  const months = ['2025-02', '2025-03', '2025-04', '2025-05'];
  const input = (fiscalYearStartMonth?: number): CalculationInput => ({
    ...baseInput({
      users: [{ id: 'rep' }],
      periods: months,
      records: {
        deal: [
          deal('Dec', 'rep', '500', '2024-12-15'),
          deal('Feb', 'rep', '1000', '2025-02-10'),
          deal('Mar', 'rep', '2000', '2025-03-20'),
          deal('Apr', 'rep', '4000', '2025-04-05'),
          deal('May', 'rep', '8000', '2025-05-15'),
        ],
      },
    }),
    ...(fiscalYearStartMonth === undefined ? {} : { fiscalYearStartMonth }),
  });
  const column = (get: (u: string, p: string) => ReturnType<typeof statementToJson>, name: string) =>
    months.map((m) => kpi(get('rep', m), name));

  it('follows a fiscal year starting in April in every year function and window', () => {
    const { get } = run(plan, input(4));
    // Fiscal year 2024-04-01..2025-03-31, then 2025-04-01..; fiscal quarters Jan-Mar, Apr-Jun.
    expect(column(get, 'yearStart')).toEqual(['2024-04-01', '2024-04-01', '2025-04-01', '2025-04-01']);
    expect(column(get, 'quarterStart')).toEqual(['2025-01-01', '2025-01-01', '2025-04-01', '2025-04-01']);
    expect(column(get, 'monthOfYear')).toEqual(['11', '12', '1', '2']); // Feb is the 11th month
    // Feb: Dec 500 + Feb 1,000 (the window reaches back before the first computed period);
    // Mar: + 2,000; Apr: a new year, 4,000; May: + 8,000.
    expect(column(get, 'ytd')).toEqual(['1500', '3500', '4000', '12000']);
    expect(column(get, 'qtd')).toEqual(['1000', '3000', '4000', '12000']); // Dec is in Oct-Dec
    expect(column(get, 'priorYtd')).toEqual(['500', '1500', '0', '4000']);
    // 10% of the YTD figure less what the earlier periods of the fiscal year paid:
    // 150, 350 - 150 = 200, 400 (new year), 1,200 - 400 = 800.
    expect(months.map((m) => rule(get('rep', m), 'trueUp').value)).toEqual(['150', '200', '400', '800']);
    expect(months.map((m) => rule(get('rep', m), 'handTrueUp').value)).toEqual(['150', '200', '400', '800']);
    // Period ids and dates keep their calendar meaning.
    expect(get('rep', '2025-02').period).toEqual({
      id: '2025-02',
      startDate: '2025-02-01',
      endDate: '2025-02-28',
    });
  });

  it('is the calendar year by default, exactly as with fiscalYearStartMonth 1', () => {
    const byDefault = run(plan, input());
    // Jan-Dec: Feb 1,000, Mar 3,000, Apr 7,000, May 15,000; MONTH_OF_YEAR 2..5.
    expect(column(byDefault.get, 'ytd')).toEqual(['1000', '3000', '7000', '15000']);
    expect(column(byDefault.get, 'monthOfYear')).toEqual(['2', '3', '4', '5']);
    expect(column(byDefault.get, 'quarterStart')).toEqual([
      '2025-01-01',
      '2025-01-01',
      '2025-04-01',
      '2025-04-01',
    ]);
    const january = run(plan, input(1));
    expect(january.calc.statements.map((s) => statementToJson(s))).toEqual(
      byDefault.calc.statements.map((s) => statementToJson(s)),
    );
  });

  it('starts a longer period’s year at its own first day: a yearly plan with an April year', () => {
    const yearly = plan.replace('frequency: month', 'frequency: year');
    const { get } = run(yearly, { ...input(4), periods: ['2024', '2025'] });
    // 2025 ends in the fiscal year starting 2025-04-01, but starts before it: its year starts on
    // its first day (no window reaches into 2024), 12 months to its end.
    expect(kpi(get('rep', '2025'), 'yearStart')).toBe('2025-01-01');
    expect(kpi(get('rep', '2025'), 'monthOfYear')).toBe('12');
    expect(kpi(get('rep', '2025'), 'ytd')).toBe('15000'); // Feb + Mar + Apr + May
    expect(kpi(get('rep', '2024'), 'ytd')).toBe('500');
  });

  it('reads a quarterly plan with a July year by fiscal quarters', () => {
    const quarterly = plan.replace('frequency: month', 'frequency: quarter');
    const { get } = run(quarterly, { ...input(7), periods: ['2025-Q1', '2025-Q2', '2025-Q3'] });
    // Fiscal year 2024-07-01..2025-06-30: Q1 is its 3rd quarter (month 9), Q2 its 4th (12).
    expect(['2025-Q1', '2025-Q2', '2025-Q3'].map((p) => kpi(get('rep', p), 'monthOfYear'))).toEqual([
      '9',
      '12',
      '3',
    ]);
    // Q1: Dec 500 + Feb 1,000 + Mar 2,000 = 3,500; Q2: + 12,000 = 15,500; Q3 (new year): 0.
    expect(['2025-Q1', '2025-Q2', '2025-Q3'].map((p) => kpi(get('rep', p), 'ytd'))).toEqual([
      '3500',
      '15500',
      '0',
    ]);
  });

  it('refuses a fiscal year start that is not a month', () => {
    for (const bad of [0, 13, 4.5, '4' as unknown as number])
      expect(() => run(plan, input(bad))).toThrow(
        /fiscalYearStartMonth must be a whole number from 1 \(January\) to 12 \(December\)/,
      );
  });
});

describe('point 8: forfeiting held amounts', () => {
  const plan = (release: string, forfeit: string) => `${DEALS_HEADER}
plan: { name: Forfeits, frequency: month }
filters:
  wonDeals: { model: deal, period: closeDate, user: ownerId }
rules:
  held:
    type: HOLD_AND_RELEASE
    table: wonDeals
    formula: "amount * 10%"
    release: ${release}
    forfeit: { when: "${forfeit}" }
`;
  const byInvoice = plan(
    '{ when: "EXISTS(invoicePaidDate) AND invoicePaidDate <= PERIOD_END()" }',
    'EXISTS(cancelDate) AND cancelDate <= PERIOD_END()',
  );
  const months = ['2025-01', '2025-02', '2025-03', '2025-04'];
  const input = baseInput({
    users: [{ id: 'rep' }],
    periods: months,
    records: {
      deal: [
        deal('D1', 'rep', '10000', '2025-01-10', { invoicePaidDate: '2025-03-05' }),
        deal('D2', 'rep', '20000', '2025-01-12', { cancelDate: '2025-02-20' }),
        deal('D3', 'rep', '5000', '2025-02-01', { invoicePaidDate: '2025-02-25', cancelDate: '2025-02-26' }),
        deal('D4', 'rep', '3000', '2025-03-03', { invoicePaidDate: '2025-03-20', cancelDate: '2025-04-02' }),
      ],
    },
  });
  const figures = (p: ReturnType<typeof statementToJson>['payments']) => [
    p!.achievement,
    p!.paid,
    p!.hold,
    p!.heldBalance,
    p!.forfeited,
  ];

  it('forfeits what is still held once the record is cancelled, and never releases it', () => {
    const { get } = run(byInvoice, input);
    // Jan: D1 1,000 and D2 2,000 earned and held.
    expect(figures(get('rep', '2025-01').payments)).toEqual(['3000', '0', '3000', '3000', '0']);
    // Feb: D2 cancelled -> its 2,000 forfeited; D3 (500) paid and cancelled in the same month:
    // the forfeit wins. Only D1's 1,000 stays held.
    const feb = get('rep', '2025-02').payments!;
    expect(figures(feb)).toEqual(['500', '0', '0', '1000', '2500']);
    expect(feb.forfeits).toEqual([
      { rule: 'held', recordKey: 'D2', amount: '2000', earnedPeriodId: '2025-01' },
      { rule: 'held', recordKey: 'D3', amount: '500', earnedPeriodId: '2025-02' },
    ]);
    expect(feb.lines.some((l) => l.category === 'paid')).toBe(false);
    // Mar: D1 released (1,000); D4 earned 300 and released (paid Mar 20).
    expect(figures(get('rep', '2025-03').payments)).toEqual(['300', '1300', '0', '0', '0']);
    // Apr: D4 is cancelled but was already released: nothing to forfeit, nothing taken back.
    expect(figures(get('rep', '2025-04').payments)).toEqual(['0', '0', '0', '0', '0']);
  });

  it('stops the instalments of a cancelled record', () => {
    const { get } = run(plan('{ installments: 4 }', 'cancelDate <= PERIOD_END()'), {
      ...input,
      records: { deal: [deal('D5', 'rep', '12000', '2025-01-15', { cancelDate: '2025-02-10' })] },
    });
    // 1,200 in 4 parts of 300: January pays 300; February forfeits the 900 left.
    expect(figures(get('rep', '2025-01').payments)).toEqual(['1200', '300', '900', '900', '0']);
    expect(figures(get('rep', '2025-02').payments)).toEqual(['0', '0', '0', '0', '900']);
    expect(figures(get('rep', '2025-03').payments)).toEqual(['0', '0', '0', '0', '0']);
  });

  it('evaluates a condition on the record as it is now, incrementally as in full', () => {
    const byStage = plan('{ installments: 3 }', 'stage = \\"cancelled\\"');
    const won = deal('D6', 'rep', '9000', '2025-01-15', { stage: 'won' });
    const { calc, get } = run(byStage, { ...input, records: { deal: [won] } });
    expect(months.map((m) => get('rep', m).payments!.paid)).toEqual(['300', '300', '300', '0']);
    // The deal is cancelled: the record as it is now forfeits the 900 in its earning period.
    const cancelled = { ...won, stage: 'cancelled' };
    calc.recalculate({ records: [{ model: 'deal', upsert: [cancelled] }] });
    const full = run(byStage, { ...input, records: { deal: [cancelled] } });
    expect(calc.statements.map((s) => statementToJson(s))).toEqual(
      full.calc.statements.map((s) => statementToJson(s)),
    );
    expect(figures(get('rep', '2025-01').payments)).toEqual(['900', '0', '0', '0', '900']);
  });

  it('recalculates a later cancellation or payment of a held record in the period it falls in', () => {
    const held = deal('D7', 'rep', '10000', '2025-01-10');
    const { calc, get } = run(byInvoice, { ...input, records: { deal: [held] } });
    expect(months.map((m) => get('rep', m).payments!.heldBalance)).toEqual(['1000', '1000', '1000', '1000']);
    // January's statement does not change: the later periods are recomputed all the same.
    calc.recalculate({ records: [{ model: 'deal', upsert: [{ ...held, cancelDate: '2025-03-02' }] }] });
    expect(months.map((m) => get('rep', m).payments!.forfeited)).toEqual(['0', '0', '1000', '0']);
    calc.recalculate({
      records: [
        { model: 'deal', upsert: [{ ...held, invoicePaidDate: '2025-02-27', cancelDate: '2025-03-02' }] },
      ],
    });
    expect(months.map((m) => get('rep', m).payments!.paid)).toEqual(['0', '1000', '0', '0']);
    expect(months.map((m) => get('rep', m).payments!.forfeited)).toEqual(['0', '0', '0', '0']);
  });

  it('reports a forfeit outside a hold-and-release rule and a bad condition at their paths', () => {
    const base = `${DEALS_HEADER}
plan: { name: Forfeit errors, frequency: month }
filters:
  wonDeals: { model: deal, period: closeDate, user: ownerId }
rules:
`;
    expect(
      issuesOf(`${base}
  line: { type: LINE_PAYOUT, table: wonDeals, formula: "amount", forfeit: { when: "TRUE" } }
  h1: { type: HOLD_AND_RELEASE, table: wonDeals, formula: "amount", release: { installments: 2 }, forfeit: "cancelled" }
  h2: { type: HOLD_AND_RELEASE, table: wonDeals, formula: "amount", release: { installments: 2 }, forfeit: {} }
`),
    ).toEqual([
      'rules.line.forfeit: only a HOLD_AND_RELEASE rule holds amounts that can be forfeited',
      'rules.h1.forfeit: must be a mapping',
      'rules.h1.forfeit.when: is required and must be text',
      'rules.h2.forfeit.when: is required and must be text',
    ]);
    expect(
      issuesOf(`${base}
  h3: { type: HOLD_AND_RELEASE, table: wonDeals, formula: "amount", release: { installments: 2 }, forfeit: { when: "amount" } }
  h4: { type: HOLD_AND_RELEASE, table: wonDeals, formula: "amount", release: { installments: 2 }, forfeit: { when: "nope = 1" } }
`),
    ).toEqual([
      'rules.h3.forfeit.when: the formula gives currency but the token is declared boolean',
      'rules.h4.forfeit.when: Unknown field or token "nope" (table "wonDeals") at position 0 (token "nope")',
    ]);
  });
});

describe('point 9: per-user plan parameters', () => {
  const plan = `${DEALS_HEADER}
plan: { name: Parameters, frequency: month }
filters:
  wonDeals: { model: deal, period: closeDate, user: ownerId }
parameters:
  targetIncentive: { format: currency, label: Target incentive, required: true }
  personalRate: { format: percent, label: Personal rate, default: 5% }
  territory: { format: text }
variables:
  bookings: { format: currency, formula: "SUM(wonDeals, amount)" }
  where: { format: text, formula: "COALESCE(territory, \\"none\\")", display: true }
rules:
  bonus: { type: PAYOUT, formula: "targetIncentive * MIN(bookings / 10000, 1.5)" }
  commission: { type: PAYOUT, formula: "bookings * personalRate" }
`;
  const input = baseInput({
    users: [{ id: 'ana' }, { id: 'bob' }, { id: 'carl' }],
    periods: ['2025-01', '2025-02', '2025-03'],
    planAssignments: [
      {
        userId: 'ana',
        effectiveUntil: '2025-02-14',
        parameters: { targetIncentive: 1000, personalRate: '8%', territory: 'North' },
      },
      { userId: 'ana', effectiveAsOf: '2025-02-15', parameters: { targetIncentive: '1500', unknown: 'x' } },
      { userId: 'bob', parameters: { territory: '' } },
    ],
    records: {
      deal: [
        deal('A1', 'ana', '8000', '2025-01-10'),
        deal('A2', 'ana', '12000', '2025-02-10'),
        deal('A3', 'ana', '20000', '2025-03-10'),
        deal('B1', 'bob', '10000', '2025-01-10'),
        deal('C1', 'carl', '10000', '2025-01-10'),
      ],
    },
  });

  it('reads the values of the assignment in force at the period end, else the defaults', () => {
    const { calc, get } = run(plan, input);
    // Jan: 1,000 x MIN(0.8, 1.5) = 800; 8,000 x 8% = 640.
    expect([
      rule(get('ana', '2025-01'), 'bonus').value,
      rule(get('ana', '2025-01'), 'commission').value,
    ]).toEqual(['800', '640']);
    expect(kpi(get('ana', '2025-01'), 'where')).toBe('North');
    // Feb 28: the second assignment, which gives no rate (the default 5%) and no territory:
    // 1,500 x 1.2 = 1,800; 12,000 x 5% = 600.
    expect([
      rule(get('ana', '2025-02'), 'bonus').value,
      rule(get('ana', '2025-02'), 'commission').value,
    ]).toEqual(['1800', '600']);
    expect(kpi(get('ana', '2025-02'), 'where')).toBe('none');
    // Mar: 1,500 x MIN(2, 1.5) = 2,250; 20,000 x 5% = 1,000.
    expect(rule(get('ana', '2025-03'), 'bonus').value).toBe('2250');
    expect(get('ana', '2025-03').total).toBe('3250');
    // Carl is not on the plan.
    expect(calc.statement('carl', '2025-01')).toBeUndefined();
  });

  it('reports a missing required parameter as an engine error and counts it as 0', () => {
    const { get } = run(plan, input);
    const bob = get('bob', '2025-01');
    expect(rule(bob, 'bonus').value).toBe('0');
    expect(rule(bob, 'commission').value).toBe('500'); // 10,000 x 5%
    expect(bob.errors).toEqual([
      {
        level: 'error',
        type: 'missing parameter',
        message: 'No value for parameter "targetIncentive" on the plan assignment in force on 2025-01-31',
        context: { userId: 'bob', periodId: '2025-01', rule: 'bonus', token: 'targetIncentive' },
      },
    ]);
    expect(bob.status).toBe('error');
  });

  it('refuses a value of the wrong format on an assignment', () => {
    expect(() =>
      run(plan, { ...input, planAssignments: [{ userId: 'ana', parameters: { targetIncentive: 'a lot' } }] }),
    ).toThrow('Plan assignment of user "ana": parameter "targetIncentive" is not a valid currency ("a lot")');
  });

  it('recalculates a changed assignment as a full calculation does', () => {
    const { calc } = run(plan, input);
    const planAssignments = [
      { userId: 'ana', effectiveUntil: '2025-02-14', parameters: { targetIncentive: 1000 } },
      {
        userId: 'ana',
        effectiveAsOf: '2025-02-15',
        parameters: { targetIncentive: 2000, personalRate: '10%' },
      },
      { userId: 'bob', parameters: { targetIncentive: 700 } },
    ];
    calc.recalculate({ planAssignments });
    const full = run(plan, { ...input, planAssignments });
    expect(calc.statements.map((s) => statementToJson(s))).toEqual(
      full.calc.statements.map((s) => statementToJson(s)),
    );
    expect(rule(full.get('ana', '2025-03'), 'bonus').value).toBe('3000'); // 2,000 x 1.5
  });

  it('reports structural problems with their paths, and shares the namespace', () => {
    expect(
      issuesOf(`${DEALS_HEADER}
plan: { name: Parameter errors, frequency: month }
variables:
  bookings: { format: currency, formula: "1" }
parameters:
  bookings: { format: currency }
  rate: { format: percentage }
  draw: { format: currency, default: lots }
  start: { format: date, default: 2025-13-01 }
  target: { format: currency, default: 10, required: true }
  "2bad": { format: number }
`),
    ).toEqual([
      'parameters.rate.format: must be one of number, currency, percent, text, date, date-time, boolean (got "percentage")',
      'parameters.draw.default: must be a decimal number (got "lots")',
      'parameters.start.default: must be a YYYY-MM-DD date (got "2025-13-01")',
      'parameters.target.default: a required parameter has no default (its value must come with the assignment)',
      'parameters.2bad: machine names use letters and digits only, starting with a letter',
      'parameters.bookings: the name is already used by variables.bookings',
    ]);
  });
});

describe('point 9: checking a value before it is stored', () => {
  it("says why a value is not of the parameter's format, and nothing for a good one", () => {
    const currency = { label: 'Target', format: 'currency', required: false } as const;
    const percent = { label: 'Rate', format: 'percent', required: false } as const;
    const day = { label: 'Start', format: 'date', required: false } as const;
    expect(parameterProblem('1500.50', currency)).toBeNull();
    expect(parameterProblem('8%', percent)).toBeNull();
    expect(parameterProblem('2026-01-31', day)).toBeNull();
    expect(parameterProblem('lots', currency)).toBe('The value is not a valid currency ("lots")');
    expect(parameterProblem('31/01/2026', day)).toBe('The value is not a valid date ("31/01/2026")');
  });
});

describe('point 10: draws and true-ups as building blocks', () => {
  const plan = `${DEALS_HEADER}
plan: { name: Draws, frequency: month }
filters:
  wonDeals: { model: deal, period: closeDate, user: ownerId }
parameters:
  drawAmount: { format: currency, default: 3000 }
variables:
  commission: { format: currency, formula: "SUM(wonDeals, amount) * 10%" }
  drawBalance: { format: currency, formula: "DRAW_BALANCE(commission, drawAmount)", display: true }
  yearBalance: { format: currency, formula: "DRAW_BALANCE(commission, drawAmount, \\"year\\")", display: true }
rules:
  draw: { type: PAYOUT, formula: "RECOVERABLE_DRAW(commission, drawAmount)" }
  drawInYear: { type: NON_PAYOUT, format: currency, formula: "RECOVERABLE_DRAW(commission, drawAmount, \\"year\\")" }
  guarantee: { type: NON_PAYOUT, format: currency, formula: "GUARANTEE(commission, drawAmount)" }
`;
  const months = ['2025-02', '2025-03', '2025-04', '2025-05'];
  const input = {
    ...baseInput({
      users: [{ id: 'rep' }],
      periods: months,
      records: {
        deal: [
          deal('1', 'rep', '10000', '2025-02-10'),
          deal('2', 'rep', '20000', '2025-03-10'),
          deal('3', 'rep', '50000', '2025-04-10'),
          deal('4', 'rep', '50000', '2025-05-10'),
        ],
      },
    }),
    fiscalYearStartMonth: 4,
  };
  const values = (get: ReturnType<typeof run>['get'], name: string) =>
    months.map((m) => {
      const st = get('rep', m);
      return st.rules.find((r) => r.name === name)?.value ?? kpi(st, name);
    });

  it('pays at least the draw and recovers the shortfall from later earnings', () => {
    const { get } = run(plan, input);
    // Commissions 1,000 / 2,000 / 5,000 / 5,000; draw 3,000 (the parameter's default).
    // Feb: top-up 2,000 (balance 2,000). Mar: top-up 1,000 (3,000). Apr: recovers MIN(3,000,
    // 5,000 - 3,000) = 2,000, pays 3,000 (1,000). May: recovers 1,000, pays 4,000 (0).
    expect(values(get, 'draw')).toEqual(['3000', '3000', '3000', '4000']);
    expect(values(get, 'drawBalance')).toEqual(['2000', '3000', '1000', '0']);
    // The same numbers as the hand-built chain of PREVIOUS variables (worked-examples.test.ts).
  });

  it('writes the balance off at the end of the fiscal year with "year"', () => {
    const { get } = run(plan, input);
    // The fiscal year starts in April: April carries nothing from March and pays all 5,000.
    expect(values(get, 'drawInYear')).toEqual(['3000', '3000', '5000', '5000']);
    expect(values(get, 'yearBalance')).toEqual(['2000', '3000', '0', '0']);
  });

  it('tops up to a non-recoverable guarantee and carries nothing', () => {
    const { get } = run(plan, input);
    expect(values(get, 'guarantee')).toEqual(['3000', '3000', '5000', '5000']);
  });

  it('trues up an annual quota paid monthly in one call', () => {
    const trueUpPlan = `${DEALS_HEADER}
plan: { name: True-up, frequency: month }
filters:
  wonDeals: { model: deal, period: closeDate, user: ownerId }
quotas:
  annualQuota: { type: user, frequency: year }
rateTables:
  ytdRates: { tiers: [{ from: 0, to: 1, rate: 8% }, { from: 1, rate: 12% }] }
variables:
  ytdBookings: { format: currency, formula: "SUM(YTD_ROWS(wonDeals), amount)" }
  ytdAttainment: { format: percent, formula: "ytdBookings / (annualQuota * MONTH_OF_YEAR() / 12)" }
rules:
  trueUp: { type: PAYOUT, formula: "YTD_TRUE_UP(ytdBookings * STEP_RATE(ytdRates, ytdAttainment))" }
`;
    const { get } = run(
      trueUpPlan,
      baseInput({
        users: [{ id: 'rep' }],
        periods: ['2025-01', '2025-02', '2025-03'],
        quotas: [{ quota: 'annualQuota', userId: 'rep', date: '2025-01-01', value: '120000' }],
        records: {
          deal: [
            deal('1', 'rep', '8000', '2025-01-15'),
            deal('2', 'rep', '15000', '2025-02-15'),
            deal('3', 'rep', '2000', '2025-03-15'),
          ],
        },
      }),
    );
    // As the hand-built example: Jan 8,000 / 10,000 = 80% -> 8% -> 640. Feb 23,000 / 20,000 =
    // 115% -> 12% -> 2,760 - 640 = 2,120. Mar 25,000 / 30,000 -> 8% -> 2,000 - 2,760 = -760.
    expect(['2025-01', '2025-02', '2025-03'].map((m) => rule(get('rep', m), 'trueUp').value)).toEqual([
      '640',
      '2120',
      '-760',
    ]);
  });

  it("recalculates the balance carried even when the period's pay does not change", () => {
    const inline = `${DEALS_HEADER}
plan: { name: Inline draw, frequency: month }
filters:
  wonDeals: { model: deal, period: closeDate, user: ownerId }
rules:
  draw: { type: PAYOUT, formula: "RECOVERABLE_DRAW(SUM(wonDeals, amount) * 10%, 3000)" }
`;
    const jan = deal('J', 'rep', '10000', '2025-01-10');
    const { calc, get } = run(inline, {
      ...baseInput({ users: [{ id: 'rep' }], periods: ['2025-01', '2025-02'] }),
      records: { deal: [jan, deal('F', 'rep', '50000', '2025-02-10')] },
    });
    // Jan earns 1,000: pays 3,000, balance 2,000. Feb earns 5,000: recovers 2,000, pays 3,000.
    expect([get('rep', '2025-01').total, get('rep', '2025-02').total]).toEqual(['3000', '3000']);
    // Jan now earns 2,000: still pays 3,000, but the balance is 1,000: Feb recovers 1,000, pays 4,000.
    calc.recalculate({ records: [{ model: 'deal', upsert: [{ ...jan, amount: '20000' }] }] });
    expect([get('rep', '2025-01').total, get('rep', '2025-02').total]).toEqual(['3000', '4000']);
  });

  it('refuses them in a row formula and a reset that is not "year" or "never"', () => {
    const base = `${DEALS_HEADER}
plan: { name: Draw errors, frequency: month }
filters:
  wonDeals: { model: deal, period: closeDate, user: ownerId }
`;
    expect(
      issuesOf(`${base}
fields:
  perDeal: { table: wonDeals, format: currency, formula: "RECOVERABLE_DRAW(amount, 100)" }
rules:
  draw: { type: PAYOUT, formula: "RECOVERABLE_DRAW(1, 2, \\"month\\")" }
  line: { type: LINE_PAYOUT, table: wonDeals, formula: "YTD_TRUE_UP(amount)" }
`),
    ).toEqual([
      'fields.perDeal.formula: RECOVERABLE_DRAW is computed once per statement: use it in a variable or a rule formula, not per row at position 0 (token "RECOVERABLE_DRAW(amount, 100)")',
      'rules.draw.formula: RECOVERABLE_DRAW\'s reset is "year" (recovered within the fiscal year) or "never" (carried on) at position 23 (token ""month"")',
      'rules.line.formula: YTD_TRUE_UP is computed once per statement: use it in a variable or a rule formula, not per row at position 0 (token "YTD_TRUE_UP(amount)")',
    ]);
  });
});

describe('point 11: one meaning above a closed last tier', () => {
  const tiers = (lastTo: F.Fixed | null, firstFrom: F.Fixed = 0): Tier[] => [
    { from: firstFrom, to: F.fixed('50000'), rate: F.fixed('0.05') },
    { from: F.fixed('50000'), to: lastTo, rate: F.fixed('0.1') },
  ];
  const closed = tiers(F.fixed('100000'));
  const open = tiers(null);
  const x = (text: string) => F.fixed(text);
  const show = (v: F.Fixed) => F.formatFixed(v);

  it('MARGINAL pays the amount above at the last rate', () => {
    // 150,000: 50,000 x 5% = 2,500 + 100,000 x 10% = 10,000 -> 12,500.
    expect(show(marginal(closed, x('150000')))).toBe('12500');
    expect(show(marginal(closed, x('100000')))).toBe('7500'); // exactly the top: 2,500 + 5,000
    // A deal of 10,000 on top of 120,000: all above the top, at 10% -> 1,000.
    expect(show(marginal(closed, x('10000'), x('120000')))).toBe('1000');
    expect(show(marginal(closed, x('-10000'), x('130000')))).toBe('-1000'); // a credit note unwinds
  });
  it('STEP_RATE gives the last rate above', () => {
    expect(show(stepRate(closed, x('100000')))).toBe('0.1');
    expect(show(stepRate(closed, x('250000')))).toBe('0.1');
    expect(show(stepRate(closed, x('49999.99')))).toBe('0.05');
  });
  it('FLAT pays the whole amount at the last rate above', () => {
    expect(show(flat(closed, x('150000')))).toBe('15000'); // 150,000 x 10%
    expect(show(flat(closed, x('40000')))).toBe('2000'); // 40,000 x 5%
  });
  it('BLENDED_RATE is MARGINAL / x above', () => {
    expect(show(blendedRate(closed, x('150000')))).toBe('0.083333'); // 12,500 / 150,000
    expect(show(blendedRate(closed, x('100000')))).toBe('0.075'); // 7,500 / 100,000
  });
  it('every tier function gives the same as the open table, and 0 below the first tier', () => {
    for (const amount of ['0', '25000', '50000', '99999.5', '100000', '100000.01', '1000000']) {
      expect(marginal(closed, x(amount))).toBe(marginal(open, x(amount)));
      expect(stepRate(closed, x(amount))).toBe(stepRate(open, x(amount)));
      expect(flat(closed, x(amount))).toBe(flat(open, x(amount)));
      expect(blendedRate(closed, x(amount))).toBe(blendedRate(open, x(amount)));
    }
    const fromTen = tiers(F.fixed('100000'), F.fixed('10000'));
    expect([marginal(fromTen, x('5000')), stepRate(fromTen, x('5000')), flat(fromTen, x('5000'))]).toEqual([
      0, 0, 0,
    ]);
    expect(show(marginal(fromTen, x('20000')))).toBe('500'); // only 10,000..20,000 at 5%
  });
  it('reads a closed last tier so in a plan file, through every function', () => {
    const { get } = run(
      `${DEALS_HEADER}
plan: { name: Closed tiers, frequency: month }
filters:
  wonDeals: { model: deal, period: closeDate, user: ownerId }
rateTables:
  closed: { tiers: [{ from: 0, to: 50000, rate: 5% }, { from: 50000, to: 100000, rate: 10% }] }
variables:
  bookings: { format: currency, formula: "SUM(wonDeals, amount)" }
rules:
  marginalPay: { type: PAYOUT, formula: "MARGINAL(closed, bookings)" }
  stepRate: { type: NON_PAYOUT, format: percent, formula: "STEP_RATE(closed, bookings)" }
  flatPay: { type: NON_PAYOUT, format: currency, formula: "FLAT(closed, bookings)" }
  blended: { type: NON_PAYOUT, format: percent, formula: "BLENDED_RATE(closed, bookings)" }
`,
      baseInput({ users: [{ id: 'rep' }], records: { deal: [deal('1', 'rep', '150000', '2025-01-05')] } }),
    );
    const st = get('rep', '2025-01');
    expect(['marginalPay', 'stepRate', 'flatPay', 'blended'].map((r) => rule(st, r).value)).toEqual([
      '12500',
      '0.1',
      '15000',
      '0.083333',
    ]);
  });
});

describe('several plans, and a user on more than one at a time', () => {
  const aePlan = `${DEALS_HEADER}
plan: { id: ae, name: Account executives, frequency: month }
filters:
  wonDeals: { model: deal, period: closeDate, user: ownerId }
parameters:
  rate: { format: percent, default: 10% }
variables:
  bookings: { format: currency, formula: "SUM(wonDeals, amount)", display: true }
rules:
  commission: { type: PAYOUT, formula: "bookings * rate" }
  held: { type: HOLD_AND_RELEASE, table: wonDeals, formula: "amount * 1%", release: { installments: 2 } }
`;
  // Same names, other meanings: each plan is compiled on its own.
  const spiffPlan = `${DEALS_HEADER}
plan: { id: spiff, name: Big deal SPIFF, frequency: month }
filters:
  wonDeals: { model: deal, period: closeDate, user: ownerId, where: [{ field: amount, operator: GREATER_OR_EQUAL, value: 10000 }] }
parameters:
  rate: { format: currency, default: 100 }
variables:
  bookings: { format: number, formula: "COUNT(wonDeals)", display: true }
rules:
  commission: { type: PAYOUT, formula: "bookings * rate" }
`;
  const company = baseInput({
    users: [{ id: 'ana' }, { id: 'bob' }, { id: 'carl' }],
    periods: ['2025-01', '2025-02', '2025-03'],
    records: {
      deal: [
        deal('A1', 'ana', '20000', '2025-01-10'),
        deal('A2', 'ana', '5000', '2025-02-10'),
        deal('A3', 'ana', '12000', '2025-03-10'),
        deal('B1', 'bob', '15000', '2025-01-20'),
        deal('B2', 'bob', '15000', '2025-03-20'),
        deal('C1', 'carl', '30000', '2025-02-20'),
      ],
    },
  });
  const assignments = {
    ae: [
      { userId: 'ana', parameters: { rate: '12%' } },
      { userId: 'bob', effectiveUntil: '2025-02-14' },
    ],
    spiff: [
      { userId: 'ana', parameters: { rate: 250 } },
      { userId: 'carl', effectiveAsOf: '2025-02-01' },
    ],
  };

  it('calculates each plan on its own, with one statement per user, plan and period', () => {
    const snapshot = JSON.stringify(company);
    const ae = calculate(compilePlan(parsePlan(aePlan)), { ...company, planAssignments: assignments.ae });
    const spiff = calculate(compilePlan(parsePlan(spiffPlan)), {
      ...company,
      planAssignments: assignments.spiff,
    });
    expect(JSON.stringify(company)).toBe(snapshot); // one input serves every plan
    const ids = (calc: typeof ae) =>
      calc.statements.map((s) => statementToJson(s)).map((s) => `${s.planId}:${s.id}`);
    expect(ids(ae)).toEqual([
      'ae:ana@2025-01',
      'ae:bob@2025-01',
      'ae:ana@2025-02',
      'ae:bob@2025-02', // assigned until Feb 14
      'ae:ana@2025-03',
    ]);
    expect(ids(spiff)).toEqual([
      'spiff:ana@2025-01',
      'spiff:ana@2025-02',
      'spiff:carl@2025-02',
      'spiff:ana@2025-03',
      'spiff:carl@2025-03',
    ]);
    const total = (calc: typeof ae, user: string, period: string) =>
      statementToJson(calc.statement(user, period)!).total;
    // Ana, January, on both plans. AE: 20,000 x 12% = 2,400 + the first half of the 1% held
    // (200 / 2 = 100) = 2,500. SPIFF: one deal of at least 10,000 x 250 = 250.
    expect([total(ae, 'ana', '2025-01'), total(spiff, 'ana', '2025-01')]).toEqual(['2500', '250']);
    // February. AE: 5,000 x 12% = 600 + January's second half 100 + February's first 25 = 725.
    // SPIFF: no deal of 10,000 or more -> 0.
    expect([total(ae, 'ana', '2025-02'), total(spiff, 'ana', '2025-02')]).toEqual(['725', '0']);
    // Each plan's own "bookings": an amount on one, a count on the other.
    expect(kpi(statementToJson(ae.statement('ana', '2025-03')!), 'bookings')).toBe('12000');
    expect(kpi(statementToJson(spiff.statement('ana', '2025-03')!), 'bookings')).toBe('1');
    // Carl is only on the SPIFF plan (default rate 100): one deal in February.
    expect(total(spiff, 'carl', '2025-02')).toBe('100');
    expect(ae.statement('carl', '2025-02')).toBeUndefined();
  });
});
