import { beforeAll, describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Messages } from './catalogue-files';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, kitCatalogues, type Locale } from './messages';

/** Each area's catalogue in every language, and every label of the kit per language. */
let areas: Record<Locale, Messages>[] = [];
let kitMessages = {} as Record<Locale, Record<string, string>>;

beforeAll(async () => {
  areas = await Promise.all(
    kitCatalogues.map(async (catalogue) =>
      Object.fromEntries(
        await Promise.all(SUPPORTED_LOCALES.map(async (locale) => [locale, await catalogue.load(locale)])),
      ),
    ),
  );
  kitMessages = Object.fromEntries(
    SUPPORTED_LOCALES.map((locale) => [locale, Object.assign({}, ...areas.map((area) => area[locale]))]),
  ) as Record<Locale, Record<string, string>>;
});

describe('the kit catalogue', () => {
  it('has every label of every area in all six languages', () => {
    for (const catalogue of areas) {
      const ids = Object.keys(catalogue[DEFAULT_LOCALE]).sort();
      for (const locale of SUPPORTED_LOCALES) {
        expect(Object.keys(catalogue[locale]).sort(), locale).toEqual(ids);
        for (const id of ids) expect(catalogue[locale][id], `${locale} ${id}`).not.toBe('');
      }
    }
  });

  it('gives each label exactly one owner area', () => {
    const owners = new Map<string, number>();
    areas.forEach((catalogue, area) => {
      for (const id of Object.keys(catalogue.en)) {
        expect(owners.has(id), `${id} is defined twice`).toBe(false);
        owners.set(id, area);
      }
    });
    expect(Object.keys(kitMessages.en).length).toBe(owners.size);
  });

  it('parses every label as an ICU message', () => {
    for (const locale of SUPPORTED_LOCALES)
      for (const [id, text] of Object.entries(kitMessages[locale]))
        expect(() => parse(text), `${locale} ${id}`).not.toThrow();
  });

  it('keeps the placeholders of the English label in every translation', () => {
    // The arguments a message reads, also inside plural and select branches (whose wording is
    // free text, so it is not mistaken for a placeholder).
    const argumentsOf = (elements: MessageFormatElement[], found = new Set<string>()): Set<string> => {
      for (const element of elements) {
        if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
        found.add(element.value);
        if (element.type === TYPE.plural || element.type === TYPE.select)
          for (const option of Object.values(element.options)) argumentsOf(option.value, found);
        if (element.type === TYPE.tag) argumentsOf(element.children, found);
      }
      return found;
    };
    const placeholders = (text: string) => [...argumentsOf(parse(text))].sort();
    for (const [id, english] of Object.entries(kitMessages.en))
      for (const locale of SUPPORTED_LOCALES)
        expect(placeholders(kitMessages[locale][id]!), `${locale} ${id}`).toEqual(placeholders(english));
  });
});
