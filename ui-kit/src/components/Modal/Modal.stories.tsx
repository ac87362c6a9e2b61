import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within, screen } from 'storybook/test';
import { Button } from '../Button/Button';
import { Modal, type ModalProps } from './Modal';

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

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark all as read?' });
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
export const Small: Story = { args: { size: 'SMALL' } };
export const Large: Story = { args: { size: 'LARGE' } };
export const XLarge: Story = { args: { size: 'XLARGE' } };
export const Danger: Story = {
  args: {
    variant: 'DANGER',
    title: 'Delete this API key?',
    children: 'Applications using it will stop working.',
    actions: <Button variant="danger">Delete</Button>,
  },
};
export const NotDismissable: Story = {
  args: { isDismissable: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeVisible();
  },
};
