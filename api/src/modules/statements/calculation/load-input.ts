import type { CalculationInput, PlanDefinition, QuotaValueInput } from '@accrue/engine';
import { parse as parseYaml } from 'yaml';
import type { Tenant } from '../../../platform/db/tenancy.js';
import { Invalid, NotFound, type FieldError } from '../../../platform/errors.js';
import * as company from '../../company/index.js';
import * as data from '../../data/index.js';
import * as people from '../../people/index.js';
import * as plans from '../../plans/index.js';
import { adjustmentInputs } from '../adjustments.js';
import { overwriteInputs } from '../overwrites.js';
import { rowEditInputs } from '../row-edits.js';
import { EngineIds } from './ids.js';

/** Everything one calculation of a plan reads, in the engine's terms. */
export interface LoadedCalculation {
  plan: plans.Plan;
  /** The plan's definition, completed with the company's record models and quotas. */
  definition: PlanDefinition;
  input: CalculationInput;
  ids: EngineIds;
  /** The company currency: every amount of the statements is in it. */
  currency: string;
  /** The record models the plan reads, by id (the machine name is the engine's model name). */
  models: Map<number, string>;
}

type RawDefinition = Record<string, unknown> & { models?: unknown; quotas?: unknown };

const namesIn = (section: unknown): string[] =>
  section && typeof section === 'object' && !Array.isArray(section) ? Object.keys(section) : [];

/** The tenant's plan, or NotFound (another company's plan is not found either). */
export async function findPlanToCalculate(tenant: Tenant, planId: number): Promise<plans.Plan> {
  const plan = await plans.findPlan(tenant, planId);
  if (!plan) throw new NotFound('Plan not found.');
  return plan;
}

/**
 * Loads a plan of the tenant and all it calculates on into the engine's input: the plan, its
 * assignments, every user, team and team assignment of the company (team scopes reach members
 * who are not on the plan), the values of the quotas the plan names, the records of the models
 * it names, and the currency rates. Every read goes through the owning module and the tenant.
 *
 * A plan's definition is a complete engine plan (it runs on its own with `npm run calc`), but the
 * company's data is the truth: each model and quota the plan declares is replaced by the
 * company's record model or quota of that machine name, and must exist. With `records: false`,
 * everything but the records (an incremental calculation reads only the changed ones).
 */
export async function loadCalculation(
  tenant: Tenant,
  plan: plans.Plan,
  periods: readonly string[],
  options: { records?: boolean } = {},
): Promise<LoadedCalculation> {
  const planId = plan.id;
  const raw = parseYaml(plan.definition) as RawDefinition;
  const modelNames = namesIn(raw.models);
  const quotaNames = namesIn(raw.quotas);

  const [found, models, quotas, users, teams, teamAssignments, planAssignments, rates] = await Promise.all([
    company.companyById(tenant.db, tenant.companyId),
    data.findRecordModels(tenant, modelNames),
    people.findQuotas(tenant, quotaNames),
    people.listCompanyUsers(tenant),
    people.listCompanyTeams(tenant),
    people.listCompanyTeamAssignments(tenant),
    plans.planAssignmentsOf(tenant, planId),
    data.listCurrencyRates(tenant),
  ]);
  if (!found) throw new NotFound('Company not found.');
  const missing: FieldError[] = [
    ...modelNames
      .filter((name) => !models.some((model) => model.machineName === name))
      .map((name) => ({ field: `definition.models.${name}`, message: `No record model "${name}".` })),
    ...quotaNames
      .filter((name) => !quotas.some((quota) => quota.machineName === name))
      .map((name) => ({ field: `definition.quotas.${name}`, message: `No quota "${name}".` })),
  ];
  if (missing.length) throw new Invalid(missing);

  const definition = plans.readPlanDefinition({
    ...raw,
    models: Object.fromEntries(models.map((model) => [model.machineName, modelDefinition(model)])),
    quotas: Object.fromEntries(quotas.map((quota) => [quota.machineName, quotaDefinition(quota)])),
  });

  const [records, quotaValues, adjustments, overwrites, rowEdits] = await Promise.all([
    options.records === false
      ? new Map(models.map((model) => [model.machineName, []]))
      : data.recordsOf(tenant, models),
    people.quotaValuesOf(
      tenant,
      quotas.map((quota) => quota.id),
    ),
    adjustmentInputs(tenant, planId, periods),
    overwriteInputs(tenant, planId, periods),
    rowEditInputs(tenant, planId, periods),
  ]);

  const ids = new EngineIds();
  const quotaName = new Map(quotas.map((quota) => [quota.id, quota]));
  const input: CalculationInput = {
    company: { currency: found.currency, precision: 2 },
    fiscalYearStartMonth: found.customization.fiscalYearStartMonth,
    users: users.map((user) => ({ id: ids.user(user.id), name: user.fullName, currency: user.currency })),
    teams: teams.map((team) => ({
      id: ids.team(team.id),
      name: team.name,
      parentId: team.parentTeamId === null ? null : ids.team(team.parentTeamId),
    })),
    teamAssignments: teamAssignments.map((assignment) => ({
      teamId: ids.team(assignment.teamId),
      userId: ids.user(assignment.userId),
      role: assignment.teamRole,
      effectiveAsOf: assignment.effectiveAsOf,
      effectiveUntil: assignment.effectiveUntil,
    })),
    planAssignments: planAssignments.map((assignment) => ({
      userId: ids.user(assignment.userId),
      effectiveAsOf: assignment.effectiveAsOf,
      effectiveUntil: assignment.effectiveUntil,
      parameters: assignment.parameters,
    })),
    records: Object.fromEntries(records),
    quotas: quotaValues.flatMap((value): QuotaValueInput[] => {
      const quota = quotaName.get(value.quotaId)!;
      const entry = { quota: quota.machineName, date: value.date, value: value.value };
      if (quota.type === 'user' && value.userId !== null)
        return [{ ...entry, userId: ids.user(value.userId) }];
      if (quota.type === 'team' && value.teamId !== null)
        return [{ ...entry, teamId: ids.team(value.teamId) }];
      // A plan quota's values are per plan: only this plan's count.
      if (quota.type === 'plan' && value.planId === planId) return [entry];
      return [];
    }),
    rates: rates.map((rate) => ({ currency: rate.currency, rate: rate.rate, date: rate.effectiveAsOf })),
    periods: [...periods],
    // Statement adjustments and overwrites (doc 2 §7): the engine adds and applies them.
    adjustments: adjustments.map((a) => ({ ...a, userId: ids.user(a.userId) })),
    overwrites: overwrites.map((o) => ({ ...o, userId: ids.user(o.userId) })),
    // Rows left out of or added to one statement's dataset by hand (row-edits.ts).
    rowEdits: rowEdits.map((e) => ({ ...e, userId: ids.user(e.userId) })),
  };
  return {
    plan,
    definition,
    input,
    ids,
    currency: found.currency,
    models: new Map(models.map((model) => [model.id, model.machineName])),
  };
}

function modelDefinition(model: data.RecordModel) {
  return {
    label: model.name,
    key: model.keyField,
    fields: Object.fromEntries(
      model.fields.map((field) => [field.identifier, { format: field.format, label: field.label }]),
    ),
  };
}

function quotaDefinition(quota: people.Quota) {
  return {
    label: quota.name,
    type: quota.type,
    frequency: quota.frequency,
    format: quota.format,
    required: quota.isQuotaRequired,
  };
}
