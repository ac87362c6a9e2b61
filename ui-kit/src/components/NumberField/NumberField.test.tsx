import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccrueProvider } from '../../providers/AccrueProvider';
import type { Locale } from '../../i18n/locales';
import { NumberField, type NumberFieldProps } from './NumberField';

const renderIn = (locale: Locale, props: NumberFieldProps) =>
  render(
    <AccrueProvider locale={locale}>
      <NumberField {...props} />
    </AccrueProvider>,
  );

describe('NumberField', () => {
  it('parses and formats numbers the way the language writes them', async () => {
    const onChange = vi.fn();
    renderIn('fr', { label: 'Quota', onChange });
    const input = screen.getByRole('textbox', { name: 'Quota' }) as HTMLInputElement;
    await userEvent.type(input, '1234,5');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(1234.5);
    expect(input.value.replace(/\s/g, ' ')).toBe('1 234,5');
  });

  it('formats English numbers and currencies', async () => {
    const onChange = vi.fn();
    renderIn('en', {
      label: 'Target',
      defaultValue: 1500,
      formatOptions: { style: 'currency', currency: 'EUR' },
      onChange,
    });
    expect((screen.getByRole('textbox', { name: 'Target' }) as HTMLInputElement).value).toBe('€1,500.00');
  });

  it('steps with its buttons and reports a cleared field as null', async () => {
    const onChange = vi.fn();
    renderIn('en', { label: 'Quota', defaultValue: 5, onChange });
    await userEvent.click(screen.getByRole('button', { name: /increase/i }));
    expect(onChange).toHaveBeenLastCalledWith(6);
    const input = screen.getByRole('textbox', { name: 'Quota' });
    await userEvent.clear(input);
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('shows its description and error, marking the input invalid', () => {
    renderIn('en', { label: 'Quota', description: 'Yearly', errorMessage: 'This field is required.' });
    const input = screen.getByRole('textbox', { name: 'Quota' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByText('Yearly').id);
  });

  it('cannot be changed when disabled', async () => {
    const onChange = vi.fn();
    renderIn('en', { label: 'Quota', defaultValue: 5, isDisabled: true, onChange });
    const input = screen.getByRole('textbox', { name: 'Quota' }) as HTMLInputElement;
    await userEvent.type(input, '9');
    expect(input.value).toBe('5');
    expect(screen.getByRole('button', { name: /increase/i }).hasAttribute('disabled')).toBe(true);
    expect(onChange).not.toHaveBeenCalled();
  });
});
