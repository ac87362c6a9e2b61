import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOGIN_LOCALE,
  LOGIN_LOCALES,
  LOGIN_MESSAGES,
  localeFromAcceptLanguage,
  pickLoginLocale,
} from './login-messages.js';

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the sign-in pages’ catalogue', () => {
  it('has the six languages of the product, English by default', () => {
    expect([...LOGIN_LOCALES].sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'pt']);
    expect(Object.keys(LOGIN_MESSAGES).sort()).toEqual([...LOGIN_LOCALES].sort());
    expect(DEFAULT_LOGIN_LOCALE).toBe('en');
  });

  it.each(LOGIN_LOCALES)('has every key in %s, each non-empty with the same placeholders', (locale) => {
    const english = LOGIN_MESSAGES.en;
    const messages = LOGIN_MESSAGES[locale];
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    for (const [key, message] of Object.entries(messages)) {
      expect(message.trim(), `${locale}.${key}`).not.toBe('');
      expect(placeholders(message), `${locale}.${key}`).toEqual(
        placeholders(english[key as keyof typeof english]),
      );
    }
  });

  it('is translated: only names and cognates are the same as in English', () => {
    for (const locale of LOGIN_LOCALES.filter((l) => l !== 'en')) {
      const same = Object.entries(LOGIN_MESSAGES[locale])
        .filter(([key, message]) => message === LOGIN_MESSAGES.en[key as keyof typeof LOGIN_MESSAGES.en])
        .map(([key]) => key);
      expect(
        same.filter((key) => key !== 'email' && key !== 'password'),
        locale,
      ).toEqual([]);
    }
  });

  it('uses the spec’s login-error wording on the error page', () => {
    expect(LOGIN_MESSAGES.en.errorIntro).toBe(
      'An error occurred while trying to log you in. Please contact your administrator.',
    );
  });
});

describe('choosing the language', () => {
  it('takes the first supported language of ui_locales', () => {
    expect(pickLoginLocale('fr', undefined)).toBe('fr');
    expect(pickLoginLocale('ja de-CH en', 'it')).toBe('de');
    expect(pickLoginLocale('PT-br', undefined)).toBe('pt');
  });

  it('falls back to Accept-Language, by quality, then to English', () => {
    expect(pickLoginLocale(undefined, 'fr-FR,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(pickLoginLocale('ja', 'ja;q=1, es;q=0.4, it;q=0.7')).toBe('it');
    expect(pickLoginLocale('', 'de')).toBe('de');
    expect(pickLoginLocale(undefined, 'ja, zh;q=0.5')).toBe('en');
    expect(pickLoginLocale(undefined, '*')).toBe('en');
    expect(pickLoginLocale(undefined, undefined)).toBe('en');
    expect(pickLoginLocale(42, 'es-419')).toBe('es');
  });

  it('ignores languages refused with q=0 and malformed ranges', () => {
    expect(localeFromAcceptLanguage('fr;q=0, de;q=0.1')).toBe('de');
    expect(localeFromAcceptLanguage(',,;q=1, it')).toBe('it');
    expect(localeFromAcceptLanguage('')).toBeUndefined();
  });
});
