import { calculate, compilePlan, forecast, statementToJson } from '@accrue/engine';
import type { Context } from '../../platform/context.js';
import { Forbidden, Invalid, NotFound } from '../../platform/errors.js';
import * as company from '../company/index.js';
import * as people from '../people/index.js';
import * as plans from '../plans/index.js';
import { reportingFormulaErrors } from './calculation/compute.js';
import { loadCalculation } from './calculation/load-input.js';
import { withPeopleNames, type NamedDataset } from './dataset-people.js';
import { firstOfYear, PERIOD_PATTERN, periodRange } from './calculation/periods.js';
import type { StatementDetail, StatementPeriod, StatementUserRef } from './types.js';

/**
 * The rule designer's live preview (issue #12 point 4): one rule of a draft plan file calculated
 * for one user and period on the company's data, the way a calculation job would (the same loading
 * and engine), storing nothing. Only the user's own assignment is given to the engine, so it
 * computes their statements alone: a preview costs one payee, not the plan. With `forecast`, the
 * figure is the rule's forecast (the forecast designer's preview).
 */

export const PREVIEW_MESSAGES = {
  planNotFound: 'Plan not found.',
  planOutOfScope: 'You may not design this plan.',
  userNotFound: 'User not found.',
  userOutOfReach: 'You may not see the figures of this user.',
  noRule: (name: string) => `No rule "${name}" in this plan.`,
  periodOfFrequency: (frequency: string) => `This period is not a ${frequency} period of the plan.`,
  notOnPlan: 'This user is not on the plan in this period.',
  noForecasting: 'This plan does not forecast: turn forecasting on first.',
} as const;

export interface PreviewRequest {
  definition: string;
  ruleId: string;
  userId: number;
  periodId: string;
  /** The forecast figure (the draft with its forecast formulas) instead of the actual one. */
  forecast?: boolean;
}

export interface RulePreview {
  rule: StatementDetail['rules'][number];
  user: StatementUserRef;
  period: StatementPeriod;
  currency: string;
  kpis: StatementDetail['kpis'];
  dataset: NamedDataset | null;
  errors: StatementDetail['errors'];
  durationMs: number;
}

/** POST /plans/{planId}/preview. */
export async function previewRule(
  context: Context,
  planId: number,
  input: PreviewRequest,
): Promise<RulePreview> {
  const started = performance.now();
  const tenant = context.tenant;
  const plan = await plans.findPlan(tenant, planId);
  if (!plan) throw new NotFound(PREVIEW_MESSAGES.planNotFound);
  if (!context.reach.planIds('VIEW_RULE_DESIGNER', [planId]).includes(planId))
    throw new Forbidden(PREVIEW_MESSAGES.planOutOfScope);
  const [user] = await people.usersByIds(tenant, [input.userId]);
  if (!user) throw new NotFound(PREVIEW_MESSAGES.userNotFound);
  if (!(await context.reach.canReachUser('VIEW_STATEMENTS', user.id)))
    throw new Forbidden(PREVIEW_MESSAGES.userOutOfReach);

  // The draft's own structure first (its rules and frequency), every problem on its path.
  const draft = plans.readPlanDefinition(input.definition);
  const rule = draft.rules[input.ruleId];
  if (!rule) throw new Invalid([{ field: 'ruleId', message: PREVIEW_MESSAGES.noRule(input.ruleId) }]);
  const frequency = draft.plan.frequency;
  if (!PERIOD_PATTERN[frequency].test(input.periodId))
    throw new Invalid([{ field: 'periodId', message: PREVIEW_MESSAGES.periodOfFrequency(frequency) }]);

  // From the fiscal year's first period: year-to-date windows and amounts held earlier shape the figure.
  const { customization } = await company.readCompany(context);
  const periods = periodRange(
    frequency,
    firstOfYear(frequency, input.periodId, customization.fiscalYearStartMonth),
    input.periodId,
  );
  const loaded = await loadCalculation(tenant, { ...plan, definition: input.definition }, periods);
  const engineUser = loaded.ids.user(user.id);
  if (input.forecast && !draft.plan.forecasting.enabled)
    throw new Invalid([{ field: 'forecast', message: PREVIEW_MESSAGES.noForecasting }]);
  const payee = {
    ...loaded.input,
    planAssignments: (loaded.input.planAssignments ?? []).filter((a) => a.userId === engineUser),
  };
  const calc = reportingFormulaErrors(() =>
    input.forecast
      ? forecast(loaded.definition, payee, { records: {} }).forecast
      : calculate(compilePlan(loaded.definition), payee),
  );
  const run = calc.statement(engineUser, input.periodId);
  if (!run) throw new Invalid([{ field: 'userId', message: PREVIEW_MESSAGES.notOnPlan }]);
  const json = statementToJson(run, { values: true });
  const figure = json.rules.find((candidate) => candidate.name === input.ruleId)!;
  return {
    rule: figure,
    user: { id: user.id, firstName: user.firstName, lastName: user.lastName, fullName: user.fullName },
    period: { id: json.period.id, startDate: json.period.startDate, endDate: json.period.endDate },
    currency: loaded.currency,
    kpis: json.kpis,
    dataset:
      (await withPeopleNames(tenant, draft, json.datasets)).find((d) => d.table === rule.table) ?? null,
    errors: json.errors,
    durationMs: Math.round(performance.now() - started),
  };
}
