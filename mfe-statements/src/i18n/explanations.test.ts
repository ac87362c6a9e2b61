import { describe, expect, it } from 'vitest';
import { LOCALES } from '@accrue/remote-runtime';
import { loadEveryLanguage } from '@accrue/remote-runtime/testing';
import remote from '../remote';
import { explanationMessages } from './explanations';

describe('the explanation labels', () => {
  it('come in every language with every label, none of them also in the remote’s own catalogue', async () => {
    const explanations = await loadEveryLanguage(explanationMessages, LOCALES);
    const ids = Object.keys(explanations.en).sort();
    for (const locale of LOCALES) expect(Object.keys(explanations[locale]).sort(), locale).toEqual(ids);
    const own = await remote.messages.load('en');
    expect(ids.filter((id) => id in own)).toEqual([]);
    for (const locale of LOCALES.filter((l) => l !== 'en'))
      expect(explanations[locale]['explanation.title'], locale).not.toBe(
        explanations.en['explanation.title'],
      );
  });
});
