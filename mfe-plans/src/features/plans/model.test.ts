import { describe, expect, it } from 'vitest';
import type { Session } from '@accrue/remote-runtime';
import {
  allowedFrequencies,
  copyName,
  datesError,
  definitionFileName,
  forecastDesignerGate,
  hubTab,
  nameError,
  splitPlans,
} from './model';

describe('the plan list model', () => {
  it("names a copy after the original with ' (copy)', within 100 characters", () => {
    expect(copyName('AE 2026')).toBe('AE 2026 (copy)');
    expect(copyName('x'.repeat(98))).toHaveLength(100);
  });

  it('bounds names to 2-100 characters and dates to from <= until', () => {
    expect(nameError(' a ')).toBe('plans.form.nameLength');
    expect(nameError('ab')).toBeUndefined();
    expect(nameError('x'.repeat(101))).toBe('plans.form.nameLength');
    expect(datesError('2026-02-01', '2026-01-31')).toBe('plans.form.startAfterEnd');
    expect(datesError('2026-01-31', '2026-01-31')).toBeUndefined();
    expect(datesError(null, '2026-01-31')).toBeUndefined();
  });

  it("allows the frequencies of the company's statement frequency", () => {
    expect(allowedFrequencies('month')).toEqual(['month', 'quarter']);
    expect(allowedFrequencies('quarter')).toEqual(['quarter']);
  });

  it('puts archived plans in their own group, each by name', () => {
    const plans = [
      { name: 'B', archived: false },
      { name: 'Z', archived: true },
      { name: 'A', archived: false },
    ];
    expect(splitPlans(plans)).toEqual({
      active: [plans[2], plans[0]],
      archived: [plans[1]],
    });
  });

  it('names files and tabs safely', () => {
    expect(definitionFileName('Account Executives 2026')).toBe('account-executives-2026.plan.yaml');
    expect(definitionFileName('!!!')).toBe('plan.plan.yaml');
    expect(hubTab(undefined)).toBe('assignments');
    expect(hubTab('definition')).toBe('definition');
    expect(hubTab('customization')).toBe('customization');
    expect(hubTab('nope')).toBe('assignments');
  });

  it('opens the forecast designer to whoever may open the designer, in a company that forecasts', () => {
    const session = (permissions: string[], FORECAST?: boolean) =>
      ({
        can: (permission: string) => permissions.includes(permission),
        subject: { featureFlags: FORECAST === undefined ? {} : { FORECAST } },
      }) as unknown as Session;
    expect(forecastDesignerGate(session(['VIEW_RULE_DESIGNER'], true))).toBe(true);
    expect(forecastDesignerGate(session(['VIEW_RULE_DESIGNER'], false))).toBe(false);
    expect(forecastDesignerGate(session(['VIEW_RULE_DESIGNER']))).toBe(false);
    expect(forecastDesignerGate(session(['VIEW_PLANS'], true))).toBe(false);
  });
});
