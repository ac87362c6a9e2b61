import { describe, expect, it, vi } from 'vitest';
import { commonMessages } from '../remote-app/common-messages';
import { LOCALES } from '../remote-app/contract';
import { messagesIn, type LazyCatalogue } from '../remote-app/i18n';
import { shellMessages } from './messages';

describe("the shell's labels", () => {
  it('come in English at once, over the common messages', () => {
    const en = messagesIn(shellMessages, commonMessages, 'en');
    expect(en).not.toBeInstanceOf(Promise);
    expect((en as Record<string, string>)['menu.home']).toBe('Home');
    expect((en as Record<string, string>)['error.route.title']).toBe('Oops, something went wrong');
  });

  it('load every other language with every label, over that language’s common messages', async () => {
    const ids = Object.keys(shellMessages.en).sort();
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const messages = await messagesIn(shellMessages, commonMessages, locale);
      expect(
        Object.keys(messages)
          .filter((id) => id in shellMessages.en)
          .sort(),
        locale,
      ).toEqual(ids);
      expect(messages['error.route.title'], locale).toBe(commonMessages[locale]['error.route.title']);
    }
    expect((await messagesIn(shellMessages, commonMessages, 'fr'))['menu.home']).toBe('Accueil');
  });

  it('download a language once for every caller, and again after a failure', async () => {
    const load = vi
      .fn<LazyCatalogue<'x'>['load']>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ x: 'Salut' });
    const source: LazyCatalogue<'x'> = { en: { x: 'Hi' }, load };
    await expect(messagesIn(source, commonMessages, 'fr')).rejects.toThrow('offline');
    const first = messagesIn(source, commonMessages, 'fr');
    expect(messagesIn(source, commonMessages, 'fr')).toBe(first);
    expect((await first).x).toBe('Salut');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('messagesIn', () => {
  it('gives the same object for the same language, so formatters are kept across renders', async () => {
    expect(messagesIn(shellMessages, commonMessages, 'en')).toBe(
      messagesIn(shellMessages, commonMessages, 'en'),
    );
    const fr = await messagesIn(shellMessages, commonMessages, 'fr');
    expect(messagesIn(shellMessages, commonMessages, 'fr')).toBe(fr);
    const full = {
      en: { x: 'Hi' },
      fr: { x: 'Salut' },
      de: { x: 'Hallo' },
      pt: { x: 'Oi' },
      es: { x: 'Hola' },
      it: { x: 'Ciao' },
    };
    expect(messagesIn(full, commonMessages, 'de')).toBe(messagesIn(full, commonMessages, 'de'));
  });
});
