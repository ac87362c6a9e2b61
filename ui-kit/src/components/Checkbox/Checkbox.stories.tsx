import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { children: 'Send me the monthly statement', onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('checkbox', { name: 'Send me the monthly statement' });
    await userEvent.click(input);
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await expect(input).toBeChecked();
  },
};
export const Selected: Story = { args: { defaultSelected: true } };
export const Indeterminate: Story = {
  args: { isIndeterminate: true, children: 'Select all' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement;
    await expect(input.indeterminate).toBe(true);
  },
};
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
export const KeyboardFocus: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    const input = within(canvasElement).getByRole('checkbox');
    await expect(input).toHaveFocus();
    await expect(input.closest('label')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};
export const Dark: Story = { args: { defaultSelected: true }, globals: { colorScheme: 'dark' } };
