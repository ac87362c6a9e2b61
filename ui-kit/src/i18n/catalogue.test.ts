import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, kitCatalogues, kitMessages } from './messages';

describe('the kit catalogue', () => {
  it('has every label of every area in all six languages', () => {
    for (const catalogue of kitCatalogues) {
      const ids = Object.keys(catalogue[DEFAULT_LOCALE]).sort();
      for (const locale of SUPPORTED_LOCALES) {
        expect(Object.keys(catalogue[locale]).sort(), locale).toEqual(ids);
        for (const id of ids) expect(catalogue[locale][id], `${locale} ${id}`).not.toBe('');
      }
    }
  });

  it('gives each label exactly one owner area', () => {
    const owners = new Map<string, number>();
    kitCatalogues.forEach((catalogue, area) => {
      for (const id of Object.keys(catalogue.en)) {
        expect(owners.has(id), `${id} is defined twice`).toBe(false);
        owners.set(id, area);
      }
    });
    expect(Object.keys(kitMessages.en).length).toBe(owners.size);
  });

  it('keeps the placeholders of the English label in every translation', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
    for (const [id, english] of Object.entries(kitMessages.en))
      for (const locale of SUPPORTED_LOCALES)
        expect(placeholders(kitMessages[locale][id]!), `${locale} ${id}`).toEqual(placeholders(english));
  });
});
