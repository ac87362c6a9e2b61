import { describe, expect, it } from 'vitest';
import { clampProgress } from './clampProgress';

describe('clampProgress', () => {
  it('keeps values between 0 and 1', () => {
    expect(clampProgress(0)).toBe(0);
    expect(clampProgress(0.5)).toBe(0.5);
    expect(clampProgress(1)).toBe(1);
    expect(clampProgress('0.25')).toBe(0.25);
  });

  it('clamps values outside 0 to 1', () => {
    expect(clampProgress(1.7)).toBe(1);
    expect(clampProgress(-0.2)).toBe(0);
    expect(clampProgress(Number.POSITIVE_INFINITY)).toBe(1);
    expect(clampProgress('3')).toBe(1);
  });

  it('treats missing and unreadable values as 0', () => {
    expect(clampProgress(null)).toBe(0);
    expect(clampProgress(undefined)).toBe(0);
    expect(clampProgress(Number.NaN)).toBe(0);
    expect(clampProgress('')).toBe(0);
    expect(clampProgress('abc')).toBe(0);
  });
});
