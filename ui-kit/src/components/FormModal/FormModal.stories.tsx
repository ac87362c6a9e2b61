import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { FormModal, type FormModalProps } from './FormModal';

type DemoProps = Omit<FormModalProps, 'onClose' | 'onAction' | 'children'> & { onAction: () => void };

function FormModalDemo({ onAction, ...props }: DemoProps) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  return (
    <>
      <Button variant="primary" onPress={() => setOpen(true)}>
        Open
      </Button>
      {open ? (
        <FormModal
          {...props}
          isActionDisabled={props.isActionDisabled || name.trim() === ''}
          onClose={() => setOpen(false)}
          onAction={() => {
            onAction();
            setOpen(false);
          }}
        >
          <label style={{ display: 'grid', gap: 4 }}>
            Name
            <input value={name} onChange={(event) => setName(event.target.value)} />
          </label>
        </FormModal>
      ) : null}
    </>
  );
}

const meta = {
  title: 'Overlays/FormModal',
  component: FormModalDemo,
  args: {
    title: 'Create a team',
    cancelLabel: 'Cancel',
    actionLabel: 'Create',
    size: 'SMALL',
    variant: 'DEFAULT',
    submitOnEnter: true,
    onAction: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['SMALL', 'MEDIUM', 'LARGE', 'XLARGE'] },
    variant: { control: 'inline-radio', options: ['DEFAULT', 'DANGER'] },
  },
} satisfies Meta<typeof FormModalDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The action waits for a name; Enter in the field then runs it and the page closes the modal. */
export const SubmitOnEnter: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a team' });
    await expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Sales{Enter}');
    await expect(args.onAction).toHaveBeenCalledOnce();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** Cancel closes it without running the action. */
export const Cancelled: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onAction).not.toHaveBeenCalled();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** A confirmation: an alert dialog whose action is a danger button. */
export const Danger: Story = {
  args: { title: 'Delete the team?', actionLabel: 'Delete', variant: 'DANGER' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open' }));
    await expect(await screen.findByRole('alertdialog', { name: 'Delete the team?' })).toBeTruthy();
  },
};
