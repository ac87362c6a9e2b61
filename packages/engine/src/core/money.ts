/**
 * Exact decimal arithmetic for every number, currency and percent value of the engine.
 *
 * A `Fixed` is an integer count of millionths (scale 10^-6): 12.5 is 12_500_000 and 5% is 50_000.
 * It is held in a plain `number` while it fits in the safe-integer range (|v| < 2^53, i.e. about
 * ±9 billion units), which keeps the hot loops on V8's fast float path, and switches to a `bigint`
 * beyond that, so no value ever loses a digit. The representation is canonical: a value that fits
 * in the safe range is always a `number`, so `===` is equality and `<`/`>` work across both kinds
 * (JavaScript compares numbers and bigints by mathematical value).
 *
 * Additions and subtractions are exact. A product or quotient that has more than 6 decimals is
 * rounded to 6 decimals half-to-even (the only implicit rounding, documented in docs/formulas.md);
 * any other rounding happens only where a formula (ROUND, FLOOR, ...) or the company's precision
 * asks for it.
 */
export type Fixed = number | bigint;

export const DECIMALS = 6;
export const SCALE = 1_000_000;
const SCALE_BIG = 1_000_000n;
const MAX = Number.MAX_SAFE_INTEGER;
/** Fast paths keep intermediate results below this bound so that every float operation is exact. */
const FAST_LIMIT = MAX - 2 * SCALE;

export const ZERO: Fixed = 0;
export const ONE: Fixed = SCALE;

/** Brings a bigint back to a number when it fits: the canonical form. */
function canon(v: bigint): Fixed {
  return v <= 9007199254740991n && v >= -9007199254740991n ? Number(v) : v;
}

function big(v: Fixed): bigint {
  return typeof v === 'bigint' ? v : BigInt(v);
}

export type RoundingMode = 'half-even' | 'half-up' | 'floor' | 'ceil' | 'trunc';

/** Integer division n / d rounded with `mode` (half-up rounds halves away from zero). */
export function bigDivRound(n: bigint, d: bigint, mode: RoundingMode = 'half-even'): bigint {
  if (d === 0n) throw new RangeError('division by zero');
  if (d < 0n) {
    n = -n;
    d = -d;
  }
  let q = n / d;
  let r = n % d;
  if (r < 0n) {
    q -= 1n;
    r += d;
  }
  // Now n = q*d + r with 0 <= r < d (q is the floor).
  if (r === 0n) return q;
  switch (mode) {
    case 'floor':
      return q;
    case 'ceil':
      return q + 1n;
    case 'trunc':
      return q < 0n ? q + 1n : q;
    case 'half-up': {
      const twice = 2n * r;
      if (twice > d) return q + 1n;
      if (twice < d) return q;
      return q >= 0n ? q + 1n : q; // exact half: away from zero
    }
    case 'half-even': {
      const twice = 2n * r;
      if (twice > d || (twice === d && (q & 1n) === 1n)) return q + 1n;
      return q;
    }
  }
}

/** n / d for safe integers with |n| + |d| within FAST_LIMIT, rounded half-to-even, exactly. */
function numDivRoundHalfEven(n: number, d: number): number {
  if (d < 0) {
    n = -n;
    d = -d;
  }
  let q = Math.floor(n / d);
  let r = n - q * d;
  // The float quotient may be off by one; the remainder, computed exactly, tells.
  if (r < 0) {
    q -= 1;
    r += d;
  } else if (r >= d) {
    q += 1;
    r -= d;
  }
  const twice = 2 * r;
  if (twice > d || (twice === d && q % 2 !== 0)) q += 1;
  return q;
}

export function add(a: Fixed, b: Fixed): Fixed {
  if (typeof a === 'number' && typeof b === 'number') {
    const r = a + b;
    if (r <= MAX && r >= -MAX) return r;
  }
  return canon(big(a) + big(b));
}

export function sub(a: Fixed, b: Fixed): Fixed {
  if (typeof a === 'number' && typeof b === 'number') {
    const r = a - b;
    if (r <= MAX && r >= -MAX) return r;
  }
  return canon(big(a) - big(b));
}

export function neg(a: Fixed): Fixed {
  return typeof a === 'number' ? -a || 0 : canon(-a);
}

export function abs(a: Fixed): Fixed {
  return a < 0 ? neg(a) : a;
}

export function mul(a: Fixed, b: Fixed): Fixed {
  if (typeof a === 'number' && typeof b === 'number') {
    const p = a * b;
    if (p <= FAST_LIMIT && p >= -FAST_LIMIT) return numDivRoundHalfEven(p, SCALE) || 0;
    // Large amount times a small factor: split a = hi*SCALE + lo, so a*b/SCALE = hi*b + lo*b/SCALE,
    // each part exact in doubles (an amount times a rate stays off the bigint path).
    if (b < SMALL_FACTOR && b > -SMALL_FACTOR) {
      const hi = Math.trunc(a / SCALE);
      const lo = a - hi * SCALE;
      const whole = hi * b;
      if (whole <= FAST_LIMIT && whole >= -FAST_LIMIT) {
        const r = addRoundHalfEven(whole, lo * b);
        if (r <= FAST_LIMIT && r >= -FAST_LIMIT) return r || 0;
      }
    } else if (a < SMALL_FACTOR && a > -SMALL_FACTOR) {
      return mul(b, a);
    }
  }
  return canon(bigDivRound(big(a) * big(b), SCALE_BIG));
}

/**
 * whole + part / SCALE rounded half-to-even, for an integer `whole` within FAST_LIMIT and
 * |part| < 2^53. An exact half is decided by the parity of the whole result, not of
 * part / SCALE alone: rounding the part on its own first would break a tie the wrong way
 * whenever `whole` is odd.
 */
function addRoundHalfEven(whole: number, part: number): number {
  let q = Math.floor(part / SCALE);
  let r = part - q * SCALE;
  // The float quotient may be off by one; the remainder, computed exactly, tells.
  if (r < 0) {
    q -= 1;
    r += SCALE;
  } else if (r >= SCALE) {
    q += 1;
    r -= SCALE;
  }
  q += whole;
  const twice = 2 * r;
  if (twice > SCALE || (twice === SCALE && q % 2 !== 0)) q += 1;
  return q;
}

/** |lo * b| stays below 2^53 when |lo| < SCALE and |b| < SMALL_FACTOR. */
const SMALL_FACTOR = 9_000_000_000;

/**
 * round-half-even(a * SCALE / b) by long division in three steps (10^0, 10^3, 10^3), exact in
 * doubles while b < 9e12 (9 million units); undefined when outside that range.
 */
function numDivScaled(a: number, b: number): number | undefined {
  let negative = false;
  if (a < 0) {
    a = -a;
    negative = true;
  }
  if (b < 0) {
    b = -b;
    negative = !negative;
  }
  if (b > 9e12) return undefined;
  let q = Math.floor(a / b);
  let r = a - q * b;
  if (r < 0) {
    q -= 1;
    r += b;
  } else if (r >= b) {
    q += 1;
    r -= b;
  }
  for (let step = 0; step < 2; step++) {
    r *= 1000;
    let d = Math.floor(r / b);
    r -= d * b;
    if (r < 0) {
      d -= 1;
      r += b;
    } else if (r >= b) {
      d += 1;
      r -= b;
    }
    q = q * 1000 + d;
  }
  if (q > FAST_LIMIT) return undefined;
  const twice = 2 * r;
  if (twice > b || (twice === b && q % 2 !== 0)) q += 1;
  return negative ? -q : q;
}

/** Multiplies by a plain integer (a count), exactly. */
export function mulInt(a: Fixed, k: number): Fixed {
  if (typeof a === 'number') {
    const p = a * k;
    if (p <= MAX && p >= -MAX) return p || 0;
  }
  return canon(big(a) * BigInt(k));
}

/** a / b rounded half-to-even at 6 decimals. Throws RangeError on division by zero. */
export function div(a: Fixed, b: Fixed): Fixed {
  if (b === 0) throw new RangeError('division by zero');
  if (typeof a === 'number' && typeof b === 'number') {
    const n = a * SCALE;
    if (n <= FAST_LIMIT && n >= -FAST_LIMIT && b <= FAST_LIMIT && b >= -FAST_LIMIT) {
      return numDivRoundHalfEven(n, b) || 0;
    }
    const q = numDivScaled(a, b);
    if (q !== undefined) return q || 0;
  }
  return canon(bigDivRound(big(a) * SCALE_BIG, big(b)));
}

/** Divides by a plain integer count (used by averages and instalments). */
export function divInt(a: Fixed, k: number): Fixed {
  return div(a, mulInt(ONE, k));
}

export function cmp(a: Fixed, b: Fixed): -1 | 0 | 1 {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function min(a: Fixed, b: Fixed): Fixed {
  return b < a ? b : a;
}

export function max(a: Fixed, b: Fixed): Fixed {
  return b > a ? b : a;
}

export function isZero(a: Fixed): boolean {
  return a === 0;
}

/** Millionths per unit of the last kept decimal, by number of decimals kept (0..5). */
const UNITS = [1_000_000, 100_000, 10_000, 1_000, 100, 10];

/** Rounds to `digits` decimals (0..6; negative digits round to tens, hundreds...). */
export function round(a: Fixed, digits: number, mode: RoundingMode = 'half-up'): Fixed {
  if (!Number.isInteger(digits)) throw new RangeError('ROUND digits must be an integer');
  if (digits >= DECIMALS) return a;
  if (typeof a === 'number' && digits >= 0) {
    const unit = UNITS[digits]!;
    const q = Math.floor(a / unit);
    let r = a - q * unit;
    let fq = q;
    if (r < 0) {
      fq -= 1;
      r += unit;
    } else if (r >= unit) {
      fq += 1;
      r -= unit;
    }
    if (r === 0) return a;
    const twice = 2 * r;
    let up: boolean;
    switch (mode) {
      case 'floor':
        up = false;
        break;
      case 'ceil':
        up = true;
        break;
      case 'trunc':
        up = fq < 0;
        break;
      case 'half-up':
        up = twice > unit || (twice === unit && fq >= 0);
        break;
      default:
        up = twice > unit || (twice === unit && fq % 2 !== 0);
    }
    const out = (up ? fq + 1 : fq) * unit;
    if (out <= FAST_LIMIT && out >= -FAST_LIMIT) return out || 0;
  }
  const unit = 10n ** BigInt(DECIMALS - digits);
  return canon(bigDivRound(big(a), unit, mode) * unit);
}

/** Converts an integer number of whole units (e.g. a count) to Fixed. */
export function fromInt(n: number): Fixed {
  if (!Number.isInteger(n)) throw new RangeError(`not an integer: ${n}`);
  return mulInt(ONE, n);
}

/** Converts to a float for display or charts only (never for arithmetic). */
export function toNumber(a: Fixed): number {
  return Number(a) / SCALE;
}

/** Truncates to an integer number of units (used for counts such as instalment numbers). */
export function toInt(a: Fixed): number {
  return Number(bigDivRound(big(a), SCALE_BIG, 'trunc'));
}

const DECIMAL_RE = /^([+-])?(\d+)(?:\.(\d*))?(%)?$|^([+-])?\.(\d+)(%)?$/;

/**
 * Parses a decimal string exactly ("1234.56", "-0.5", "12.5%" meaning 0.125). Digits beyond the
 * sixth decimal are rounded half-to-even. Returns undefined for anything else.
 */
export function parseFixed(text: string): Fixed | undefined {
  const s = text.trim().replace(/_/g, '');
  const m = DECIMAL_RE.exec(s);
  if (!m) return undefined;
  const sign = m[1] ?? m[5];
  let intPart = m[2] ?? '0';
  let frac = m[3] ?? m[6] ?? '';
  const percent = (m[4] ?? m[7]) !== undefined;
  if (percent) {
    // Shifting the decimal point two places left is exact.
    const padded = intPart.padStart(3, '0');
    frac = padded.slice(-2) + frac;
    intPart = padded.slice(0, -2);
  }
  let digits: string;
  let roundUp = false;
  if (frac.length <= DECIMALS) {
    digits = intPart + frac.padEnd(DECIMALS, '0');
  } else {
    digits = intPart + frac.slice(0, DECIMALS);
    const rest = frac.slice(DECIMALS);
    const first = rest.charCodeAt(0) - 48;
    const tailNonZero = /[1-9]/.test(rest.slice(1));
    const lastKept = digits.charCodeAt(digits.length - 1) - 48;
    roundUp = first > 5 || (first === 5 && (tailNonZero || lastKept % 2 === 1));
  }
  let v: Fixed;
  if (digits.length <= 15) {
    v = Number(digits);
    if (roundUp) v += 1;
  } else {
    v = canon(BigInt(digits) + (roundUp ? 1n : 0n));
  }
  return sign === '-' ? neg(v) : v;
}

/** Parses like parseFixed and throws a readable error otherwise. */
export function fixed(text: string | number): Fixed {
  const v = typeof text === 'number' ? fromJsNumber(text) : parseFixed(text);
  if (v === undefined) throw new SyntaxError(`not a decimal number: "${text}"`);
  return v;
}

/**
 * A JSON or YAML number: its shortest decimal spelling (what the author typed) is parsed, so
 * 0.1 becomes exactly 0.1 and never 0.1000000000000000055.
 */
export function fromJsNumber(n: number): Fixed {
  if (!Number.isFinite(n)) throw new RangeError(`not a finite number: ${n}`);
  if (Number.isInteger(n) && Math.abs(n) < 9e9) return n * SCALE || 0;
  const v = parseFixed(withoutExponent(String(n)));
  if (v === undefined) throw new RangeError(`cannot represent ${n}`);
  return v;
}

/**
 * Rewrites an exponent spelling ("1.5e-7", "1e+21", as String(n) gives below 1e-6 and from 1e21)
 * as plain decimal digits by moving the point in the text, so the value stays exactly the
 * shortest spelling (n.toFixed would spell the binary value, and gives exponents from 1e21 on).
 */
function withoutExponent(s: string): string {
  const m = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/i.exec(s);
  if (!m) return s;
  const sign = m[1]!;
  const intDigits = m[2]!;
  const digits = intDigits + (m[3] ?? '');
  const point = intDigits.length + Number(m[4]); // where the decimal point falls in `digits`
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return sign + digits + '0'.repeat(point - digits.length);
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** Canonical decimal text: no trailing zeros, no exponent ("1234.5", "-0.000001", "0"). */
export function formatFixed(a: Fixed, minDecimals = 0): string {
  const negative = a < 0;
  const absBig = typeof a === 'bigint' ? (negative ? -a : a) : undefined;
  let intText: string;
  let fracText: string;
  if (absBig !== undefined) {
    intText = (absBig / SCALE_BIG).toString();
    fracText = (absBig % SCALE_BIG).toString().padStart(DECIMALS, '0');
  } else {
    const n = Math.abs(a as number);
    const q = Math.floor(n / SCALE);
    intText = String(q);
    fracText = String(n - q * SCALE).padStart(DECIMALS, '0');
  }
  fracText = fracText.replace(/0+$/, '');
  if (fracText.length < minDecimals) fracText = fracText.padEnd(minDecimals, '0');
  const body = fracText ? `${intText}.${fracText}` : intText;
  return negative ? `-${body}` : body;
}

/** a * b / c with a single rounding (half-to-even), used where two roundings would drift. */
export function mulDiv(a: Fixed, b: Fixed, c: Fixed): Fixed {
  if (c === 0) throw new RangeError('division by zero');
  return canon(bigDivRound(big(a) * big(b), big(c)));
}
