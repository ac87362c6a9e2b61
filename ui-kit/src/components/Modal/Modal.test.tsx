import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccrueProvider } from '../../providers/AccrueProvider';
import { Button } from '../Button/Button';
import { MODAL_SIZES, Modal, SHAKE_MS, type ModalProps } from './Modal';

function Harness(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <AccrueProvider locale="en">
      <Button onPress={() => setOpen(true)}>Open</Button>
      <Modal isOpen={open} onOpenChange={setOpen} title="Mark all as read?" {...props}>
        All notifications will be marked as read.
      </Modal>
    </AccrueProvider>
  );
}

async function open(props: Partial<ModalProps> = {}) {
  render(<Harness {...props} />);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = screen.getByRole(props.variant === 'DANGER' ? 'alertdialog' : 'dialog');
  const modal = dialog.closest<HTMLElement>('[data-size]')!;
  return { dialog, modal, backdrop: modal.parentElement! };
}

describe('Modal', () => {
  it('opens as a labelled dialog and closes with its Close button, restoring focus', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Mark all as read?' });
    expect(dialog.textContent).toContain('All notifications will be marked as read.');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes on Escape and on a click outside when dismissable, without shaking', async () => {
    const { backdrop } = await open();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await userEvent.click(screen.getByRole('dialog').closest('[data-size]')!.parentElement!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backdrop.querySelector('[data-shaking]')).toBeNull();
  });

  it('when not dismissable, has no Close button and shakes at a click outside instead of closing', async () => {
    const { modal, backdrop } = await open({ isDismissable: false });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(modal.hasAttribute('data-shaking')).toBe(false);
    act(() => {
      fireEvent.pointerDown(backdrop);
      fireEvent.pointerUp(backdrop);
      fireEvent.click(backdrop);
    });
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(modal.hasAttribute('data-shaking')).toBe(true);
    // The shake ends by itself.
    await waitFor(() => expect(modal.hasAttribute('data-shaking')).toBe(false), { timeout: SHAKE_MS * 5 });
  });

  it('does not shake at a press inside the modal', async () => {
    const { dialog, modal } = await open({ isDismissable: false });
    act(() => {
      fireEvent.pointerDown(dialog);
    });
    expect(modal.hasAttribute('data-shaking')).toBe(false);
  });

  it('restarts the shake at a second click during one (alternating animations)', async () => {
    const { modal, backdrop } = await open({ isDismissable: false });
    act(() => {
      fireEvent.pointerDown(backdrop);
    });
    const first = modal.className;
    act(() => {
      fireEvent.pointerDown(backdrop);
    });
    expect(modal.hasAttribute('data-shaking')).toBe(true);
    expect(modal.className).not.toBe(first);
  });

  it('ignores Escape when not dismissable, and shakes', async () => {
    const { modal } = await open({ isDismissable: false });
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(modal.hasAttribute('data-shaking')).toBe(true);
  });

  it('uses the spec sizes and the danger variant as an alert dialog', async () => {
    const { modal } = await open({ size: 'SMALL', variant: 'DANGER' });
    expect(screen.getByRole('alertdialog', { name: 'Mark all as read?' })).toBeTruthy();
    expect(modal.getAttribute('data-size')).toBe('SMALL');
    expect(modal.getAttribute('data-variant')).toBe('DANGER');
  });

  it('has the spec sizes', () => {
    expect(MODAL_SIZES).toEqual({
      SMALL: { width: 400, maxHeight: 352 },
      MEDIUM: { width: 600, maxHeight: 530 },
      LARGE: { width: 800, maxHeight: 704 },
      XLARGE: { width: 1000, height: 620 },
    });
  });

  it('defaults to MEDIUM and DEFAULT', async () => {
    const { modal } = await open();
    expect(modal.getAttribute('data-size')).toBe('MEDIUM');
    expect(modal.getAttribute('data-variant')).toBe('DEFAULT');
  });
});
