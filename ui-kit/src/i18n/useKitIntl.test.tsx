import { beforeAll, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AccrueProvider } from '../providers/AccrueProvider';
import { catalogueOfFiles } from './catalogue-files';
import { kitMessagesIn } from './kit-messages';
import type { Locale } from './locales';
import { useKitIntl } from './useKitIntl';

const rows: Record<Locale, string> = {
  en: '{count, plural, one {# row} other {# rows}}',
  fr: '{count, plural, one {# ligne} other {# lignes}}',
  de: '{count, plural, one {# Zeile} other {# Zeilen}}',
  pt: '{count, plural, one {# linha} other {# linhas}}',
  es: '{count, plural, one {# fila} other {# filas}}',
  it: '{count, plural, one {# riga} other {# righe}}',
};
const downloaded: Locale[] = [];
const area = catalogueOfFiles(async (locale) => {
  downloaded.push(locale);
  return { messages: { 'kit.test.rows': rows[locale] } };
});

// The labels arrive first: React Testing Library's act() environment does not replay a render
// suspended on a download (components suspend once, then read the settled promise at once).
beforeAll(async () => {
  await kitMessagesIn(area, 'fr');
  await kitMessagesIn(area, 'en');
});

const inLocale =
  (locale: Locale, messages?: Record<string, string>) =>
  ({ children }: { children: ReactNode }) => (
    <AccrueProvider locale={locale} messages={messages}>
      {children}
    </AccrueProvider>
  );

describe('useKitIntl', () => {
  it("formats an area's labels and the common ones in the app's language", () => {
    const { result } = renderHook(() => useKitIntl(area), { wrapper: inLocale('fr') });
    expect(result.current.formatMessage({ id: 'kit.test.rows' }, { count: 3 })).toBe('3 lignes');
    expect(result.current.formatMessage({ id: 'kit.close' })).toBe('Fermer');
    expect(result.current.formatNumber(1234.5)).toBe('1\u202f234,5');
  });

  it('downloads only the languages asked for, once each', async () => {
    renderHook(() => useKitIntl(area), { wrapper: inLocale('fr') });
    await kitMessagesIn(area, 'fr');
    expect(downloaded.sort()).toEqual(['en', 'fr']);
  });

  it("keeps the app's own catalogue out of the kit's labels", () => {
    const { result } = renderHook(() => useKitIntl(area), {
      wrapper: inLocale('en', { 'kit.close': 'Dismiss' }),
    });
    expect(result.current.formatMessage({ id: 'kit.close' })).toBe('Close');
  });
});
