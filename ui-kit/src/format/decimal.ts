/**
 * Exact decimal arithmetic for display: the API sends money as decimal strings ("1234.50"), and a
 * float cannot hold most of them exactly (0.1 + 0.2, or any amount past 15 significant digits).
 * A value is kept as an integer coefficient (BigInt) and a scale, rounded as a decimal, then handed
 * to Intl.NumberFormat as a string, which formats strings exactly.
 */

/** A decimal value: `coefficient × 10^-scale`. The coefficient carries the sign. */
export interface Decimal {
  readonly coefficient: bigint;
  readonly scale: number;
}

/** What the formatting helpers accept: a number, or an exact decimal string such as "-1234.565". */
export type NumericInput = number | string;

const DECIMAL_PATTERN = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/**
 * Reads a number or a decimal string ("1234.50", "-0.005", ".5", "1e-7"); null when it is not one
 * (an empty string, "1,234.50", NaN, Infinity). Numbers are read through their shortest
 * round-tripping text, so 1.005 is read as 1.005, as a person typing it means it.
 */
export function parseDecimal(input: NumericInput): Decimal | null {
  if (typeof input === 'number' && !Number.isFinite(input)) return null;
  const text = typeof input === 'number' ? String(input) : input.trim();
  const match = DECIMAL_PATTERN.exec(text);
  if (!match) return null;
  const [, sign, whole = '', fraction = '', exponent = '0'] = match;
  if (whole === '' && fraction === '') return null;
  const shift = Number(exponent);
  // Guards BigInt against absurd exponents ("1e999999999"); no amount needs them.
  if (!Number.isSafeInteger(shift) || Math.abs(shift) > 1000) return null;
  let coefficient = BigInt(`${whole}${fraction}` || '0');
  let scale = fraction.length - shift;
  if (scale < 0) {
    coefficient *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { coefficient: sign === '-' ? -coefficient : coefficient, scale };
}

/** Like parseDecimal, but an unreadable value is an error rather than null. */
export function toDecimal(input: NumericInput): Decimal {
  const decimal = parseDecimal(input);
  if (!decimal) throw new RangeError(`Invalid number: ${JSON.stringify(String(input))}`);
  return decimal;
}

/** Whether a value is a number or a decimal string (what the helpers can format). */
export function isNumeric(input: unknown): input is NumericInput {
  return (typeof input === 'number' || typeof input === 'string') && parseDecimal(input) !== null;
}

const abs = (value: bigint) => (value < 0n ? -value : value);

/** Rounds to `places` decimals, half away from zero (2.345 → 2.35, -1234.565 → -1234.57). */
export function roundDecimal(value: Decimal, places: number): Decimal {
  if (value.scale <= places) return value;
  const divisor = 10n ** BigInt(value.scale - places);
  const quotient = value.coefficient / divisor; // BigInt division truncates toward zero
  const remainder = abs(value.coefficient % divisor);
  const away = remainder * 2n >= divisor ? (value.coefficient < 0n ? -1n : 1n) : 0n;
  return { coefficient: quotient + away, scale: places };
}

/** The value times 10^power, exactly (a ratio to percent points is power 2). */
export function shiftDecimal(value: Decimal, power: number): Decimal {
  const scale = value.scale - power;
  return scale >= 0
    ? { coefficient: value.coefficient, scale }
    : { coefficient: value.coefficient * 10n ** BigInt(-scale), scale: 0 };
}

function align(a: Decimal, b: Decimal): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [
    a.coefficient * 10n ** BigInt(scale - a.scale),
    b.coefficient * 10n ** BigInt(scale - b.scale),
    scale,
  ];
}

/** -1, 0 or 1 as a is below, equal to or above b. */
export function compareDecimal(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const [x, y] = align(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** a − b, exactly. */
export function subtractDecimal(a: Decimal, b: Decimal): Decimal {
  const [x, y, scale] = align(a, b);
  return { coefficient: x - y, scale };
}

/** a ÷ b rounded to `places` decimals, half away from zero; null when b is zero. */
export function divideDecimal(a: Decimal, b: Decimal, places: number): Decimal | null {
  const [x, y] = align(a, b);
  if (y === 0n) return null;
  const numerator = x * 10n ** BigInt(places);
  const quotient = numerator / y;
  const remainder = abs(numerator % y);
  const negative = x < 0n !== y < 0n;
  const away = remainder * 2n >= abs(y) ? (negative ? -1n : 1n) : 0n;
  return { coefficient: quotient + away, scale: places };
}

export function isZero(value: Decimal): boolean {
  return value.coefficient === 0n;
}

/** Whether the value has no fractional part (1200.00 is whole, 1200.50 is not). */
export function isWhole(value: Decimal): boolean {
  return value.coefficient % 10n ** BigInt(value.scale) === 0n;
}

/** Whether |value| < 10^-places (under 0.01 for places 2). */
export function isBelow(value: Decimal, places: number): boolean {
  return abs(value.coefficient) * 10n ** BigInt(places) < 10n ** BigInt(value.scale);
}

/** Plain decimal text ("-1234.57", "0.5"), which Intl.NumberFormat formats exactly. */
export function decimalToString(value: Decimal): `${number}` {
  const digits = abs(value.coefficient)
    .toString()
    .padStart(value.scale + 1, '0');
  const whole = digits.slice(0, digits.length - value.scale);
  const fraction = digits.slice(digits.length - value.scale);
  const sign = value.coefficient < 0n ? '-' : '';
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}` as `${number}`;
}

/** The value as a float, for the places where an approximation is what is wanted (a bar width). */
export function decimalToNumber(value: Decimal): number {
  return Number(decimalToString(value));
}
