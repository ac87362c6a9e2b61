import { catalogueOfFiles, type LazyCatalogue, type Messages } from '@accrue/remote-runtime';
import type { ApiKeysMessageId } from './i18n/en';

export type ApiKeysMessages = Messages<ApiKeysMessageId>;

/**
 * The API settings page's labels, downloaded with the page (PageMessages): the shell's own
 * catalogue ships with every route's first load, and a settings page few people open has no place in it.
 */
export const apiKeysMessages = catalogueOfFiles(
  (locale) => import(`./i18n/${locale}.ts`),
) as LazyCatalogue<ApiKeysMessageId>;
