import { dependenciesOf, parsePlan, type PlanDefinition, type StatementJson } from '@accrue/engine';
import type { components } from '@accrue/sdk/schema';
import type { Context } from '../../platform/context.js';
import { NotFound } from '../../platform/errors.js';
import * as data from '../data/index.js';
import * as plans from '../plans/index.js';
import { rowsMatching } from './dataset-rows.js';
import { reachableStatement } from './reading.js';
import { statementVersionsTable } from './tables.js';

export type RuleExplanation = components['schemas']['RuleExplanation'];
export type KpiExplanation = components['schemas']['KpiExplanation'];
type ExplanationStep = components['schemas']['ExplanationStep'];
type ExplainedRecords = components['schemas']['ExplainedRecords'];
type JsonValue = ExplanationStep['value'];

export const EXPLANATION_MESSAGES = {
  ruleNotFound: 'This statement has no such rule.',
  kpiNotFound: 'This statement has no such KPI.',
} as const;

/** The most steps an explanation lists (a plan's whole dependency tree, at most). */
const MAX_STEPS = 200;

/** A rule's line per record (its amount on each). */
type RuleLines = NonNullable<StatementJson['rules'][number]['lines']>;

interface RecordsQuery {
  page: number;
  limit: number;
  search?: string;
}

/**
 * GET /statements/{id}/rules/{ruleId}/explanation: the rule's formula and what it reads, with the
 * values the calculation used (the statement's own `values`), read against the plan version the
 * statement was calculated with; then a page of the records of the table it reads, each with its
 * amount on the rule and where it came from.
 */
export async function explainRule(
  context: Context,
  statementId: number,
  ruleId: string,
  query: RecordsQuery,
): Promise<RuleExplanation> {
  const { statement, plan } = await reachableStatement(context, statementId, 'VIEW_STATEMENTS');
  const rule = (statement.content.rules ?? []).find((candidate) => candidate.name === ruleId);
  if (!rule) throw new NotFound(EXPLANATION_MESSAGES.ruleNotFound);
  const explained = await explainFigure(context, statement, plan.id, ruleId, rule.lines ?? [], query);
  return {
    statementId,
    rule: {
      name: rule.name,
      label: rule.label,
      type: rule.type,
      category: rule.category,
      format: rule.format,
      value: rule.value,
    },
    ...explained,
  };
}

/**
 * GET /statements/{id}/kpis/{kpiId}/explanation: a KPI the statement shows, explained as a rule is
 * (a KPI is a variable or a rule of the plan); its records have no amounts.
 */
export async function explainKpi(
  context: Context,
  statementId: number,
  kpiId: string,
  query: RecordsQuery,
): Promise<KpiExplanation> {
  const { statement, plan } = await reachableStatement(context, statementId, 'VIEW_STATEMENTS');
  const kpi = (statement.content.kpis ?? []).find((candidate) => candidate.name === kpiId);
  if (!kpi) throw new NotFound(EXPLANATION_MESSAGES.kpiNotFound);
  const explained = await explainFigure(context, statement, plan.id, kpiId, [], query);
  return {
    statementId,
    kpi: { name: kpi.name, label: kpi.label, format: kpi.format, value: kpi.value },
    ...explained,
  };
}

/** What a figure (a rule or a KPI) reads, in turn, and the records of the table it reads. */
async function explainFigure(
  context: Context,
  statement: { id: number; content: StatementJson },
  planId: number,
  name: string,
  lines: RuleLines,
  query: RecordsQuery,
) {
  const content = statement.content;
  const planVersion = await planVersionOf(context, statement.id);
  const text = await plans.definitionAt(context.tenant, planId, planVersion);
  const definition = text === null ? null : parsePlan(text);
  const steps = definition ? dependenciesOf(definition, name).slice(0, MAX_STEPS) : [];
  return {
    planVersion,
    steps: steps.map((step) => ({
      name: step.name,
      kind: step.kind,
      label: step.label,
      format: step.format,
      formula: step.formula,
      value: valueOf(content, step.name, step.kind),
      reads: step.reads,
      table: step.table,
      rateTable: step.kind === 'RATE_TABLE' && definition ? rateTableRows(definition, step.name) : null,
    })),
    records: definition ? await recordsOf(context, content, definition, lines, steps, query) : null,
  };
}

async function planVersionOf(context: Context, statementId: number): Promise<number | null> {
  const [latest] = await context.tenant.findAll(statementVersionsTable, {
    where: { statementId },
    attributes: ['planVersion'],
    order: [['version', 'DESC']],
    limit: 1,
  });
  return latest?.planVersion === null || latest?.planVersion === undefined
    ? null
    : Number(latest.planVersion);
}

/** What the calculation used for a statement-level name (per-record ones are on the records). */
function valueOf(content: StatementJson, name: string, kind: ExplanationStep['kind']): JsonValue {
  if (kind === 'FIELD' || kind === 'RECORD_FIELD' || kind === 'RATE_TABLE') return null;
  if (kind === 'TABLE') {
    const rows = content.datasets?.find((dataset) => dataset.table === name)?.rows.length;
    return rows === undefined ? null : { rows };
  }
  const stored = content.values?.[name];
  if (stored !== undefined) return stored;
  // Statements calculated before they kept every value: the KPIs and rules they show.
  return (
    content.kpis?.find((kpi) => kpi.name === name)?.value ??
    content.rules?.find((rule) => rule.name === name)?.value ??
    null
  );
}

function rateTableRows(definition: PlanDefinition, name: string): ExplanationStep['rateTable'] {
  const table = definition.rateTables[name];
  if (!table) return null;
  return table.kind === 'tiers'
    ? { kind: 'tiers', rows: table.tiers.map((tier) => ({ from: tier.from, to: tier.to, rate: tier.rate })) }
    : { kind: 'points', rows: table.points.map((point) => ({ x: point.x, y: point.y })) };
}

/**
 * The records of the figure's table (a row-level rule's own, else the first table it reads), as
 * the statement's dataset shows them, with each one's line on the rule (`lines`) and its source.
 */
async function recordsOf(
  context: Context,
  content: StatementJson,
  definition: PlanDefinition,
  lines: RuleLines,
  steps: readonly { kind: string; name: string; table: string | null }[],
  query: RecordsQuery,
): Promise<ExplainedRecords | null> {
  const tableName = steps[0]?.table ?? steps.find((step) => step.kind === 'TABLE')?.name ?? null;
  const filter = tableName ? definition.filters[tableName] : undefined;
  const dataset = content.datasets?.find((candidate) => candidate.table === tableName);
  if (!tableName || !filter || !dataset) return null;
  const lineOf = new Map(lines.map((line) => [line.recordKey, line.value]));
  const matching = rowsMatching(dataset.rows, query.search);
  const page = matching.slice(query.page * query.limit, (query.page + 1) * query.limit);
  const sources = await data.recordSources(
    context.tenant,
    filter.model,
    page.map((row) => row.key),
  );
  return {
    table: tableName,
    label: dataset.label,
    keyField: definition.models[filter.model]?.key ?? 'id',
    columns: dataset.columns.map((column) => ({
      name: column.name,
      label: column.label,
      format: column.format,
    })),
    items: page.map((row) => ({
      key: row.key,
      amount: lineOf.get(row.key) ?? null,
      values: row.values,
      source: sources.get(row.key) ?? null,
    })),
    totalItems: matching.length,
  };
}
