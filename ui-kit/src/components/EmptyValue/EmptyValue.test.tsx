import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AccrueProvider } from '../../providers/AccrueProvider';
import type { Locale } from '../../i18n/messages';
import { EmptyValue, type EmptyValueProps } from './EmptyValue';

const renderEmpty = (props: EmptyValueProps, locale: Locale = 'en') =>
  render(
    <AccrueProvider locale={locale}>
      <EmptyValue {...props} />
    </AccrueProvider>,
  );

describe('EmptyValue', () => {
  it('shows No data, No value and None by kind, No value by default', () => {
    expect(renderEmpty({ kind: 'noData' }).container.textContent).toBe('No data');
    expect(renderEmpty({ kind: 'none' }).container.textContent).toBe('None');
    expect(renderEmpty({}).container.textContent).toBe('No value');
  });

  it('shows an em dash in reports, read out as No value', () => {
    const { container } = renderEmpty({ kind: 'dash' });
    const dash = container.querySelector('[aria-hidden="true"]');
    expect(dash?.textContent).toBe('—');
    expect(screen.getByText('No value')).toBeTruthy();
  });

  it('speaks the locale', () => {
    expect(renderEmpty({ kind: 'noData' }, 'de').container.textContent).toBe('Keine Daten');
  });
});
