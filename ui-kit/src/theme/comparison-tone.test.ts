import { describe, expect, it } from 'vitest';
import { comparisonTone, COMPARISON_TONES } from './index';

describe('the forecast comparison colours', () => {
  it('give each colour a company may choose a class of its own', () => {
    const classes = COMPARISON_TONES.map((tone) => comparisonTone[tone]);
    expect(Object.keys(comparisonTone).sort()).toEqual([...COMPARISON_TONES].sort());
    expect(classes.every((name) => typeof name === 'string' && name.length > 0)).toBe(true);
    expect(new Set(classes).size).toBe(COMPARISON_TONES.length);
  });
});
