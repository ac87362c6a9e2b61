import { catalogueOfFiles, type LazyCatalogue } from '@accrue/remote-runtime';
import type { ThreadMessageId } from './threads/en';

/**
 * The labels of statement threads (the statement's comments panel, the threads page), one chunk per
 * language that downloads with the pages showing threads (PageMessages): the home page and the
 * others of this remote do not carry them.
 */
export const threadMessages = catalogueOfFiles(
  (locale) => import(`./threads/${locale}.ts`),
) as LazyCatalogue<ThreadMessageId>;
