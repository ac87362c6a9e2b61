import { describe, expect, it } from 'vitest';
import { UnknownCurrencyError } from './currencies';
import { decimalToString } from './decimal';
import {
  DISPLAY_DECIMALS,
  DISPLAY_ZERO_THRESHOLD,
  displayDecimal,
  formatCurrency,
  formatNumber,
  formatPercent,
} from './number';

/** Intl separates with no-break spaces (U+00A0, U+202F); plain spaces keep the expectations legible. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const number = (value: number | string, locale = 'en', digits?: number) =>
  plain(formatNumber(value, locale, digits === undefined ? undefined : { maximumFractionDigits: digits }));
const percent = (value: number | string, locale = 'en', digits?: number) =>
  plain(formatPercent(value, locale, digits === undefined ? undefined : { maximumFractionDigits: digits }));
const money = (value: number | string, currency = 'EUR', locale = 'en') =>
  plain(formatCurrency(value, currency, locale));

describe('the spec constants', () => {
  it('rounds to 2 decimals and zeroes values under 0.01', () => {
    expect(DISPLAY_DECIMALS).toBe(2);
    expect(DISPLAY_ZERO_THRESHOLD).toBe(0.01);
  });
});

describe('displayDecimal', () => {
  it('shows values under 0.01 in absolute size as 0, without a sign', () => {
    for (const tiny of ['0.005', '0.009999', '-0.004', '-0.0099', 0.001, -1e-9])
      expect(decimalToString(displayDecimal(tiny)), String(tiny)).toBe('0');
    expect(decimalToString(displayDecimal('0.01'))).toBe('0.01');
    expect(decimalToString(displayDecimal('-0.01'))).toBe('-0.01');
  });

  it('rounds the rest to 2 decimals, half away from zero', () => {
    expect(decimalToString(displayDecimal('-1234.565'))).toBe('-1234.57');
    expect(decimalToString(displayDecimal('0.015'))).toBe('0.02');
  });
});

describe('formatNumber', () => {
  it('shows up to 2 decimals, rounded half away from zero', () => {
    expect(number(1234.5678)).toBe('1,234.57');
    expect(number('-1234.565')).toBe('-1,234.57');
    expect(number('1200.00')).toBe('1,200');
    expect(number('1.005')).toBe('1.01');
    expect(number(1.005)).toBe('1.01');
    expect(number(2.5, 'en', 0)).toBe('3');
  });

  it('shows 0 under 0.01, never -0', () => {
    expect(number('0.005')).toBe('0');
    expect(number('-0.005')).toBe('0');
    expect(number(0.0099)).toBe('0');
    expect(number(0)).toBe('0');
    expect(number('0.01')).toBe('0.01');
  });

  it('keeps every digit of long decimal strings', () => {
    expect(number('12345678901234567890.125')).toBe('12,345,678,901,234,567,890.13');
  });

  it('groups and separates as each locale does', () => {
    expect(number('1234567.891', 'en')).toBe('1,234,567.89');
    expect(number('1234567.891', 'fr')).toBe('1 234 567,89');
    expect(number('1234567.891', 'de')).toBe('1.234.567,89');
    expect(number('1234567.891', 'pt')).toBe('1.234.567,89');
    expect(number('1234567.891', 'es')).toBe('1.234.567,89');
    expect(number('1234567.891', 'it')).toBe('1.234.567,89');
  });

  it('refuses what is not a number and decimals above 2', () => {
    expect(() => formatNumber('12abc', 'en')).toThrow('Invalid number: "12abc"');
    expect(() => formatNumber(Number.NaN, 'en')).toThrow(RangeError);
    expect(() => formatNumber(1, 'en', { maximumFractionDigits: 3 })).toThrow(RangeError);
  });
});

describe('formatPercent', () => {
  it('takes a ratio and rounds the percent to 2 decimals', () => {
    expect(percent(0.12345)).toBe('12.35%');
    expect(percent('0.5')).toBe('50%');
    expect(percent('-0.123456')).toBe('-12.35%');
    expect(percent(1.7)).toBe('170%');
  });

  it('shows a percent under 0.01 % as 0 %', () => {
    expect(percent('0.00005')).toBe('0%');
    expect(percent('-0.00009')).toBe('0%');
    expect(percent('0.0001')).toBe('0.01%');
  });

  it('rounds to 2 decimals before showing 0 decimals (the trend rule)', () => {
    expect(percent('0.12495', 'en', 0)).toBe('13%'); // 12.495 → 12.50 → 13
    expect(percent('0.12494', 'en', 0)).toBe('12%');
  });

  it('places the sign as each locale does', () => {
    expect(percent('0.1234', 'fr')).toBe('12,34 %');
    expect(percent('0.1234', 'de')).toBe('12,34 %');
    expect(percent('0.1234', 'pt')).toBe('12,34%');
    expect(percent('0.1234', 'es')).toBe('12,34 %');
    expect(percent('0.1234', 'it')).toBe('12,34%');
  });
});

describe('formatCurrency', () => {
  it('strips the decimals of whole numbers and shows at least 2 otherwise', () => {
    expect(money(1200)).toBe('€1,200');
    expect(money('1200.00')).toBe('€1,200');
    expect(money(1200.5)).toBe('€1,200.50');
    expect(money('1200.50')).toBe('€1,200.50');
    expect(money('1199.999')).toBe('€1,200'); // whole once rounded
    expect(money('1200.001')).toBe('€1,200');
    expect(money('-1234.565')).toBe('-€1,234.57');
  });

  it('shows amounts under 0.01 as 0', () => {
    expect(money('0.005')).toBe('€0');
    expect(money('-0.004')).toBe('€0');
    expect(money('0.01')).toBe('€0.01');
  });

  it('keeps the extra decimals of currencies that have them, and 2 for those without', () => {
    expect(money('1.2345', 'BHD')).toBe('BHD 1.235');
    expect(money('1.2', 'BHD')).toBe('BHD 1.20');
    expect(money('1200.5', 'JPY')).toBe('¥1,200.50');
    expect(money(1200, 'JPY')).toBe('¥1,200');
  });

  it('takes the symbol and its place from each locale', () => {
    expect(money('-1234.565', 'EUR', 'en')).toBe('-€1,234.57');
    expect(money('-1234.565', 'EUR', 'fr')).toBe('-1 234,57 €');
    expect(money('-1234.565', 'EUR', 'de')).toBe('-1.234,57 €');
    expect(money('-1234.565', 'EUR', 'pt')).toBe('-€ 1.234,57');
    expect(money('-1234.565', 'EUR', 'es')).toBe('-1234,57 €'); // Spanish groups from 5 digits
    expect(money('-1234.565', 'EUR', 'it')).toBe('-1234,57 €');
    expect(money('12345.5', 'EUR', 'es')).toBe('12.345,50 €');
    expect(money(1200, 'EUR', 'fr')).toBe('1 200 €');
    expect(money(1200, 'EUR', 'pt')).toBe('€ 1.200');
  });

  it('tells dollars apart with the default symbol display', () => {
    expect(money(5, 'USD', 'en')).toBe('$5');
    expect(money(5, 'CAD', 'en')).toBe('CA$5');
    expect(money(5, 'USD', 'fr')).toBe('5 $US');
    expect(plain(formatCurrency(5, 'CAD', 'en', { currencyDisplay: 'narrowSymbol' }))).toBe('$5');
    expect(plain(formatCurrency(5, 'EUR', 'en', { currencyDisplay: 'code' }))).toBe('EUR 5');
  });

  it('raises the unknown-currency error', () => {
    expect(() => formatCurrency(1, 'ABC', 'en')).toThrow(UnknownCurrencyError);
    expect(() => formatCurrency(1, 'eur', 'en')).toThrow(UnknownCurrencyError);
    expect(() => formatCurrency(1, '', 'en')).toThrow(UnknownCurrencyError);
  });
});
