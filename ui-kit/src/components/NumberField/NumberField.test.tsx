import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccrueProvider } from '../../providers/AccrueProvider';
import type { Locale } from '../../i18n/locales';
import { NumberField, numberFieldControl, type NumberFieldProps } from './NumberField';

const renderIn = (locale: Locale, props: NumberFieldProps) =>
  render(
    <AccrueProvider locale={locale}>
      <NumberField {...props} />
    </AccrueProvider>,
  );

const input = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

/** Lets real macrotasks run (React's scheduler) until react-aria's field replaced `standIn`. */
async function waitForReal(standIn: HTMLInputElement) {
  for (let i = 0; i < 50 && standIn.isConnected; i++) await new Promise((resolve) => setImmediate(resolve));
  expect(standIn.isConnected).toBe(false);
}

describe('NumberField', () => {
  it('first renders a plain input showing the value formatted for the language', () => {
    renderIn('fr', { label: 'Quota', defaultValue: 1234.5, description: 'Yearly', isRequired: true });
    const field = input('Quota');
    expect(field.value.replace(/\s/g, ' ')).toBe('1 234,5');
    expect(field.getAttribute('aria-roledescription')).toBe('Champ de nombre');
    expect(field.getAttribute('aria-describedby')).toContain(screen.getByText('Yearly').id);
    expect(field.required).toBe(true);
    expect(field.dataset.rac).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Augmenter Quota' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Diminuer Quota' })).toBeTruthy();
  });

  it('parses and formats numbers the way the language writes them', async () => {
    const onChange = vi.fn();
    renderIn('fr', { label: 'Quota', onChange });
    await userEvent.type(input('Quota'), '1234,5');
    await userEvent.tab();
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(1234.5));
    expect(input('Quota').value.replace(/\s/g, ' ')).toBe('1 234,5');
  });

  it('swaps to react-aria’s field on focus, keeping the focus and what was typed', async () => {
    const onChange = vi.fn();
    renderIn('en', { label: 'Quota', defaultValue: 12, onChange });
    const standIn = input('Quota');
    fireEvent.focus(standIn);
    fireEvent.change(standIn, { target: { value: '123' } });
    await waitFor(() => expect(input('Quota')).not.toBe(standIn));
    const real = input('Quota');
    expect(real.dataset.rac).toBeDefined();
    await waitFor(() => expect(real.value).toBe('123'));
    expect(document.activeElement).toBe(real);
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(123);
  });

  // A form's field, as useForm binds it: its value is what was committed (blur, Enter).
  function Bound({ onBlur }: { onBlur: () => void }) {
    const [value, setValue] = useState<number | null>(null);
    return (
      <AccrueProvider locale="en">
        <NumberField label="Quota" isRequired value={value} onChange={setValue} onBlur={onBlur} />
        <output aria-label="Committed">{String(value)}</output>
        <button type="button">Next</button>
      </AccrueProvider>
    );
  }
  const committed = () => screen.getByRole('status', { name: 'Committed' }).textContent;

  it('keeps the text typed between the download’s end and react-aria’s field showing, and the focus leaving right after', async () => {
    await numberFieldControl.load(); // Another number field of the page loaded it.
    const onBlur = vi.fn();
    render(<Bound onBlur={onBlur} />);
    const standIn = input('Quota');
    // Timers held: only microtasks and React's own scheduling run between these events.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.focus(standIn);
      await Promise.resolve(); // The download has ended: react-aria's field is on its way.
      fireEvent.change(standIn, { target: { value: '1500' } });
      await waitForReal(standIn);
      // The user leaves at once (a form's Save pressed, Tab), before any timer.
      screen.getByRole('button', { name: 'Next' }).focus();
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(committed()).toBe('1500'));
    expect(input('Quota').value).toBe('1,500');
    expect(onBlur).toHaveBeenCalled();
  });

  it('tells a form it was visited when left before react-aria’s field arrived', () => {
    const onBlur = vi.fn();
    render(<Bound onBlur={onBlur} />);
    const standIn = input('Quota');
    fireEvent.focus(standIn);
    fireEvent.blur(standIn);
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('commits what was typed and left before react-aria’s field arrived, parsed by it', async () => {
    const onChange = vi.fn();
    renderIn('de', { label: 'Quote', value: 1, onChange });
    const standIn = input('Quote');
    fireEvent.focus(standIn);
    fireEvent.change(standIn, { target: { value: '1.234,56' } });
    fireEvent.keyDown(standIn, { key: 'Enter' });
    fireEvent.blur(standIn);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(1234.56));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('commits a whole number typed before react-aria’s field arrived at once, as react-aria reads it', () => {
    const onChange = vi.fn();
    renderIn('en', { label: 'Precision', value: 2, onChange });
    const standIn = input('Precision');
    fireEvent.focus(standIn);
    fireEvent.change(standIn, { target: { value: '4' } });
    fireEvent.blur(standIn);
    expect(onChange).toHaveBeenCalledWith(4);
    fireEvent.focus(standIn);
    fireEvent.change(standIn, { target: { value: '' } });
    fireEvent.keyDown(standIn, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('formats English numbers and currencies', () => {
    renderIn('en', {
      label: 'Target',
      defaultValue: 1500,
      formatOptions: { style: 'currency', currency: 'EUR' },
    });
    expect(input('Target').value).toBe('€1,500.00');
  });

  it('steps with its buttons and reports a cleared field as null', async () => {
    const onChange = vi.fn();
    renderIn('en', { label: 'Quota', defaultValue: 5, onChange });
    await userEvent.click(screen.getByRole('button', { name: /increase/i }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(6));
    await userEvent.click(screen.getByRole('button', { name: /increase/i }));
    expect(onChange).toHaveBeenLastCalledWith(7);
    await userEvent.clear(input('Quota'));
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('shows its description and error, marking the input invalid', () => {
    renderIn('en', { label: 'Quota', description: 'Yearly', errorMessage: 'This field is required.' });
    expect(input('Quota').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(input('Quota').getAttribute('aria-describedby')).toContain(screen.getByText('Yearly').id);
  });

  it('cannot be changed when disabled', async () => {
    const onChange = vi.fn();
    renderIn('en', { label: 'Quota', defaultValue: 5, isDisabled: true, onChange });
    await userEvent.type(input('Quota'), '9');
    expect(input('Quota').value).toBe('5');
    expect(screen.getByRole('button', { name: /increase/i }).hasAttribute('disabled')).toBe(true);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('submits its number with a form under its name, never focused', () => {
    let submitted: FormData | null = null;
    render(
      <AccrueProvider locale="fr">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submitted = new FormData(event.currentTarget);
          }}
        >
          <NumberField label="Quota" name="quota" defaultValue={1234.5} />
          <button type="submit">Send</button>
        </form>
      </AccrueProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(submitted!.get('quota')).toBe('1234.5');
  });
});
