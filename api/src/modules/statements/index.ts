/**
 * The statements module (doc 2: statements per user, plan and period, reviews, adjustments,
 * payments, forecasts). For now: the seam between the database and the commission engine
 * (`calculation/`: load a plan and its data into the engine's input, turn its statements into
 * rows) and reading the stored statements. Other modules reach statements only through this file.
 */
export { calculatePlan, listStatements, type CalculationContext } from './service.js';
export { statementRoutes } from './routes.js';
export type { CalculationSummary, Statement } from './types.js';
export {
  enqueueNightlyCalculation,
  listOngoingCalculations,
  startCalculation,
  type Calculation,
} from './calculations.js';
export { CALCULATION_JOB, calculationJobHandler } from './calculation/job.js';
export { nightlyCalculationSchedule } from './calculation/nightly.js';
export { currentAndPreviousPeriods } from './calculation/periods.js';
export { CalculationEvents } from './calculation-events.js';
export { attachSeededEdits, seedStatementEdits } from './adjustments-seed.js';
export { seedDemoReviews } from './reviews-seed.js';
export { statementInReach, statementsReach, type StatementSubject } from './reading.js';
