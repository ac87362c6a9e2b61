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
  within(screen.getByRole('grid', { name: 'Payments' }))
    .getAllByRole('row')
    .slice(1);

describe('LightTable', () => {
  it('shows its rows with formatted numbers', () => {
    renderTable({});
    expect(bodyRows()).toHaveLength(5);
    expect(within(bodyRows()[1]!).getByRole('rowheader').textContent).toBe('Payment 2');
    expect(within(bodyRows()[1]!).getByRole('gridcell').textContent).toBe('2,000');
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
