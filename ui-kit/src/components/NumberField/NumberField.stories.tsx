import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  args: { label: 'Quota', onChange: fn() },
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

const spaces = (text: string) => text.replace(/\s/g, ' ');

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Quota' }), '1234');
    await userEvent.tab();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(1234));
    await expect(canvas.getByRole('textbox', { name: 'Quota' })).toHaveValue('1,234');
  },
};
export const Filled: Story = {
  args: {
    label: 'Yearly target',
    defaultValue: 125000,
    formatOptions: { style: 'currency', currency: 'EUR' },
    description: 'In the company currency',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Yearly target' })).toHaveValue(
      '€125,000.00',
    );
  },
};
export const Stepper: Story = {
  args: { defaultValue: 10, minValue: 0, maxValue: 10, step: 5 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /increase/i })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /decrease/i }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(5));
  },
};
export const Percent: Story = {
  args: {
    label: 'Commission rate',
    defaultValue: 0.075,
    formatOptions: { style: 'percent', maximumFractionDigits: 1 },
  },
};
export const Error: Story = {
  args: { defaultValue: -5, errorMessage: 'This field must be greater than or equal to 0' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Quota' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('This field must be greater than or equal to 0')).toBeVisible();
  },
};
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 42 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Quota' })).toBeDisabled();
  },
};
export const Dark: Story = {
  args: { defaultValue: 1500, description: 'Per quarter' },
  globals: { colorScheme: 'dark' },
};
export const French: Story = {
  args: { label: 'Objectif', defaultValue: 1234.5, formatOptions: { style: 'currency', currency: 'EUR' } },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Objectif' }) as HTMLInputElement;
    await expect(spaces(input.value)).toBe('1 234,50 €');
  },
};
export const German: Story = {
  args: { label: 'Quote', defaultValue: 1234.5 },
  globals: { locale: 'de' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Quote' });
    await expect(input).toHaveValue('1.234,5');
    await userEvent.clear(input);
    await userEvent.type(input, '2.000,25');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(2000.25);
  },
};

/**
 * Before its first focus, the field is a light stand-in (react-aria's field loads then): the same
 * box and formatted value; react-aria's field takes its place with the focus.
 */
export const StandInThenReal: Story = {
  args: { label: 'Yearly target', defaultValue: 125000.5, description: 'In the company currency' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const standIn = canvas.getByRole('textbox', { name: 'Yearly target' });
    await expect(standIn).toHaveValue('125,000.5');
    const before = standIn.getBoundingClientRect();
    standIn.focus();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Yearly target' })).not.toBe(standIn));
    const real = canvas.getByRole('textbox', { name: 'Yearly target' });
    await waitFor(() => expect(real).toHaveFocus());
    await expect(real).toHaveValue('125,000.5');
    const after = real.getBoundingClientRect();
    await expect([after.width, after.height, after.top]).toEqual([before.width, before.height, before.top]);
  },
};
