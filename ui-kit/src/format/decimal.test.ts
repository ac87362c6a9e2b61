import { describe, expect, it } from 'vitest';
import {
  compareDecimal,
  decimalToNumber,
  decimalToString,
  divideDecimal,
  isBelow,
  isNumeric,
  isWhole,
  parseDecimal,
  roundDecimal,
  shiftDecimal,
  subtractDecimal,
  toDecimal,
} from './decimal';

const text = (value: Parameters<typeof toDecimal>[0]) => decimalToString(toDecimal(value));
const round = (value: string, places: number) => decimalToString(roundDecimal(toDecimal(value), places));

describe('parseDecimal', () => {
  it('reads decimal strings exactly, beyond what a float holds', () => {
    expect(text('1234.50')).toBe('1234.50');
    expect(text('-0.005')).toBe('-0.005');
    expect(text('+.5')).toBe('0.5');
    expect(text('  42 ')).toBe('42');
    expect(text('12345678901234567890.123456789')).toBe('12345678901234567890.123456789');
    expect(text('1e3')).toBe('1000');
    expect(text('1.5E-3')).toBe('0.0015');
  });

  it('reads numbers through their shortest text, exponents included', () => {
    expect(text(1.005)).toBe('1.005');
    expect(text(-1234.565)).toBe('-1234.565');
    expect(text(1e-7)).toBe('0.0000001');
    expect(text(1.5e21)).toBe('1500000000000000000000');
    expect(text(-0)).toBe('0');
  });

  it('rejects what is not a plain decimal', () => {
    for (const bad of ['', ' ', '.', '-', '1,234.50', '1.2.3', 'abc', '12abc', '0x10', '1e', '1e99999']) {
      expect(parseDecimal(bad), bad).toBeNull();
      expect(isNumeric(bad), bad).toBe(false);
    }
    expect(parseDecimal(Number.NaN)).toBeNull();
    expect(parseDecimal(Number.POSITIVE_INFINITY)).toBeNull();
    expect(() => toDecimal('1,234')).toThrow(RangeError);
    expect(isNumeric(null)).toBe(false);
    expect(isNumeric('7')).toBe(true);
  });
});

describe('roundDecimal', () => {
  it('rounds half away from zero on the decimal itself, not on a float', () => {
    expect(round('-1234.565', 2)).toBe('-1234.57');
    expect(round('1234.565', 2)).toBe('1234.57');
    expect(round('1.005', 2)).toBe('1.01'); // the float 1.005 is 1.00499…, which rounds down
    expect(round('0.005', 2)).toBe('0.01');
    expect(round('2.344999', 2)).toBe('2.34');
    expect(round('-2.5', 0)).toBe('-3');
    expect(round('9.995', 2)).toBe('10.00');
    expect(round('-0.004', 2)).toBe('0.00');
    expect(round('12345678901234567890.125', 2)).toBe('12345678901234567890.13');
  });

  it('leaves values with fewer decimals untouched', () => {
    expect(round('1200.5', 2)).toBe('1200.5');
    expect(round('7', 2)).toBe('7');
  });
});

describe('decimal arithmetic', () => {
  it('compares, subtracts, shifts and divides exactly', () => {
    expect(compareDecimal(toDecimal('1.10'), toDecimal('1.1'))).toBe(0);
    expect(compareDecimal(toDecimal('0.3'), toDecimal(0.1 + 0.2))).toBe(-1);
    expect(compareDecimal(toDecimal('-2'), toDecimal('-3'))).toBe(1);
    expect(decimalToString(subtractDecimal(toDecimal('0.3'), toDecimal('0.1')))).toBe('0.2');
    expect(decimalToString(shiftDecimal(toDecimal('0.1234'), 2))).toBe('12.34');
    expect(decimalToString(shiftDecimal(toDecimal('5'), 2))).toBe('500');
    expect(decimalToString(shiftDecimal(toDecimal('12.5'), -2))).toBe('0.125');
    expect(decimalToString(divideDecimal(toDecimal('1'), toDecimal('3'), 4)!)).toBe('0.3333');
    expect(decimalToString(divideDecimal(toDecimal('2'), toDecimal('3'), 4)!)).toBe('0.6667');
    expect(decimalToString(divideDecimal(toDecimal('-1'), toDecimal('8'), 2)!)).toBe('-0.13');
    expect(decimalToString(divideDecimal(toDecimal('1'), toDecimal('-8'), 2)!)).toBe('-0.13');
    expect(divideDecimal(toDecimal('1'), toDecimal('0.00'), 2)).toBeNull();
    expect(decimalToNumber(toDecimal('-12.5'))).toBe(-12.5);
  });

  it('tells whole numbers and values under a threshold', () => {
    expect(isWhole(toDecimal('1200.00'))).toBe(true);
    expect(isWhole(toDecimal('1200.50'))).toBe(false);
    expect(isBelow(toDecimal('0.009999'), 2)).toBe(true);
    expect(isBelow(toDecimal('-0.005'), 2)).toBe(true);
    expect(isBelow(toDecimal('0.01'), 2)).toBe(false);
    expect(isBelow(toDecimal('-0.010'), 2)).toBe(false);
    expect(isBelow(toDecimal('3'), 2)).toBe(false);
  });
});
