import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccrueProvider } from '../../providers/AccrueProvider';
import { DataTable, type DataTableProps } from './DataTable';
import type { PaginatedQuery } from './state/types';
import { makePeople, personColumns, type Person } from './storyData';

const people = makePeople(25);
const columns = personColumns();

function renderTable(props: Partial<DataTableProps<Person>> = {}) {
  return render(
    <AccrueProvider locale="en">
      <DataTable<Person> aria-label="People" columns={columns} data={people} {...props} />
    </AccrueProvider>,
  );
}

const grid = () => screen.getByRole('grid', { name: 'People' });
const bodyRows = () =>
  within(grid())
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('gridcell').length);
const names = () => bodyRows().map((row) => within(row).getByRole('rowheader').textContent);

afterEach(() => localStorage.clear());

describe('DataTable display priority', () => {
  it('shows 10 skeleton rows while loading, even with an alert or no data', () => {
    renderTable({ isLoading: true, alert: { tone: 'error', title: 'Failed' }, data: [] });
    expect(bodyRows()).toHaveLength(10);
    expect(document.querySelectorAll('[data-skeleton]').length).toBeGreaterThanOrEqual(10);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('grid').closest('[aria-busy="true"]')).not.toBeNull();
  });

  it('shows as many skeleton rows as the page size', () => {
    renderTable({ isLoading: true, initialState: { pageSize: 25 } });
    expect(bodyRows()).toHaveLength(25);
  });

  it('shows the alert row instead of the rows', () => {
    renderTable({ alert: { tone: 'error', title: 'The people could not be loaded.' } });
    expect(screen.getByRole('alert').textContent).toContain('The people could not be loaded.');
    expect(within(grid()).queryAllByRole('gridcell')).toHaveLength(0);
  });

  it('shows "No data", or the given placeholder, without rows', () => {
    const { unmount } = renderTable({ data: [] });
    expect(within(grid()).getByText('No data')).toBeTruthy();
    unmount();
    renderTable({ data: [], emptyState: 'Nobody yet' });
    expect(within(grid()).getByText('Nobody yet')).toBeTruthy();
  });

  it('lines up numeric columns at the end, header included, even when a cell renders them', () => {
    const amount: (typeof columns)[number] = {
      id: 'amount',
      header: 'Amount',
      isNumeric: true,
      cell: ({ row }) => `€${row.quota.toLocaleString('en')}`,
    };
    renderTable({ columns: [...columns, amount] });
    const header = within(grid()).getByRole('columnheader', { name: /Amount/ });
    expect(header.querySelector('[data-numeric]')).not.toBeNull();
    const cell = within(bodyRows()[0]!).getByText(/^€/);
    expect(cell.closest('[data-numeric]')).not.toBeNull();
    // A text column is not numeric; a number the table formats is, by default.
    expect(
      within(bodyRows()[0]!)
        .getByText(/@example\.com$/)
        .closest('[data-numeric]'),
    ).toBeNull();
    expect(
      within(grid()).getByRole('columnheader', { name: /Email/ }).querySelector('[data-numeric]'),
    ).toBeNull();
  });

  it('shows the rows of the current page', () => {
    renderTable();
    expect(bodyRows()).toHaveLength(10);
    expect(names()[0]).toBe('Ada Lovelace 1');
    expect(screen.getByText('1 - 10 of 25')).toBeTruthy();
  });
});

describe('DataTable state', () => {
  it('sorts from the headers and returns to page 0 when the sort changes', async () => {
    renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('11 - 20 of 25')).toBeTruthy();
    await userEvent.click(screen.getByRole('columnheader', { name: /Quota/ }));
    expect(screen.getByText('1 - 10 of 25')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Quota/ }).getAttribute('aria-sort')).toBe('ascending');
    const quotas = bodyRows().map((row) =>
      Number(within(row).getAllByRole('gridcell')[3]!.textContent!.replace(/\D/g, '')),
    );
    expect(quotas).toEqual([...quotas].sort((a, b) => a - b));
  });

  it('searches after the debounce and returns to page 0', async () => {
    renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'ALAN');
    await waitFor(() => expect(screen.getByText('1 - 3 of 3')).toBeTruthy());
    expect(names()).toEqual(['Alan Lovelace 3', 'Alan Hopper 13', 'Alan Turing 23']);
  });

  it('hides columns and pins the first column from the state', () => {
    renderTable({ initialState: { columnVisibility: { email: false, name: false }, columnPinning: true } });
    const headers = within(grid())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers.some((text) => text?.includes('Email'))).toBe(false);
    // The name column may not be hidden.
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('data-pinned')).toBe('start');
  });

  it('pins a trailing actions column at the end by default', () => {
    render(
      <AccrueProvider locale="en">
        <DataTable<Person> aria-label="People" columns={personColumns(() => 'Edit')} data={people} />
      </AccrueProvider>,
    );
    expect(screen.getByRole('columnheader', { name: /Actions/ }).getAttribute('data-pinned')).toBe('end');
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('data-pinned')).toBeNull();
  });

  it('persists its state and raises an error without a storage key', () => {
    const { unmount } = renderTable({ persist: { key: 'people-table' }, initialState: { pageSize: 25 } });
    expect(JSON.parse(localStorage.getItem('people-table')!)).toMatchObject({ pageSize: 25 });
    unmount();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderTable({ persist: { keys: { searchText: 'search' } } })).toThrow(/no storage key/);
    vi.restoreAllMocks();
  });
});

describe('DataTable column menu', () => {
  it('loads when its button is first pressed, opens at once and gives the focus back on close', async () => {
    renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Table options' }));
    await screen.findByRole('menuitemradio', { name: 'Quota' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Table options' })),
    );
    // Loaded, it opens as any menu does.
    await userEvent.click(screen.getByRole('button', { name: 'Table options' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Quota' }));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Quota/ }).getAttribute('aria-sort')).toBe('ascending'),
    );
  });
});

describe('DataTable row action', () => {
  it('calls onRowAction with the row pressed', async () => {
    const onRowAction = vi.fn();
    renderTable({ onRowAction });
    await userEvent.click(within(bodyRows()[1]!).getByRole('rowheader'));
    expect(onRowAction).toHaveBeenCalledWith(people[1]);
  });
});

describe('DataTable selection', () => {
  const isSelectable = (person: Person) => person.isActive;

  it('selects only selectable rows with select-all, indeterminate when partial', async () => {
    const onSelectionChange = vi.fn();
    renderTable({
      selectionMode: 'multiple',
      isSelectable,
      onSelectionChange,
      bulkActions: (keys) => <button type="button">Invite {keys.length}</button>,
    });
    const selectAll = screen.getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement;
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).toBeNull();

    await userEvent.click(within(bodyRows()[0]!).getByRole('checkbox'));
    expect(selectAll.indeterminate).toBe(true);
    expect(screen.getByRole('toolbar', { name: 'Bulk actions' }).textContent).toContain('1 selected');

    await userEvent.click(selectAll);
    expect(selectAll.checked).toBe(true);
    expect(screen.getByText('8 selected')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Invite 8' })).toBeTruthy();
    expect([...onSelectionChange.mock.lastCall![0]].sort()).toEqual([
      'p1',
      'p10',
      'p2',
      'p3',
      'p5',
      'p6',
      'p7',
      'p8',
    ]);
    expect((within(bodyRows()[3]!).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);

    await userEvent.click(selectAll);
    expect(selectAll.checked).toBe(false);
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).toBeNull();
  });

  it('selects the rows shown now with select-all, after the data changed', async () => {
    const onSelectionChange = vi.fn();
    const table = (data: Person[]) => (
      <AccrueProvider locale="en">
        <DataTable<Person>
          aria-label="People"
          columns={columns}
          data={data}
          selectionMode="multiple"
          onSelectionChange={onSelectionChange}
        />
      </AccrueProvider>
    );
    const { rerender } = render(table(people.slice(0, 2)));
    rerender(table(people.slice(2, 4)));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect([...onSelectionChange.mock.lastCall![0]].sort()).toEqual(['p3', 'p4']);
  });

  it('disables select-all when no row is selectable', () => {
    renderTable({ selectionMode: 'multiple', isSelectable: () => false });
    expect((screen.getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement).disabled).toBe(true);
  });
});

describe('DataTable server-side mode', () => {
  function Server({ onQuery }: { onQuery: (query: PaginatedQuery) => void }) {
    const [query, setQuery] = useState<PaginatedQuery>();
    const items = makePeople(40).slice((query?.page ?? 0) * 10, (query?.page ?? 0) * 10 + 10);
    return (
      <AccrueProvider locale="en">
        <DataTable<Person>
          aria-label="People"
          columns={columns}
          result={{ items, totalItems: 40, currentPage: query?.page ?? 0, pageCount: 4 }}
          onQueryChange={(next) => {
            onQuery(next);
            setQuery(next);
          }}
        />
      </AccrueProvider>
    );
  }

  it('reports its state as the paginated query and shows the given page', async () => {
    const onQuery = vi.fn();
    render(<Server onQuery={onQuery} />);
    expect(onQuery).toHaveBeenLastCalledWith({ desc: false, page: 0, limit: 10 });
    expect(screen.getByText('1 - 10 of 40')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onQuery).toHaveBeenLastCalledWith({ desc: false, page: 1, limit: 10 });
    expect(names()[0]).toBe('Ada Hopper 11');

    await userEvent.click(screen.getByRole('columnheader', { name: /Email/ }));
    await userEvent.click(screen.getByRole('columnheader', { name: /Email/ }));
    expect(onQuery).toHaveBeenLastCalledWith({ desc: true, sort: 'email', page: 0, limit: 10 });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'ada');
    await waitFor(() =>
      expect(onQuery).toHaveBeenLastCalledWith({
        desc: true,
        sort: 'email',
        page: 0,
        limit: 10,
        search: 'ada',
      }),
    );
    const calls = onQuery.mock.calls.length;
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(onQuery.mock.calls.length).toBe(calls);
  });
});

describe('DataTable light first render and the grid hand-over', () => {
  const isLight = () => grid().hasAttribute('data-light');

  it('renders a light table with the grid roles and attributes first', () => {
    renderTable({
      selectionMode: 'multiple',
      initialState: { columnSorting: [{ id: 'name', direction: 'asc' }] },
    });
    expect(isLight()).toBe(true);
    expect(grid().getAttribute('aria-rowcount')).toBe('11');
    expect(grid().getAttribute('aria-multiselectable')).toBe('true');
    const headers = within(grid()).getAllByRole('columnheader');
    expect(headers.map((header) => header.getAttribute('aria-colindex'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
    ]);
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', { name: /Email/ }).getAttribute('aria-sort')).toBe('none');
    const first = bodyRows()[0]!;
    expect(first.getAttribute('aria-rowindex')).toBe('2');
    expect(first.getAttribute('aria-selected')).toBe('false');
    expect(within(first).getByRole('rowheader').getAttribute('aria-colindex')).toBe('2');
    // Rows and their checkboxes are named by their row header, as in react-aria's grid.
    const name = within(first).getByRole('rowheader').textContent!;
    expect(screen.getByRole('row', { name })).toBe(first);
    expect(within(first).getByRole('checkbox', { name: `Select ${name}` })).toBeTruthy();
  });

  it('sorts from a header press and selects with the checkboxes without the grid', async () => {
    const onSelectionChange = vi.fn();
    renderTable({ selectionMode: 'multiple', onSelectionChange });
    await userEvent.click(screen.getByRole('columnheader', { name: /Quota/ }));
    await userEvent.click(screen.getByRole('columnheader', { name: /Quota/ }));
    expect(screen.getByRole('columnheader', { name: /Quota/ }).getAttribute('aria-sort')).toBe('descending');
    await userEvent.click(screen.getByRole('checkbox', { name: `Select ${names()[0]}` }));
    expect(onSelectionChange.mock.lastCall![0].size).toBe(1);
    expect(bodyRows()[0]!.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('toolbar', { name: 'Bulk actions' }).textContent).toContain('1 selected');
    // A press on the row toggles its selection too (react-aria's 'toggle' behaviour).
    await userEvent.click(within(bodyRows()[1]!).getByRole('rowheader'));
    expect(bodyRows()[1]!.getAttribute('aria-selected')).toBe('true');
    expect(isLight()).toBe(true);
  });

  it('hands over to the grid when the keyboard enters, with the focus on a row', async () => {
    renderTable({
      selectionMode: 'multiple',
      initialState: { columnSorting: [{ id: 'quota', direction: 'desc' }] },
    });
    await userEvent.click(screen.getByRole('checkbox', { name: `Select ${names()[0]}` }));
    const sortedNames = names();
    screen.getByRole('button', { name: 'Table options' }).focus();
    await userEvent.tab();
    await waitFor(() => expect(isLight()).toBe(false));
    await waitFor(() => expect(grid().contains(document.activeElement)).toBe(true));
    // Selection and sort survive the hand-over.
    expect(names()).toEqual(sortedNames);
    expect(bodyRows()[0]!.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('columnheader', { name: /Quota/ }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByText('1 selected')).toBeTruthy();
  });

  it('hands over on a grid key after a pointer press, focusing the pressed cell', async () => {
    renderTable();
    await userEvent.click(within(bodyRows()[2]!).getByRole('rowheader'));
    expect(isLight()).toBe(true);
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(isLight()).toBe(false));
    await waitFor(() =>
      expect(document.activeElement?.closest('[role="row"]')?.getAttribute('aria-rowindex')).toBe('5'),
    );
  });
});
