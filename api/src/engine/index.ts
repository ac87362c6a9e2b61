/**
 * The commission engine: a pure module (no I/O, no database, no HTTP).
 *
 *   const plan = compilePlan(parsePlan(yamlText));   // once per calculation
 *   const calc = calculate(plan, input);               // every (user, period) statement
 *   calc.statements.map((s) => statementToJson(s));    // what a statement shows
 *   recalculate(calc, { records: [...] });             // only the affected statements
 *   forecast(plan, input, { records: {...} });         // actual vs forecast per rule
 *
 * The plan format is documented in docs/plan-format.md, the formula language in docs/formulas.md.
 */
import type { Calculation, Changes } from './calc/calculate.js';

export { parsePlan, PlanValidationError, MACHINE_NAME, type PlanIssue } from './plan/parse-plan.js';
export {
  compilePlan,
  PlanCompileError,
  type CompiledPlan,
  type CompileOptions,
} from './plan/compile-plan.js';
export * from './plan/types.js';
export { parseFormula, FormulaSyntaxError } from './formula/parser.js';
export { FormulaError } from './formula/compiler.js';
export { FUNCTION_NAMES } from './formula/functions.js';
export { calculate, Calculation, type Changes, type RecordChange } from './calc/calculate.js';
export { forecast, type ForecastInput, type ForecastResult, type RuleComparison } from './calc/forecast.js';
export { statementToJson, type StatementJson } from './calc/serialize.js';
export type { StatementRun } from './calc/statement.js';
export type { StatementPayments, PaymentLine } from './calc/payments.js';
export * from './calc/errors.js';
export type * from './calc/input.js';
export * as money from './money/fixed.js';
export { parseCsv } from './data/csv.js';

/** Applies changes to a finished calculation and recomputes only what they affect (in place). */
export function recalculate(calc: Calculation, changes: Changes): string[] {
  return calc.recalculate(changes);
}
