import { catalogueOfFiles, type LazyCatalogue } from '../catalogue-files';
import type { MessageId } from './dates/en';

/**
 * Built-in labels of the date, range, month and year pickers. English from spec doc 3 §9 ('Pick a
 * date', 'Time', the range display); range dates are YYYY-MM-DD strings in every language.
 */
export const dateMessages = catalogueOfFiles(
  (locale) => import(`./dates/${locale}.ts`),
) as LazyCatalogue<MessageId>;
