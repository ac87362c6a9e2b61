import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { MODAL_SIZES, Modal, type ModalProps, type ModalSize } from './Modal';

function ModalDemo(props: Omit<ModalProps, 'isOpen' | 'onOpenChange'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="primary" onPress={() => setOpen(true)}>
        Open
      </Button>
      <Modal {...props} isOpen={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Overlays/Modal',
  component: ModalDemo,
  args: {
    title: 'Mark all as read?',
    children: 'All notifications will be marked as read.',
    size: 'MEDIUM',
    variant: 'DEFAULT',
    actions: <Button variant="primary">Proceed</Button>,
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['SMALL', 'MEDIUM', 'LARGE', 'XLARGE'] },
    variant: { control: 'inline-radio', options: ['DEFAULT', 'DANGER'] },
  },
} satisfies Meta<typeof ModalDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openModal(canvasElement: HTMLElement, role: 'dialog' | 'alertdialog' = 'dialog') {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open' }));
  const dialog = await screen.findByRole(role);
  const modal = dialog.closest<HTMLElement>('[data-size]')!;
  return { dialog, modal, backdrop: modal.parentElement! };
}

const longText = Array.from(
  { length: 40 },
  (_, i) => `Line ${i + 1}: all notifications will be marked as read, including the unread ones.`,
).join('\n');

/**
 * Opens the modal with long content and checks the spec's width and (max) height, capped by the
 * test browser's window when it is smaller.
 */
function sizeStory(size: ModalSize): Story {
  return {
    args: { size, children: <div style={{ whiteSpace: 'pre-line' }}>{longText}</div> },
    play: async ({ canvasElement }) => {
      const { modal, backdrop } = await openModal(canvasElement);
      const padding = parseFloat(getComputedStyle(backdrop).paddingTop) * 2;
      const spec = MODAL_SIZES[size];
      const height = 'height' in spec ? spec.height : spec.maxHeight;
      const box = modal.getBoundingClientRect();
      await expect(Math.round(box.width)).toBe(Math.min(spec.width, backdrop.clientWidth - padding));
      await expect(Math.round(box.height)).toBe(Math.min(height, backdrop.clientHeight - padding));
      // The body scrolls, and is reachable from the keyboard to do so.
      const body = modal.querySelector('[tabindex="0"]');
      await waitFor(() => expect(body).not.toBeNull());
    },
  };
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark all as read?' });
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
export const Small: Story = sizeStory('SMALL');
export const Medium: Story = sizeStory('MEDIUM');
export const Large: Story = sizeStory('LARGE');
export const XLarge: Story = sizeStory('XLARGE');

export const Danger: Story = {
  args: {
    variant: 'DANGER',
    title: 'Delete this API key?',
    children: 'Applications using it will stop working.',
    actions: <Button variant="danger">Delete</Button>,
  },
  play: async ({ canvasElement }) => {
    const { modal } = await openModal(canvasElement, 'alertdialog');
    await expect(screen.getByRole('alertdialog', { name: 'Delete this API key?' })).toBeVisible();
    await expect(modal).toHaveAttribute('data-variant', 'DANGER');
  },
};

/** Clicking outside or pressing Escape does not close it: it shakes (or, without motion, glows). */
export const NotDismissable: Story = {
  args: { isDismissable: false },
  play: async ({ canvasElement }) => {
    const { modal, backdrop } = await openModal(canvasElement);
    await expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.click(backdrop);
    await expect(screen.getByRole('dialog')).toBeVisible();
    await expect(modal).toHaveAttribute('data-shaking', 'true');
    await expect(getComputedStyle(modal).animationName).not.toBe('none');
    await waitFor(() => expect(modal).not.toHaveAttribute('data-shaking'));
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeVisible();
    await expect(modal).toHaveAttribute('data-shaking', 'true');
  },
};

export const Dark: Story = {
  args: {
    variant: 'DANGER',
    title: 'Delete this API key?',
    children: 'Applications using it will stop working.',
    actions: <Button variant="danger">Delete</Button>,
  },
  globals: { colorScheme: 'dark' },
  play: async ({ canvasElement }) => {
    await openModal(canvasElement, 'alertdialog');
  },
};

function languageStory(locale: string, close: string): Story {
  return {
    globals: { locale },
    play: async ({ canvasElement }) => {
      const { dialog } = await openModal(canvasElement);
      // By text: react-aria adds a hidden dismiss button that German also calls "Schließen".
      await expect(within(dialog).getByText(close, { selector: 'button' })).toBeVisible();
    },
  };
}
export const French: Story = languageStory('fr', 'Fermer');
export const German: Story = languageStory('de', 'Schließen');
export const Spanish: Story = languageStory('es', 'Cerrar');
export const Italian: Story = languageStory('it', 'Chiudi');
export const Portuguese: Story = languageStory('pt', 'Fechar');
