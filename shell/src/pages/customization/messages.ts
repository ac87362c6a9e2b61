import { catalogueOfFiles, type LazyCatalogue, type Messages } from '@accrue/remote-runtime';
import type { CustomizationMessageId } from './i18n/en';

export type CustomizationMessages = Messages<CustomizationMessageId>;

/**
 * The customization page's labels, downloaded with the page (PageMessages): the shell's own
 * catalogue ships with every route's first load, and a settings page few people open has no place in it.
 */
export const customizationMessages = catalogueOfFiles(
  (locale) => import(`./i18n/${locale}.ts`),
) as LazyCatalogue<CustomizationMessageId>;
