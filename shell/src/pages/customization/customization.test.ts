import { describe, expect, it } from 'vitest';
import { LOCALES } from '@accrue/remote-runtime';
import { loadEveryLanguage } from '@accrue/remote-runtime/testing';
import { COMPARISON_TONES } from '@accrue/ui-kit/theme';
import { customizationMessages } from './messages';
import { changesOf, draftOf, isChanged, placeFieldErrors, precisionError } from './customization';
import { CUSTOMIZATION as SAVED } from './testing';

describe('the customization form', () => {
  it('changes nothing as loaded', () => {
    expect(changesOf(draftOf(SAVED), SAVED)).toEqual({});
    expect(isChanged(draftOf(SAVED), SAVED)).toBe(false);
  });

  it('sends only the fields changed, labels trimmed and empty ones as null', () => {
    const draft = {
      ...draftOf(SAVED),
      holdAndReleasePaymentDateLabel: '   ',
      holdAndReleaseForecastPaymentDateLabel: ' Upcoming ',
      totalCommissionLabel: '',
      defaultPeriod: 'previous' as const,
      forecastShowComparison: false,
    };
    expect(changesOf(draft, SAVED)).toEqual({
      holdAndReleasePaymentDateLabel: null,
      holdAndReleaseForecastPaymentDateLabel: 'Upcoming',
      totalCommissionLabel: null,
      defaultPeriod: 'previous',
      forecastShowComparison: false,
    });
    // The precision goes as a number.
    expect(changesOf({ ...draftOf(SAVED), reportsPrecision: 0 }, SAVED)).toEqual({ reportsPrecision: 0 });
    // The fiscal year's first month goes as its number (1 = January).
    expect(changesOf({ ...draftOf(SAVED), fiscalYearStartMonth: 4 }, SAVED)).toEqual({
      fiscalYearStartMonth: 4,
    });
  });

  it('takes a precision that is a whole number from 0 to 10', () => {
    expect([0, 2, 10].map(precisionError)).toEqual([null, null, null]);
    expect(precisionError(null)).toBe('customization.error.precisionRequired');
    for (const wrong of [-1, 11, 1.5])
      expect(precisionError(wrong)).toBe('customization.error.precisionRange');
    // An emptied precision is a change to show (its error), though nothing can be sent.
    expect(isChanged({ ...draftOf(SAVED), reportsPrecision: null }, SAVED)).toBe(true);
  });

  it('places the API’s errors on the form’s fields', () => {
    expect(
      placeFieldErrors([
        { field: 'customization.reportsPrecision', message: 'Too precise.' },
        { field: 'customization.reportsPrecision', message: 'Second.' },
        { field: 'customization', message: 'Not both.' },
      ]),
    ).toEqual({ fields: { reportsPrecision: 'Too precise.' }, other: ['Not both.'] });
  });
});

describe("the customization page's labels", () => {
  it('come in every language with every label, apart from the shell’s', async () => {
    const every = await loadEveryLanguage(customizationMessages, LOCALES);
    const ids = Object.keys(every.en).sort();
    for (const locale of LOCALES) expect(Object.keys(every[locale]).sort(), locale).toEqual(ids);
    expect(ids.every((id) => id.startsWith('customization.'))).toBe(true);
    for (const tone of COMPARISON_TONES) expect(ids).toContain(`customization.color.${tone}`);
    expect(every.fr['customization.field.forecastShowComparison']).toBe(
      'Afficher l’écart entre réel et prévision',
    );
  });
});
