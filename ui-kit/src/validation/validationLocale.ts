import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { setLocale, type LocaleObject } from 'yup';
import { formMessages } from '../i18n/catalogue/forms';
import { kitMessagesIn, loadedKitMessages } from '../i18n/kit-messages';
import type { Locale } from '../i18n/locales';

/** Every message slot of yup's locale, all filled: a `setLocale`-compatible object. */
export type ValidationLocale = {
  [Group in keyof LocaleObject]-?: Required<NonNullable<LocaleObject[Group]>>;
};

/** The parameters of a rule that a message function reads (yup passes more). */
type Params<Name extends string> = Record<Name, unknown>;

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

/** Downloads the forms labels of a language, which validationLocale needs loaded first. */
export function loadValidationMessages(locale: Locale): Promise<unknown> {
  return kitMessagesIn(formMessages, locale);
}

/**
 * One formatter per language, built from the forms catalogue alone: no provider needed. The
 * language's forms labels must have been loaded (loadValidationMessages; useValidationSchema does).
 */
function intlFor(locale: Locale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    const messages = loadedKitMessages(formMessages, locale);
    intl = createIntl({ locale, defaultLocale: 'en', messages }, cache);
    intls.set(locale, intl);
  }
  return intl;
}

const YUP_TYPES = ['string', 'number', 'boolean', 'date', 'object', 'array', 'tuple', 'mixed'] as const;

/**
 * yup's generic validation messages in one of the six languages (spec doc 3 §5 "Generic validation
 * messages"). Every message is a function, so numbers and dates in it are formatted for the
 * language (1 000 in French, 1,000 in English) and counts agree in number.
 *
 * yup reads its locale when a rule is declared (`string().min(2)`), not when it runs: apply the
 * locale (`applyValidationLocale`) before building schemas, or pass these messages to the rules.
 */
export function validationLocale(locale: Locale): ValidationLocale {
  const intl = intlFor(locale);
  const t = (name: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `kit.forms.validation.${name}` }, values);
  const fixed = (name: string) => () => t(name);

  const number = (value: unknown) =>
    typeof value === 'number' ? intl.formatNumber(value) : String(value as string);
  const count = (value: unknown) => (typeof value === 'number' ? value : Number(value));
  const date = (value: unknown) => {
    const parsed = value instanceof Date ? value : new Date(value as string | number);
    if (Number.isNaN(parsed.getTime())) return String(value);
    const hasTime = parsed.getHours() + parsed.getMinutes() + parsed.getSeconds() > 0;
    return intl.formatDate(
      parsed,
      hasTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
    );
  };
  const typeName = (type: unknown) =>
    (YUP_TYPES as readonly unknown[]).includes(type) ? t(`typeName.${type as string}`) : String(type);
  const typeMessage = ({ type }: Params<'type'>) => t('type', { type: typeName(type) });

  return {
    mixed: {
      default: fixed('invalid'),
      required: fixed('required'),
      defined: fixed('required'),
      notNull: fixed('required'),
      oneOf: ({ values }: Params<'values'>) => t('oneOf', { values: String(values) }),
      notOneOf: ({ values }: Params<'values'>) => t('notOneOf', { values: String(values) }),
      notType: typeMessage,
    },
    string: {
      length: ({ length }: Params<'length'>) => t('stringLength', { length: count(length) }),
      min: ({ min }: Params<'min'>) => t('stringMin', { min: count(min) }),
      max: ({ max }: Params<'max'>) => t('stringMax', { max: count(max) }),
      matches: ({ regex }: Params<'regex'>) => t('matches', { regex: String(regex) }),
      email: fixed('email'),
      url: fixed('url'),
      uuid: fixed('uuid'),
      datetime: fixed('datetime'),
      datetime_offset: fixed('datetimeOffset'),
      datetime_precision: ({ precision }: Params<'precision'>) =>
        t('datetimePrecision', { precision: count(precision) }),
      trim: fixed('trim'),
      lowercase: fixed('lowercase'),
      uppercase: fixed('uppercase'),
    },
    number: {
      min: ({ min }: Params<'min'>) => t('numberMin', { min: number(min) }),
      max: ({ max }: Params<'max'>) => t('numberMax', { max: number(max) }),
      lessThan: ({ less }: Params<'less'>) => t('lessThan', { less: number(less) }),
      moreThan: ({ more }: Params<'more'>) => t('moreThan', { more: number(more) }),
      positive: fixed('positive'),
      negative: fixed('negative'),
      integer: fixed('integer'),
    },
    date: {
      min: ({ min }: Params<'min'>) => t('dateMin', { min: date(min) }),
      max: ({ max }: Params<'max'>) => t('dateMax', { max: date(max) }),
    },
    boolean: {
      isValue: ({ value }: Params<'value'>) =>
        t('booleanValue', { value: String(value) === 'false' ? t('false') : t('true') }),
    },
    object: {
      noUnknown: ({ unknown }: Params<'unknown'>) => t('noUnknown', { unknown: String(unknown) }),
      exact: ({ properties }: Params<'properties'>) => t('unknownKeys', { properties: String(properties) }),
    },
    array: {
      length: ({ length }: Params<'length'>) => t('arrayLength', { length: count(length) }),
      min: ({ min }: Params<'min'>) => t('arrayMin', { min: count(min) }),
      max: ({ max }: Params<'max'>) => t('arrayMax', { max: count(max) }),
    },
    tuple: {
      // The spec: a tuple of the wrong length uses the array exact-length message.
      notType: (params: Params<'value' | 'spec' | 'type'>) => {
        const expected = (params.spec as { types?: unknown[] }).types?.length;
        if (Array.isArray(params.value) && expected !== undefined && params.value.length !== expected)
          return t('arrayLength', { length: expected });
        return typeMessage(params);
      },
    },
  };
}

/**
 * Makes these messages yup's defaults (yup's `setLocale`, which changes yup globally). Call it when
 * the language is known, before the schemas are built: a rule keeps the message of its declaration.
 */
export function applyValidationLocale(locale: Locale): void {
  setLocale(validationLocale(locale));
}
