import { describe, expect, it } from 'vitest';
import { difference, directionOf } from './model';

describe('a forecast against the actual figure', () => {
  it('differs by forecast − actual, exactly, past what a float holds', () => {
    expect(difference('4200.30', '4000.10')).toBe('200.20');
    expect(difference('0.3', '0.1')).toBe('0.2');
    expect(difference('850.5', '1000')).toBe('-149.5');
    expect(difference('12345678901234567.35', '12345678901234567.1')).toBe('0.25');
    expect(difference('300.00', '300')).toBe('0.00');
    expect(difference(null, '300')).toBeNull();
    expect(difference('300', undefined)).toBeNull();
    expect(difference('n/a', '300')).toBeNull();
  });

  it('is below, above or level with it', () => {
    expect(directionOf('-0.01')).toBe('below');
    expect(directionOf('0.000001')).toBe('above');
    expect(directionOf('0.00')).toBe('level');
    expect(directionOf(null)).toBe('level');
  });
});
