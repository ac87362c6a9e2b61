/**
 * The commission engine: a pure module (no I/O, no database, no HTTP) and browser-safe: nothing it
 * reaches imports a Node built-in (src/architecture.test.ts checks it), so the plan designer
 * compiles and checks formulas in the browser with the very code that calculates. Reading bundles
 * from disk, CSV parsing, the CLI and the benchmark live in `@accrue/engine/node` (src/node/).
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
export {
  dependenciesOf,
  formulaReferences,
  type Dependency,
  type DependencyKind,
} from './plan/dependencies.js';
export { parseFormula, FormulaSyntaxError } from './formula/parser.js';
export { FormulaError } from './formula/compiler.js';
export { FUNCTIONS, FUNCTION_NAMES, type FunctionInfo } from './formula/functions/registry.js';
export {
  formatSignature,
  type Arity,
  type Param,
  type ParamType,
  type ReturnType,
  type Signature,
} from './formula/functions/types.js';
export { calculate, Calculation, type Changes, type RecordChange } from './calc/calculate.js';
export { forecast, type ForecastInput, type ForecastResult, type RuleComparison } from './calc/forecast.js';
export { statementToJson, type StatementJson } from './calc/serialize.js';
export type { StatementRun } from './calc/statement.js';
export type { StatementPayments, PaymentLine, ForfeitLine } from './calc/payments.js';
export * from './core/errors.js';
export type * from './calc/input.js';
export { parameterProblem } from './calc/parameters.js';
export * as money from './core/money.js';

/** Applies changes to a finished calculation and recomputes only what they affect (in place). */
export function recalculate(calc: Calculation, changes: Changes): string[] {
  return calc.recalculate(changes);
}
