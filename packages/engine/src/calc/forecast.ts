/**
 * Forecasts: the plan evaluated with its forecast formulas (plan.forecasting.formulas) over the
 * actual records plus forecasted ones (pipeline deals, say), next to the actual calculation, so
 * that the comparison view can show Actual, Forecast and Difference per rule.
 */
import * as F from '../core/money.js';
import { compilePlan } from '../plan/compile-plan.js';
import { parsePlan } from '../plan/parse-plan.js';
import type { PlanDefinition } from '../plan/types.js';
import { calculate, type Calculation } from './calculate.js';
import type { CalculationInput, CalculationOptions, RawRecord } from './input.js';

export interface ForecastInput {
  /** Forecasted rows per model; a row with the key of an actual row replaces it in the forecast. */
  records: Record<string, RawRecord[]>;
}

export interface RuleComparison {
  rule: string;
  actual: string;
  forecast: string;
  difference: string;
  /** True when the rule's forecast formula differs from the actual one (the view adds a note). */
  formulaDiffers: boolean;
  same: boolean;
}

export interface ForecastResult {
  actual: Calculation;
  forecast: Calculation;
  comparisons: {
    userId: string;
    periodId: string;
    rules: RuleComparison[];
    total: { actual: string; forecast: string; difference: string };
  }[];
}

export function forecast(
  plan: PlanDefinition | string | object,
  input: CalculationInput,
  forecastInput: ForecastInput,
  options: CalculationOptions = {},
): ForecastResult {
  const def = isPlan(plan) ? plan : parsePlan(plan);
  const actual = calculate(compilePlan(def), input, options);
  const records: CalculationInput['records'] = { ...input.records };
  for (const [model, rows] of Object.entries(forecastInput.records)) {
    const key = def.models[model]?.key;
    if (!key) throw new Error(`Unknown model "${model}" in the forecast records`);
    const merged = new Map((input.records[model] ?? []).map((r) => [String(r[key]), r]));
    for (const r of rows) merged.set(String(r[key]), r);
    records[model] = [...merged.values()];
  }
  const forecasted = calculate(compilePlan(def, { forecast: true }), { ...input, records }, options);
  const comparisons: ForecastResult['comparisons'] = [];
  for (const st of forecasted.statements) {
    const base = actual.statement(st.userId, st.period.id);
    const rules = st.plan.rules.map((r): RuleComparison => {
      const a = (base?.values[r.slot] ?? 0) as F.Fixed;
      const f = (st.values[r.slot] ?? 0) as F.Fixed;
      return {
        rule: r.name,
        actual: F.formatFixed(a),
        forecast: F.formatFixed(f),
        difference: F.formatFixed(F.sub(f, a)),
        formulaDiffers: def.plan.forecasting.formulas[r.name] !== undefined,
        same: a === f,
      };
    });
    const ta = base?.payments?.total ?? 0;
    const tf = st.payments?.total ?? 0;
    comparisons.push({
      userId: st.userId,
      periodId: st.period.id,
      rules,
      total: {
        actual: F.formatFixed(ta),
        forecast: F.formatFixed(tf),
        difference: F.formatFixed(F.sub(tf, ta)),
      },
    });
  }
  return { actual, forecast: forecasted, comparisons };
}

function isPlan(p: unknown): p is PlanDefinition {
  return typeof p === 'object' && p !== null && (p as PlanDefinition).version === 1 && 'rateTables' in p;
}
