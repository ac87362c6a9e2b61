import type { LazyCatalogue } from '@accrue/remote-runtime';
import { reviewMessages } from './reviews';
import type { ReviewMessageId } from './reviews/en';
import { threadMessages } from './threads';
import type { ThreadMessageId } from './threads/en';

/**
 * The statement page's own labels: its review's (i18n/reviews.ts) and its comments' (i18n/threads.ts),
 * downloaded side by side with the page, not one after the other.
 */
export const statementPageMessages: LazyCatalogue<ReviewMessageId | ThreadMessageId> = {
  load: async (locale) => {
    const [reviews, threads] = await Promise.all([reviewMessages.load(locale), threadMessages.load(locale)]);
    return { ...reviews, ...threads };
  },
};
