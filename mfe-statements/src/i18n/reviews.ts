import { catalogueOfFiles, type LazyCatalogue } from '@accrue/remote-runtime';
import type { ReviewMessageId } from './reviews/en';

/**
 * The labels of statement reviews (the review panel, the review status, the reviews page), one
 * chunk per language that downloads with the pages showing reviews (PageMessages): the home page
 * and the others of this remote do not carry them.
 */
export const reviewMessages = catalogueOfFiles(
  (locale) => import(`./reviews/${locale}.ts`),
) as LazyCatalogue<ReviewMessageId>;
