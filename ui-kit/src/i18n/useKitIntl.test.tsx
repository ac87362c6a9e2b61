import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AccrueProvider } from '../providers/AccrueProvider';
import { defineCatalogue, type Locale } from './locales';
import { useKitIntl } from './useKitIntl';

const area = defineCatalogue({
  en: { 'kit.test.rows': '{count, plural, one {# row} other {# rows}}' },
  fr: { 'kit.test.rows': '{count, plural, one {# ligne} other {# lignes}}' },
  de: { 'kit.test.rows': '{count, plural, one {# Zeile} other {# Zeilen}}' },
  pt: { 'kit.test.rows': '{count, plural, one {# linha} other {# linhas}}' },
  es: { 'kit.test.rows': '{count, plural, one {# fila} other {# filas}}' },
  it: { 'kit.test.rows': '{count, plural, one {# riga} other {# righe}}' },
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

  it("keeps the app's own catalogue out of the kit's labels", () => {
    const { result } = renderHook(() => useKitIntl(area), {
      wrapper: inLocale('en', { 'kit.close': 'Dismiss' }),
    });
    expect(result.current.formatMessage({ id: 'kit.close' })).toBe('Close');
  });
});
