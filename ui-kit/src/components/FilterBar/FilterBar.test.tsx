import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccrueProvider } from '../../providers/AccrueProvider';
import { FilterBar, type FilterBarProps, type FilterDefinition } from './FilterBar';

interface HarnessProps extends Omit<FilterBarProps, 'filters'> {
  staticIds?: string[];
  initialValues?: Record<string, string>;
  onClear?: (id: string) => void;
}

const LABELS: Record<string, string> = { status: 'Status', role: 'Role', currency: 'Currency' };

function Harness({ staticIds = [], initialValues = {}, onClear, ...props }: HarnessProps) {
  const [values, setValues] = useState(initialValues);
  const filters: FilterDefinition[] = Object.entries(LABELS).map(([id, label]) => ({
    id,
    label,
    isStatic: staticIds.includes(id),
    hasValue: !!values[id],
    onClear: () => {
      onClear?.(id);
      setValues((previous) => ({ ...previous, [id]: '' }));
    },
    render: ({ labelId, autoFocus }) => (
      <input
        aria-labelledby={labelId}
        autoFocus={autoFocus}
        value={values[id] ?? ''}
        onChange={(event) => setValues((previous) => ({ ...previous, [id]: event.target.value }))}
      />
    ),
  }));
  return (
    <AccrueProvider locale="en">
      <FilterBar filters={filters} {...props} />
    </AccrueProvider>
  );
}

const clearFilters = () => screen.queryByRole('button', { name: 'Clear filters' });
const shownFilters = () =>
  [...document.querySelectorAll('[data-filter-id]')].map((el) => el.getAttribute('data-filter-id'));

describe('FilterBar', () => {
  it('hides Clear filters when nothing is shown or has a value', () => {
    render(<Harness />);
    expect(shownFilters()).toEqual([]);
    expect(clearFilters()).toBeNull();
    expect(screen.getByRole('button', { name: 'Add filters' })).toBeTruthy();
  });

  it('disables Clear filters when only static filters are shown and none has a value', () => {
    render(<Harness staticIds={['status']} />);
    expect(shownFilters()).toEqual(['status']);
    expect(clearFilters()).toHaveProperty('disabled', true);
    // A static filter cannot be removed.
    expect(screen.queryByRole('button', { name: /Clear filter Status/ })).toBeNull();
  });

  it('adds an optional filter from the Add filter on menu, focuses it and enables Clear filters', async () => {
    const onShown = vi.fn();
    render(<Harness staticIds={['status']} onShownFilterIdsChange={onShown} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add filters' }));
    // The menu's code loads on first use.
    const menu = await screen.findByRole('menu', { name: 'Add filter on' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Role', 'Currency']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Currency' }));
    expect(shownFilters()).toEqual(['status', 'currency']);
    expect(onShown).toHaveBeenLastCalledWith(['currency']);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Currency' })),
    );
    expect(clearFilters()).toHaveProperty('disabled', false);
  });

  it('disables Add filters once every optional filter is shown', () => {
    render(<Harness defaultShownFilterIds={['status', 'role', 'currency']} />);
    expect(screen.getByRole('button', { name: 'Add filters' })).toHaveProperty('disabled', true);
  });

  it('hides a filter again with Clear filter, clearing its value', async () => {
    const onClear = vi.fn();
    render(<Harness defaultShownFilterIds={['role']} initialValues={{ role: 'Admin' }} onClear={onClear} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear filter Role' }));
    expect(onClear).toHaveBeenCalledExactlyOnceWith('role');
    expect(shownFilters()).toEqual([]);
    expect(clearFilters()).toBeNull();
    // The pressed button is gone: focus goes where the filter can be brought back.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add filters' })),
    );
  });

  it('shows an optional filter that has a value', () => {
    render(<Harness initialValues={{ currency: 'EUR' }} />);
    expect(shownFilters()).toEqual(['currency']);
    expect(screen.getByRole('textbox', { name: 'Currency' })).toHaveProperty('value', 'EUR');
  });

  it('Clear filters returns to the static and initial filters and clears every value', async () => {
    const onClear = vi.fn();
    render(
      <Harness
        staticIds={['status']}
        defaultShownFilterIds={['role']}
        initialValues={{ status: 'Active' }}
        onClear={onClear}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear filter Role' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add filters' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Currency' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Currency' }), 'EUR');
    expect(shownFilters()).toEqual(['status', 'currency']);

    await userEvent.click(clearFilters()!);
    expect(onClear.mock.calls.map(([id]) => id).sort()).toEqual(['currency', 'status']);
    expect(shownFilters()).toEqual(['status', 'role']);
    expect(screen.getByRole('textbox', { name: 'Status' })).toHaveProperty('value', '');
    // Clear filters stays enabled (Role is shown again), so it keeps the focus.
    expect(document.activeElement).toBe(clearFilters());
  });

  it('moves focus to Add filters when Clear filters becomes disabled', async () => {
    render(<Harness staticIds={['status']} initialValues={{ status: 'Active' }} />);
    await userEvent.click(clearFilters()!);
    expect(clearFilters()).toHaveProperty('disabled', true);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add filters' })),
    );
  });

  it('works from the keyboard alone', async () => {
    render(<Harness />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add filters' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Status'));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(shownFilters()).toEqual(['role']);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Role' })));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Clear filter Role' }));
    await userEvent.keyboard('{Enter}');
    expect(shownFilters()).toEqual([]);
  });

  it('opens its menu from ArrowUp on the last filter, and marks its button expanded while open', async () => {
    render(<Harness />);
    const addFilters = screen.getByRole('button', { name: 'Add filters' });
    expect(addFilters.getAttribute('aria-expanded')).toBe('false');
    act(() => addFilters.focus());
    await userEvent.keyboard('{ArrowUp}');
    const menu = await screen.findByRole('menu', { name: 'Add filter on' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Currency'));
    expect(addFilters.getAttribute('aria-expanded')).toBe('true');
    expect(addFilters.getAttribute('aria-controls')).toBe(menu.id);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(addFilters.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(document.activeElement).toBe(addFilters));
  });
});
