/**
 * docs/formulas.md and the function registry describe the same library: every function of the
 * registry is documented under its family's heading with each of its signatures, and every
 * signature the page documents exists. Also checks the registry's own invariants.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compilePlan, parsePlan } from '../../index.js';
import { FUNCTIONS, FUNCTION_FAMILIES, FUNCTION_NAMES } from './registry.js';
import { formatSignature, functionArity, signatureArity } from './types.js';

const DOC = fileURLToPath(new URL('../../../../../docs/formulas.md', import.meta.url));

interface Documented {
  name: string;
  signature: string;
  /** The `###` heading the signature is listed under, without a parenthesised remark. */
  heading: string;
}

/**
 * The signatures listed in the first column of the tables of the `## Functions` section, e.g.
 * `ROUND(x[, digits])`. Code spans elsewhere (examples in the second column, prose) are not
 * signatures.
 */
function documentedSignatures(markdown: string): Documented[] {
  const out: Documented[] = [];
  let inFunctions = false;
  let heading = '';
  for (const line of markdown.split(/\r?\n/)) {
    const h2 = /^##\s+(.+?)\s*$/.exec(line);
    if (h2 && !line.startsWith('###')) {
      inFunctions = h2[1] === 'Functions';
      continue;
    }
    if (!inFunctions) continue;
    const h3 = /^###\s+(.+?)\s*$/.exec(line);
    if (h3) {
      heading = h3[1]!.replace(/\s*\(.*\)$/, '');
      continue;
    }
    if (!line.trimStart().startsWith('|')) continue;
    const firstCell = line.trim().slice(1).split('|')[0]!;
    for (const [, span] of firstCell.matchAll(/`([^`]+)`/g)) {
      const m = /^([A-Z][A-Z0-9_]*)\((.*)\)$/.exec(span!.trim());
      if (m) out.push({ name: m[1]!, signature: span!.trim().replace(/\s+/g, ' '), heading });
    }
  }
  return out;
}

/** Everything that differs between the page and the registry, as readable lines. */
function differences(markdown: string): string[] {
  const documented = documentedSignatures(markdown);
  const problems: string[] = [];
  for (const fn of FUNCTIONS) {
    const mine = documented.filter((d) => d.name === fn.name);
    if (mine.length === 0) {
      problems.push(`${fn.name} is not documented`);
      continue;
    }
    for (const sig of fn.signatures.map((s) => formatSignature(fn.name, s)))
      if (!mine.some((d) => d.signature === sig)) problems.push(`${sig} is not documented`);
    if (!mine.some((d) => d.heading === fn.family))
      problems.push(`${fn.name} is not documented under "### ${fn.family}"`);
  }
  for (const d of documented) {
    const fn = FUNCTIONS.find((f) => f.name === d.name);
    if (!fn) problems.push(`${d.signature} is documented but not in the registry`);
    else if (!fn.signatures.some((s) => formatSignature(fn.name, s) === d.signature))
      problems.push(`${d.signature} is documented but ${fn.name}'s signatures differ`);
  }
  return problems;
}

describe('docs/formulas.md', () => {
  const markdown = fs.readFileSync(DOC, 'utf8');

  it('documents every function of the registry, with its signatures, and nothing else', () => {
    expect(documentedSignatures(markdown).length).toBeGreaterThanOrEqual(FUNCTIONS.length);
    expect(differences(markdown)).toEqual([]);
  });

  it('catches a missing function, an unknown one and a wrong signature', () => {
    const doctored = markdown
      .replace('| `POWER(x, n)` |', '| `POWER(x)` |')
      .replace(/^\| `USER_ID\(\)` .*$/m, '| `USER_NAME()` | the user |')
      .replace('`LEN(t)`', 'LEN');
    expect(differences(doctored)).toEqual([
      'POWER(x, n) is not documented',
      'LEN is not documented',
      'USER_ID is not documented',
      "POWER(x) is documented but POWER's signatures differ",
      'USER_NAME() is documented but not in the registry',
    ]);
  });

  it('reads signatures only from the first column of the tables', () => {
    const doc = [
      '## Functions',
      '### Math',
      '| Function | Returns |',
      '| --- | --- |',
      '| `ABS(x)`, `CLAMP(x, low, high)` | `MIN(x, cap)` is a cap |',
      '`POWER(x, n)` in prose',
      '## Other',
      '| `ROUND(x)` | |',
    ].join('\n');
    expect(documentedSignatures(doc)).toEqual([
      { name: 'ABS', signature: 'ABS(x)', heading: 'Math' },
      { name: 'CLAMP', signature: 'CLAMP(x, low, high)', heading: 'Math' },
    ]);
  });
});

describe('the function registry', () => {
  it('lists each function once, in the order of its families', () => {
    expect(new Set(FUNCTION_NAMES).size).toBe(FUNCTION_NAMES.length);
    expect(FUNCTION_NAMES).toEqual(FUNCTION_FAMILIES.flatMap((f) => f.functions.map((fn) => fn.name)));
  });

  it('declares well-formed signatures: optional and repeated parameters last, a description', () => {
    for (const fn of FUNCTIONS) {
      expect(fn.description, fn.name).toMatch(/^\S.{4,110}$/);
      for (const sig of fn.signatures) {
        const kinds = sig.params.map((p) => (p.repeated ? 2 : p.optional ? 1 : 0));
        expect(kinds, `${fn.name}: required, then optional, then one repeated`).toEqual(
          [...kinds].sort((a, b) => a - b),
        );
        expect(kinds.filter((k) => k === 2).length, fn.name).toBeLessThanOrEqual(1);
      }
    }
  });

  it('derives the arity from the signatures: ROUND 1 to 2, AND at least 1, MIN over both overloads', () => {
    const arity = (name: string) => FUNCTIONS.find((f) => f.name === name)!.arity;
    expect(arity('ROUND')).toEqual({ min: 1, max: 2 });
    expect(arity('AND')).toEqual({ min: 1, max: Infinity });
    expect(arity('MIN')).toEqual({ min: 1, max: Infinity });
    expect(arity('PERIOD_END')).toEqual({ min: 0, max: 0 });
    const count = FUNCTIONS.find((f) => f.name === 'COUNT')!;
    expect(functionArity(count)).toEqual(signatureArity(count.signatures[0]!));
  });

  it('refuses a call outside the declared arity with the arity message', () => {
    const plan = (formula: string) => `
version: 1
plan: { name: Arity check, frequency: month }
models:
  deal: { key: id, fields: { id: text, ownerId: text, amount: currency, closeDate: date } }
filters:
  deals: { model: deal, period: closeDate, user: ownerId }
variables:
  v: { format: number, formula: "${formula}" }
`;
    const error = (formula: string) => {
      try {
        compilePlan(parsePlan(plan(formula)));
        return '';
      } catch (e) {
        return (e as Error).message;
      }
    };
    expect(error('ROUND(1, 2, 3)')).toMatch(/ROUND takes 1 to 2 arguments, got 3/);
    expect(error('AND()')).toMatch(/AND takes at least 1 arguments?, got 0/);
    expect(error('PERIOD_END(1)')).toMatch(/PERIOD_END takes 0 arguments, got 1/);
    // MIN over a table is the two-argument overload.
    expect(error('MIN(deals)')).toMatch(/MIN takes 2 arguments, got 1/);
    expect(error('MIN(deals, amount)')).toBe('');
  });
});
