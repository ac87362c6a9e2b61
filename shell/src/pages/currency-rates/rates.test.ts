import { describe, expect, it } from 'vitest';
import { formatRate, toRateText, validateRate } from './rates';

describe('currency rates', () => {
  it('reads a rate typed in the locale as exact decimal text, and refuses anything else', () => {
    expect(toRateText('1.071234567891', 'en')).toBe('1.071234567891');
    expect(toRateText('1,0825', 'fr')).toBe('1.0825');
    expect(toRateText('0', 'en')).toBeNull();
    expect(toRateText('1,000.5', 'en')).toBeNull();
    expect(toRateText('1e3', 'en')).toBeNull();
    expect(toRateText('-1', 'en')).toBeNull();
  });
  it('shows the stored digits with the locale decimal mark', () => {
    expect(formatRate('0.930000000001', 'de')).toBe('0,930000000001');
    expect(formatRate('1.15', 'en')).toBe('1.15');
  });
  it('names each missing or wrong field', () => {
    expect(validateRate({ currency: '', rate: '', effectiveAsOf: '' }, 'en')).toEqual({
      currency: 'rates.error.required',
      rate: 'rates.error.required',
      effectiveAsOf: 'rates.error.required',
    });
    expect(validateRate({ currency: 'USD', rate: 'abc', effectiveAsOf: '01/02/2026' }, 'en')).toEqual({
      rate: 'rates.error.rate',
      effectiveAsOf: 'rates.error.date',
    });
  });
});
