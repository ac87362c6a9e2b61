import { use, useMemo, type DependencyList } from 'react';
import { useIntl } from 'react-intl';
import type { Schema } from 'yup';
import { SUPPORTED_LOCALES, type Locale } from '../i18n/locales';
import { applyValidationLocale, loadValidationMessages } from './validationLocale';

const isLocale = (value: string): value is Locale => (SUPPORTED_LOCALES as readonly string[]).includes(value);

/**
 * Builds a yup schema whose default messages are in the page's language (from AccrueProvider), and
 * builds it again when the language or `deps` change. yup takes a rule's message when the rule is
 * declared, so the language's locale is applied (yup's global setLocale) just before `build` runs.
 */
export function useValidationSchema<S extends Schema>(build: () => S, deps: DependencyList = []): S {
  const { locale } = useIntl();
  const language = isLocale(locale) ? locale : 'en';
  // The language's forms labels (yup's messages) arrive before the schema is built.
  use(loadValidationMessages(language));
  return useMemo(
    () => {
      applyValidationLocale(language);
      return build();
    },
    // `build` is usually an inline function: the caller lists what it reads in `deps`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [language, ...deps],
  );
}
