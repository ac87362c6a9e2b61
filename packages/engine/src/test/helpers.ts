/** Test helpers: run a plan over a small input and read statements by user and period. */
import {
  calculate,
  compilePlan,
  parsePlan,
  statementToJson,
  type CalculationInput,
  type StatementJson,
} from '../index.js';
import type { Calculation } from '../calc/calculate.js';

export function baseInput(partial: Partial<CalculationInput>): CalculationInput {
  return {
    company: { currency: 'EUR', precision: 2 },
    users: [],
    records: {},
    periods: ['2025-01'],
    ...partial,
  };
}

export function run(
  planYaml: string,
  input: CalculationInput,
): { calc: Calculation; get: (user: string, period: string) => StatementJson } {
  const calc = calculate(compilePlan(parsePlan(planYaml)), input);
  const get = (user: string, period: string) => {
    const st = calc.statement(user, period);
    if (!st) throw new Error(`no statement for ${user} in ${period}`);
    return statementToJson(st);
  };
  return { calc, get };
}

export function rule(st: StatementJson, name: string) {
  const r = st.rules.find((x) => x.name === name);
  if (!r) throw new Error(`no rule ${name}`);
  return r;
}

export function kpi(st: StatementJson, name: string) {
  const k = st.kpis.find((x) => x.name === name);
  if (!k) throw new Error(`no kpi ${name}`);
  return k.value;
}

/** A deal model and a won-deals filter most examples share. */
export const DEALS_HEADER = `
version: 1
models:
  deal:
    key: id
    fields:
      id: text
      ownerId: text
      coOwnerId: text
      amount: currency
      currency: text
      closeDate: date
      cancelDate: date
      invoicePaidDate: date
      splitShare: percent
      stage: text
`;
