import { catalogueOfFiles, type LazyCatalogue, type Messages } from '@accrue/remote-runtime';
import type { AdminScopesMessageId } from './i18n/en';

export type AdminScopesMessages = Messages<AdminScopesMessageId>;

/**
 * The admin scopes page's labels, downloaded with the page (withPageMessages), in the user's language only:
 * the chrome's catalogue, which every page loads, stays without them.
 */
export const adminScopesMessages = catalogueOfFiles(
  (locale) => import(`./i18n/${locale}.ts`),
) as LazyCatalogue<AdminScopesMessageId>;
