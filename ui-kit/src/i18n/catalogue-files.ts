import type { Locale } from './locales';

/**
 * Lazy catalogues: the one way labels are held in Accrue (the kit's areas here; the shell's, each
 * remote's and the common messages through @accrue/remote-runtime, which re-exports these). One file
 * per language, loaded by a dynamic import: a user downloads their language of each source and no
 * other. Production builds precompile every language file to ICU ASTs (tools/federation).
 */

/** One language's messages of a source (an application, a kit area, the common messages). */
export type Messages<Id extends string = string> = Readonly<Record<Id, string>>;

/** A source's messages, one chunk per language. */
export interface LazyCatalogue<Id extends string = string> {
  load(locale: Locale): Promise<Messages<Id>>;
}

/** A language file's module: its messages under `messages`. */
export interface LanguageModule {
  messages: Messages;
}

/**
 * A lazy catalogue from one dynamic import of a language's file, e.g.
 * `(locale) => import(\`./table/${locale}.ts\`)`: the bundler makes each file of the folder a chunk
 * of its own, and a user downloads the one of their language.
 */
export function catalogueOfFiles(load: (locale: Locale) => Promise<LanguageModule>): LazyCatalogue {
  return { load: async (locale) => (await load(locale)).messages };
}
