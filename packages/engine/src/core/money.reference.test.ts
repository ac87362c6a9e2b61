/**
 * Every money operation of `core/money.ts` checked against a straightforward BigInt reference
 * (fast-check). The reference is written independently of the module (sign and magnitude, no
 * shared helper), so a bug in `bigDivRound` cannot hide a bug in the fast paths that use it.
 *
 * Operands cover all representations and every fast-path boundary: small amounts, values around
 * the split-multiplication and long-division limits and around 2^53 (where `Fixed` switches from
 * number to bigint), and bigints far beyond. Random operands almost never land on an exact half,
 * so ties (and their neighbours one millionth away) are constructed for every rounding operation.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as F from './money.js';

type Mode = F.RoundingMode;
const MODES: readonly Mode[] = ['half-even', 'half-up', 'floor', 'ceil', 'trunc'];
const SCALE = 1_000_000n;
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

// ---------------------------------------------------------------------------------------------
// The reference: exact rationals rounded by the documented rules.

/** n / d (d ≠ 0) rounded to an integer with `mode`; half-up means half away from zero. */
function refDivRound(n: bigint, d: bigint, mode: Mode): bigint {
  const negative = n < 0n !== d < 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  const tq = an / ad; // truncated magnitude
  const rem = an - tq * ad;
  let mag = tq;
  if (rem !== 0n) {
    const cmpHalf = 2n * rem - ad; // sign tells below, at or above the half
    switch (mode) {
      case 'trunc':
        break;
      case 'floor':
        if (negative) mag += 1n;
        break;
      case 'ceil':
        if (!negative) mag += 1n;
        break;
      case 'half-up':
        if (cmpHalf >= 0n) mag += 1n;
        break;
      case 'half-even':
        if (cmpHalf > 0n || (cmpHalf === 0n && tq % 2n === 1n)) mag += 1n;
        break;
    }
  }
  return negative ? -mag : mag;
}

/** The canonical `Fixed` for an exact count of millionths. */
function fx(v: bigint): F.Fixed {
  return v <= MAX_SAFE && v >= -MAX_SAFE ? Number(v) : v;
}

/** A result must be exact and canonical: a safe-integer number (never -0) or a bigint beyond. */
function expectFixed(actual: F.Fixed, expected: bigint): void {
  expect(typeof actual === 'number' ? Number.isSafeInteger(actual) && !Object.is(actual, -0) : true).toBe(
    true,
  );
  expect(typeof actual).toBe(typeof fx(expected));
  expect(BigInt(actual)).toBe(expected);
}

/** Decimal text of a count of millionths, trailing zeros dropped. */
function refFormat(v: bigint, minDecimals = 0): string {
  const negative = v < 0n;
  const mag = negative ? -v : v;
  let frac = (mag % SCALE).toString().padStart(6, '0').replace(/0+$/, '');
  if (frac.length < minDecimals) frac = frac.padEnd(minDecimals, '0');
  const body = frac ? `${mag / SCALE}.${frac}` : `${mag / SCALE}`;
  return negative ? `-${body}` : body;
}

// ---------------------------------------------------------------------------------------------
// Operands (as exact bigints; `fx` turns them into the module's canonical form).

/** Magnitudes just around each limit where the module changes path. */
const EDGES = [
  0n,
  1n,
  500_000n,
  SCALE,
  9_000_000_000n, // SMALL_FACTOR (split multiplication)
  94_906_265n, // ~ sqrt(2^53): products of two of these cross the fast path
  9_000_000_000_000n, // long division's divisor limit
  MAX_SAFE - 2n * SCALE, // FAST_LIMIT
  MAX_SAFE, // the number / bigint switch
  2n ** 64n,
];
const edge = fc
  .tuple(fc.constantFrom(...EDGES), fc.integer({ min: -3, max: 3 }), fc.boolean())
  .map(([e, d, negative]) => (negative ? -(e + BigInt(d)) : e + BigInt(d)));

const anyOperand: fc.Arbitrary<bigint> = fc.oneof(
  { arbitrary: fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), weight: 3 }, // everyday amounts
  { arbitrary: fc.bigInt({ min: -MAX_SAFE, max: MAX_SAFE }), weight: 3 }, // the whole number range
  { arbitrary: fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), weight: 2 }, // bigints
  { arbitrary: edge, weight: 2 },
  // Every size in between: a random digit count, so each order of magnitude is equally likely.
  {
    arbitrary: fc
      .tuple(fc.integer({ min: 0, max: 24 }), fc.bigInt({ min: 0n, max: 10n ** 24n }), fc.boolean())
      .map(([digits, v, negative]) => (negative ? -1n : 1n) * (v % 10n ** BigInt(digits + 1))),
    weight: 3,
  },
);
const nonZero = anyOperand.filter((v) => v !== 0n);
/** An odd number of a random size (the odd factor of a constructed tie). */
const odd = fc
  .tuple(fc.integer({ min: 0, max: 20 }), fc.bigInt({ min: 0n, max: 10n ** 20n }))
  .map(([digits, v]) => 2n * (v % 10n ** BigInt(digits)) + 1n);
const sign = fc.constantFrom(1n, -1n);
/** One millionth either side of a tie, or the tie itself (twice as often). */
const nudge = fc.constantFrom(-1n, 0n, 0n, 1n);

const RUNS = { numRuns: 3000 };

describe('money operations agree with a BigInt reference', () => {
  it('add, sub, neg, abs, cmp, min, max and isZero are exact over every representation', () => {
    fc.assert(
      fc.property(anyOperand, anyOperand, (a, b) => {
        const fa = fx(a);
        const fb = fx(b);
        expectFixed(F.add(fa, fb), a + b);
        expectFixed(F.sub(fa, fb), a - b);
        expectFixed(F.neg(fa), -a);
        expectFixed(F.abs(fa), a < 0n ? -a : a);
        expect(F.cmp(fa, fb)).toBe(a < b ? -1 : a > b ? 1 : 0);
        expectFixed(F.min(fa, fb), a < b ? a : b);
        expectFixed(F.max(fa, fb), a > b ? a : b);
        expect(F.isZero(fa)).toBe(a === 0n);
      }),
      RUNS,
    );
  });

  it('mul rounds the exact product half-to-even, on random operands', () => {
    fc.assert(
      fc.property(anyOperand, anyOperand, (a, b) => {
        expectFixed(F.mul(fx(a), fx(b)), refDivRound(a * b, SCALE, 'half-even'));
      }),
      RUNS,
    );
  });

  it('mul breaks exact ties on the parity of the whole result', () => {
    // a × b is a tie when a = (500,000 / t) × odd and b = t × odd, t a divisor of 500,000.
    const divisorOfHalf = fc
      .tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 6 }))
      .map(([i, j]) => 2n ** BigInt(i) * 5n ** BigInt(j));
    fc.assert(
      fc.property(divisorOfHalf, odd, odd, sign, sign, nudge, (t, oa, ob, sa, sb, d) => {
        const a = sa * (500_000n / t) * oa + d;
        const b = sb * t * ob;
        const expected = refDivRound(a * b, SCALE, 'half-even');
        expectFixed(F.mul(fx(a), fx(b)), expected);
        expectFixed(F.mul(fx(b), fx(a)), expected);
      }),
      RUNS,
    );
    // The case of issue #15: 3,100,000,001.5 × 0.000003 = 9,300.0000045, to even 9,300.000004.
    expectFixed(F.mul(3100000001500000, 3), 9_300_000_004n);
    expectFixed(F.mul(3, 3100000001500000), 9_300_000_004n);
  });

  it('div rounds the exact quotient half-to-even and refuses zero', () => {
    fc.assert(
      fc.property(anyOperand, nonZero, (a, b) => {
        expectFixed(F.div(fx(a), fx(b)), refDivRound(a * SCALE, b, 'half-even'));
      }),
      RUNS,
    );
    expect(() => F.div(1, 0)).toThrow(RangeError);
    expect(() => F.div(10n ** 30n, 0)).toThrow(RangeError);
  });

  it('div breaks exact ties on the parity of the whole result', () => {
    // a / b is a tie when a = w × odd and b = 128 × 5^j × w with 5^(6-j) dividing the odd factor:
    // a × 10^6 / b = odd × 5^(6-j) / 2.
    fc.assert(
      fc.property(
        anyOperand.filter((w) => w !== 0n),
        odd,
        fc.integer({ min: 0, max: 6 }),
        sign,
        nudge,
        (w, o, j, s, d) => {
          const a = s * w * o * 5n ** BigInt(6 - j) + d;
          const b = 128n * 5n ** BigInt(j) * w;
          expectFixed(F.div(fx(a), fx(b)), refDivRound(a * SCALE, b, 'half-even'));
        },
      ),
      RUNS,
    );
  });

  it('mulInt, divInt, fromInt and toInt work with plain integer counts', () => {
    const count = fc.oneof(
      fc.integer({ min: -1000, max: 1000 }),
      fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
    );
    fc.assert(
      fc.property(anyOperand, count, (a, k) => {
        expectFixed(F.mulInt(fx(a), k), a * BigInt(k));
        expectFixed(F.fromInt(k), BigInt(k) * SCALE);
        if (k !== 0) expectFixed(F.divInt(fx(a), k), refDivRound(a, BigInt(k), 'half-even'));
        expect(F.toInt(fx(a))).toBe(Number(refDivRound(a, SCALE, 'trunc')));
      }),
      RUNS,
    );
    // divInt ties: an even count k and a = k × m + k / 2.
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), anyOperand, sign, nudge, (h, m, s, d) => {
        const k = 2n * BigInt(h);
        const a = s * (k * m + BigInt(h)) + d;
        expectFixed(F.divInt(fx(a), Number(k)), refDivRound(a, k, 'half-even'));
      }),
      RUNS,
    );
    expect(() => F.fromInt(1.5)).toThrow(RangeError);
  });

  it('round follows each mode at every number of decimals, ties included', () => {
    const digits = fc.integer({ min: -8, max: 7 });
    const check = (a: bigint, dg: number, mode: Mode) => {
      const unit = dg >= 6 ? 1n : 10n ** BigInt(6 - dg);
      expectFixed(F.round(fx(a), dg, mode), refDivRound(a, unit, mode) * unit);
    };
    fc.assert(fc.property(anyOperand, digits, fc.constantFrom(...MODES), check), RUNS);
    // A tie at `dg` decimals: an odd number of half units.
    fc.assert(
      fc.property(
        fc.integer({ min: -8, max: 5 }),
        odd,
        sign,
        nudge,
        fc.constantFrom(...MODES),
        (dg, o, s, d, mode) => check(s * o * (10n ** BigInt(6 - dg) / 2n) + d, dg, mode),
      ),
      RUNS,
    );
    // The default is half away from zero.
    fc.assert(
      fc.property(anyOperand, fc.integer({ min: -8, max: 7 }), (a, dg) => {
        expect(F.round(fx(a), dg)).toBe(F.round(fx(a), dg, 'half-up'));
      }),
    );
    expect(() => F.round(1, 1.5)).toThrow(RangeError);
  });

  it('mulDiv rounds a × b / c once, half-to-even', () => {
    fc.assert(
      fc.property(anyOperand, anyOperand, nonZero, (a, b, c) => {
        expectFixed(F.mulDiv(fx(a), fx(b), fx(c)), refDivRound(a * b, c, 'half-even'));
      }),
      RUNS,
    );
    // A tie: a = c' × odd, b odd, c = 2c'.
    fc.assert(
      fc.property(nonZero, odd, odd, sign, nudge, (c, oa, b, s, d) => {
        const a = s * c * oa + d;
        expectFixed(F.mulDiv(fx(a), fx(b), fx(2n * c)), refDivRound(a * b, 2n * c, 'half-even'));
      }),
      RUNS,
    );
    expect(() => F.mulDiv(1, 1, 0)).toThrow(RangeError);
  });

  it('bigDivRound (the slow path of every rounding) agrees with the reference', () => {
    fc.assert(
      fc.property(anyOperand, nonZero, fc.constantFrom(...MODES), (n, d, mode) => {
        expect(F.bigDivRound(n, d, mode)).toBe(refDivRound(n, d, mode));
        // Ties: n = d × q + d / 2 for an even d.
        const half = d * 2n;
        expect(F.bigDivRound(n * half + d, half, mode)).toBe(refDivRound(n * half + d, half, mode));
      }),
      RUNS,
    );
  });

  it('formatFixed and parseFixed round-trip exactly', () => {
    fc.assert(
      fc.property(anyOperand, fc.integer({ min: 0, max: 6 }), (a, minDecimals) => {
        const text = F.formatFixed(fx(a), minDecimals);
        expect(text).toBe(refFormat(a, minDecimals));
        expectFixed(F.parseFixed(text)!, a);
        expectFixed(F.fixed(text), a);
      }),
      RUNS,
    );
  });

  it('parseFixed reads any decimal spelling, rounding past 6 decimals half-to-even', () => {
    const digitsText = (min: number, max: number) =>
      fc.array(fc.constantFrom(...'0123456789'), { minLength: min, maxLength: max }).map((d) => d.join(''));
    // Many tails of 5 and 0 so that exact ties past the sixth decimal come up.
    const fracText = fc.oneof(
      digitsText(0, 14),
      fc
        .tuple(digitsText(0, 6), fc.constantFrom('5', '50', '500', '5000001', '4999', '51'))
        .map(([head, tail]) => head.padEnd(6, '0') + tail),
    );
    fc.assert(
      fc.property(
        fc.constantFrom('', '+', '-'),
        digitsText(0, 26),
        fc.option(fracText),
        fc.boolean(),
        (s, intText, frac, percent) => {
          if (intText === '' && !frac) return; // no digits at all: not a number
          const text = `${s}${intText}${frac === null ? '' : `.${frac}`}${percent ? '%' : ''}`;
          // The exact value is digits / 10^(decimals (+2 for a percent)).
          const fracDigits = frac ?? '';
          const numerator = BigInt(`${intText}${fracDigits}` || '0') * SCALE;
          const denominator = 10n ** BigInt(fracDigits.length + (percent ? 2 : 0));
          const expected = refDivRound(s === '-' ? -numerator : numerator, denominator, 'half-even');
          expectFixed(F.parseFixed(text)!, expected);
          expectFixed(F.parseFixed(` ${text.replace(/^(\d)(\d)/, '$1_$2')} `)!, expected);
        },
      ),
      RUNS,
    );
    for (const bad of ['', 'abc', '1e5', '1.2.3', '--1', '1%%', '.', '-', '%', '0x10', 'NaN']) {
      expect(F.parseFixed(bad)).toBeUndefined();
      expect(() => F.fixed(bad)).toThrow(SyntaxError);
    }
  });

  it('fromJsNumber reads a number by its shortest decimal spelling', () => {
    /** The exact value of the shortest spelling (String(n), which may use an exponent). */
    const refFromNumber = (n: number): bigint => {
      const m = /^(-)?(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(n))!;
      const frac = m[3] ?? '';
      const exp = Number(m[4] ?? '0') - frac.length;
      const digits = BigInt(m[2]! + frac) * SCALE;
      const v =
        exp >= 0 ? digits * 10n ** BigInt(exp) : refDivRound(digits, 10n ** BigInt(-exp), 'half-even');
      return m[1] ? -v : v;
    };
    const jsNumber = fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 }),
      fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e-3, max: 1e-3 }),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.integer({ min: -1e6, max: 1e6 }).map((v) => v / 100),
      fc.integer().map((v) => v * 1e-7), // ties at the seventh decimal
    );
    fc.assert(
      fc.property(jsNumber, (n) => {
        expectFixed(F.fromJsNumber(n), refFromNumber(n));
        expectFixed(F.fixed(n), refFromNumber(n));
      }),
      RUNS,
    );
    expect(() => F.fromJsNumber(Number.NaN)).toThrow(RangeError);
    expect(() => F.fromJsNumber(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('toNumber is the nearest float to the exact value (display only)', () => {
    fc.assert(
      fc.property(anyOperand, (a) => {
        const exact = Number(refFormat(a));
        expect(Math.abs(F.toNumber(fx(a)) - exact)).toBeLessThanOrEqual(Math.abs(exact) * 2 ** -51);
      }),
      RUNS,
    );
  });
});
