import { describe, expect, it } from 'vitest';
import { commonMessages, LOCALES, messagesIn } from '@accrue/remote-runtime';
import { loadEveryLanguage } from '@accrue/remote-runtime/testing';
import { shellMessages } from './messages';

describe("the shell's labels", () => {
  it('come in every language with every label', async () => {
    const every = await loadEveryLanguage(shellMessages, LOCALES);
    const ids = Object.keys(every.en).sort();
    for (const locale of LOCALES) expect(Object.keys(every[locale]).sort(), locale).toEqual(ids);
    expect(every.fr['menu.home']).toBe('Accueil');
  });

  it('come over the common messages of the same language', async () => {
    const de = await messagesIn(shellMessages, commonMessages, 'de');
    expect(de['menu.home']).toBe((await shellMessages.load('de'))['menu.home']);
    expect(de['error.route.title']).toBe('Hoppla, etwas ist schiefgelaufen');
  });
});
