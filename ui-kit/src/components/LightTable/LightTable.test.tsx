import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccrueProvider } from '../../providers/AccrueProvider';
import { LightTable, type LightTableColumn, type LightTableProps } from './LightTable';

interface Payment {
  id: string;
  label: string;
  amount: number;
}

const payments: Payment[] = Array.from({ length: 12 }, (_, i) => ({
  id: `pay${i + 1}`,
  label: `Payment ${i + 1}`,
  amount: 1000 * (i + 1),
}));
const columns: LightTableColumn<Payment>[] = [
  { id: 'label', header: 'Label', accessor: 'label' },
  { id: 'amount', header: 'Amount', accessor: 'amount', align: 'end' },
];

function renderTable(props: Partial<LightTableProps<Payment>>, locale: 'en' | 'fr' = 'en') {
  return render(
    <AccrueProvider locale={locale}>
      <LightTable<Payment> aria-label="Payments" columns={columns} rows={payments.slice(0, 5)} {...props} />
    </AccrueProvider>,
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Payments' }))
    .getAllByRole('row')
    .slice(1);

describe('LightTable', () => {
  it('shows its rows with formatted numbers', () => {
    renderTable({});
    expect(bodyRows()).toHaveLength(5);
    expect(within(bodyRows()[1]!).getByRole('rowheader').textContent).toBe('Payment 2');
    expect(within(bodyRows()[1]!).getByRole('cell').textContent).toBe('2,000');
  });

  it('heads its columns and rows with plain table headers', () => {
    renderTable({});
    const headers = within(screen.getByRole('table', { name: 'Payments' })).getAllByRole('columnheader');
    expect(headers.map((header) => [header.textContent, header.getAttribute('scope')])).toEqual([
      ['Label', 'col'],
      ['Amount', 'col'],
    ]);
    expect(within(bodyRows()[0]!).getByRole('rowheader').getAttribute('scope')).toBe('row');
  });

  it('runs the row action on a click or Enter on the row, not on a control in it', async () => {
    const onRowAction = vi.fn();
    const withLink: LightTableColumn<Payment>[] = [
      ...columns,
      { id: 'open', header: 'Open', cell: (row) => <a href={`#${row.id}`}>Open {row.label}</a> },
    ];
    renderTable({ columns: withLink, onRowAction });

    // Tab reaches the first row, then the link inside it.
    await userEvent.tab();
    expect(document.activeElement).toBe(bodyRows()[0]);
    await userEvent.keyboard('{Enter}');
    expect(onRowAction).toHaveBeenLastCalledWith(payments[0]);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Open Payment 1' }));
    await userEvent.keyboard('{Enter}');
    expect(onRowAction).toHaveBeenCalledOnce();

    await userEvent.click(within(bodyRows()[1]!).getByRole('cell', { name: '2,000' }));
    expect(onRowAction).toHaveBeenLastCalledWith(payments[1]);
    await userEvent.click(screen.getByRole('link', { name: 'Open Payment 3' }));
    expect(onRowAction).toHaveBeenCalledTimes(2);
  });

  it('leaves rows out of the tab order without an action', async () => {
    renderTable({});
    await userEvent.tab();
    expect(document.activeElement).toBe(document.body);
  });

  it('shows 5 skeleton rows while loading', () => {
    renderTable({ rows: [], isLoading: true });
    expect(bodyRows()).toHaveLength(5);
    expect(document.querySelectorAll('[data-skeleton]')).toHaveLength(10);
  });

  it('shows "Load more (count/total)" while more rows exist, and loads them', async () => {
    function Harness() {
      const [count, setCount] = useState(5);
      return (
        <AccrueProvider locale="en">
          <LightTable<Payment>
            aria-label="Payments"
            columns={columns}
            rows={payments.slice(0, count)}
            totalItems={payments.length}
            onLoadMore={() => setCount((n) => n + 5)}
          />
        </AccrueProvider>
      );
    }
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Load more (5/12)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Load more (10/12)' }));
    expect(bodyRows()).toHaveLength(12);
    expect(screen.queryByRole('button', { name: /Load more/ })).toBeNull();
  });

  it('hides "Load more" while loading and when everything is loaded', () => {
    const onLoadMore = vi.fn();
    const { unmount } = renderTable({ totalItems: 12, isLoading: true, onLoadMore });
    expect(screen.queryByRole('button', { name: /Load more/ })).toBeNull();
    unmount();
    renderTable({ totalItems: 5, onLoadMore });
    expect(screen.queryByRole('button', { name: /Load more/ })).toBeNull();
  });

  it('says "No data" without rows, in the user language', () => {
    renderTable({ rows: [] }, 'fr');
    expect(screen.getByText('Aucune donnée')).toBeTruthy();
  });
});
