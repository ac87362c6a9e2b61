import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Comment', onChange: fn() },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'Visible to the payee' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Comment' });
    await userEvent.type(input, 'Line 1{Enter}Line 2');
    await expect(args.onChange).toHaveBeenLastCalledWith('Line 1\nLine 2');
  },
};
export const Filled: Story = {
  args: { defaultValue: 'The Q3 bonus was added after the review.\nSee the plan agreement.', rows: 4 },
};
export const Required: Story = { args: { isRequired: true } };
export const Error: Story = {
  args: { errorMessage: 'This field must be at most 500 characters.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Comment' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('This field must be at most 500 characters.')).toBeVisible();
  },
};
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Locked after approval' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Comment' })).toBeDisabled();
  },
};
export const Dark: Story = {
  args: { defaultValue: 'Dark comment', description: 'Visible to the payee' },
  globals: { colorScheme: 'dark' },
};
