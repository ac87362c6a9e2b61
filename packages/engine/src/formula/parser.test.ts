import { describe, expect, it } from 'vitest';
import { parseFormula, FormulaSyntaxError } from './parser.js';

function syntaxError(src: string): FormulaSyntaxError {
  try {
    parseFormula(src);
  } catch (e) {
    if (e instanceof FormulaSyntaxError) return e;
    throw e;
  }
  throw new Error('expected a syntax error');
}

describe('formula parser', () => {
  it('respects precedence', () => {
    const ast = parseFormula('1 + 2 * 3 >= 7 AND NOT x');
    expect(ast).toMatchObject({
      type: 'binary',
      op: 'AND',
      left: { op: '>=', left: { op: '+', right: { op: '*' } } },
      right: { type: 'unary', op: 'NOT' },
    });
  });
  it('reads calls, links, percent literals and strings', () => {
    expect(parseFormula('SUM(deals, account.region)')).toMatchObject({
      type: 'call',
      name: 'SUM',
      args: [
        { type: 'ref', path: ['deals'] },
        { type: 'ref', path: ['account', 'region'] },
      ],
    });
    expect(parseFormula('12.5%')).toMatchObject({ type: 'number', text: '12.5%' });
    expect(parseFormula('"a \\"b\\""')).toMatchObject({ type: 'string', value: 'a "b"' });
  });
  it('reports the position and the token at fault', () => {
    expect(syntaxError('1 + * 2')).toMatchObject({ position: 4, token: '*', reason: 'Unexpected token' });
    expect(syntaxError('SUM(a, b')).toMatchObject({ position: 8, token: '<end of formula>' });
    expect(syntaxError('a < b < c')).toMatchObject({ position: 6, token: '<' });
    expect(syntaxError('amount # 2')).toMatchObject({
      position: 7,
      token: '#',
      reason: 'Unexpected character',
    });
    expect(syntaxError('"open')).toMatchObject({ position: 0, reason: 'Unterminated string' });
    expect(syntaxError('1 2')).toMatchObject({ position: 2, token: '2' });
    expect(syntaxError('12abc')).toMatchObject({ position: 0, reason: 'Malformed number' });
  });
});

describe('parsed formulas', () => {
  it('serve again for the same text, frozen so that no compilation can change them', () => {
    const first = parseFormula('SUM(won, amount) * 5% + bonus');
    expect(parseFormula('SUM(won, amount) * 5% + bonus')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(() => {
      (first as { type: string }).type = 'ref';
    }).toThrow(TypeError);
    expect(parseFormula('SUM(won, amount) * 6% + bonus')).not.toBe(first);
  });

  it('still report a syntax error every time', () => {
    expect(syntaxError('1 +').message).toBe(syntaxError('1 +').message);
  });
});
