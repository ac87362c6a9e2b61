import { Decimal } from 'decimal.js';
import type {
  ConditionDef,
  FilterDef,
  Operator,
  PlanDefinition,
  RateTableDef,
  RuleDef,
} from '@accrue/engine';

/**
 * The plan in plain language, as the template's placeholders read it: each rule, table and rate
 * table of the executable plan file, worded from the definition itself, so that an agreement says
 * what the calculation does (issue #12 point 12). Formulas are shown with their tokens' labels.
 */

export interface Formatting {
  /** The company's currency (ISO 4217), for currency quotas and prizes. */
  currency: string;
  /** The locale numbers are written in. */
  locale: string;
}

export interface RuleView {
  label: string;
  category: string;
  kind: string;
  description: string;
  formula: string;
}

export interface TableView {
  label: string;
  records: string;
  conditions: string;
  credit: string;
}

export interface RateTableView {
  label: string;
  tiers: { from: string; to: string; rate: string }[];
  points: { x: string; y: string }[];
  isTiers: boolean;
}

export interface PlanView {
  name: string;
  frequency: string;
  period: string;
  categories: string;
  rules: RuleView[];
  tables: TableView[];
  rateTables: RateTableView[];
}

const PERIOD: Record<string, { adverb: string; noun: string }> = {
  month: { adverb: 'monthly', noun: 'month' },
  quarter: { adverb: 'quarterly', noun: 'quarter' },
  year: { adverb: 'yearly', noun: 'year' },
};

const KIND: Record<RuleDef['type'], string> = {
  PAYOUT: 'Payout',
  NON_PAYOUT: 'Measure (not paid)',
  LINE_PAYOUT: 'Payout per record',
  SPLIT: 'Split payout',
  HOLD_AND_RELEASE: 'Held payout',
  CHALLENGE: 'Challenge',
};

/** Each operator as a phrase, and negated (doc 2 §3 filter operators). */
const OPERATOR_WORDS: Record<Operator, [string, string]> = {
  EXISTS: ['is set', 'is empty'],
  EQUALS: ['is', 'is not'],
  GREATER_STRICT: ['is greater than', 'is not greater than'],
  LOWER_STRICT: ['is less than', 'is not less than'],
  GREATER_OR_EQUAL: ['is at least', 'is less than'],
  LOWER_OR_EQUAL: ['is at most', 'is greater than'],
  IN: ['is one of', 'is none of'],
  CONTAINS: ['contains', 'does not contain'],
  STARTS_WITH: ['starts with', 'does not start with'],
  ENDS_WITH: ['ends with', 'does not end with'],
  MATCHES: ['matches', 'does not match'],
  KEYWORD: ['contains any of the words', 'contains none of the words'],
};

export function describePlan(plan: PlanDefinition, formatting: Formatting): PlanView {
  const period = PERIOD[plan.plan.frequency] ?? PERIOD.month!;
  const labels = tokenLabels(plan);
  const say = (formula: string, table?: string) => {
    const columns = new Map([...anyColumnLabels(plan), ...(table ? fieldLabels(plan, table) : [])]);
    return readableFormula(expandBareToken(plan, formula.trim()), labels, columns);
  };
  return {
    name: plan.plan.name,
    frequency: period.adverb,
    period: period.noun,
    categories: plan.plan.categories.join(', '),
    rules: orderedRules(plan).map(([, rule]) => describeRule(plan, rule, period.noun, say, formatting)),
    tables: Object.entries(plan.filters).map(([name, filter]) => describeTable(plan, name, filter)),
    rateTables: Object.entries(plan.rateTables).map((entry) => describeRateTable(entry, formatting)),
  };
}

/** The rules in display order: `rulesOrder`, then the others in file order (docs/plan-format.md). */
function orderedRules(plan: PlanDefinition): [string, RuleDef][] {
  const listed = plan.plan.rulesOrder.filter((name) => Object.hasOwn(plan.rules, name));
  const rest = Object.keys(plan.rules).filter((name) => !listed.includes(name));
  return [...listed, ...rest].map((name) => [name, plan.rules[name]!]);
}

function describeRule(
  plan: PlanDefinition,
  rule: RuleDef,
  period: string,
  say: (formula: string, table?: string) => string,
  formatting: Formatting,
): RuleView {
  const table = rule.table ? readableLabel(rule.table, plan.filters[rule.table]?.label ?? rule.table) : '';
  const formula = say(rule.formula, rule.table);
  const base = { label: rule.label, category: rule.category, kind: KIND[rule.type], formula };
  switch (rule.type) {
    case 'PAYOUT':
      return { ...base, description: `Paid each ${period}: ${formula}.` };
    case 'NON_PAYOUT':
      return { ...base, description: `Measured each ${period}, not paid: ${formula}.` };
    case 'LINE_PAYOUT':
      return { ...base, description: `Paid for each record of ${table}: ${formula}.` };
    case 'SPLIT': {
      const fields = fieldLabels(plan, rule.table ?? '');
      const parts = (rule.split ?? []).map((part) => {
        const who = `the person in ${fields.get(part.user) ?? part.user}`;
        return part.remainder ? `the rest to ${who}` : `${say(part.share ?? '0', rule.table)} to ${who}`;
      });
      return {
        ...base,
        description: `Earned for each record of ${table}: ${formula}, shared as follows: ${parts.join('; ')}.`,
      };
    }
    case 'HOLD_AND_RELEASE': {
      const release = rule.release;
      const when =
        release?.kind === 'condition'
          ? `held until ${say(release.when, rule.table)}`
          : release?.kind === 'installments'
            ? `paid in ${release.count} equal instalments, the first ${release.delay === 0 ? `in the ${period} it is earned` : `${release.delay} ${period}${release.delay === 1 ? '' : 's'} later`}`
            : 'held';
      return { ...base, description: `Earned for each record of ${table}: ${formula}; ${when}.` };
    }
    case 'CHALLENGE': {
      const ranking = rule.ranking;
      const order = ranking?.order === 'ASC' ? 'the lowest first' : 'the highest first';
      const prizes = (ranking?.prizes ?? []).map(
        (prize, index) => `${ordinal(index + 1)}: ${money(prize, formatting)}`,
      );
      return {
        ...base,
        description: `Participants are ranked on ${formula}, ${order}${prizes.length ? `; prizes: ${prizes.join(', ')}` : ''}. Ties share a rank and its prize.`,
      };
    }
  }
}

function describeTable(plan: PlanDefinition, name: string, filter: FilterDef): TableView {
  const model = plan.models[filter.model];
  const fields = fieldLabels(plan, '', filter.model);
  const owners = filter.userFields.map((field) => fields.get(field) ?? field).join(' or ');
  const credit =
    filter.userScope === 'team'
      ? `records of the members of the teams you manage, on the date of ${fields.get(filter.periodField) ?? filter.periodField}`
      : `records naming you in ${owners}, counted in the period of ${fields.get(filter.periodField) ?? filter.periodField}`;
  return {
    label: readableLabel(name, filter.label),
    records: model?.label ?? filter.model,
    conditions: filter.conditions.length
      ? filter.conditions.map((condition) => describeCondition(condition, fields)).join('; ')
      : 'every record',
    credit,
  };
}

function describeCondition(condition: ConditionDef, fields: Map<string, string>): string {
  const [positive, negative] = OPERATOR_WORDS[condition.operator];
  const field = fields.get(condition.field) ?? condition.field;
  const words = condition.not ? negative : positive;
  if (condition.operator === 'EXISTS') return `${field} ${words}`;
  const value = Array.isArray(condition.value) ? condition.value.join(', ') : String(condition.value ?? '');
  return `${field} ${words} ${value}`;
}

function describeRateTable([name, table]: [string, RateTableDef], formatting: Formatting): RateTableView {
  if (table.kind === 'points')
    return {
      label: readableLabel(name, table.label),
      isTiers: false,
      tiers: [],
      points: table.points.map((point) => ({
        x: number(point.x, formatting),
        y: number(point.y, formatting),
      })),
    };
  return {
    label: readableLabel(name, table.label),
    isTiers: true,
    points: [],
    tiers: table.tiers.map((tier) => ({
      from: number(tier.from, formatting),
      to: tier.to === null ? 'and above' : number(tier.to, formatting),
      rate: percent(tier.rate, formatting),
    })),
  };
}

/** Every token's label by machine name (links, tables, fields, variables, quotas, rate tables, rules, parameters). */
function tokenLabels(plan: PlanDefinition): Map<string, string> {
  const labels = new Map<string, string>();
  for (const section of [
    plan.links,
    plan.filters,
    plan.fields,
    plan.variables,
    plan.quotas,
    plan.rateTables,
    plan.rules,
    plan.parameters,
  ])
    for (const [name, token] of Object.entries(section)) labels.set(name, readableLabel(name, token.label));
  return labels;
}

/**
 * A formula that only names a calculated field or a variable says nothing by itself ("Commission"):
 * its own formula is shown instead, under its label.
 */
function expandBareToken(plan: PlanDefinition, formula: string): string {
  const token = plan.fields[formula] ?? plan.variables[formula];
  return token ? token.formula : formula;
}

/** Every model field's label (a formula over another table names its columns too). */
function anyColumnLabels(plan: PlanDefinition): Map<string, string> {
  const labels = new Map<string, string>();
  for (const model of Object.values(plan.models))
    for (const [name, field] of Object.entries(model.fields))
      if (!labels.has(name)) labels.set(name, field.label);
  return labels;
}

/** The labels of a table's columns: its model's fields and its calculated fields. */
function fieldLabels(plan: PlanDefinition, table: string, modelName?: string): Map<string, string> {
  const model = plan.models[modelName ?? plan.filters[table]?.model ?? ''];
  const labels = new Map<string, string>();
  for (const [name, field] of Object.entries(model?.fields ?? {})) labels.set(name, field.label);
  for (const [name, field] of Object.entries(plan.fields))
    if (field.table === table) labels.set(name, field.label);
  return labels;
}

/**
 * A formula as people read it: each token and column named by its label, × and ÷ for * and /.
 * String literals are left as written.
 */
export function readableFormula(
  formula: string,
  labels: Map<string, string>,
  columns?: Map<string, string>,
): string {
  return formula
    .split(/("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')/)
    .map((part, index) => {
      if (index % 2 === 1) return part;
      return part
        .replace(/[A-Za-z][A-Za-z0-9_.]*/g, (name) => columns?.get(name) ?? labels.get(name) ?? name)
        .replace(/\s*\*\s*/g, ' × ')
        .replace(/\s*\/\s*/g, ' ÷ ');
    })
    .join('')
    .trim();
}

/**
 * A token's label as a reader sees it: a label the file left to its machine name ("attainmentTiers")
 * is written as words ("Attainment tiers").
 */
function readableLabel(name: string, label: string): string {
  if (label !== name) return label;
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function ordinal(rank: number): string {
  const suffix = rank % 100 >= 11 && rank % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][rank % 10] ?? 'th');
  return `${rank}${suffix}`;
}

/** Exact decimal text written with grouping (Intl formats decimal strings without a float). */
function number(value: string, { locale }: Formatting): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 20 }).format(value as unknown as number);
}

export function money(value: string, { locale, currency }: Formatting): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 20 }).format(
    value as unknown as number,
  );
}

/** A rate held as a fraction (0.05) written as a percentage (5 %), exactly. */
export function percent(value: string, formatting: Formatting): string {
  return `${number(new Decimal(value).times(100).toFixed(), formatting)} %`;
}

export { number as formatNumber };
