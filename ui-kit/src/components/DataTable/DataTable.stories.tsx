import { useCallback, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { vars } from '../../theme/contract.css';
import { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';
import type { PaginatedQuery, PaginatedResult } from './state/types';
import { editAction, fakeServer, makePeople, personColumns, type Person } from './storyData';

const people = makePeople(95);
const columns = personColumns(editAction);

function PeopleTable(props: Partial<DataTableProps<Person>>) {
  return <DataTable<Person> aria-label="People" columns={columns} data={people} {...props} />;
}

const meta = {
  title: 'Data/DataTable',
  component: PeopleTable,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PeopleTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) => within(canvasElement).getByRole('grid', { name: 'People' });
const bodyRows = (canvasElement: HTMLElement) =>
  within(grid(canvasElement))
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('gridcell').length > 0);
const rowNames = (canvasElement: HTMLElement) =>
  bodyRows(canvasElement).map((row) => within(row).getByRole('rowheader').textContent);

export const Rows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(10));
    await expect(canvas.getByText('1 - 10 of 95')).toBeVisible();
    await expect(rowNames(canvasElement)[0]).toBe('Ada Lovelace 1');

    // Sorting from the header: ascending, then descending.
    await userEvent.click(canvas.getByRole('columnheader', { name: /Name/ }));
    await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(canvas.getByRole('columnheader', { name: /Name/ }));
    await waitFor(() => expect(rowNames(canvasElement)[0]).toBe('Radia Turing 30'));

    // Searching (debounced) filters the rows and returns to the first page.
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('11 - 20 of 95')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'grace');
    await waitFor(() => expect(canvas.getByText('1 - 10 of 10')).toBeVisible());
    for (const name of rowNames(canvasElement)) await expect(name).toMatch(/^Grace/);
  },
};

export const Loading: Story = {
  args: { isLoading: true, selectionMode: 'multiple' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(10));
    await expect(canvasElement.querySelectorAll('[data-skeleton]').length).toBeGreaterThanOrEqual(10);
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Select all' })).toBeDisabled();
  },
};

export const LoadingPageSize25: Story = {
  args: { isLoading: true, initialState: { pageSize: 25 }, maxHeight: 400 },
  play: async ({ canvasElement }) => {
    // The skeleton count follows the page size; the virtualiser renders those in view.
    await waitFor(() => expect(grid(canvasElement)).toHaveAttribute('aria-rowcount', '26'));
  },
};

export const ErrorAlert: Story = {
  args: {
    alert: { tone: 'error', title: 'The people could not be loaded.', children: 'Try again in a moment.' },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The people could not be loaded.');
    await expect(bodyRows(canvasElement)).toHaveLength(0);
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No data')).toBeVisible();
    await expect(within(canvasElement).getByText('0 - 0 of 0')).toBeVisible();
  },
};

export const CustomEmpty: Story = {
  args: { data: [], emptyState: 'Nobody here yet. Add people to get started.' },
};

export const SelectionWithBulkActions: Story = {
  args: {
    selectionMode: 'multiple',
    isSelectable: (person: Person) => person.isActive,
    bulkActions: (keys: string[]) => (
      <>
        <Button size="small" variant="secondary" onPress={() => bulk(keys)}>
          Send invitations
        </Button>
        <Button size="small" variant="danger">
          Deactivate
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(10));
    const selectAll = canvas.getByRole('checkbox', { name: 'Select all' });
    await expect(canvas.queryByRole('toolbar', { name: 'Bulk actions' })).toBeNull();

    // One row: the panel appears, select-all is indeterminate.
    await userEvent.click(within(bodyRows(canvasElement)[0]!).getByRole('checkbox'));
    await expect(canvas.getByRole('toolbar', { name: 'Bulk actions' })).toHaveTextContent('1 selected');
    await expect((selectAll as HTMLInputElement).indeterminate).toBe(true);

    // Select-all covers only the selectable rows: person 4 and 9 are deactivated.
    await userEvent.click(selectAll);
    await expect(canvas.getByText('8 selected')).toBeVisible();
    await expect(selectAll).toBeChecked();
    await expect(within(bodyRows(canvasElement)[3]!).getByRole('checkbox')).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitations' }));
    await expect(bulk).toHaveBeenCalledWith(['p1', 'p2', 'p3', 'p5', 'p6', 'p7', 'p8', 'p10']);

    await userEvent.click(selectAll);
    await expect(canvas.queryByRole('toolbar', { name: 'Bulk actions' })).toBeNull();
  },
};
const bulk = fn();

export const NothingSelectable: Story = {
  args: { selectionMode: 'multiple', isSelectable: () => false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Select all' })).toBeDisabled();
  },
};

function ServerSideDemo(props: Partial<DataTableProps<Person>>) {
  const [server] = useState(() => fakeServer(makePeople(240)));
  const [result, setResult] = useState<PaginatedResult<Person>>();
  const [isLoading, setLoading] = useState(true);
  const [lastQuery, setLastQuery] = useState<PaginatedQuery>();
  const onQueryChange = useCallback(
    (query: PaginatedQuery) => {
      setLastQuery(query);
      setLoading(true);
      void server.fetchPage(query).then((page) => {
        setResult(page);
        setLoading(false);
      });
    },
    [server],
  );
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <DataTable<Person>
        aria-label="People"
        columns={columns}
        result={result ?? { items: [], totalItems: 0, currentPage: 0, pageCount: 1 }}
        onQueryChange={onQueryChange}
        isLoading={isLoading}
        {...props}
      />
      <output aria-label="Last query">{JSON.stringify(lastQuery)}</output>
    </div>
  );
}

export const ServerSide: Story = {
  render: (args) => <ServerSideDemo {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lastQuery = () =>
      JSON.parse(canvas.getByRole('status', { name: 'Last query' }).textContent || '{}');
    await waitFor(() => expect(canvas.getByText('1 - 10 of 240')).toBeVisible());
    await expect(lastQuery()).toEqual({ desc: false, page: 0, limit: 10 });

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery()).toEqual({ desc: false, page: 1, limit: 10 }));
    await waitFor(() => expect(canvas.getByText('11 - 20 of 240')).toBeVisible());

    // Sorting returns to page 0 and is sent as sort + desc.
    await userEvent.click(canvas.getByRole('columnheader', { name: /Email/ }));
    await userEvent.click(canvas.getByRole('columnheader', { name: /Email/ }));
    await waitFor(() => expect(lastQuery()).toEqual({ desc: true, sort: 'email', page: 0, limit: 10 }));

    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'ada');
    await waitFor(() =>
      expect(lastQuery()).toEqual({ desc: true, sort: 'email', page: 0, limit: 10, search: 'ada' }),
    );
    await waitFor(() => expect(canvas.getByText('1 - 10 of 24')).toBeVisible());
  },
};

export const PinnedColumn: Story = {
  args: { initialState: { columnPinning: true } },
  render: (args) => (
    <div style={{ width: 640 }}>
      <PeopleTable {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const table = grid(canvasElement);
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(10));
    const name = () => within(table).getByRole('rowheader', { name: 'Ada Lovelace 1' });
    const edit = () => within(table).getByRole('button', { name: 'Edit Ada Lovelace 1' });
    const left = table.getBoundingClientRect().left;
    const right = table.getBoundingClientRect().right;
    // The actions column is pinned at the end edge even before scrolling.
    await expect(edit().getBoundingClientRect().right).toBeLessThanOrEqual(right);
    table.scrollLeft = 400;
    table.dispatchEvent(new Event('scroll'));
    await waitFor(() =>
      expect(Math.round(name().getBoundingClientRect().left - left)).toBeLessThanOrEqual(16),
    );
    await expect(edit().getBoundingClientRect().right).toBeLessThanOrEqual(right);

    // The menu unpins it.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Table options' }));
    const pin = await screen.findByRole('menuitemcheckbox', { name: 'Pin first column' });
    await expect(pin).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(pin);
    await userEvent.keyboard('{Escape}');
    table.scrollLeft = 400;
    table.dispatchEvent(new Event('scroll'));
    await waitFor(() =>
      expect(
        within(table).queryByRole('rowheader', { name: 'Ada Lovelace 1' })?.getBoundingClientRect().left ??
          -1000,
      ).toBeLessThan(left),
    );
  },
};

export const ColumnMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Table options' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Quota' }));
    await waitFor(() =>
      expect(canvas.getByRole('columnheader', { name: /Quota/ })).toHaveAttribute('aria-sort', 'ascending'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Table options' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Descending' }));
    await waitFor(() =>
      expect(canvas.getByRole('columnheader', { name: /Quota/ })).toHaveAttribute('aria-sort', 'descending'),
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Table options' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Show/hide columns' }));
    const search = await screen.findByRole('searchbox', { name: 'Search column' });
    await userEvent.type(search, 'mail');
    const email = await screen.findByRole('menuitemcheckbox', { name: 'Email' });
    await expect(screen.queryByRole('menuitemcheckbox', { name: 'Region' })).toBeNull();
    await userEvent.click(email);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('columnheader', { name: /Email/ })).toBeNull());
  },
};

const richColumns: DataTableColumn<Person>[] = [
  {
    id: 'name',
    header: 'Name',
    accessor: 'name',
    icon: (
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
        <circle cx="8" cy="5.5" r="3" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path
          d="M2.5 14c.8-3 3-4.5 5.5-4.5s4.7 1.5 5.5 4.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        />
      </svg>
    ),
    menuName: 'Name',
    tooltip: 'First and last name, as in the directory.',
  },
  {
    id: 'quota',
    header: 'Quota',
    subTitle: 'Yearly, USD',
    accessor: 'quota',
    headerBackgroundColor: vars.color.infoSurface,
    actions: (
      <Button size="small" variant="ghost" onPress={() => headerAction()}>
        Edit quotas
      </Button>
    ),
  },
  { id: 'role', header: 'Role', accessor: 'role', size: { width: 0 } },
  { id: 'region', header: 'Region', accessor: 'region', isSortable: false, isHidable: false },
];
const headerAction = fn();

/** Headers with an icon, a subtitle, a tooltip, actions and a background; a content-sized column. */
export const RichHeaders: Story = {
  args: { columns: richColumns },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit quotas' }));
    await expect(headerAction).toHaveBeenCalledOnce();
    // Pressing a header's action does not sort the column.
    await expect(canvas.getByRole('columnheader', { name: /Quota/ })).toHaveAttribute('aria-sort', 'none');
    await userEvent.hover(canvas.getByRole('button', { name: 'About this column' }));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'First and last name, as in the directory.',
    );
    await expect(canvas.getByRole('columnheader', { name: /Region/ })).not.toHaveAttribute('aria-sort');
    const role = canvas.getByRole('columnheader', { name: /Role/ });
    await expect(role.getBoundingClientRect().width).toBeLessThan(160);
  },
};

export const SmallRows: Story = {
  args: { rowSize: 'small' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(10));
    await expect(Math.round(bodyRows(canvasElement)[0]!.getBoundingClientRect().height)).toBe(34);
  },
};

export const MediumRows: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(10));
    await expect(Math.round(bodyRows(canvasElement)[0]!.getBoundingClientRect().height)).toBe(48);
  },
};

const tenThousand = makePeople(10_000);
const tenThousandColumns = columns.filter((column) => ['name', 'email', 'role', 'quota'].includes(column.id));

/** Every one of 10,000 rows in one scrolling body: only the rows in view are in the DOM. */
export const TenThousandRows: Story = {
  args: { data: tenThousand, columns: tenThousandColumns, isPaginated: false, maxHeight: 480 },
  play: async ({ canvasElement }) => {
    const table = grid(canvasElement);
    await waitFor(() =>
      expect(within(table).getByRole('rowheader', { name: 'Ada Lovelace 1' })).toBeVisible(),
    );
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    // Only a window of the 10,000 rows is in the DOM.
    await expect(bodyRows(canvasElement).length).toBeLessThan(40);

    table.scrollTop = 48 * 5000;
    table.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(within(table).getByText('Ada Lovelace 5001')).toBeVisible());
    await expect(within(table).queryByText('Ada Lovelace 1')).toBeNull();
    await expect(bodyRows(canvasElement).length).toBeLessThan(40);
    const indices = bodyRows(canvasElement).map((row) => Number(row.getAttribute('aria-rowindex')));
    await expect(Math.min(...indices)).toBeGreaterThan(4900);

    table.scrollTop = table.scrollHeight;
    table.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(within(table).getByText('Radia Perlman 10000')).toBeVisible());
  },
};

export const KeyboardNavigation: Story = {
  args: { selectionMode: 'multiple' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(10));
    within(canvasElement).getByRole('searchbox', { name: 'Search' }).focus();
    await userEvent.tab();
    await userEvent.tab();
    const table = grid(canvasElement);
    await expect(table.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    // The grid loads when the keyboard first enters the table, then replays the keys pressed.
    await waitFor(() => expect(within(canvasElement).getByText('1 selected')).toBeVisible());
  },
};

export const Dark: Story = {
  args: { selectionMode: 'multiple', defaultSelectedKeys: ['p2'] },
  globals: { colorScheme: 'dark' },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { selectionMode: 'multiple', defaultSelectedKeys: ['p1', 'p2'], bulkActions: () => null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Lignes par page')).toBeVisible();
    await expect(canvas.getByText('1 - 10 sur 95')).toBeVisible();
    await expect(canvas.getByText('2 sélectionnés')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Rechercher' })).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: { data: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Keine Daten')).toBeVisible();
    await expect(canvas.getByText('Zeilen pro Seite')).toBeVisible();
  },
};

/**
 * The first render is a light table (no react-aria grid, collections or virtualiser): a pointer
 * sorts and selects in it. The keyboard entering it hands it over to react-aria's grid, loaded
 * then, with the focus on the same place; the arrows then move between rows.
 */
export const LightFirstRender: Story = {
  args: { selectionMode: 'multiple' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(10));
    await expect(grid(canvasElement)).toHaveAttribute('data-light');

    // A pointer sorts and selects in the light table itself.
    await userEvent.click(canvas.getByRole('columnheader', { name: /Quota/ }));
    await expect(canvas.getByRole('columnheader', { name: /Quota/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const first = rowNames(canvasElement)[0]!;
    await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${first}` }));
    await expect(canvas.getByText('1 selected')).toBeVisible();
    const height = grid(canvasElement).getBoundingClientRect().height;
    const rectOf = (role: string, name: RegExp | string) => {
      const { x, y, width, height } = within(grid(canvasElement))
        .getByRole(role, { name })
        .getBoundingClientRect();
      return { x, y, width, height };
    };
    const header = rectOf('columnheader', /Quota/);
    const rowHeader = rectOf('rowheader', first);

    // The keyboard: Tab into the table, the grid takes over with the focus on the first row.
    canvas.getByRole('button', { name: 'Table options' }).focus();
    await userEvent.tab();
    await waitFor(() => expect(grid(canvasElement)).not.toHaveAttribute('data-light'));
    await waitFor(() => expect(grid(canvasElement).contains(document.activeElement)).toBe(true));
    // Same size, same rows, same sort and selection.
    await expect(grid(canvasElement).getBoundingClientRect().height).toBe(height);
    await expect(rectOf('columnheader', /Quota/)).toEqual(header);
    await expect(rectOf('rowheader', first)).toEqual(rowHeader);
    await expect(rowNames(canvasElement)[0]).toBe(first);
    await expect(canvas.getByRole('columnheader', { name: /Quota/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(bodyRows(canvasElement)[0]).toHaveAttribute('aria-selected', 'true');

    // Grid keyboard navigation: down to the second row, Space selects it.
    await waitFor(() =>
      expect(document.activeElement?.closest('[role="row"]')).toHaveAttribute('aria-rowindex', '2'),
    );
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(document.activeElement?.closest('[role="row"]')).toHaveAttribute('aria-rowindex', '3'),
    );
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.getByText('2 selected')).toBeVisible());
  },
};
