import { describe, expect, it } from 'vitest';
import { LOCALES } from '@accrue/remote-runtime';
import { loadEveryLanguage } from '@accrue/remote-runtime/testing';
import remote from '../remote';
import { forecastMessages } from './forecasts';
import { statementPageMessages } from './statement';

describe('the forecast labels', () => {
  it('come in every language with every label, none of them also in another catalogue of this remote', async () => {
    const forecasts = await loadEveryLanguage(forecastMessages, LOCALES);
    const ids = Object.keys(forecasts.en).sort();
    for (const locale of LOCALES) expect(Object.keys(forecasts[locale]).sort(), locale).toEqual(ids);
    const own = await remote.messages.load('en');
    const statementPage = await statementPageMessages.load('en');
    expect(ids.filter((id) => id in own || id in statementPage)).toEqual([]);
    // Translated, not copied.
    for (const locale of LOCALES.filter((locale) => locale !== 'en'))
      for (const id of ['forecasts.empty', 'forecast.comparison.title', 'forecast.comparison.same'] as const)
        expect(forecasts[locale][id], `${locale}:${id}`).not.toBe(forecasts.en[id]);
  });
});
