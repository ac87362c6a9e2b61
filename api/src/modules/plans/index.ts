/**
 * The plans module: compensation plans (their definitions in the engine's plan format) and who is
 * assigned to them (doc 2). The reach rule reads assignments for scoped admins; the calculation
 * (statements module) reads plans and assignments. The plan designer's routes come later.
 */
export {
  assignUserToPlan,
  createPlan,
  definitionAt,
  findPlan,
  hasForecastedPlans,
  hasForecasting,
  listPlans,
  parsedDefinition,
  planAssignmentsOf,
  planAssignmentsOfUser,
  plansDeclaring,
  readPlanDefinition,
  userIdsAssignedDuring,
  userIdsAssignedTo,
} from './service.js';
export { planRoutes } from './routes.js';
export type { Plan, PlanAssignment, PlanFrequency, PlanVersion } from './types.js';
