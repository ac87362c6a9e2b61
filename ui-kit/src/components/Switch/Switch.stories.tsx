import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { label: 'Show actual-forecast difference', onChange: fn() },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Show actual-forecast difference' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await expect(toggle).toBeChecked();
  },
};
export const On: Story = { args: { defaultSelected: true } };
export const WithDescription: Story = {
  args: { description: 'Adds a column with the gap between actual and forecast values.' },
};
export const Error: Story = {
  args: { label: 'I have read the plan agreement', errorMessage: 'This field must be true' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('This field must be true')).toBeVisible();
  },
};
export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch');
    await userEvent.click(toggle);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(toggle).toBeChecked();
  },
};
export const KeyboardFocus: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    const toggle = within(canvasElement).getByRole('switch');
    await expect(toggle).toHaveFocus();
    await expect(toggle.closest('label')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};
export const Dark: Story = { args: { defaultSelected: true }, globals: { colorScheme: 'dark' } };
export const DarkOff: Story = {
  args: { description: 'Off, in the dark theme' },
  globals: { colorScheme: 'dark' },
};
