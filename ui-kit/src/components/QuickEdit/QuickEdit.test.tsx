import { Component, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { AccrueProvider } from '../../providers/AccrueProvider';
import { applyValidationLocale } from '../../validation/validationLocale';
import { QuickEdit, type QuickEditProps } from './QuickEdit';

// yup takes a rule's message when the rule is declared: the locale comes before the schema.
applyValidationLocale('en');
const nameSchema = yup.string().required().min(3);

function TeamName(props: Partial<QuickEditProps<string>>) {
  const [value, setValue] = useState('Sales');
  return (
    <>
      <QuickEdit
        label="Team name"
        value={value}
        schema={nameSchema}
        {...props}
        onSubmit={async (next) => {
          await props.onSubmit?.(next);
          setValue(next);
        }}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

const renderQuickEdit = (props: Partial<QuickEditProps<string>> = {}) =>
  render(
    <AccrueProvider locale="en">
      <TeamName {...props} />
    </AccrueProvider>,
  );

const editButton = () => screen.getByRole('button', { name: 'Edit Team name' });
const input = () => screen.getByRole('textbox', { name: 'Team name' }) as HTMLInputElement;

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Caught: {this.state.error.message}</p> : this.props.children;
  }
}

describe('QuickEdit', () => {
  it('shows the value with an Edit button, and edits on clicking it', async () => {
    renderQuickEdit();
    expect(screen.getByText('Sales')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    await userEvent.click(editButton());
    expect(input().value).toBe('Sales');
    expect(document.activeElement).toBe(input());
  });

  it('edits when the cell gets focus', async () => {
    renderQuickEdit();
    await userEvent.tab();
    expect(document.activeElement).toBe(input());
  });

  it('shows a validation error in a tooltip and blocks submission until fixed', async () => {
    const onSubmit = vi.fn();
    renderQuickEdit({ onSubmit });
    await userEvent.click(editButton());
    await userEvent.clear(input());
    await userEvent.type(input(), 'AB');
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe('This field must be at least 3 characters.');
    expect(input().getAttribute('aria-describedby')).toContain(tooltip.id);
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Confirm' }).hasAttribute('disabled')).toBe(true);
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(input(), 'C');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledExactlyOnceWith('ABC'));
    expect(await screen.findByText('ABC')).toBeTruthy();
    expect(document.activeElement).toBe(editButton()); // focus back, without re-entering edit mode
  });

  it('confirms on leaving the field, unless a validation error exists', async () => {
    const onSubmit = vi.fn();
    renderQuickEdit({ onSubmit });
    await userEvent.click(editButton());
    await userEvent.clear(input());
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(await screen.findByRole('tooltip')).toBeTruthy();
    expect(input()).toBeTruthy(); // still editing
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(input(), 'Marketing');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledExactlyOnceWith('Marketing'));
    expect(await screen.findByText('Marketing')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
  });

  it('cancels on Escape, even while the error tooltip shows', async () => {
    const onSubmit = vi.fn();
    renderQuickEdit({ onSubmit });
    await userEvent.click(editButton());
    await userEvent.clear(input());
    await screen.findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Sales')).toBeTruthy();
    expect(document.activeElement).toBe(editButton());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps edit mode open with the message when the submit fails validation asynchronously', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new yup.ValidationError('This team name is already used')));
    renderQuickEdit({ onSubmit });
    await userEvent.click(editButton());
    await userEvent.clear(input());
    await userEvent.type(input(), 'Support{Enter}');
    expect((await screen.findByRole('tooltip')).textContent).toBe('This team name is already used');
    expect(input().value).toBe('Support');
    expect(screen.getByRole('button', { name: 'Confirm' }).hasAttribute('disabled')).toBe(true);
    // Editing again validates the new draft and allows another try.
    await userEvent.type(input(), ' EMEA');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('maps other asynchronous failures with getValidationMessage', async () => {
    const conflict = Object.assign(new Error('Conflict'), { status: 409 });
    renderQuickEdit({
      onSubmit: () => Promise.reject(conflict),
      getValidationMessage: (error) =>
        (error as { status?: number }).status === 409 ? 'A team with this name exists' : undefined,
    });
    await userEvent.click(editButton());
    await userEvent.type(input(), ' 2{Enter}');
    expect((await screen.findByRole('tooltip')).textContent).toBe('A team with this name exists');
  });

  it('hands other errors to onError, keeping the draft', async () => {
    const onError = vi.fn();
    renderQuickEdit({ onSubmit: () => Promise.reject(new Error('500')), onError });
    await userEvent.click(editButton());
    await userEvent.type(input(), ' 2{Enter}');
    await waitFor(() => expect(onError).toHaveBeenCalledWith(new Error('500')));
    expect(input().value).toBe('Sales 2');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('rethrows other errors to the error boundary without onError', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AccrueProvider locale="en">
        <Boundary>
          <TeamName onSubmit={() => Promise.reject(new Error('Server unavailable'))} />
        </Boundary>
      </AccrueProvider>,
    );
    await userEvent.click(editButton());
    await userEvent.type(input(), ' 2{Enter}');
    expect(await screen.findByText('Caught: Server unavailable')).toBeTruthy();
    consoleError.mockRestore();
  });

  it('closes without submitting an unchanged value, and does nothing when disabled', async () => {
    const onSubmit = vi.fn();
    const { unmount } = renderQuickEdit({ onSubmit });
    await userEvent.click(editButton());
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
    unmount();

    renderQuickEdit({ isDisabled: true });
    expect(editButton().hasAttribute('disabled')).toBe(true);
    await userEvent.click(editButton());
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('parses numbers and submits the schema value', async () => {
    const onSubmit = vi.fn();
    render(
      <AccrueProvider locale="en">
        <QuickEdit<number | null>
          label="Quota"
          value={10}
          schema={yup.number().nullable().required().integer()}
          parse={(text) => (text.trim() === '' ? null : Number(text))}
          onSubmit={onSubmit}
        />
      </AccrueProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit Quota' }));
    const field = screen.getByRole('textbox', { name: 'Quota' });
    await userEvent.clear(field);
    await userEvent.type(field, '1.5');
    expect((await screen.findByRole('tooltip')).textContent).toBe('This field must be an integer.');
    await userEvent.clear(field);
    expect((await screen.findByRole('tooltip')).textContent).toBe('This field is required.');
    await userEvent.type(field, '12{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledExactlyOnceWith(12));
  });
});
