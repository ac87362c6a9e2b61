import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AccrueProvider } from '../../providers/AccrueProvider';
import type { Locale } from '../../i18n/messages';
import { TrendIndicator, type TrendIndicatorProps } from './TrendIndicator';

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

function renderTrend(props: TrendIndicatorProps, locale: Locale = 'en') {
  return render(
    <AccrueProvider locale={locale}>
      <TrendIndicator {...props} />
    </AccrueProvider>,
  );
}

describe('TrendIndicator', () => {
  it('shows an up arrow, the change with 0 decimals and the new amount, and says so', () => {
    const { container } = renderTrend({
      previousValue: '1071.43',
      value: 1200,
      format: 'currency',
      currency: 'EUR',
    });
    const trend = container.querySelector('[data-direction]');
    expect(trend?.getAttribute('data-direction')).toBe('up');
    expect(trend?.querySelector('svg')).not.toBeNull();
    // (1200 − 1071.43) / 1071.43 = 12.0000 %
    expect(screen.getByText('Up 12% to €1,200')).toBeTruthy();
    expect(plain(trend?.textContent)).toContain('12%€1,200');
  });

  it('shows a fall with the amount to up to 2 decimals', () => {
    const { container } = renderTrend({ previousValue: 100, value: '87.654' });
    expect(container.querySelector('[data-direction]')?.getAttribute('data-direction')).toBe('down');
    expect(screen.getByText('Down 12% to 87.65')).toBeTruthy();
  });

  it('rounds the change to 2 decimals before showing it without decimals', () => {
    renderTrend({ previousValue: '10000', value: '11249.5' }); // +12.495 % → 12.50 % → 13 %
    expect(screen.getByText('Up 13% to 11,249.5')).toBeTruthy();
  });

  it('leaves the percentage out when the previous value is 0', () => {
    renderTrend({ previousValue: 0, value: 0.5, format: 'percent' });
    expect(screen.getByText('Up to 50%')).toBeTruthy();
  });

  it('shows an equal icon for equal values and a not-equal icon for other changes', () => {
    const equal = renderTrend({ previousValue: '1200.00', value: 1200 });
    expect(equal.container.querySelector('[data-direction]')?.getAttribute('data-direction')).toBe('equal');
    expect(screen.getByText('Unchanged')).toBeTruthy();
    equal.unmount();
    const changed = renderTrend({ previousValue: 'Gold', value: 'Silver', format: 'text' });
    expect(changed.container.querySelector('[data-direction]')?.getAttribute('data-direction')).toBe(
      'not-equal',
    );
    expect(screen.getByText('Changed')).toBeTruthy();
  });

  it('shows nothing for a null currency or a date format', () => {
    const currency = renderTrend({ previousValue: 1, value: 2, format: 'currency', currency: null });
    expect(currency.container.textContent).toBe('');
    expect(currency.container.querySelector('svg')).toBeNull();
    currency.unmount();
    const date = renderTrend({ previousValue: '2025-01-01', value: '2025-03-01', format: 'date' });
    expect(date.container.textContent).toBe('');
  });

  it('speaks and formats in the locale', () => {
    renderTrend({ previousValue: 1000, value: 1200, format: 'currency', currency: 'EUR' }, 'fr');
    expect(plain(screen.getByText(/En hausse/).textContent)).toBe('En hausse de 20 % à 1 200 €');
  });
});
