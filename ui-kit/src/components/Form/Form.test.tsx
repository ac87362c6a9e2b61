import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { AccrueProvider } from '../../providers/AccrueProvider';
import { applyValidationLocale } from '../../validation/validationLocale';
import { TextField } from '../TextField/TextField';
import { NumberField } from '../NumberField/NumberField';
import { Switch } from '../Switch/Switch';
import { Form, SubmitButton } from './Form';
import { useForm, type UseFormOptions } from './useForm';

type Values = { email: string; quota: number | null; showDifference: boolean };
const initialValues: Values = { email: '', quota: null, showDifference: false };

// yup takes a rule's message when the rule is declared: the locale comes before the schema.
applyValidationLocale('en');
const schema = yup.object({
  email: yup.string().required().email(),
  quota: yup.number().nullable().required().min(0),
  showDifference: yup.boolean(),
});

function UserForm(props: Partial<UseFormOptions<Values>>) {
  const form = useForm<Values>({ initialValues, schema, ...props });
  return (
    <Form form={form} aria-label="User">
      <TextField label="Email" {...form.field('email')} />
      <NumberField label="Quota" {...form.field('quota')} />
      <Switch label="Show actual-forecast difference" {...form.toggleField('showDifference')} />
      <SubmitButton>Save</SubmitButton>
    </Form>
  );
}

const renderForm = (props: Partial<UseFormOptions<Values>> = {}) =>
  render(
    <AccrueProvider locale="en">
      <UserForm {...props} />
    </AccrueProvider>,
  );

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Caught: {this.state.error.message}</p> : this.props.children;
  }
}

describe('Form', () => {
  it('shows schema errors on the fields once left and keeps Save disabled while invalid', async () => {
    const onSubmit = vi.fn();
    renderForm({ onSubmit });
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(true));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'ada');
    await userEvent.tab();
    expect(await screen.findByText('This field must be a valid email.')).toBeTruthy();
    // Focused, the field's light stand-in gave way to react-aria's field: found again.
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(save);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits valid values from the button and from Enter', async () => {
    const onSubmit = vi.fn();
    renderForm({ onSubmit });
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: 'Quota' }), '12');
    await userEvent.tab();
    await userEvent.click(screen.getByRole('switch', { name: 'Show actual-forecast difference' }));
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    await userEvent.click(save);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com', quota: 12, showDifference: true }),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), '{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
  });

  it('shows the autosave status as it saves', async () => {
    let finish: () => void = () => {};
    const onSave = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderForm({
      initialValues: { email: 'ada@example.com', quota: 1, showDifference: false },
      autosave: { onSave, delayMs: 20 },
    });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    await userEvent.click(screen.getByRole('switch', { name: 'Show actual-forecast difference' }));
    await waitFor(() => expect(status.textContent).toBe('Saving…'));
    expect(onSave).toHaveBeenCalledWith({ email: 'ada@example.com', quota: 1, showDifference: true });
    finish();
    await waitFor(() => expect(status.textContent).toBe('Saved'));
  });

  it('says when an autosave failed', async () => {
    renderForm({
      initialValues: { email: 'ada@example.com', quota: 1, showDifference: false },
      autosave: { onSave: () => Promise.reject(new Error('offline')), delayMs: 20 },
    });
    await userEvent.click(screen.getByRole('switch', { name: 'Show actual-forecast difference' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Could not save'));
  });

  it('rethrows unexpected submit errors to the error boundary when there is no onError', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AccrueProvider locale="en">
        <Boundary>
          <UserForm
            initialValues={{ email: 'ada@example.com', quota: 1, showDifference: false }}
            onSubmit={() => Promise.reject(new Error('Server unavailable'))}
          />
        </Boundary>
      </AccrueProvider>,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    await userEvent.click(save);
    expect(await screen.findByText('Caught: Server unavailable')).toBeTruthy();
    consoleError.mockRestore();
  });
});
