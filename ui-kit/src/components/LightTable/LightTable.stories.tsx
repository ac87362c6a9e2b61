import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LightTable, type LightTableColumn, type LightTableProps } from './LightTable';

interface Payment {
  id: string;
  label: string;
  period: string;
  amount: number;
}

const payments: Payment[] = Array.from({ length: 12 }, (_, i) => ({
  id: `pay${i + 1}`,
  label: `Commission payment ${i + 1}`,
  period: `2025-${String((i % 12) + 1).padStart(2, '0')}`,
  amount: 1250 * (i + 1),
}));

const columns: LightTableColumn<Payment>[] = [
  { id: 'label', header: 'Label', accessor: 'label' },
  { id: 'period', header: 'Period', accessor: 'period', width: 120 },
  { id: 'amount', header: 'Amount', accessor: 'amount', align: 'end', width: 140 },
];

/** Loads 5 more payments per press, after a short delay, like a paginated API. */
function Demo(props: Partial<LightTableProps<Payment>>) {
  const [count, setCount] = useState(5);
  const [isLoading, setLoading] = useState(false);
  const loadMore = () => {
    props.onLoadMore?.();
    setLoading(true);
    setTimeout(() => {
      setCount((n) => Math.min(n + 5, payments.length));
      setLoading(false);
    }, 200);
  };
  return (
    <div style={{ maxWidth: 640 }}>
      <LightTable<Payment>
        aria-label="Payments"
        columns={columns}
        rows={payments.slice(0, count)}
        totalItems={payments.length}
        isLoading={isLoading}
        {...props}
        onLoadMore={loadMore}
      />
    </div>
  );
}

const meta = {
  title: 'Data/LightTable',
  component: Demo,
  args: { onLoadMore: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Payments' }))
    .getAllByRole('row')
    .slice(1);

export const LoadMore: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(bodyRows(canvasElement)).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more (5/12)' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Load more (10/12)' })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Load more (10/12)' }));
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(12));
    await expect(canvas.queryByRole('button', { name: /Load more/ })).toBeNull();
  },
};

export const Loading: Story = {
  args: { rows: [], isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(bodyRows(canvasElement)).toHaveLength(5);
    await expect(canvasElement.querySelectorAll('[data-skeleton]')).toHaveLength(15);
  },
};

export const Empty: Story = {
  args: { rows: [], totalItems: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data')).toBeVisible();
  },
};

/** Rows with an action: a click runs it, and Tab then Enter on a row too. */
export const RowAction: Story = {
  args: { onRowAction: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(bodyRows(canvasElement)[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowAction).toHaveBeenLastCalledWith(payments[0]);
    await userEvent.click(within(bodyRows(canvasElement)[1]!).getByText('Commission payment 2'));
    await expect(args.onRowAction).toHaveBeenLastCalledWith(payments[1]);
  },
};

export const AllLoaded: Story = { args: { rows: payments, totalItems: payments.length } };

export const Dark: Story = { globals: { colorScheme: 'dark' } };

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Charger plus (5/12)' })).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Keine Daten')).toBeVisible();
  },
};
