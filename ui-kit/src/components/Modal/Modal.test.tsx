import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccrueProvider } from '../../providers/AccrueProvider';
import { Button } from '../Button/Button';
import { Modal, type ModalProps } from './Modal';

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

  it('closes on Escape when dismissable', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open and shakes when not dismissable and clicked outside', async () => {
    render(<Harness isDismissable={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeTruthy();
    act(() => {
      fireEvent.pointerDown(document.body);
    });
    expect(document.querySelector('[data-shaking]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('uses the spec sizes and the danger variant as an alert dialog', async () => {
    render(<Harness size="SMALL" variant="DANGER" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(document.querySelector('[data-size="SMALL"]')).not.toBeNull();
  });
});
