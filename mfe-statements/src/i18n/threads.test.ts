import { describe, expect, it } from 'vitest';
import { LOCALES } from '@accrue/remote-runtime';
import { loadEveryLanguage } from '@accrue/remote-runtime/testing';
import remote from '../remote';
import { reviewMessages } from './reviews';
import { statementPageMessages } from './statement';
import { threadMessages } from './threads';

describe('the thread labels', () => {
  it('come in every language with every label, none of them also in the remote’s or the reviews’ catalogue', async () => {
    const threads = await loadEveryLanguage(threadMessages, LOCALES);
    const ids = Object.keys(threads.en).sort();
    for (const locale of LOCALES) expect(Object.keys(threads[locale]).sort(), locale).toEqual(ids);
    const own = await remote.messages.load('en');
    const reviews = await reviewMessages.load('en');
    expect(ids.filter((id) => id in own || id in reviews)).toEqual([]);
    // Translated, not copied: the labels differ from the English ones (the spec's toasts included).
    for (const locale of LOCALES.filter((locale) => locale !== 'en'))
      for (const id of ['threads.comments', 'threads.updated', 'threads.reviewFailed'] as const)
        expect(threads[locale][id], `${locale}:${id}`).not.toBe(threads.en[id]);
  });

  it('download with the statement page beside the review labels', async () => {
    const [page, reviews, threads] = await Promise.all([
      statementPageMessages.load('de'),
      reviewMessages.load('de'),
      threadMessages.load('de'),
    ]);
    expect(page).toEqual({ ...reviews, ...threads });
  });
});
