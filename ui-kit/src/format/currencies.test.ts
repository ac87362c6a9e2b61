import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, UnknownCurrencyError, assertCurrencyCode, isCurrencyCode } from './currencies';

describe('currency codes', () => {
  it('lists about 160 distinct, sorted, three-letter ISO 4217 codes', () => {
    expect(CURRENCY_CODES.length).toBeGreaterThan(150);
    expect(CURRENCY_CODES.length).toBeLessThan(170);
    expect(new Set(CURRENCY_CODES).size).toBe(CURRENCY_CODES.length);
    expect([...CURRENCY_CODES].sort()).toEqual([...CURRENCY_CODES]);
    for (const code of CURRENCY_CODES) expect(code).toMatch(/^[A-Z]{3}$/);
  });

  it('follows the engine list, without withdrawn codes and accounting units', () => {
    const engine = new Set(Intl.supportedValuesOf('currency'));
    // VED (Venezuela, 2021) is active but missing from ICU; everything else comes from ICU.
    expect(CURRENCY_CODES.filter((code) => !engine.has(code))).toEqual(['VED']);
    for (const gone of ['HRK', 'CUC', 'ZWL', 'XDR', 'XSU', 'XAU', 'XTS', 'XXX', 'DEM', 'FRF'])
      expect(isCurrencyCode(gone), gone).toBe(false);
  });

  it('knows the common codes, upper case only', () => {
    for (const code of ['EUR', 'USD', 'GBP', 'CHF', 'JPY', 'CAD', 'AUD', 'BRL', 'INR', 'BHD'])
      expect(isCurrencyCode(code), code).toBe(true);
    expect(isCurrencyCode('eur')).toBe(false);
    expect(isCurrencyCode('EURO')).toBe(false);
    expect(isCurrencyCode(null)).toBe(false);
  });

  it('raises the unknown-currency error', () => {
    expect(() => assertCurrencyCode('ABC')).toThrow(UnknownCurrencyError);
    expect(() => assertCurrencyCode('ABC')).toThrow('Unknown currency: "ABC"');
    expect(() => assertCurrencyCode('EUR')).not.toThrow();
  });
});
