import { catalogueOfFiles, type LazyCatalogue } from '../catalogue-files';
import type { MessageId } from './forms/en';

/**
 * Built-in labels of form fields, autosave, quick edit, file upload and the generic validation
 * messages (spec doc 3 §5 "Generic validation messages": the English wording is the spec's,
 * including 'must be at earlier than'). Counts use ICU plurals so that translations agree in
 * number; the English text for any count other than one is the spec's, word for word.
 */
export const formMessages = catalogueOfFiles(
  (locale) => import(`./forms/${locale}.ts`),
) as LazyCatalogue<MessageId>;
