import { describe, expect, it } from 'vitest';
import { decimalToString } from '../../format/decimal';
import { TREND_DIRECTIONS, computeTrend, type TrendInput } from './trend';

const summary = (input: TrendInput) => {
  const trend = computeTrend(input);
  if (!trend) return null;
  if (trend.direction === 'up' || trend.direction === 'down')
    return [trend.direction, decimalToString(trend.value), trend.changeRatio];
  return [trend.direction];
};

describe('computeTrend', () => {
  it('knows the four spec directions', () => {
    expect(TREND_DIRECTIONS).toEqual(['up', 'down', 'equal', 'not-equal']);
  });

  it('gives a numeric change a direction, the new value and the change', () => {
    expect(summary({ previousValue: 1000, value: 1200 })).toEqual(['up', '1200', '0.2000']);
    expect(summary({ previousValue: '1200.00', value: '900' })).toEqual(['down', '900', '0.2500']);
    expect(summary({ previousValue: -100, value: -50 })).toEqual(['up', '-50', '0.5000']);
    expect(summary({ previousValue: 0.1, value: 0.3, format: 'percent' })).toEqual(['up', '0.3', '2.0000']);
  });

  it('rounds the percent of the change to 2 decimals, half away from zero', () => {
    // 1/3 = 33.333…% → 33.33%; 2/3 = 66.666…% → 66.67%; 1/8 = 12.5% exactly.
    expect(summary({ previousValue: 3, value: 4 })?.[2]).toBe('0.3333');
    expect(summary({ previousValue: 3, value: 1 })?.[2]).toBe('0.6667');
    expect(summary({ previousValue: 8, value: 9 })?.[2]).toBe('0.1250');
    // 12.495 %: 1249.5 / 10000.
    expect(summary({ previousValue: '10000', value: '11249.5' })?.[2]).toBe('0.1250');
  });

  it('has no percentage when the previous value is 0', () => {
    expect(summary({ previousValue: 0, value: 5 })).toEqual(['up', '5', null]);
    expect(summary({ previousValue: '0.00', value: -5 })).toEqual(['down', '-5', null]);
  });

  it('shows equal values as equal, exactly and across types', () => {
    expect(summary({ previousValue: 1200, value: '1200.00' })).toEqual(['equal']);
    expect(summary({ previousValue: '0.1', value: 0.1 })).toEqual(['equal']);
    expect(summary({ previousValue: 'Gold', value: 'Gold', format: 'text' })).toEqual(['equal']);
    expect(summary({ previousValue: null, value: undefined })).toEqual(['equal']);
  });

  it('shows different non-numeric values as not-equal', () => {
    expect(summary({ previousValue: 'Gold', value: 'Silver', format: 'text' })).toEqual(['not-equal']);
    expect(summary({ previousValue: null, value: 5 })).toEqual(['not-equal']);
    expect(summary({ previousValue: 'n/a', value: 5 })).toEqual(['not-equal']);
    expect(summary({ previousValue: true, value: false, format: 'text' })).toEqual(['not-equal']);
    // Text that looks numeric is still text.
    expect(summary({ previousValue: '1', value: '2', format: 'text' })).toEqual(['not-equal']);
  });

  it('shows nothing for date formats or a currency format without a currency', () => {
    expect(computeTrend({ previousValue: '2025-01-01', value: '2025-02-01', format: 'date' })).toBeNull();
    expect(computeTrend({ previousValue: 1, value: 2, format: 'date' })).toBeNull();
    expect(computeTrend({ previousValue: 1, value: 2, format: 'currency', currency: null })).toBeNull();
    expect(computeTrend({ previousValue: 1, value: 2, format: 'currency' })).toBeNull();
    expect(summary({ previousValue: 1, value: 2, format: 'currency', currency: 'EUR' })?.[0]).toBe('up');
  });
});
