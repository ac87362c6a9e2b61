import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { add, bigDivRound, div, fixed, formatFixed, mul, parseFixed, round, sub } from './money.js';

describe('Fixed (exact decimals at 6 places)', () => {
  it('has no binary floating-point artefacts', () => {
    expect(formatFixed(add(fixed('0.1'), fixed('0.2')))).toBe('0.3');
    expect(0.1 + 0.2).not.toBe(0.3); // what floats would have given
    expect(formatFixed(mul(fixed('1.1'), fixed('1.1')))).toBe('1.21');
    expect(formatFixed(fixed(0.07))).toBe('0.07');
    expect(formatFixed(fixed('12.5%'))).toBe('0.125');
  });
  it('rounds products and quotients half-to-even at 6 decimals', () => {
    expect(formatFixed(div(fixed('1'), fixed('3')))).toBe('0.333333');
    expect(formatFixed(div(fixed('2'), fixed('3')))).toBe('0.666667');
    expect(formatFixed(mul(fixed('0.0000025'), fixed('1')))).toBe('0.000002');
    expect(formatFixed(mul(fixed('0.000005'), fixed('0.5')))).toBe('0.000002'); // 0.0000025 -> even
    expect(formatFixed(mul(fixed('0.000015'), fixed('0.5')))).toBe('0.000008'); // 0.0000075 -> even
  });
  it('switches to bigint beyond the safe range without losing digits', () => {
    const big = fixed('123456789012345.123456');
    expect(typeof big).toBe('bigint');
    expect(formatFixed(mul(big, fixed('1000')))).toBe('123456789012345123.456');
    expect(formatFixed(sub(add(big, fixed('1')), big))).toBe('1');
    expect(typeof sub(add(big, fixed('1')), big)).toBe('number'); // back to the canonical form
  });
  it('ROUND is half-up (away from zero) unless asked otherwise', () => {
    expect(formatFixed(round(fixed('2.345'), 2))).toBe('2.35');
    expect(formatFixed(round(fixed('-2.345'), 2))).toBe('-2.35');
    expect(formatFixed(round(fixed('2.345'), 2, 'half-even'))).toBe('2.34');
    expect(formatFixed(round(fixed('1234.5'), -2))).toBe('1200');
  });
  it('reads decimals exactly and refuses anything else', () => {
    expect(parseFixed('abc')).toBeUndefined();
    expect(parseFixed('1e5')).toBeUndefined();
    expect(formatFixed(fixed('-0.0000005'))).toBe('0');
    expect(formatFixed(fixed('.5'))).toBe('0.5');
  });
  it('agrees with bigint arithmetic on random values (fast and slow paths)', () => {
    const dec = fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n });
    fc.assert(
      fc.property(dec, dec, (a, b) => {
        const fa = fixed(formatFixed(a));
        const fb = fixed(formatFixed(b));
        expect(BigInt(add(fa, fb))).toBe(a + b);
        expect(BigInt(sub(fa, fb))).toBe(a - b);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: -1e9, max: 1e9 }), (a, b) => {
        const exact = BigInt(a) * BigInt(b);
        const q = exact / 1_000_000n;
        const r = exact - q * 1_000_000n;
        // Compare with a straightforward half-to-even rounding of the exact product.
        let expected = exact >= 0n ? q : r === 0n ? q : q - 1n;
        const rem = exact - expected * 1_000_000n;
        if (rem * 2n > 1_000_000n || (rem * 2n === 1_000_000n && expected % 2n !== 0n)) expected += 1n;
        expect(BigInt(mul(a, b))).toBe(expected);
      }),
    );
    // Large operands exercise the split multiplication and the long-division fast paths.
    const wide = fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });
    const nonZero = fc.integer({ min: -1e13, max: 1e13 }).filter((x) => x !== 0);
    fc.assert(
      fc.property(wide, fc.integer({ min: -1e10, max: 1e10 }), nonZero, (a, b, d) => {
        expect(BigInt(mul(a, b))).toBe(bigDivRound(BigInt(a) * BigInt(b), 1_000_000n));
        expect(BigInt(div(a, d))).toBe(bigDivRound(BigInt(a) * 1_000_000n, BigInt(d)));
        for (const mode of ['half-up', 'half-even', 'floor', 'ceil', 'trunc'] as const) {
          expect(BigInt(round(a, 2, mode))).toBe(bigDivRound(BigInt(a), 10_000n, mode) * 10_000n);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
