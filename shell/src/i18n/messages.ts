import { catalogueOfFiles, type LazyCatalogue, type Messages } from '@accrue/remote-runtime';
import type { ShellMessageId } from './locales/en';

/** Every label of the shell, in one language. */
export type ShellMessages = Messages<ShellMessageId>;

/**
 * The shell's labels, each language a chunk of its own, loaded for the users who read it: the
 * chrome's first load carries one language.
 */
export const shellMessages = catalogueOfFiles(
  (locale) => import(`./locales/${locale}.ts`),
) as LazyCatalogue<ShellMessageId>;
