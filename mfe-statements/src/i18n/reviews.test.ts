import { describe, expect, it } from 'vitest';
import { LOCALES } from '@accrue/remote-runtime';
import { loadEveryLanguage } from '@accrue/remote-runtime/testing';
import remote from '../remote';
import { reviewMessages } from './reviews';

describe('the review labels', () => {
  it('come in every language with every label, none of them also in the remote’s own catalogue', async () => {
    const reviews = await loadEveryLanguage(reviewMessages, LOCALES);
    const ids = Object.keys(reviews.en).sort();
    for (const locale of LOCALES) expect(Object.keys(reviews[locale]).sort(), locale).toEqual(ids);
    const own = await remote.messages.load('en');
    expect(ids.filter((id) => id in own)).toEqual([]);
    expect(reviews.fr['statement.review.status.reviewed']).not.toBe(
      reviews.en['statement.review.status.reviewed'],
    );
  });
});
