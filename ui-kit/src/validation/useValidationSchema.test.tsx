import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import * as yup from 'yup';
import { AccrueProvider } from '../providers/AccrueProvider';
import type { Locale } from '../i18n/locales';
import { useValidationSchema } from './useValidationSchema';

const messageOf = (schema: yup.Schema, value: unknown) => {
  try {
    schema.validateSync(value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('useValidationSchema', () => {
  it("builds the schema with the page's language and rebuilds it when the language changes", () => {
    let locale: Locale = 'de';
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AccrueProvider locale={locale}>{children}</AccrueProvider>
    );
    const { result, rerender } = renderHook(() => useValidationSchema(() => yup.string().required().max(2)), {
      wrapper,
    });
    expect(messageOf(result.current, '')).toBe('Dieses Feld ist erforderlich.');
    const german = result.current;
    rerender();
    expect(result.current).toBe(german); // kept while nothing changes
    locale = 'it';
    rerender();
    expect(messageOf(result.current, 'abc')).toBe('Questo campo deve contenere al massimo 2 caratteri.');
    expect(messageOf(german, '')).toBe('Dieses Feld ist erforderlich.');
  });
});
