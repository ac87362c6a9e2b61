import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MultiColumnSorter } from './MultiColumnSorter';

const columns = [
  { id: 'name', label: 'Name' },
  { id: 'amount', label: 'Amount' },
  { id: 'date', label: 'Payment date' },
  { id: 'team', label: 'Team' },
];

const meta = {
  title: 'Filters/MultiColumnSorter',
  component: MultiColumnSorter,
  args: { columns, onChange: fn() },
} satisfies Meta<typeof MultiColumnSorter>;
export default meta;
type Story = StoryObj<typeof meta>;

const order = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[role="row"][data-key]')].map((row) => row.getAttribute('data-key'));

/** Nothing sorted yet: 'No sorting', and columns are added from the menu, ascending. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: 'Sort by' })).toHaveTextContent('No sorting');
    await userEvent.click(canvas.getByRole('button', { name: 'Add sort column' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Amount' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([{ id: 'amount', direction: 'asc' }]);
    await expect(order(canvasElement)).toEqual(['amount']);
  },
};

export const Descending: Story = {
  args: { defaultValue: [{ id: 'date', direction: 'desc' }] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Descending' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([{ id: 'date', direction: 'asc' }]);
  },
};

const several = [
  { id: 'name', direction: 'asc' },
  { id: 'amount', direction: 'desc' },
  { id: 'date', direction: 'asc' },
] as const;

/** Several columns: toggling one direction, and removing one drops it from the sort. */
export const SeveralColumns: Story = {
  args: { defaultValue: [...several] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(order(canvasElement)).toEqual(['name', 'amount', 'date']);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Amount' }));
    await expect(order(canvasElement)).toEqual(['name', 'date']);
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { id: 'name', direction: 'asc' },
      { id: 'date', direction: 'asc' },
    ]);
  },
};

/** Reordering from the keyboard: the row's drag button, Enter, arrows to the target, Enter. */
export const ReorderByKeyboard: Story = {
  args: { defaultValue: [...several] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Drag Payment date' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(order(canvasElement)).toEqual(['date', 'name', 'amount']));
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { id: 'date', direction: 'asc' },
      { id: 'name', direction: 'asc' },
      { id: 'amount', direction: 'desc' },
    ]);
  },
};

export const AllColumnsSorted: Story = {
  args: { defaultValue: [...several, { id: 'team', direction: 'desc' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add sort column' })).toBeDisabled();
  },
};

export const Dark: Story = {
  args: { defaultValue: [...several] },
  globals: { colorScheme: 'dark' },
};

export const German: Story = {
  args: { defaultValue: [...several] },
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: 'Sortieren nach' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Entfernen Amount' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sortierspalte hinzufügen' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Aufsteigend' })).toHaveLength(2);
  },
};
