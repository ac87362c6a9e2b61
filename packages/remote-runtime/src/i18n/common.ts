import { catalogueOfFiles, type LazyCatalogue } from './catalogue';
import type { CommonMessageId } from './common/en';

/** The messages every application shows, one chunk per language like every catalogue. */
export const commonMessages = catalogueOfFiles(
  (locale) => import(`./common/${locale}.ts`),
) as LazyCatalogue<CommonMessageId>;
