import { describe, expect, it } from 'vitest';
import { LOCALES } from '@accrue/remote-runtime';
import { loadEveryLanguage } from '@accrue/remote-runtime/testing';
import remote from '../remote';
import { agreementsMessages } from './agreements';
import { forecastingMessages } from './forecasting';
import { previewMessages } from './preview';

describe('the plan agreement labels', () => {
  it('come in every language with every label, none of them also in another catalogue of this remote', async () => {
    const agreements = await loadEveryLanguage(agreementsMessages, LOCALES);
    const ids = Object.keys(agreements.en).sort();
    for (const locale of LOCALES) expect(Object.keys(agreements[locale]).sort(), locale).toEqual(ids);
    const own = await remote.messages.load('en');
    const forecasting = await forecastingMessages.load('en');
    const preview = await previewMessages.load('en');
    expect(ids.filter((id) => id in own || id in forecasting || id in preview)).toEqual([]);
    // Translated, not copied.
    for (const locale of LOCALES.filter((locale) => locale !== 'en'))
      for (const id of [
        'agreements.new',
        'agreements.templateChanged',
        'agreements.confirmAgreement',
      ] as const)
        expect(agreements[locale][id], `${locale}:${id}`).not.toBe(agreements.en[id]);
  });
});
