import { catalogueOfFiles, type LazyCatalogue } from '@accrue/remote-runtime';
import type { ExplanationMessageId } from './explanations/en';

/**
 * The labels of a figure's explanation (the focused rule view), one chunk per language that
 * downloads with the explanation itself: the statement page without a focused rule does not carry them.
 */
export const explanationMessages = catalogueOfFiles(
  (locale) => import(`./explanations/${locale}.ts`),
) as LazyCatalogue<ExplanationMessageId>;
