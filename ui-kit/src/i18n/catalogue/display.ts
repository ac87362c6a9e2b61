import { catalogueOfFiles, type LazyCatalogue } from '../catalogue-files';
import type { MessageId } from './display/en';

/**
 * Built-in labels of avatars, the side menu and copy to clipboard. Breadcrumbs, the page header
 * and the card reuse the shared 'kit.back', 'kit.breadcrumbs' and 'kit.loading' (common.ts).
 * Clipboard wording is spec doc 3 §8; the side-menu empty result reuses the option-list wording
 * of doc 3 §5 ('No options matching "{value}"').
 */
export const displayMessages = catalogueOfFiles(
  (locale) => import(`./display/${locale}.ts`),
) as LazyCatalogue<MessageId>;
