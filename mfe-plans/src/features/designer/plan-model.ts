import YAML, { isScalar } from 'yaml';
import {
  compilePlan,
  MACHINE_NAME,
  parseFormula,
  parsePlan,
  PAYMENT_TYPES,
  PlanCompileError,
  PlanValidationError,
  type ConditionDef,
  type Format,
  type PaymentType,
  type PlanDefinition,
  type RuleDef,
} from '@accrue/engine';

/**
 * The designer's model of a plan: the plan file itself (docs/plan-format.md). What the designer
 * shows is read from the file with the engine's own `parsePlan`; what it changes is written back
 * into the file with the YAML document API (comments and layout kept), so the designer and the
 * definition are one model. Every check is the engine's: `parsePlan` for the structure,
 * `compilePlan` for the formulas, the very code that calculates.
 */

/** A problem of the plan, on its path in the file (`rules.commission.formula`). */
export interface PlanProblem {
  path: string;
  message: string;
  /** 0-based position in the formula at `path`, when the problem is in a formula. */
  position?: number;
  /** The text of the token at fault. */
  token?: string;
}

export interface CheckedPlan {
  /** The parsed plan, when its structure holds (its formulas may still not compile). */
  def: PlanDefinition | null;
  problems: PlanProblem[];
}

/** Checks a plan file as the API and the calculation will: its structure, then every formula. */
export function checkPlan(text: string): CheckedPlan {
  let def: PlanDefinition;
  try {
    def = parsePlan(text);
  } catch (error) {
    if (error instanceof PlanValidationError) return { def: null, problems: error.issues };
    throw error;
  }
  return { def, problems: compileProblems(def) };
}

function compileIssues(def: PlanDefinition, forecast: boolean): PlanProblem[] {
  try {
    compilePlan(def, { forecast });
    return [];
  } catch (error) {
    if (error instanceof PlanCompileError) return error.issues;
    throw error;
  }
}

/**
 * What `compilePlan` refuses in a parsed plan (nothing when it compiles): its formulas, then, when
 * it has forecast formulas, its forecast variant (each forecast formula in place of its token's, as
 * the API checks it), whose problems the engine reports on the forecast formula's own path
 * (`plan.forecasting.formulas.<token>`); a problem both variants have is listed once.
 */
export function compileProblems(def: PlanDefinition): PlanProblem[] {
  const actual = compileIssues(def, false);
  if (Object.keys(def.plan.forecasting.formulas).length === 0) return actual;
  const key = (problem: PlanProblem) => `${problem.path}\n${problem.message}`;
  const seen = new Set(actual.map(key));
  return [...actual, ...compileIssues(def, true).filter((problem) => !seen.has(key(problem)))];
}

type Path = (string | number)[];

/** Where a token's forecast formula is in the file. */
export function forecastPath(token: string): Path {
  return ['plan', 'forecasting', 'formulas', token];
}

/**
 * The plan file with forecasting on and a forecast formulas mapping (empty if it had none): what the
 * forecast designer's preview calculates its typed formula into, whether or not the plan forecasts yet.
 */
export function forecastingDraft(text: string): string {
  const document = YAML.parseDocument(text);
  document.setIn(['plan', 'forecasting', 'enabled'], true);
  if (!document.hasIn(forecastPath('').slice(0, -1))) document.setIn(forecastPath('').slice(0, -1), {});
  return document.toString({ lineWidth: 0 });
}

/** The token a formula at `path` belongs to (`rules.bonus.formula`, `plan.forecasting.formulas.bonus`). */
export function tokenAt(path: Path): string {
  return String(path[0] === 'plan' ? path[3] : path[1]);
}

/** A token a forecast can give a formula of its own (docs/plan-format.md, `plan.forecasting`). */
export interface ForecastEntry {
  token: string;
  kind: 'rule' | 'variable' | 'field';
  label: string;
  /** The actual formula, the one statements use. */
  formula: string;
  /** The forecast formula, when the forecast has one of its own. */
  forecast?: string;
  /** The table a row formula runs on. */
  table?: string;
}

/** The rules (in display order), variables and calculated fields of a plan, with their forecast formulas. */
export function forecastEntries(def: PlanDefinition): ForecastEntry[] {
  const forecasts = def.plan.forecasting.formulas;
  const entry = (
    token: string,
    kind: ForecastEntry['kind'],
    item: { label: string; formula: string; table?: string },
  ): ForecastEntry => ({
    token,
    kind,
    label: item.label,
    formula: item.formula,
    ...(token in forecasts ? { forecast: forecasts[token] } : {}),
    ...(item.table ? { table: item.table } : {}),
  });
  return [
    ...orderedRules(def).map(([token, rule]) => entry(token, 'rule', rule)),
    ...Object.entries(def.variables).map(([token, variable]) => entry(token, 'variable', variable)),
    ...Object.entries(def.fields).map(([token, field]) => entry(token, 'field', field)),
  ];
}

/** The path of a formula in the file, as the engine names it (`rules.bonus.release.when`). */
export function pathText(path: Path): string {
  return path.reduce<string>(
    (text, part) => (typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${part}` : part),
    '',
  );
}

/** The file with the value at `path` replaced (created when missing), the rest as written. */
export function setIn(text: string, path: Path, value: unknown): string {
  const document = YAML.parseDocument(text);
  const node = document.getIn(path, true);
  // A scalar keeps how it was written (quoted or not); anything else is replaced.
  if (isScalar(node) && (value === null || typeof value !== 'object')) node.value = value;
  else document.setIn(path, value);
  return document.toString({ lineWidth: 0 });
}

/** The file without the entry at `path`. */
export function deleteIn(text: string, path: Path): string {
  const document = YAML.parseDocument(text);
  document.deleteIn(path);
  return document.toString({ lineWidth: 0 });
}

/** A formula of a plan: where it is in the file and, for row formulas, the table it runs on. */
export interface FormulaSite {
  path: Path;
  source: string;
  /** The filter whose rows the formula runs on (a row formula), if any. */
  table?: string;
}

/** Every formula of the plan, with its path and table. */
export function formulaSites(def: PlanDefinition): FormulaSite[] {
  const sites: FormulaSite[] = [];
  for (const [name, field] of Object.entries(def.fields))
    sites.push({ path: ['fields', name, 'formula'], source: field.formula, table: field.table });
  for (const [name, variable] of Object.entries(def.variables))
    sites.push({ path: ['variables', name, 'formula'], source: variable.formula });
  for (const [name, rule] of Object.entries(def.rules)) {
    sites.push({ path: ['rules', name, 'formula'], source: rule.formula, table: rule.table });
    rule.split?.forEach((part, i) => {
      if (part.share !== undefined)
        sites.push({ path: ['rules', name, 'split', i, 'share'], source: part.share, table: rule.table });
    });
    if (rule.release?.kind === 'condition')
      sites.push({ path: ['rules', name, 'release', 'when'], source: rule.release.when, table: rule.table });
  }
  for (const [name, formula] of Object.entries(def.plan.forecasting.formulas))
    sites.push({ path: ['plan', 'forecasting', 'formulas', name], source: formula });
  return sites;
}

type FormulaNode = ReturnType<typeof parseFormula>;

/** The names a formula refers to (tokens, tables, fields, links, rate tables), in order, once each. */
export function namesIn(source: string): string[] {
  let root: FormulaNode;
  try {
    root = parseFormula(source);
  } catch {
    // A formula that does not parse: its words, so a search still finds a half-typed name.
    return [...new Set(source.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? [])];
  }
  const names = new Set<string>();
  const walk = (node: FormulaNode): void => {
    switch (node.type) {
      case 'ref':
        names.add(node.path[0]!);
        return;
      case 'call':
        node.args.forEach(walk);
        return;
      case 'unary':
        walk(node.arg);
        return;
      case 'binary':
        walk(node.left);
        walk(node.right);
        return;
      default:
        return;
    }
  };
  walk(root);
  return [...names];
}

/** A place of the plan that names a token: its path in the file. */
export interface TokenUse {
  path: string;
  /** A formula naming it, or a setting of the plan (a rule's table, its KPIs, the rules order). */
  kind: 'formula' | 'setting';
}

/** "Where is this token used": every formula and setting of the plan naming `name`. */
export function whereUsed(def: PlanDefinition, name: string): TokenUse[] {
  const uses: TokenUse[] = [];
  for (const site of formulaSites(def))
    if (namesIn(site.source).includes(name)) uses.push({ path: pathText(site.path), kind: 'formula' });
  const setting = (path: string) => uses.push({ path, kind: 'setting' });
  for (const [rule, def_] of Object.entries(def.rules)) {
    if (def_.table === name) setting(`rules.${rule}.table`);
    if (def_.kpis.includes(name)) setting(`rules.${rule}.kpis`);
  }
  for (const [field, def_] of Object.entries(def.fields))
    if (def_.table === name) setting(`fields.${field}.table`);
  if (def.plan.rulesOrder.includes(name)) setting('plan.rulesOrder');
  if (def.plan.highlightedKpis.includes(name)) setting('plan.highlightedKpis');
  return uses;
}

/** The rules in display order (plan.rulesOrder, then file order). */
export function orderedRules(def: PlanDefinition): [string, RuleDef][] {
  const names = [
    ...def.plan.rulesOrder.filter((name) => def.rules[name]),
    ...Object.keys(def.rules).filter((name) => !def.plan.rulesOrder.includes(name)),
  ];
  return names.map((name) => [name, def.rules[name]!]);
}

/** The rules per category (the plan's categories first, in their order), each in display order. */
export function rulesByCategory(def: PlanDefinition): { category: string; rules: [string, RuleDef][] }[] {
  const rules = orderedRules(def);
  const categories = [
    ...def.plan.categories,
    ...rules.map(([, rule]) => rule.category).filter((c) => !def.plan.categories.includes(c)),
  ];
  return [...new Set(categories)]
    .map((category) => ({ category, rules: rules.filter(([, rule]) => rule.category === category) }))
    .filter((group) => group.rules.length > 0);
}

/** Every name a formula can use, or a token is declared with, across the plan's one namespace. */
export function takenNames(def: PlanDefinition): Set<string> {
  return new Set([
    ...Object.keys(def.links),
    ...Object.keys(def.filters),
    ...Object.keys(def.fields),
    ...Object.keys(def.variables),
    ...Object.keys(def.quotas),
    ...Object.keys(def.rateTables),
    ...Object.keys(def.rules),
  ]);
}

/** A free machine name for a label: letters and digits, camel-cased, numbered when taken. */
export function machineNameFor(label: string, taken: Set<string>): string {
  const words = label
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9\s]/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  let base = words
    .map((word, i) =>
      i === 0 ? word.charAt(0).toLowerCase() + word.slice(1) : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join('');
  if (!MACHINE_NAME.test(base)) base = `rule${base}`;
  base = base.slice(0, 60);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
}

/** The rate of the single-rate commission template. */
export const SINGLE_RATE = '10%';

/**
 * The single-rate commission template (doc 2 §7): one rate on an amount. On the first table whose
 * model has a currency field, a line payout of that field at the rate (a line per row); a plan
 * without such a table gets a payout to write (its formula pays nothing until then).
 */
export function singleRateRule(def: PlanDefinition, label: string): Record<string, unknown> {
  const category = def.plan.categories[0] ?? 'Commissions';
  for (const [table, filter] of Object.entries(def.filters)) {
    const model = def.models[filter.model];
    const amount = Object.entries(model?.fields ?? {}).find(([, field]) => field.format === 'currency');
    if (amount)
      return {
        label,
        type: 'LINE_PAYOUT',
        category,
        table,
        formula: `${amount[0]} * ${SINGLE_RATE}`,
      };
  }
  return { label, type: 'PAYOUT', category, formula: '0' };
}

/** The file with a new rule from the single-rate template; answers the file and the rule's name. */
export function addSingleRateRule(text: string, def: PlanDefinition, label: string) {
  const name = machineNameFor(label, takenNames(def));
  let next = setIn(text, ['rules', name], singleRateRule(def, label));
  if (def.plan.rulesOrder.length) next = setIn(next, ['plan', 'rulesOrder'], [...def.plan.rulesOrder, name]);
  return { text: next, name };
}

/**
 * The file without a rule, or the places still naming it (a formula reading its result): a rule
 * still used elsewhere is not deleted. The rules order, the highlighted KPIs and its forecast
 * formula, which only list it, are cleaned with it.
 */
export function removeRule(
  text: string,
  def: PlanDefinition,
  name: string,
): { text: string } | { usedBy: TokenUse[] } {
  const usedBy = whereUsed(def, name).filter(
    (use) =>
      !use.path.startsWith(`rules.${name}.`) &&
      use.path !== 'plan.rulesOrder' &&
      use.path !== 'plan.highlightedKpis' &&
      use.path !== `plan.forecasting.formulas.${name}`,
  );
  if (usedBy.length) return { usedBy };
  let next = deleteIn(text, ['rules', name]);
  const without = (list: string[]) => list.filter((entry) => entry !== name);
  if (def.plan.rulesOrder.includes(name))
    next = setIn(next, ['plan', 'rulesOrder'], without(def.plan.rulesOrder));
  if (def.plan.highlightedKpis.includes(name))
    next = setIn(next, ['plan', 'highlightedKpis'], without(def.plan.highlightedKpis));
  if (name in def.plan.forecasting.formulas) next = deleteIn(next, ['plan', 'forecasting', 'formulas', name]);
  return { text: next };
}

export const ROW_LEVEL: readonly PaymentType[] = ['LINE_PAYOUT', 'SPLIT', 'HOLD_AND_RELEASE'];
export { PAYMENT_TYPES };

/**
 * The tokens a rule is made of, found from its formulas: the variables, calculated fields, tables,
 * quotas, rate tables, links and rules they name, and what those name in turn.
 */
export function ruleParts(def: PlanDefinition, ruleName: string) {
  const rule = def.rules[ruleName];
  const parts = {
    variables: [] as string[],
    fields: [] as string[],
    filters: [] as string[],
    quotas: [] as string[],
    rateTables: [] as string[],
    links: [] as string[],
    rules: [] as string[],
  };
  if (!rule) return parts;
  const seen = new Set<string>([ruleName]);
  const queue: string[] = [];
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    queue.push(name);
  };
  const own = formulaSites(def).filter((site) => site.path[0] === 'rules' && site.path[1] === ruleName);
  if (rule.table) visit(rule.table);
  own.forEach((site) => namesIn(site.source).forEach(visit));
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
    const variable = def.variables[name];
    const field = def.fields[name];
    if (variable) {
      parts.variables.push(name);
      namesIn(variable.formula).forEach(visit);
    } else if (field) {
      parts.fields.push(name);
      visit(field.table);
      namesIn(field.formula).forEach(visit);
    } else if (def.filters[name]) {
      parts.filters.push(name);
      // The calculated fields of a table this rule reads belong to it when its formulas name them.
    } else if (def.quotas[name]) parts.quotas.push(name);
    else if (def.rateTables[name]) parts.rateTables.push(name);
    else if (def.links[name]) parts.links.push(name);
    else if (def.rules[name]) parts.rules.push(name);
  }
  return parts;
}

/** Conditions as the file writes them (`not` only when set, no value for EXISTS). */
export function conditionsToFile(conditions: ConditionDef[]): Record<string, unknown>[] {
  return conditions.map((c) => ({
    field: c.field,
    operator: c.operator,
    ...(c.operator === 'EXISTS' || c.value === undefined ? {} : { value: c.value }),
    ...(c.not ? { not: true } : {}),
  }));
}

/** The file with a table's conditions replaced (under `where`; an older `conditions` key goes). */
export function setConditions(text: string, table: string, conditions: ConditionDef[]): string {
  return setIn(
    deleteIn(text, ['filters', table, 'conditions']),
    ['filters', table, 'where'],
    conditionsToFile(conditions),
  );
}

/** Doc 2 §5: the labels of a sort direction by the format of the sorted field (message ids). */
export function sortDirectionLabels(format: Format): Record<'ASC' | 'DESC', string> {
  if (format === 'date' || format === 'date-time')
    return { ASC: 'designer.sort.oldest', DESC: 'designer.sort.newest' };
  if (format === 'number' || format === 'currency' || format === 'percent')
    return { ASC: 'designer.sort.lowest', DESC: 'designer.sort.highest' };
  return { ASC: 'designer.sort.az', DESC: 'designer.sort.za' };
}

/** A formula typed in the designer, not yet written into the file. */
export interface FormulaEdit {
  path: Path;
  text: string;
}

/** The structure of a plan file alone (`parsePlan`): the parsed plan, or its problems. */
export function readPlan(text: string): CheckedPlan {
  try {
    return { def: parsePlan(text), problems: [] };
  } catch (error) {
    if (error instanceof PlanValidationError) return { def: null, problems: error.issues };
    throw error;
  }
}

/**
 * The parsed plan with formulas replaced, as the engine would read the file holding them: a
 * keystroke in a formula is checked without writing and re-reading the YAML (only compiled).
 * An edit whose place no longer exists (its rule was removed) is left out.
 */
export function withFormulas(def: PlanDefinition, edits: readonly FormulaEdit[]): PlanDefinition {
  const copy = structuredClone(def);
  for (const { path, text } of edits) {
    let node = copy as unknown as Record<string | number, unknown>;
    let found = true;
    for (const part of path.slice(0, -1)) {
      const next = node[part];
      if (typeof next !== 'object' || next === null) {
        found = false;
        break;
      }
      node = next as Record<string | number, unknown>;
    }
    if (found) node[path[path.length - 1]!] = text;
  }
  return copy;
}

/** The file with the formulas written in (one YAML round trip for all of them). */
export function writeFormulas(text: string, edits: readonly FormulaEdit[]): string {
  if (edits.length === 0) return text;
  const document = YAML.parseDocument(text);
  for (const { path, text: formula } of edits) {
    if (!document.hasIn(path.slice(0, -1))) continue;
    const node = document.getIn(path, true);
    if (isScalar(node)) node.value = formula;
    else document.setIn(path, formula);
  }
  return document.toString({ lineWidth: 0 });
}
