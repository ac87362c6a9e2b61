import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components/Select';
import { zIndex } from '../../theme/tokens';
import * as selectStyles from '../ColumnSorter/ColumnSorter.css';
import { FilterBar, type FilterDefinition, type FilterRenderContext } from './FilterBar';

const OPTIONS: Record<string, string[]> = {
  status: ['Active', 'Inactive', 'Invited'],
  role: ['Admin', 'Manager', 'Employee'],
  currency: ['EUR', 'USD', 'GBP'],
  team: ['Sales EMEA', 'Sales US'],
};
const LABELS: Record<string, string> = { status: 'Status', role: 'Role', currency: 'Currency', team: 'Team' };

/** A value control as a page would pass one: a select labelled by the filter's label. */
function DemoSelect({
  id,
  value,
  onChange,
  context,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  context: FilterRenderContext;
}) {
  return (
    <Select
      aria-labelledby={context.labelId}
      autoFocus={context.autoFocus}
      value={value || null}
      onChange={(key) => onChange(key === null ? '' : String(key))}
      placeholder="Any"
    >
      <Button className={selectStyles.trigger}>
        <SelectValue className={selectStyles.value} />
      </Button>
      <Popover className={selectStyles.popover} style={{ zIndex: zIndex.popover }}>
        <ListBox className={selectStyles.listBox}>
          {(OPTIONS[id] ?? []).map((option) => (
            <ListBoxItem key={option} id={option} className={selectStyles.option}>
              {option}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}

interface DemoProps {
  /** Filters offered, in order. */
  filterIds: string[];
  staticIds?: string[];
  initialValues?: Record<string, string>;
  defaultShownFilterIds?: string[];
  onShownFilterIdsChange?: (ids: readonly string[]) => void;
}

function FilterBarDemo({ filterIds, staticIds = [], initialValues = {}, ...props }: DemoProps) {
  const [values, setValues] = useState(initialValues);
  const filters: FilterDefinition[] = filterIds.map((id) => ({
    id,
    label: LABELS[id] ?? id,
    isStatic: staticIds.includes(id),
    hasValue: !!values[id],
    onClear: () => setValues((previous) => ({ ...previous, [id]: '' })),
    render: (context) => (
      <DemoSelect
        id={id}
        context={context}
        value={values[id] ?? ''}
        onChange={(value) => setValues((previous) => ({ ...previous, [id]: value }))}
      />
    ),
  }));
  return <FilterBar filters={filters} aria-label="User filters" {...props} />;
}

const meta = {
  title: 'Filters/FilterBar',
  component: FilterBarDemo,
  args: { filterIds: ['status', 'role', 'currency', 'team'], onShownFilterIdsChange: fn() },
} satisfies Meta<typeof FilterBarDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const shown = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-filter-id]')].map((el) => el.getAttribute('data-filter-id'));

/** A filter's value control (the demo select's button). */
const control = (canvasElement: HTMLElement, id: string) =>
  canvasElement.querySelector<HTMLElement>(`[data-filter-id="${id}"] button[aria-haspopup]`);

/** Nothing shown, nothing set: only the 'Add filters' menu; 'Clear filters' is hidden. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(shown(canvasElement)).toEqual([]);
    await expect(canvas.getByRole('button', { name: 'Add filters' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  },
};

/** Static filters only, without values: they cannot be removed and 'Clear filters' is disabled. */
export const StaticFiltersOnly: Story = {
  args: { staticIds: ['status'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(shown(canvasElement)).toEqual(['status']);
    await expect(canvas.queryByRole('button', { name: /Clear filter Status/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  },
};

/** Optional filters added from the 'Add filter on' menu (by keyboard), then one hidden again. */
export const OptionalFiltersAdded: Story = {
  args: { staticIds: ['status'], defaultShownFilterIds: ['role'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(shown(canvasElement)).toEqual(['status', 'role']);
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeEnabled();

    canvas.getByRole('button', { name: 'Add filters' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Add filter on' });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Currency', 'Team']);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Currency' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(shown(canvasElement)).toEqual(['status', 'role', 'team']));
    await expect(args.onShownFilterIdsChange).toHaveBeenLastCalledWith(['role', 'team']);
    // The new filter's control takes focus.
    await waitFor(() => expect(control(canvasElement, 'team')).toHaveFocus());

    await userEvent.click(canvas.getByRole('button', { name: 'Clear filter Role' }));
    await expect(shown(canvasElement)).toEqual(['status', 'team']);
  },
};

/** Filters with values: 'Clear filters' is enabled and returns to the initial filters, all empty. */
export const WithValues: Story = {
  args: {
    staticIds: ['status'],
    initialValues: { status: 'Active', role: 'Manager', currency: 'EUR' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(shown(canvasElement)).toEqual(['status', 'role', 'currency']);
    await expect(control(canvasElement, 'status')).toHaveTextContent('Active');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(shown(canvasElement)).toEqual(['status']);
    await expect(control(canvasElement, 'status')).toHaveTextContent('Any');
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  },
};

export const Dark: Story = {
  args: WithValues.args,
  globals: { colorScheme: 'dark' },
};

export const French: Story = {
  args: { ...WithValues.args, defaultShownFilterIds: ['role'] },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Ajouter des filtres' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Effacer le filtre Role' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Effacer les filtres' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter des filtres' }));
    await expect(await screen.findByRole('menu', { name: 'Ajouter un filtre sur' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

export const German: Story = {
  args: WithValues.args,
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Filter hinzufügen' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Filter entfernen Role' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Filter zurücksetzen' })).toBeEnabled();
  },
};

export const Spanish: Story = {
  args: WithValues.args,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Añadir filtros' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Borrar filtros' })).toBeEnabled();
  },
};
