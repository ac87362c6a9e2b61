/**
 * Hand-written lexer and precedence-climbing parser for the formula language (grammar in
 * docs/formulas.md). Errors carry the 0-based position and the text of the token at fault.
 */
import type { BinaryOp, Node } from './ast.js';

export class FormulaSyntaxError extends Error {
  constructor(
    readonly reason: string,
    readonly position: number,
    readonly token: string,
    readonly source: string,
  ) {
    super(`${reason} at position ${position} (token "${token}")`);
    this.name = 'FormulaSyntaxError';
  }
}

type TokKind = 'num' | 'str' | 'ident' | 'op' | '(' | ')' | ',' | '.' | 'eof';
interface Tok {
  kind: TokKind;
  text: string;
  start: number;
  end: number;
}

const OPERATORS = ['<=', '>=', '<>', '!=', '==', '&&', '||', '+', '-', '*', '/', '&', '=', '<', '>', '%'];

export function tokenize(src: string): Tok[] {
  const toks: Tok[] = [];
  let i = 0;
  while (i < src.length) {
    const ch = src[i]!;
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    const start = i;
    if (/[0-9]/.test(ch) || (ch === '.' && /[0-9]/.test(src[i + 1] ?? ''))) {
      while (/[0-9_]/.test(src[i] ?? '')) i++;
      if (src[i] === '.' && /[0-9]/.test(src[i + 1] ?? '')) {
        i++;
        while (/[0-9_]/.test(src[i] ?? '')) i++;
      }
      if (/[A-Za-z_]/.test(src[i] ?? '')) {
        throw new FormulaSyntaxError('Malformed number', start, src.slice(start, i + 1), src);
      }
      toks.push({ kind: 'num', text: src.slice(start, i), start, end: i });
      continue;
    }
    if (ch === '"' || ch === "'") {
      i++;
      let value = '';
      while (i < src.length && src[i] !== ch) {
        if (src[i] === '\\' && i + 1 < src.length) {
          const next = src[i + 1]!;
          value += next === 'n' ? '\n' : next === 't' ? '\t' : next;
          i += 2;
        } else {
          value += src[i];
          i++;
        }
      }
      if (i >= src.length) throw new FormulaSyntaxError('Unterminated string', start, src.slice(start), src);
      i++;
      toks.push({ kind: 'str', text: value, start, end: i });
      continue;
    }
    if (/[A-Za-z_]/.test(ch)) {
      while (/[A-Za-z0-9_]/.test(src[i] ?? '')) i++;
      toks.push({ kind: 'ident', text: src.slice(start, i), start, end: i });
      continue;
    }
    if (ch === '(' || ch === ')' || ch === ',' || ch === '.') {
      toks.push({ kind: ch, text: ch, start, end: i + 1 });
      i++;
      continue;
    }
    const op = OPERATORS.find((o) => src.startsWith(o, i));
    if (!op) throw new FormulaSyntaxError('Unexpected character', start, ch, src);
    toks.push({ kind: 'op', text: op, start, end: i + op.length });
    i += op.length;
  }
  toks.push({ kind: 'eof', text: '<end of formula>', start: src.length, end: src.length });
  return toks;
}

const KEYWORDS = new Set(['AND', 'OR', 'NOT', 'TRUE', 'FALSE', 'NULL']);

const COMPARISON: Record<string, BinaryOp> = {
  '=': '=',
  '==': '=',
  '!=': '!=',
  '<>': '!=',
  '<': '<',
  '<=': '<=',
  '>': '>',
  '>=': '>=',
};

/**
 * The syntax trees of the formulas parsed lately, by their text. A plan's formulas are parsed again
 * at every compilation (the designer compiles the plan, and its forecast variant, at each
 * keystroke; a calculation compiles it once per job) while only one of them changed: reading a
 * tree again costs a tenth of a compilation and most of its garbage. The trees are never changed
 * once built (the compiler and the dependency walk only read them), so one may serve twice.
 * Bounded: emptied when full.
 */
const parsedFormulas = new Map<string, Node>();
const PARSED_FORMULAS_MAX = 5_000;

/** A formula's syntax tree (FormulaSyntaxError where it does not parse). */
export function parseFormula(src: string): Node {
  const known = parsedFormulas.get(src);
  if (known) return known;
  const node = deepFreeze(parseFormulaText(src));
  if (parsedFormulas.size >= PARSED_FORMULAS_MAX) parsedFormulas.clear();
  parsedFormulas.set(src, node);
  return node;
}

/** A tree that serves several compilations may not be changed by one: frozen, a change throws. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

function parseFormulaText(src: string): Node {
  const toks = tokenize(src);
  let pos = 0;
  const peek = (): Tok => toks[pos]!;
  const next = (): Tok => toks[pos++]!;
  const fail = (reason: string, tok: Tok = peek()): never => {
    throw new FormulaSyntaxError(reason, tok.start, tok.text, src);
  };
  const isKeyword = (tok: Tok, kw: string) => tok.kind === 'ident' && tok.text.toUpperCase() === kw;
  const expect = (kind: TokKind, what: string): Tok => {
    const t = peek();
    if (t.kind !== kind) fail(`Expected ${what}`);
    return next();
  };

  function parseOr(): Node {
    let left = parseAnd();
    while (isKeyword(peek(), 'OR') || (peek().kind === 'op' && peek().text === '||')) {
      next();
      const right = parseAnd();
      left = { type: 'binary', op: 'OR', left, right, start: left.start, end: right.end };
    }
    return left;
  }
  function parseAnd(): Node {
    let left = parseNot();
    while (isKeyword(peek(), 'AND') || (peek().kind === 'op' && peek().text === '&&')) {
      next();
      const right = parseNot();
      left = { type: 'binary', op: 'AND', left, right, start: left.start, end: right.end };
    }
    return left;
  }
  function parseNot(): Node {
    const t = peek();
    // NOT x is the prefix operator; NOT(x) is the same thing written as a call.
    if (isKeyword(t, 'NOT')) {
      next();
      const arg = parseNot();
      return { type: 'unary', op: 'NOT', arg, start: t.start, end: arg.end };
    }
    return parseComparison();
  }
  function parseComparison(): Node {
    const left = parseConcat();
    const t = peek();
    if (t.kind === 'op' && COMPARISON[t.text]) {
      next();
      const right = parseConcat();
      const after = peek();
      if (after.kind === 'op' && COMPARISON[after.text]) {
        fail('Comparisons cannot be chained; combine them with AND', after);
      }
      return { type: 'binary', op: COMPARISON[t.text]!, left, right, start: left.start, end: right.end };
    }
    return left;
  }
  function parseConcat(): Node {
    let left = parseAdditive();
    while (peek().kind === 'op' && peek().text === '&') {
      next();
      const right = parseAdditive();
      left = { type: 'binary', op: '&', left, right, start: left.start, end: right.end };
    }
    return left;
  }
  function parseAdditive(): Node {
    let left = parseMultiplicative();
    while (peek().kind === 'op' && (peek().text === '+' || peek().text === '-')) {
      const op = next().text as '+' | '-';
      const right = parseMultiplicative();
      left = { type: 'binary', op, left, right, start: left.start, end: right.end };
    }
    return left;
  }
  function parseMultiplicative(): Node {
    let left = parseUnary();
    while (peek().kind === 'op' && (peek().text === '*' || peek().text === '/')) {
      const op = next().text as '*' | '/';
      const right = parseUnary();
      left = { type: 'binary', op, left, right, start: left.start, end: right.end };
    }
    return left;
  }
  function parseUnary(): Node {
    const t = peek();
    if (t.kind === 'op' && (t.text === '-' || t.text === '+')) {
      next();
      const arg = parseUnary();
      if (t.text === '+') return arg;
      return { type: 'unary', op: '-', arg, start: t.start, end: arg.end };
    }
    return parsePostfix();
  }
  function parsePostfix(): Node {
    const node = parsePrimary();
    const t = peek();
    if (t.kind === 'op' && t.text === '%') {
      next();
      if (node.type !== 'number') return fail('% may only follow a number literal', t);
      return { ...node, text: `${node.text}%`, end: t.end };
    }
    return node;
  }
  function parsePrimary(): Node {
    const t = peek();
    switch (t.kind) {
      case 'num':
        next();
        return { type: 'number', text: t.text.replace(/_/g, ''), start: t.start, end: t.end };
      case 'str':
        next();
        return { type: 'string', value: t.text, start: t.start, end: t.end };
      case '(': {
        next();
        const inner = parseOr();
        const close = expect(')', 'a closing parenthesis ")"');
        return { ...inner, start: t.start, end: close.end };
      }
      case 'ident': {
        next();
        const upper = t.text.toUpperCase();
        if (peek().kind === '(') {
          next();
          const args: Node[] = [];
          if (peek().kind !== ')') {
            for (;;) {
              args.push(parseOr());
              if (peek().kind === ',') {
                next();
                continue;
              }
              break;
            }
          }
          const close = expect(')', 'a comma or a closing parenthesis ")"');
          return { type: 'call', name: upper, args, start: t.start, end: close.end };
        }
        if (upper === 'TRUE' || upper === 'FALSE') {
          return { type: 'boolean', value: upper === 'TRUE', start: t.start, end: t.end };
        }
        if (upper === 'NULL') return { type: 'null', start: t.start, end: t.end };
        if (KEYWORDS.has(upper)) fail(`Unexpected keyword ${upper}`, t);
        const path = [t.text];
        let end = t.end;
        while (peek().kind === '.') {
          next();
          const part = expect('ident', 'a field name after "."');
          path.push(part.text);
          end = part.end;
        }
        return { type: 'ref', path, start: t.start, end };
      }
      case 'eof':
        return fail('Unexpected end of formula');
      default:
        return fail('Unexpected token');
    }
  }

  if (peek().kind === 'eof') fail('Empty formula');
  const root = parseOr();
  if (peek().kind !== 'eof') fail('Unexpected token after the end of the expression');
  return root;
}
