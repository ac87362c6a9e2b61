import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { SUPPORTED_LOCALES } from '../i18n/locales';
import { applyValidationLocale, validationLocale } from './validationLocale';

/** The message a schema gives a value, or null when the value passes. */
function messageOf(schema: yup.Schema, value: unknown): string | null {
  try {
    schema.validateSync(value);
    return null;
  } catch (error) {
    if (yup.ValidationError.isError(error)) return error.message;
    throw error;
  }
}

describe('the generic validation messages (spec doc 3 §5)', () => {
  // yup reads its locale when a rule is declared, so every schema below is built after this.
  beforeAll(() => applyValidationLocale('en'));

  it('words the mixed rules as the spec does', () => {
    expect(messageOf(yup.string().required(), '')).toBe('This field is required.');
    expect(messageOf(yup.string().defined(), undefined)).toBe('This field is required.');
    expect(messageOf(yup.string().nonNullable(), null)).toBe('This field is required.');
    expect(messageOf(yup.string().oneOf(['EUR', 'USD']), 'GBP')).toBe(
      'This field must be one of the following values: EUR, USD',
    );
    expect(messageOf(yup.string().notOneOf(['NONE']), 'NONE')).toBe(
      'This field must not be one of the following values: NONE',
    );
    expect(messageOf(yup.number(), 'abc')).toBe('This field must be of type number');
    expect(messageOf(yup.date(), 'not a date')).toBe('This field must be of type date');
    expect(messageOf(yup.mixed().test({ name: 'custom', test: () => false }), 1)).toBe(
      'This field is invalid.',
    );
  });

  it('words the string rules as the spec does', () => {
    expect(messageOf(yup.string().length(5), 'abc')).toBe('This field must be exactly 5 characters.');
    expect(messageOf(yup.string().min(2), 'a')).toBe('This field must be at least 2 characters.');
    expect(messageOf(yup.string().max(3), 'abcd')).toBe('This field must be at most 3 characters.');
    expect(messageOf(yup.string().matches(/^[a-z0-9-]+$/), 'Not a slug')).toBe(
      'This field must match the following: /^[a-z0-9-]+$/',
    );
    expect(messageOf(yup.string().email(), 'nope')).toBe('This field must be a valid email.');
    expect(messageOf(yup.string().url(), 'nope')).toBe('This field must be a valid URL.');
    expect(messageOf(yup.string().uuid(), 'nope')).toBe('This field must be a valid UUID.');
    expect(messageOf(yup.string().strict().trim(), ' a ')).toBe('This field must be a trimmed string.');
    expect(messageOf(yup.string().strict().lowercase(), 'ABC')).toBe(
      'This field must be a lowercase string.',
    );
    expect(messageOf(yup.string().strict().uppercase(), 'abc')).toBe(
      'This field must be an uppercase string.',
    );
  });

  it('words the date-time rules as the spec does', () => {
    expect(messageOf(yup.string().datetime(), '2024-01-01')).toBe(
      'This field must be a valid ISO date-time.',
    );
    expect(messageOf(yup.string().datetime(), '2024-01-01T10:00:00+02:00')).toBe(
      'This field must be a valid ISO date-time with UTC "Z" timezone.',
    );
    expect(messageOf(yup.string().datetime({ precision: 3 }), '2024-01-01T10:00:00.1Z')).toBe(
      'This field must be a valid ISO date-time with a sub-second precision of exactly 3 digits.',
    );
    expect(messageOf(yup.string().datetime({ allowOffset: true }), '2024-01-01T10:00:00+02:00')).toBeNull();
  });

  it('words the number rules as the spec does, numbers formatted', () => {
    expect(messageOf(yup.number().min(1000), 5)).toBe('This field must be greater than or equal to 1,000');
    expect(messageOf(yup.number().max(10), 11)).toBe('This field must be less than or equal to 10');
    expect(messageOf(yup.number().lessThan(10), 10)).toBe('This field must be less than 10');
    expect(messageOf(yup.number().moreThan(0.5), 0.5)).toBe('This field must be greater than 0.5');
    expect(messageOf(yup.number().positive(), 0)).toBe('This field must be a positive number.');
    expect(messageOf(yup.number().negative(), 0)).toBe('This field must be a negative number.');
    expect(messageOf(yup.number().integer(), 1.5)).toBe('This field must be an integer.');
  });

  it('words the date rules as the spec does, including "at earlier than" as spelt', () => {
    const start = new Date(2024, 0, 1);
    const end = new Date(2024, 11, 31);
    expect(messageOf(yup.date().min(start), new Date(2023, 5, 1))).toBe(
      'This field must be later than Jan 1, 2024',
    );
    expect(messageOf(yup.date().max(end), new Date(2025, 0, 1))).toBe(
      'This field must be at earlier than Dec 31, 2024',
    );
  });

  it('words the boolean, object, array and tuple rules as the spec does', () => {
    expect(messageOf(yup.boolean().isTrue(), false)).toBe('This field must be true');
    expect(messageOf(yup.boolean().isFalse(), true)).toBe('This field must be false');
    // noUnknown strips unknown keys while casting; strict mode reports them instead.
    const shape = yup.object({ a: yup.string() });
    expect(messageOf(shape.noUnknown().strict(), { a: 'x', b: 1, c: 2 })).toBe(
      'This field has unspecified keys: b, c',
    );
    expect(messageOf(shape.exact(), { a: 'x', b: 1 })).toBe('This field has unknown keys: b');
    expect(messageOf(yup.array().min(2), [1])).toBe('This field must have at least 2 items.');
    expect(messageOf(yup.array().max(2), [1, 2, 3])).toBe(
      'This field must have less than or equal to 2 items.',
    );
    expect(messageOf(yup.array().length(3), [1])).toBe('This field must have 3 items.');
    const pair = yup.tuple([yup.string(), yup.number()]);
    expect(messageOf(pair, ['a'])).toBe('This field must have 2 items.');
    expect(messageOf(pair, 'not a tuple')).toBe('This field must be of type tuple');
  });

  it('agrees a count of one in number', () => {
    expect(messageOf(yup.string().min(1), '')).toBe('This field must be at least 1 character.');
    expect(messageOf(yup.array().min(1), [])).toBe('This field must have at least 1 item.');
  });

  describe('in French', () => {
    beforeAll(() => applyValidationLocale('fr'));
    afterAll(() => applyValidationLocale('en'));

    it('translates the messages and formats numbers and dates the French way', () => {
      expect(messageOf(yup.string().required(), '')).toBe('Ce champ est obligatoire.');
      expect(messageOf(yup.string().min(3), 'a')).toBe('Ce champ doit contenir au moins 3 caractères.');
      expect(messageOf(yup.number().min(1500), 1)).toBe('Ce champ doit être supérieur ou égal à 1\u202f500');
      expect(messageOf(yup.number(), 'abc')).toBe('Ce champ doit être de type nombre');
      expect(messageOf(yup.date().max(new Date(2024, 11, 31)), new Date(2025, 0, 1))).toBe(
        'Ce champ doit être antérieur au 31 déc. 2024',
      );
      expect(messageOf(yup.boolean().isTrue(), false)).toBe('Ce champ doit être vrai');
    });
  });

  it('offers a full message set in every language, usable rule by rule without setLocale', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const messages = validationLocale(locale);
      for (const group of Object.values(messages))
        for (const message of Object.values(group)) expect(typeof message, locale).toBe('function');
    }
    const german = validationLocale('de');
    expect(messageOf(yup.string().required(german.mixed.required), '')).toBe('Dieses Feld ist erforderlich.');
  });
});
