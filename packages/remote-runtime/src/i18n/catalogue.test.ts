import { describe, expect, it, vi } from 'vitest';
import { LOCALES, type Locale } from '../contract';
import { lazyCatalogue, loadEveryLanguage, messagesIn, type LazyCatalogue } from './catalogue';
import { commonMessages } from './common';

function catalogueOf(load: (locale: Locale) => Promise<Record<string, string>>): LazyCatalogue {
  return { load };
}

describe('lazy catalogues', () => {
  it('download only the language asked for', async () => {
    const loaders = Object.fromEntries(
      LOCALES.map((locale) => [locale, vi.fn(async () => ({ hello: `hello in ${locale}` }))]),
    ) as unknown as Record<Locale, () => Promise<Record<'hello', string>>>;
    const catalogue = lazyCatalogue(loaders);
    expect((await messagesIn(catalogue, commonMessages, 'de')).hello).toBe('hello in de');
    for (const locale of LOCALES) expect(loaders[locale]).toHaveBeenCalledTimes(locale === 'de' ? 1 : 0);
  });

  it("merge a source's messages over the common ones of the same language", async () => {
    const messages = await messagesIn(
      catalogueOf(async () => ({ x: 'y' })),
      commonMessages,
      'fr',
    );
    expect(messages.x).toBe('y');
    expect(messages['error.route.title']).toBe('Oups, une erreur est survenue');
  });

  it("give one promise, which says when it is fulfilled and with what (React's use reads it at once)", async () => {
    const source = catalogueOf(async () => ({ x: 'y' }));
    const pending = messagesIn(source, commonMessages, 'it') as Promise<unknown> & {
      status?: string;
      value?: unknown;
    };
    expect(messagesIn(source, commonMessages, 'it')).toBe(pending);
    expect(pending.status).toBe('pending');
    const arrived = await pending;
    expect(pending.status).toBe('fulfilled');
    expect(pending.value).toBe(arrived);
    expect(await messagesIn(source, commonMessages, 'it')).toBe(arrived);
  });

  it('download a language once for every caller, and again after a failure', async () => {
    const load = vi
      .fn<LazyCatalogue['load']>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ x: 'Salut' });
    const source = catalogueOf(load);
    await expect(messagesIn(source, commonMessages, 'fr')).rejects.toThrow('offline');
    const first = messagesIn(source, commonMessages, 'fr');
    expect(messagesIn(source, commonMessages, 'fr')).toBe(first);
    expect((await first).x).toBe('Salut');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('has every common message in every language', async () => {
    const every = await loadEveryLanguage(commonMessages, LOCALES);
    const ids = Object.keys(every.en).sort();
    for (const locale of LOCALES) expect(Object.keys(every[locale]).sort(), locale).toEqual(ids);
  });
});
