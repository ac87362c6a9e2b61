import { catalogueOfFiles, type LazyCatalogue } from '../catalogue-files';
import type { MessageId } from './common/en';

/** Labels shared by several components: closing, loading, navigating back, the empty labels. */
export const commonMessages = catalogueOfFiles(
  (locale) => import(`./common/${locale}.ts`),
) as LazyCatalogue<MessageId>;
