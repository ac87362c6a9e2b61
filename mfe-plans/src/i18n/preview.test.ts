import { describe, expect, it } from 'vitest';
import { LOCALES } from '@accrue/remote-runtime';
import { loadEveryLanguage } from '@accrue/remote-runtime/testing';
import remote from '../remote';
import { forecastingMessages } from './forecasting';
import { previewMessages } from './preview';

describe('the live preview labels', () => {
  it('come in every language with every label, none of them also in another catalogue of this remote', async () => {
    const preview = await loadEveryLanguage(previewMessages, LOCALES);
    const ids = Object.keys(preview.en).sort();
    for (const locale of LOCALES) expect(Object.keys(preview[locale]).sort(), locale).toEqual(ids);
    const own = await remote.messages.load('en');
    const forecasting = await forecastingMessages.load('en');
    expect(ids.filter((id) => id in own || id in forecasting)).toEqual([]);
    // Translated, not copied.
    for (const locale of LOCALES.filter((locale) => locale !== 'en'))
      for (const id of ['preview.title', 'preview.updating', 'preview.lines'] as const)
        expect(preview[locale][id], `${locale}:${id}`).not.toBe(preview.en[id]);
  });
});
