import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccrueProvider } from '../../providers/AccrueProvider';
import { FormModal, type FormModalProps } from './FormModal';

function renderModal(props: Partial<FormModalProps> = {}) {
  const onClose = vi.fn();
  const onAction = vi.fn();
  render(
    <AccrueProvider locale="en">
      <FormModal
        title="Create a team"
        cancelLabel="Cancel"
        actionLabel="Create"
        onClose={onClose}
        onAction={onAction}
        {...props}
      >
        <input aria-label="Name" />
      </FormModal>
    </AccrueProvider>,
  );
  return { onClose, onAction };
}

describe('FormModal', () => {
  it('is an open dialog with its title, fields, Cancel and action buttons', async () => {
    const { onClose, onAction } = renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Create a team' });
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(onAction).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(dialog.querySelector('form')).toBeNull();
  });

  it('closes on Escape', async () => {
    const { onClose } = renderModal();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('disables its action while it cannot be sent', () => {
    renderModal({ isActionDisabled: true });
    expect(screen.getByRole('button', { name: 'Create' }).hasAttribute('disabled')).toBe(true);
  });

  it('ignores presses and Enter on its action while pending', async () => {
    const { onAction } = renderModal({ isPending: true, submitOnEnter: true });
    const action = screen.getByRole('button', { name: 'Create' });
    expect(action.hasAttribute('data-pending')).toBe(true);
    await userEvent.click(action);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Sales{Enter}');
    expect(onAction).not.toHaveBeenCalled();
  });

  it('runs the action on Enter in a field when it submits on Enter', async () => {
    const { onAction } = renderModal({ submitOnEnter: true });
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Sales{Enter}');
    expect(onAction).toHaveBeenCalledOnce();
  });

  it('does not run a disabled action on Enter', async () => {
    const { onAction } = renderModal({ submitOnEnter: true, isActionDisabled: true });
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Sales{Enter}');
    expect(onAction).not.toHaveBeenCalled();
  });

  it('is an alert dialog with a danger action in the DANGER variant', () => {
    renderModal({ variant: 'DANGER', actionLabel: 'Delete' });
    expect(screen.getByRole('alertdialog', { name: 'Create a team' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });
});
