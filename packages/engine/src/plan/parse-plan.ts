/**
 * Reads a plan file (YAML or JSON text, or an already-parsed object), checks its structure and
 * fills defaults. Formulas are only checked later by compilePlan, which knows every token.
 * All problems are collected and reported together, each with the path of the offending entry.
 */
import YAML from 'yaml';
import { parseDate, parseDateTime, type Frequency } from '../core/dates.js';
import { fromJsNumber, parseFixed, formatFixed } from '../core/money.js';
import {
  FORMATS,
  OPERATORS,
  OPERATORS_BY_FORMAT,
  PAYMENT_TYPES,
  type ConditionDef,
  type FieldDef,
  type FilterDef,
  type Format,
  type LinkDef,
  type ModelDef,
  type ParameterDef,
  type PlanDefinition,
  type QuotaDef,
  type RateTableDef,
  type ReleaseDef,
  type RuleDef,
  type SplitPartDef,
  type VariableDef,
} from './types.js';

export interface PlanIssue {
  /** Where in the file, e.g. "rules.commission.formula". */
  path: string;
  message: string;
}

export class PlanValidationError extends Error {
  constructor(readonly issues: PlanIssue[]) {
    super(`Invalid plan:\n${issues.map((i) => `  - ${i.path}: ${i.message}`).join('\n')}`);
    this.name = 'PlanValidationError';
  }
}

/** Machine names: letters and digits only (spec doc 2 §5), starting with a letter. */
export const MACHINE_NAME = /^[A-Za-z][A-Za-z0-9]*$/;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

class Reader {
  readonly issues: PlanIssue[] = [];
  fail(path: string, message: string): void {
    this.issues.push({ path, message });
  }
  obj(v: unknown, path: string, optional = true): Obj {
    if (v === undefined && optional) return {};
    if (!isObj(v)) {
      this.fail(path, 'must be a mapping');
      return {};
    }
    return v;
  }
  str(v: unknown, path: string, fallback?: string): string {
    if (v === undefined && fallback !== undefined) return fallback;
    if (typeof v === 'number') return String(v);
    if (typeof v !== 'string' || v.trim() === '') {
      this.fail(path, 'is required and must be text');
      return fallback ?? '';
    }
    return v;
  }
  bool(v: unknown, path: string, fallback: boolean): boolean {
    if (v === undefined) return fallback;
    if (typeof v !== 'boolean') {
      this.fail(path, 'must be true or false');
      return fallback;
    }
    return v;
  }
  strList(v: unknown, path: string): string[] {
    if (v === undefined) return [];
    if (typeof v === 'string') return [v];
    if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) {
      this.fail(path, 'must be a list of names');
      return [];
    }
    return v as string[];
  }
  oneOf<T extends string>(v: unknown, allowed: readonly T[], path: string, fallback?: T): T {
    if (v === undefined && fallback !== undefined) return fallback;
    if (typeof v !== 'string' || !allowed.includes(v as T)) {
      this.fail(path, `must be one of ${allowed.join(', ')} (got ${JSON.stringify(v)})`);
      return fallback ?? allowed[0]!;
    }
    return v as T;
  }
  decimal(v: unknown, path: string): string {
    try {
      if (typeof v === 'number') return formatFixed(fromJsNumber(v));
      if (typeof v === 'string') {
        const f = parseFixed(v);
        if (f !== undefined) return formatFixed(f);
      }
    } catch {
      /* reported below */
    }
    this.fail(path, `must be a decimal number (got ${JSON.stringify(v)})`);
    return '0';
  }
  names<T>(
    v: unknown,
    path: string,
    each: (value: unknown, name: string, path: string) => T,
  ): Record<string, T> {
    const out: Record<string, T> = {};
    for (const [name, value] of Object.entries(this.obj(v, path))) {
      const p = `${path}.${name}`;
      if (!MACHINE_NAME.test(name))
        this.fail(p, 'machine names use letters and digits only, starting with a letter');
      out[name] = each(value, name, p);
    }
    return out;
  }
}

const FIELD_FORMATS = FORMATS.filter((f) => f !== 'table') as Exclude<Format, 'table'>[];
const FREQUENCIES: Frequency[] = ['month', 'quarter', 'year'];

export function parsePlan(source: string | object): PlanDefinition {
  let raw: unknown = source;
  if (typeof source === 'string') {
    try {
      // JSON is valid YAML, so one parser reads both.
      raw = YAML.parse(source);
    } catch (e) {
      throw new PlanValidationError([
        { path: '(file)', message: `unreadable YAML/JSON: ${(e as Error).message}` },
      ]);
    }
  }
  const r = new Reader();
  const root = r.obj(raw, '(root)', false);
  if (root.version !== undefined && root.version !== 1) r.fail('version', 'only version 1 exists');

  const p = r.obj(root.plan, 'plan', false);
  const forecasting = r.obj(p.forecasting, 'plan.forecasting');
  const plan: PlanDefinition['plan'] = {
    id: r.str(p.id, 'plan.id', 'plan'),
    name: r.str(p.name, 'plan.name'),
    frequency: r.oneOf(p.frequency, FREQUENCIES, 'plan.frequency'),
    categories: r.strList(p.categories, 'plan.categories'),
    rulesOrder: r.strList(p.rulesOrder, 'plan.rulesOrder'),
    highlightedKpis: r.strList(p.highlightedKpis, 'plan.highlightedKpis'),
    forecasting: {
      enabled: r.bool(forecasting.enabled, 'plan.forecasting.enabled', false),
      formulas: Object.fromEntries(
        Object.entries(r.obj(forecasting.formulas, 'plan.forecasting.formulas')).map(([k, v]) => [
          k,
          r.str(v, `plan.forecasting.formulas.${k}`),
        ]),
      ),
    },
  };
  if (plan.name.length < 2 || plan.name.length > 100) r.fail('plan.name', 'must be 2 to 100 characters');

  const models = r.names(root.models, 'models', (v, name, path): ModelDef => {
    const m = r.obj(v, path, false);
    const fields = r.names(m.fields, `${path}.fields`, (f, fname, fpath) => {
      const fo = typeof f === 'string' ? { format: f } : r.obj(f, fpath, false);
      return {
        format: r.oneOf(fo.format, FIELD_FORMATS, `${fpath}.format`),
        label: r.str(fo.label, `${fpath}.label`, fname),
      };
    });
    const key = r.str(m.key, `${path}.key`, 'id');
    if (!fields[key]) r.fail(`${path}.key`, `the key field "${key}" is not one of the model's fields`);
    return { label: r.str(m.label, `${path}.label`, name), key, fields };
  });

  const links = r.names(root.links, 'links', (v, name, path): LinkDef => {
    const l = r.obj(v, path, false);
    const link = {
      label: r.str(l.label, `${path}.label`, name),
      from: r.str(l.from, `${path}.from`),
      field: r.str(l.field, `${path}.field`),
      to: r.str(l.to, `${path}.to`),
    };
    if (!models[link.from]) r.fail(`${path}.from`, `unknown model "${link.from}"`);
    else if (!models[link.from]!.fields[link.field])
      r.fail(`${path}.field`, `model "${link.from}" has no field "${link.field}"`);
    if (!models[link.to]) r.fail(`${path}.to`, `unknown model "${link.to}"`);
    return link;
  });

  const filters = r.names(root.filters, 'filters', (v, name, path): FilterDef => {
    const f = r.obj(v, path, false);
    const modelName = r.str(f.model, `${path}.model`);
    const model = models[modelName];
    if (!model) r.fail(`${path}.model`, `unknown model "${modelName}"`);
    const checkField = (field: string, p: string) => {
      if (model && !model.fields[field]) r.fail(p, `model "${modelName}" has no field "${field}"`);
    };
    const where = f.where ?? f.conditions;
    const conditions: ConditionDef[] = (
      Array.isArray(where) ? where : where === undefined ? [] : [where]
    ).map((c: unknown, i: number) => {
      const cp = `${path}.where[${i}]`;
      const co = r.obj(c, cp, false);
      const field = r.str(co.field, `${cp}.field`);
      checkField(field, `${cp}.field`);
      const operator = r.oneOf(co.operator, OPERATORS, `${cp}.operator`);
      const format = model?.fields[field]?.format;
      if (format && !OPERATORS_BY_FORMAT[format].includes(operator)) {
        r.fail(
          `${cp}.operator`,
          `${operator} is not allowed on a ${format} field (allowed: ${OPERATORS_BY_FORMAT[format].join(', ')})`,
        );
      }
      if (operator !== 'EXISTS' && co.value === undefined) r.fail(`${cp}.value`, `${operator} needs a value`);
      if (operator === 'IN' && !Array.isArray(co.value)) r.fail(`${cp}.value`, 'IN needs a list of values');
      const cond: ConditionDef = { field, operator, not: r.bool(co.not, `${cp}.not`, false) };
      if (co.value !== undefined) cond.value = co.value as ConditionDef['value'];
      return cond;
    });
    const periodField = r.str(f.period, `${path}.period`);
    checkField(periodField, `${path}.period`);
    const pf = model?.fields[periodField]?.format;
    if (pf && pf !== 'date' && pf !== 'date-time')
      r.fail(`${path}.period`, `the period join needs a date field, "${periodField}" is ${pf}`);
    const userFields = r.strList(f.user, `${path}.user`);
    if (userFields.length === 0) r.fail(`${path}.user`, 'the user join needs at least one owner field');
    userFields.forEach((u) => checkField(u, `${path}.user`));
    const sortRaw = f.sort === undefined ? [] : Array.isArray(f.sort) ? f.sort : [f.sort];
    const sort = sortRaw.map((s: unknown, i: number) => {
      const sp = `${path}.sort[${i}]`;
      if (typeof s === 'string') {
        const [field = '', dir = 'ASC'] = s.trim().split(/\s+/);
        checkField(field, sp);
        return { field, direction: r.oneOf(dir.toUpperCase(), ['ASC', 'DESC'] as const, sp) };
      }
      const so = r.obj(s, sp, false);
      const field = r.str(so.field ?? so.fieldMachineName, `${sp}.field`);
      checkField(field, `${sp}.field`);
      return { field, direction: r.oneOf(so.direction, ['ASC', 'DESC'] as const, `${sp}.direction`, 'ASC') };
    });
    const uniqueBy = r.strList(f.uniqueBy, `${path}.uniqueBy`);
    uniqueBy.forEach((u) => checkField(u, `${path}.uniqueBy`));
    return {
      label: r.str(f.label, `${path}.label`, name),
      model: modelName,
      conditions,
      periodField,
      userFields,
      userScope: r.oneOf(f.scope, ['self', 'team'] as const, `${path}.scope`, 'self'),
      sort,
      uniqueBy,
      display: r.bool(f.display, `${path}.display`, false),
    };
  });

  const fields = r.names(root.fields, 'fields', (v, name, path): FieldDef => {
    const f = r.obj(v, path, false);
    const table = r.str(f.table, `${path}.table`);
    const filter = filters[table];
    if (!filter) r.fail(`${path}.table`, `unknown filter "${table}"`);
    else if (models[filter.model]?.fields[name]) {
      r.fail(path, `a calculated field cannot reuse the name of a field of model "${filter.model}"`);
    }
    return {
      label: r.str(f.label, `${path}.label`, name),
      table,
      format: r.oneOf(f.format, FIELD_FORMATS, `${path}.format`),
      formula: r.str(f.formula, `${path}.formula`),
      display: r.bool(f.display, `${path}.display`, true),
    };
  });

  const variables = r.names(root.variables, 'variables', (v, name, path): VariableDef => {
    const o = r.obj(v, path, false);
    return {
      label: r.str(o.label, `${path}.label`, name),
      format: r.oneOf(o.format, FORMATS, `${path}.format`),
      formula: r.str(o.formula, `${path}.formula`),
      display: r.bool(o.display, `${path}.display`, false),
    };
  });

  const quotas = r.names(root.quotas, 'quotas', (v, name, path): QuotaDef => {
    const o = r.obj(v, path, false);
    return {
      label: r.str(o.label, `${path}.label`, name),
      type: r.oneOf(o.type, ['user', 'team', 'plan'] as const, `${path}.type`),
      frequency: r.oneOf(o.frequency, FREQUENCIES, `${path}.frequency`, plan.frequency),
      format: r.oneOf(o.format, ['number', 'currency', 'percent'] as const, `${path}.format`, 'currency'),
      required: r.bool(o.required, `${path}.required`, true),
    };
  });

  const parameters = r.names(root.parameters, 'parameters', (v, name, path): ParameterDef => {
    const o = r.obj(v, path, false);
    const format = r.oneOf(o.format, FIELD_FORMATS, `${path}.format`, 'number');
    const parameter: ParameterDef = {
      label: r.str(o.label, `${path}.label`, name),
      format,
      required: r.bool(o.required, `${path}.required`, false),
    };
    if (o.default !== undefined && o.default !== null) {
      parameter.default = parameterDefault(r, o.default, format, `${path}.default`);
      if (parameter.required)
        r.fail(
          `${path}.default`,
          'a required parameter has no default (its value must come with the assignment)',
        );
    }
    return parameter;
  });

  const rateTables = r.names(root.rateTables, 'rateTables', (v, name, path): RateTableDef => {
    const o = r.obj(v, path, false);
    const label = r.str(o.label, `${path}.label`, name);
    if (o.points !== undefined) {
      if (!Array.isArray(o.points) || o.points.length < 2)
        r.fail(`${path}.points`, 'needs at least two points');
      const points = (Array.isArray(o.points) ? o.points : []).map((pt: unknown, i: number) => {
        const pp = `${path}.points[${i}]`;
        const [x, y] = Array.isArray(pt) ? pt : [r.obj(pt, pp).x, r.obj(pt, pp).y];
        return { x: r.decimal(x, `${pp}.x`), y: r.decimal(y, `${pp}.y`) };
      });
      for (let i = 1; i < points.length; i++) {
        if (Number(points[i]!.x) <= Number(points[i - 1]!.x))
          r.fail(`${path}.points[${i}]`, 'x must increase');
      }
      return { label, kind: 'points', points };
    }
    if (!Array.isArray(o.tiers) || o.tiers.length === 0) {
      r.fail(path, 'a rate table needs `tiers` (from, to, rate) or `points` ([x, y])');
      return { label, kind: 'tiers', tiers: [] };
    }
    const tiers = o.tiers.map((t: unknown, i: number) => {
      const tp = `${path}.tiers[${i}]`;
      const to = r.obj(t, tp, false);
      return {
        from: r.decimal(to.from, `${tp}.from`),
        to: to.to === undefined || to.to === null ? null : r.decimal(to.to, `${tp}.to`),
        rate: r.decimal(to.rate, `${tp}.rate`),
      };
    });
    tiers.forEach((t, i) => {
      const prev = tiers[i - 1];
      if (prev && prev.to !== t.from)
        r.fail(`${path}.tiers[${i}].from`, `must equal the previous tier's "to" (${prev.to ?? 'open'})`);
      if (t.to === null && i !== tiers.length - 1)
        r.fail(`${path}.tiers[${i}].to`, 'only the last tier may be open-ended');
    });
    return { label, kind: 'tiers', tiers };
  });

  const rules = r.names(root.rules, 'rules', (v, name, path): RuleDef => {
    const o = r.obj(v, path, false);
    const type = r.oneOf(o.type, PAYMENT_TYPES, `${path}.type`);
    const rowLevel = type === 'LINE_PAYOUT' || type === 'SPLIT' || type === 'HOLD_AND_RELEASE';
    const rule: RuleDef = {
      label: r.str(o.label, `${path}.label`, name),
      type,
      category: r.str(o.category, `${path}.category`, plan.categories[0] ?? 'Commissions'),
      formula: r.str(o.formula, `${path}.formula`),
      format: type === 'NON_PAYOUT' ? r.oneOf(o.format, FORMATS, `${path}.format`, 'number') : 'currency',
      kpis: r.strList(o.kpis ?? o.kpisToDisplay, `${path}.kpis`),
    };
    if (rowLevel) {
      rule.table = r.str(o.table, `${path}.table`);
      if (!filters[rule.table]) r.fail(`${path}.table`, `unknown filter "${rule.table}"`);
    } else if (o.table !== undefined) r.fail(`${path}.table`, `a ${type} rule is not evaluated per row`);
    if (plan.categories.length && !plan.categories.includes(rule.category)) {
      r.fail(
        `${path}.category`,
        `unknown category "${rule.category}" (plan.categories: ${plan.categories.join(', ')})`,
      );
    }
    if (type === 'SPLIT') {
      if (!Array.isArray(o.split) || o.split.length < 2)
        r.fail(`${path}.split`, 'a split needs at least two parts');
      rule.split = (Array.isArray(o.split) ? o.split : []).map((part: unknown, i: number): SplitPartDef => {
        const pp = `${path}.split[${i}]`;
        const po = r.obj(part, pp, false);
        const remainder = r.bool(po.remainder, `${pp}.remainder`, false);
        const sp: SplitPartDef = { user: r.str(po.user, `${pp}.user`), remainder };
        if (!remainder)
          sp.share = typeof po.share === 'number' ? String(po.share) : r.str(po.share, `${pp}.share`);
        return sp;
      });
      if (rule.split.filter((s) => s.remainder).length !== 1)
        r.fail(`${path}.split`, 'exactly one part must be the remainder');
    }
    if (type === 'HOLD_AND_RELEASE') {
      const rel = r.obj(o.release, `${path}.release`, false);
      let release: ReleaseDef;
      if (rel.when !== undefined)
        release = { kind: 'condition', when: r.str(rel.when, `${path}.release.when`) };
      else {
        const count = rel.installments;
        if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) {
          r.fail(
            `${path}.release`,
            'needs `when` (a row condition) or `installments` (a whole number of periods)',
          );
        }
        const delay = rel.delay ?? 0;
        if (typeof delay !== 'number' || !Number.isInteger(delay) || delay < 0)
          r.fail(`${path}.release.delay`, 'must be a whole number');
        release = { kind: 'installments', count: Number(count) || 1, delay: Number(delay) || 0 };
      }
      rule.release = release;
    }
    if (o.forfeit !== undefined) {
      if (type !== 'HOLD_AND_RELEASE')
        r.fail(`${path}.forfeit`, 'only a HOLD_AND_RELEASE rule holds amounts that can be forfeited');
      const fo = r.obj(o.forfeit, `${path}.forfeit`, false);
      const when = r.str(fo.when, `${path}.forfeit.when`);
      if (type === 'HOLD_AND_RELEASE') rule.forfeit = { when };
    }
    if (type === 'CHALLENGE') {
      const rk = r.obj(o.ranking, `${path}.ranking`, false);
      const prizes = Array.isArray(rk.prizes) ? rk.prizes : [];
      if (prizes.length === 0) r.fail(`${path}.ranking.prizes`, 'needs the amount paid to each rank');
      rule.ranking = {
        order: r.oneOf(rk.order, ['ASC', 'DESC'] as const, `${path}.ranking.order`, 'DESC'),
        prizes: prizes.map((x: unknown, i: number) => r.decimal(x, `${path}.ranking.prizes[${i}]`)),
      };
    }
    return rule;
  });

  // One namespace for every token a formula can name.
  const seen = new Map<string, string>();
  for (const [kind, group] of Object.entries({
    links,
    filters,
    fields,
    variables,
    quotas,
    parameters,
    rateTables,
    rules,
  })) {
    for (const name of Object.keys(group)) {
      const other = seen.get(name);
      if (other) r.fail(`${kind}.${name}`, `the name is already used by ${other}.${name}`);
      seen.set(name, kind);
    }
  }
  for (const n of plan.rulesOrder) if (!rules[n]) r.fail('plan.rulesOrder', `unknown rule "${n}"`);
  for (const n of plan.highlightedKpis) {
    if (!variables[n] && !rules[n]) r.fail('plan.highlightedKpis', `unknown variable or rule "${n}"`);
  }
  for (const n of Object.keys(plan.forecasting.formulas)) {
    if (!variables[n] && !rules[n] && !fields[n]) r.fail('plan.forecasting.formulas', `unknown token "${n}"`);
  }
  for (const [rn, rule] of Object.entries(rules)) {
    for (const k of rule.kpis)
      if (!variables[k] && !rules[k]) r.fail(`rules.${rn}.kpis`, `unknown variable "${k}"`);
  }

  if (r.issues.length) throw new PlanValidationError(r.issues);
  return {
    version: 1,
    plan,
    models,
    links,
    filters,
    fields,
    variables,
    quotas,
    parameters,
    rateTables,
    rules,
  };
}

/** A parameter's default as the engine reads its format: a decimal, text, a date, true or false. */
function parameterDefault(r: Reader, v: unknown, format: ParameterDef['format'], path: string): string {
  switch (format) {
    case 'number':
    case 'currency':
    case 'percent':
      return r.decimal(v, path);
    case 'boolean':
      return String(r.bool(v, path, false));
    case 'date':
    case 'date-time': {
      const text = r.str(v, path);
      if ((format === 'date' ? parseDate(text) : parseDateTime(text)) === undefined)
        r.fail(
          path,
          `must be a ${format === 'date' ? 'YYYY-MM-DD date' : 'date-time'} (got ${JSON.stringify(v)})`,
        );
      return text;
    }
    default:
      return r.str(v, path);
  }
}
