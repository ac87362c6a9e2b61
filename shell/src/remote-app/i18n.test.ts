import { describe, expect, it } from 'vitest';
import { catalogueFromRows, mergeCatalogues } from './i18n';
import { commonMessages } from './common-messages';
import { LOCALES } from './contract';

describe('catalogues', () => {
  it('builds one catalogue per locale from rows', () => {
    const catalogue = catalogueFromRows([['hello', 'Hello', 'Bonjour', 'Hallo', 'Olá', 'Hola', 'Ciao']]);
    expect(catalogue.fr.hello).toBe('Bonjour');
    expect(catalogue.it.hello).toBe('Ciao');
    expect(Object.keys(catalogue).sort()).toEqual([...LOCALES].sort());
  });

  it('merges an application catalogue over the common one', () => {
    const merged = mergeCatalogues(commonMessages, catalogueFromRows([['x', 'a', 'b', 'c', 'd', 'e', 'f']]));
    expect(merged.de.x).toBe('c');
    expect(merged.de['error.route.title']).toBe('Hoppla, etwas ist schiefgelaufen');
  });

  it('has every common message in every language', () => {
    const ids = Object.keys(commonMessages.en).sort();
    for (const locale of LOCALES) expect(Object.keys(commonMessages[locale]).sort()).toEqual(ids);
  });
});
