import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AccrueProvider } from '../../providers/AccrueProvider';
import type { Locale } from '../../i18n/messages';
import { Progress, type ProgressProps } from './Progress';

const renderProgress = (props: ProgressProps, locale: Locale = 'en') =>
  render(
    <AccrueProvider locale={locale}>
      <Progress {...props} />
    </AccrueProvider>,
  );

describe('Progress', () => {
  it('is a progress bar labelled by its visible label, with its value as text', () => {
    renderProgress({ value: 0.5, label: 'Quota attainment' });
    const bar = screen.getByRole('progressbar', { name: 'Quota attainment' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0.5');
    expect(bar.getAttribute('aria-valuetext')).toBe('50%');
    expect(screen.getByText('50%')).toBeTruthy();
  });

  it('clamps its value between 0 and 1', () => {
    renderProgress({ value: 1.7, label: 'Over' });
    const over = screen.getByRole('progressbar', { name: 'Over' });
    expect(over.getAttribute('aria-valuenow')).toBe('1');
    expect(over.getAttribute('aria-valuetext')).toBe('100%');
    expect((over.querySelector('[style]') as HTMLElement).style.width).toBe('100%');
    renderProgress({ value: -3, label: 'Under' });
    expect(screen.getByRole('progressbar', { name: 'Under' }).getAttribute('aria-valuetext')).toBe('0%');
  });

  it('shows the percent to 2 decimals, in the locale', () => {
    renderProgress({ value: '0.12345', label: 'Quota' }, 'fr');
    const bar = screen.getByRole('progressbar', { name: 'Quota' });
    expect(bar.getAttribute('aria-valuetext')?.replace(/[\u00a0\u202f]/g, ' ')).toBe('12,35 %');
  });

  it('is called Progress when it has no label, and can hide its value text', () => {
    renderProgress({ value: 0.25, showValue: false });
    const bar = screen.getByRole('progressbar', { name: 'Progress' });
    expect(bar.textContent).toBe('');
  });
});
