import type { PlanDefinition } from '@accrue/engine';
import type { Tenant } from '../../platform/db/tenancy.js';
import { enqueue, type JobHandler } from '../../platform/jobs/index.js';
import * as company from '../company/index.js';
import * as people from '../people/index.js';
import * as plans from '../plans/index.js';
import { describePlan, formatNumber, money, percent, type Formatting, type PlanView } from './describe.js';
import * as repository from './repository.js';
import type { AgreementRecord } from './repository.js';
import { renderDocument, type DocumentView } from './template.js';
import type { DocumentContent } from './types.js';

/**
 * Generating documents: one person's view of the plan (the plan file as it is now, in plain
 * language, and their quotas in force during the agreement's year) rendered through a template.
 * Finalizing and regenerating enqueue a job; the worker generates every assignment awaiting it.
 */

export const GENERATION_JOB = 'planAgreementGeneration';
const LOCALE = 'en-GB';

/** What every document of one agreement shares: the company, the plan in words, its quotas. */
export interface GenerationContext {
  companyName: string;
  formatting: Formatting;
  plan: PlanView;
  definition: PlanDefinition;
  quotas: people.Quota[];
  values: people.QuotaValue[];
  assignments: plans.PlanAssignment[];
}

export async function generationContext(
  tenant: Tenant,
  agreement: AgreementRecord,
): Promise<GenerationContext> {
  const [owner, plan] = await Promise.all([
    company.companyById(tenant.db, tenant.companyId),
    plans.findPlan(tenant, agreement.planId),
  ]);
  const definition = plan ? plans.parsedDefinition(plan.definition) : null;
  if (!owner || !plan || !definition) throw new Error(`The plan ${agreement.planId} cannot be read.`);
  const formatting = { currency: owner.currency, locale: LOCALE };
  const quotas = await people.findQuotas(tenant, Object.keys(definition.quotas));
  return {
    companyName: owner.name,
    formatting,
    plan: describePlan(definition, formatting),
    definition,
    quotas,
    values: await people.quotaValuesOf(
      tenant,
      quotas.map((quota) => quota.id),
    ),
    assignments: await plans.planAssignmentsOf(tenant, plan.id),
  };
}

/** A parameter's value as the file spells it ("1500", "8%"), written for reading. */
function parameterText(raw: string, format: string, formatting: Formatting): string {
  const numeric = /^-?\d+(\.\d+)?$/.test(raw);
  if (format === 'currency' && numeric) return money(raw, formatting);
  if (format === 'percent' && numeric) return percent(raw, formatting);
  if ((format === 'number' || format === 'percent') && /^-?\d+(\.\d+)?%?$/.test(raw))
    return raw.endsWith('%')
      ? `${formatNumber(raw.slice(0, -1), formatting)} %`
      : formatNumber(raw, formatting);
  if (format === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(raw)) return dateWords(raw);
  return raw;
}

/**
 * A person's parameters as the agreement states them: each parameter the plan declares, with the
 * value of their assignment in force at the year's end (or the latest one in the year), else the
 * plan's default.
 */
function parametersOf(shared: GenerationContext, userId: number, year: number): DocumentView['parameters'] {
  const end = `${year}-12-31`;
  const start = `${year}-01-01`;
  const during = shared.assignments
    .filter(
      (a) =>
        a.userId === userId &&
        a.effectiveAsOf <= end &&
        (a.effectiveUntil === null || a.effectiveUntil >= start),
    )
    .sort((a, b) => b.effectiveAsOf.localeCompare(a.effectiveAsOf));
  const inForce = during.find((a) => a.effectiveUntil === null || a.effectiveUntil >= end) ?? during[0];
  return Object.entries(shared.definition.parameters ?? {}).flatMap(([name, def]) => {
    const given = inForce?.parameters[name];
    const raw = given ?? def.default;
    if (raw === undefined) return [];
    const value = parameterText(raw, def.format, shared.formatting);
    return [{ label: def.label, value: given === undefined ? `${value} (the plan's default)` : value }];
  });
}

const dateWords = (iso: string) =>
  new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso.slice(0, 10)}T00:00:00Z`),
  );

/**
 * A person's quotas as the agreement states them: each user quota of the plan with the values in
 * force during the year (the one in force on 1 January, then each change), worded with its format.
 */
function quotasOf(shared: GenerationContext, userId: number, year: number): DocumentView['quotas'] {
  const start = `${year}-01-01`;
  const end = `${year}-12-31`;
  return shared.quotas
    .filter((quota) => quota.type === 'user')
    .flatMap((quota) => {
      const own = shared.values
        .filter((value) => value.quotaId === quota.id && value.userId === userId && value.date <= end)
        .sort((a, b) => a.date.localeCompare(b.date));
      const inForce = own.filter((value) => value.date > start);
      const opening = own.filter((value) => value.date <= start).at(-1);
      const values = [...(opening ? [opening] : []), ...inForce];
      if (!values.length) return [];
      const label = shared.definition.quotas[quota.machineName]?.label ?? quota.name;
      const worded = values.map((value) => {
        const amount =
          quota.format === 'currency'
            ? money(value.value, shared.formatting)
            : quota.format === 'percent'
              ? percent(value.value, shared.formatting)
              : formatNumber(value.value, shared.formatting);
        return `${amount} ${value === opening ? `from ${dateWords(start)}` : `from ${dateWords(value.date)}`}`;
      });
      return [{ label, values: `${worded.join(', then ')} (per ${quota.frequency})` }];
    });
}

export function documentFor(
  shared: GenerationContext,
  agreement: Pick<AgreementRecord, 'name' | 'year'>,
  user: people.User,
  template: string,
  today: Date,
): DocumentContent {
  const { rules, tables, rateTables, ...plan } = shared.plan;
  const quotas = quotasOf(shared, user.id, agreement.year);
  const parameters = parametersOf(shared, user.id, agreement.year);
  return renderDocument(
    template,
    {
      company: { name: shared.companyName },
      agreement: { name: agreement.name, year: agreement.year },
      user: {
        fullName: user.fullName,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
      },
      plan,
      rules,
      tables,
      rateTables,
      quotas,
      parameters,
      hasTables: tables.length > 0,
      hasTargets: quotas.length + parameters.length > 0,
      today: dateWords(today.toISOString()),
    },
    `${agreement.name} — ${user.fullName}`,
  );
}

interface GenerationPayload {
  planAgreementId: number;
}

export async function enqueueGeneration(tenant: Tenant, planAgreementId: number, createdBy: number | null) {
  await enqueue<GenerationPayload>(tenant, {
    kind: GENERATION_JOB,
    payload: { planAgreementId },
    pendingKey: `planAgreement:${planAgreementId}`,
    createdBy,
  });
}

/**
 * Generates every assignment of the agreement awaiting it, from the template's copy. A person's
 * failure is theirs alone (ERROR, GENERATION_ERROR, with what went wrong); the agreement then
 * carries DOCS_GENERATION_ERROR until a regeneration succeeds. `between` runs after each document
 * (the job's stop check and progress); `clock` dates the documents. Answers how many were generated.
 */
export async function generateAwaiting(
  tenant: Tenant,
  planAgreementId: number,
  between: (done: number, total: number) => Promise<void> = async () => {},
  clock: () => Date = () => new Date(),
): Promise<number> {
  const agreement = await repository.findAgreement(tenant, planAgreementId);
  if (!agreement || agreement.status !== 'FINALIZED' || agreement.templateCopy === null) return 0;
  const template = agreement.templateCopy;
  const waiting = (await repository.assignmentsOf(tenant, [agreement.id])).filter(
    (assignment) => assignment.status === 'AGREEMENT_TO_GENERATE',
  );
  const users = new Map(
    (
      await people.usersByIds(
        tenant,
        waiting.map((assignment) => assignment.userId),
      )
    ).map((user) => [user.id, user]),
  );
  let shared: GenerationContext | Error;
  try {
    shared = await generationContext(tenant, agreement);
  } catch (error) {
    shared = error instanceof Error ? error : new Error(String(error));
  }
  let done = 0;
  for (const assignment of waiting) {
    const user = users.get(assignment.userId);
    const now = clock();
    let outcome: { document: DocumentContent } | { error: string };
    try {
      if (shared instanceof Error) throw shared;
      if (!user) throw new Error('This person no longer exists.');
      outcome = { document: documentFor(shared, agreement, user, template, now) };
    } catch (error) {
      outcome = { error: error instanceof Error ? error.message : String(error) };
    }
    await repository.storeGenerated(tenant, agreement.id, assignment.id, outcome, now);
    done++;
    await between(done, waiting.length);
  }
  const failed = (await repository.assignmentsOf(tenant, [agreement.id])).some(
    (assignment) => assignment.status === 'ERROR',
  );
  await repository.touchAgreement(tenant, agreement.id, { error: failed ? 'DOCS_GENERATION_ERROR' : null });
  return done;
}

export const generationJobHandler: JobHandler<GenerationPayload> = {
  kind: GENERATION_JOB,
  async run(run) {
    const generated = await generateAwaiting(
      run.tenant,
      run.job.payload.planAgreementId,
      async (done, total) => {
        run.throwIfStopping();
        if (done % 50 === 0 || done === total) await run.progress({ done, total });
      },
    );
    return { result: { generated } };
  },
};
