import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ColumnSorter } from './ColumnSorter';

const columns = [
  { id: 'name', label: 'Name' },
  { id: 'amount', label: 'Amount' },
  { id: 'date', label: 'Payment date' },
];

const meta = {
  title: 'Filters/ColumnSorter',
  component: ColumnSorter,
  args: { columns, onChange: fn() },
} satisfies Meta<typeof ColumnSorter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Unsorted: choosing a column sorts it ascending; the toggle flips the direction. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Ascending' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /Sort by/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Amount' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ id: 'amount', direction: 'asc' });
    await userEvent.click(canvas.getByRole('button', { name: 'Ascending' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ id: 'amount', direction: 'desc' });
    await expect(canvas.getByRole('button', { name: 'Descending' })).toHaveFocus();
  },
};

export const Ascending: Story = { args: { defaultValue: { id: 'name', direction: 'asc' } } };

export const Descending: Story = {
  args: { defaultValue: { id: 'date', direction: 'desc' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Sort by/ })).toHaveTextContent('Payment date');
    // From the keyboard: Tab to the toggle, Space flips it back to ascending.
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Descending' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith({ id: 'date', direction: 'asc' });
  },
};

export const Disabled: Story = {
  args: { defaultValue: { id: 'name', direction: 'asc' }, isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Sort by/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Ascending' })).toBeDisabled();
  },
};

export const Dark: Story = {
  args: { defaultValue: { id: 'amount', direction: 'desc' } },
  globals: { colorScheme: 'dark' },
};

export const Italian: Story = {
  args: { defaultValue: { id: 'amount', direction: 'desc' } },
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ordina per')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Decrescente' }));
    await expect(canvas.getByRole('button', { name: 'Crescente' })).toBeVisible();
  },
};
