import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AccrueProvider } from '../../providers/AccrueProvider';
import type { Locale } from '../../i18n/messages';
import { UnknownCurrencyError } from '../../format/currencies';
import { Amount, formatAmount, type AmountProps } from './Amount';

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const renderAmount = (props: AmountProps, locale: Locale = 'en') =>
  render(
    <AccrueProvider locale={locale}>
      <Amount {...props} />
    </AccrueProvider>,
  );

describe('Amount', () => {
  it('formats money: decimals only when not whole, from exact strings', () => {
    expect(
      renderAmount({ value: '1200.00', format: 'currency', currency: 'EUR' }).container.textContent,
    ).toBe('€1,200');
    expect(renderAmount({ value: '1200.5', format: 'currency', currency: 'EUR' }).container.textContent).toBe(
      '€1,200.50',
    );
    expect(
      renderAmount({ value: '-1234.565', format: 'currency', currency: 'USD' }).container.textContent,
    ).toBe('-$1,234.57');
  });

  it('formats numbers and percents to 2 decimals, 0 under 0.01', () => {
    expect(renderAmount({ value: 1234.5678 }).container.textContent).toBe('1,234.57');
    expect(renderAmount({ value: '0.005' }).container.textContent).toBe('0');
    expect(renderAmount({ value: 0.12345, format: 'percent' }).container.textContent).toBe('12.35%');
  });

  it('places the symbol as the locale does', () => {
    const { container } = renderAmount({ value: '1234.5', format: 'currency', currency: 'EUR' }, 'de');
    expect(plain(container.textContent)).toBe('1.234,50 €');
  });

  it('shows a dash read as No value for a missing value, or the asked empty label', () => {
    renderAmount({ value: null, format: 'currency', currency: 'EUR' });
    expect(screen.getByText('—')).toBeTruthy();
    expect(screen.getByText('No value')).toBeTruthy();
    expect(renderAmount({ value: '', empty: 'noData' }).container.textContent).toBe('No data');
  });

  it('shows a number when the currency is missing and refuses unknown currencies', () => {
    expect(formatAmount('1200.5', 'en', { format: 'currency', currency: null })).toBe('1,200.5');
    expect(() => formatAmount(1, 'en', { format: 'currency', currency: 'XYZ' })).toThrow(
      UnknownCurrencyError,
    );
  });
});
