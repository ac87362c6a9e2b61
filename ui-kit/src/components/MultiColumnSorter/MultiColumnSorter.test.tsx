import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccrueProvider } from '../../providers/AccrueProvider';
import type { SorterEntry } from '../ColumnSorter/sorting';
import { MultiColumnSorter, type MultiColumnSorterProps } from './MultiColumnSorter';

const columns = [
  { id: 'name', label: 'Name' },
  { id: 'amount', label: 'Amount' },
  { id: 'date', label: 'Date' },
  { id: 'team', label: 'Team' },
];
const three: SorterEntry[] = [
  { id: 'name', direction: 'asc' },
  { id: 'amount', direction: 'desc' },
  { id: 'date', direction: 'asc' },
];

function renderSorter(props: Partial<MultiColumnSorterProps> = {}) {
  return render(
    <AccrueProvider locale="en">
      <MultiColumnSorter columns={columns} {...props} />
    </AccrueProvider>,
  );
}

const list = () => screen.getByRole('grid', { name: 'Sort by' });
const order = () =>
  within(list())
    .queryAllByRole('row')
    .flatMap((row) => row.getAttribute('data-key') ?? []);
const row = (label: string) => within(list()).getByRole('row', { name: new RegExp(label) });

describe('MultiColumnSorter', () => {
  it("lists the sorted columns under 'Sort by', or 'No sorting'", () => {
    renderSorter();
    expect(order()).toEqual([]);
    expect(list().textContent).toContain('No sorting');
  });

  it('adds a column last, ascending, from the columns not sorted yet', async () => {
    const onChange = vi.fn();
    renderSorter({ defaultValue: three, onChange });
    await userEvent.click(screen.getByRole('button', { name: 'Add sort column' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Team']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Team' }));
    expect(onChange).toHaveBeenLastCalledWith([...three, { id: 'team', direction: 'asc' }]);
    expect(order()).toEqual(['name', 'amount', 'date', 'team']);
    expect(screen.getByRole('button', { name: 'Add sort column' })).toHaveProperty('disabled', true);
  });

  it("toggles one column's direction", async () => {
    const onChange = vi.fn();
    renderSorter({ defaultValue: three, onChange });
    await userEvent.click(within(row('Amount')).getByRole('button', { name: 'Descending' }));
    expect(onChange).toHaveBeenLastCalledWith([
      { id: 'name', direction: 'asc' },
      { id: 'amount', direction: 'asc' },
      { id: 'date', direction: 'asc' },
    ]);
    expect(within(row('Amount')).getByRole('button', { name: 'Ascending' })).toBeTruthy();
  });

  it('drops a removed column from the sort', async () => {
    const onChange = vi.fn();
    renderSorter({ defaultValue: three, onChange });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Amount' }));
    expect(onChange).toHaveBeenLastCalledWith([
      { id: 'name', direction: 'asc' },
      { id: 'date', direction: 'asc' },
    ]);
    expect(order()).toEqual(['name', 'date']);
  });

  it('reorders by keyboard drag and drop', async () => {
    const onChange = vi.fn();
    renderSorter({ defaultValue: three, onChange });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Drag Date' }));
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await userEvent.keyboard('{Enter}');
    expect(order()).toEqual(['date', 'name', 'amount']);
    expect(onChange).toHaveBeenCalledExactlyOnceWith([
      { id: 'date', direction: 'asc' },
      { id: 'name', direction: 'asc' },
      { id: 'amount', direction: 'desc' },
    ]);
  });

  it('leaves the order alone when a keyboard drag is cancelled with Escape', async () => {
    const onChange = vi.fn();
    renderSorter({ defaultValue: three, onChange });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{Enter}{ArrowDown}{ArrowDown}');
    expect(row('Name').hasAttribute('data-dragging')).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(row('Name').hasAttribute('data-dragging')).toBe(false);
    expect(order()).toEqual(['name', 'amount', 'date']);
    expect(onChange).not.toHaveBeenCalled();
  });
});
