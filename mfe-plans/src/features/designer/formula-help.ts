import {
  formatSignature,
  FUNCTIONS,
  FormulaSyntaxError,
  parseFormula,
  type PlanDefinition,
} from '@accrue/engine';
import { compileProblems, pathText, tokenAt, withFormulas, type PlanProblem } from './plan-model';

/**
 * What the formula editor knows about a formula, without CodeMirror (so the designer's first
 * download holds none of it): the completions offered at the cursor, read from the plan and from
 * the engine's function library (every function declares its signatures as data), and the
 * problems underlined, found by compiling the plan with the formula in place: the engine's own
 * messages at the engine's own positions.
 */

/** Where a formula is: the plan around it, its path in the file, the table a row formula runs on. */
export interface FormulaContext {
  def: PlanDefinition | null;
  path: (string | number)[];
  table?: string;
}

export type SuggestionKind =
  | 'function'
  | 'field'
  | 'calculatedField'
  | 'variable'
  | 'userQuota'
  | 'teamQuota'
  | 'planQuota'
  | 'rule'
  | 'table'
  | 'rateTable'
  | 'link'
  | 'keyword';

export type SuggestionType = 'function' | 'variable' | 'property' | 'keyword' | 'class' | 'constant' | 'type';

/** One completion (the shape of a CodeMirror completion, without depending on CodeMirror). */
export interface Suggestion {
  label: string;
  type: SuggestionType;
  /** What it is (the editor shows it in the user's language). */
  kind: SuggestionKind;
  /** The function's signatures, or the format (model, type) of a token or field. */
  detail: string;
  /** The function's description, or the token's label. */
  info?: string;
  /** What is inserted (a function name opens its call). */
  apply?: string;
}

export const KEYWORDS = ['AND', 'OR', 'NOT', 'TRUE', 'FALSE', 'NULL'] as const;

/** Every function of the engine's library, with its signatures as docs/formulas.md writes them. */
export function functionSuggestions(): Suggestion[] {
  return FUNCTIONS.map((fn) => ({
    label: fn.name,
    type: 'function',
    kind: 'function',
    detail: fn.signatures.map((signature) => formatSignature(fn.name, signature)).join(' · '),
    info: fn.description,
    apply: `${fn.name}(`,
  }));
}

/** The names a formula at this place can use, functions and keywords included. */
export function suggestionsFor(context: FormulaContext): Suggestion[] {
  const { def } = context;
  const out: Suggestion[] = [];
  if (def) {
    const filter = context.table ? def.filters[context.table] : undefined;
    if (filter) {
      for (const [name, field] of Object.entries(def.models[filter.model]?.fields ?? {}))
        out.push({ label: name, type: 'property', kind: 'field', detail: field.format, info: field.label });
      for (const [name, field] of Object.entries(def.fields))
        if (field.table === context.table)
          out.push({
            label: name,
            type: 'property',
            kind: 'calculatedField',
            detail: field.format,
            info: field.label,
          });
    }
    for (const [name, variable] of Object.entries(def.variables))
      out.push({
        label: name,
        type: 'variable',
        kind: 'variable',
        detail: variable.format,
        info: variable.label,
      });
    for (const [name, quota] of Object.entries(def.quotas))
      out.push({
        label: name,
        type: 'variable',
        kind: `${quota.type}Quota`,
        detail: quota.format,
        info: quota.label,
      });
    for (const [name, rule] of Object.entries(def.rules))
      if (rule.type !== 'CHALLENGE' && tokenAt(context.path) !== name)
        out.push({ label: name, type: 'variable', kind: 'rule', detail: rule.type, info: rule.label });
    for (const [name, table] of Object.entries(def.filters))
      out.push({ label: name, type: 'class', kind: 'table', detail: table.model, info: table.label });
    for (const [name, rateTable] of Object.entries(def.rateTables))
      out.push({
        label: name,
        type: 'type',
        kind: 'rateTable',
        detail: rateTable.kind,
        info: rateTable.label,
      });
    for (const [name, link] of Object.entries(def.links))
      out.push({
        label: name,
        type: 'class',
        kind: 'link',
        detail: `${link.from} → ${link.to}`,
        info: link.label,
      });
  }
  out.push(...functionSuggestions());
  out.push(
    ...KEYWORDS.map((word): Suggestion => ({ label: word, type: 'keyword', kind: 'keyword', detail: '' })),
  );
  return out;
}

/** The fields reachable through a link (`link.field`). */
export function linkFieldSuggestions(def: PlanDefinition | null, link: string): Suggestion[] {
  const target = def?.links[link] ? def.models[def.links[link].to] : undefined;
  return Object.entries(target?.fields ?? {}).map(([name, field]) => ({
    label: name,
    type: 'property',
    kind: 'field',
    detail: field.format,
    info: field.label,
  }));
}

/**
 * What to complete at `cursor` of `text`: the word being typed (or `link.` and the field after
 * it) and the candidates; null inside a string or with nothing typed unless `explicit`.
 */
export function completeAt(
  context: FormulaContext,
  text: string,
  cursor: number,
  explicit: boolean,
): { from: number; options: Suggestion[] } | null {
  const before = text.slice(0, cursor);
  const quotes = (before.match(/["']/g) ?? []).length;
  if (quotes % 2 === 1) return null;
  const member = /([A-Za-z_][A-Za-z0-9_]*)\.([A-Za-z0-9_]*)$/.exec(before);
  if (member) {
    const options = linkFieldSuggestions(context.def, member[1]!);
    return options.length ? { from: cursor - member[2]!.length, options } : null;
  }
  const word = /[A-Za-z_][A-Za-z0-9_]*$/.exec(before);
  if (!word && !explicit) return null;
  return { from: cursor - (word?.[0].length ?? 0), options: suggestionsFor(context) };
}

/** A problem of a formula, at its place in the formula (0-based, `to` exclusive). */
export interface FormulaDiagnostic {
  from: number;
  to: number;
  message: string;
}

function at(source: string, position: number | undefined, token: string | undefined, message: string) {
  if (position === undefined) return { from: 0, to: source.length, message };
  const from = Math.min(position, source.length);
  const to = Math.min(source.length, from + Math.max(token?.length ?? 1, 1));
  // The end of the formula (a missing operand or parenthesis) underlines its last character.
  return to > from ? { from, to, message } : { from: Math.max(0, from - 1), to: source.length, message };
}

/**
 * The problems of `source` at its place in the plan: compiled with the whole plan (so a name that
 * does not exist, a wrong format or a cycle are found, not only a syntax error), each at the
 * position the engine gives. A forecast formula (`plan.forecasting.formulas.<token>`) is compiled
 * in the plan's forecast variant, in place of its token's formula. Without a plan (its structure
 * is broken), the syntax alone.
 */
export function formulaDiagnostics(context: FormulaContext, source: string): FormulaDiagnostic[] {
  if (!context.def) {
    try {
      parseFormula(source);
      return [];
    } catch (error) {
      if (error instanceof FormulaSyntaxError)
        return [at(source, error.position, error.token, error.message)];
      throw error;
    }
  }
  const path = pathText(context.path);
  const own = tokenAt(context.path);
  return compileProblems(withFormulas(context.def, [{ path: context.path, text: source }]))
    .filter(
      (problem: PlanProblem) =>
        problem.path === path ||
        (problem.message.startsWith('cyclic reference') && problem.message.includes(` ${own} `)),
    )
    .map((problem) => at(source, problem.position, problem.token, problem.message));
}
