import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Company name', onChange: fn() },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Company name' });
    await userEvent.type(input, 'Acme');
    await expect(args.onChange).toHaveBeenLastCalledWith('Acme');
  },
};
export const WithDescription: Story = { args: { description: '2 to 100 characters' } };
export const Required: Story = { args: { isRequired: true } };
export const Invalid: Story = {
  args: { errorMessage: 'Field is required', defaultValue: '' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Company name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Acme' } };
export const Filled: Story = {
  args: { defaultValue: 'Acme Corporation', description: '2 to 100 characters' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Company name' })).toHaveValue(
      'Acme Corporation',
    );
  },
};
export const Dark: Story = {
  args: { defaultValue: 'Acme', description: '2 to 100 characters' },
  globals: { colorScheme: 'dark' },
};
export const DarkInvalid: Story = {
  args: { errorMessage: 'This field is required.', isRequired: true },
  globals: { colorScheme: 'dark' },
};
