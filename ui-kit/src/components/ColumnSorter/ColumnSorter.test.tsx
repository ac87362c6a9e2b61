import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccrueProvider } from '../../providers/AccrueProvider';
import { ColumnSorter, type ColumnSorterProps } from './ColumnSorter';

const columns = [
  { id: 'name', label: 'Name' },
  { id: 'amount', label: 'Amount' },
  { id: 'date', label: 'Date' },
];

function renderSorter(props: Partial<ColumnSorterProps> = {}, locale: 'en' | 'fr' = 'en') {
  return render(
    <AccrueProvider locale={locale}>
      <ColumnSorter columns={columns} {...props} />
    </AccrueProvider>,
  );
}

const trigger = () => screen.getByRole('button', { name: /Sort by/ });

describe('ColumnSorter', () => {
  it("is labelled 'Sort by', unsorted by default, and its direction toggle waits for a column", () => {
    renderSorter();
    expect(trigger().textContent).toContain('No sorting');
    expect(screen.getByRole('button', { name: 'Ascending' })).toHaveProperty('disabled', true);
  });

  it('sorts one chosen column, ascending by default', async () => {
    const onChange = vi.fn();
    renderSorter({ onChange });
    await userEvent.click(trigger());
    const listbox = screen.getByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No sorting', 'Name', 'Amount', 'Date']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Amount' }));
    expect(onChange).toHaveBeenLastCalledWith({ id: 'amount', direction: 'asc' });
    expect(trigger().textContent).toContain('Amount');
  });

  it('toggles between ascending and descending', async () => {
    const onChange = vi.fn();
    renderSorter({ defaultValue: { id: 'name', direction: 'asc' }, onChange });
    await userEvent.click(screen.getByRole('button', { name: 'Ascending' }));
    expect(onChange).toHaveBeenLastCalledWith({ id: 'name', direction: 'desc' });
    await userEvent.click(screen.getByRole('button', { name: 'Descending' }));
    expect(onChange).toHaveBeenLastCalledWith({ id: 'name', direction: 'asc' });
  });

  it('sorts a newly chosen column ascending again, and can remove the sort', async () => {
    const onChange = vi.fn();
    renderSorter({ value: { id: 'name', direction: 'desc' }, onChange });
    expect(screen.getByRole('button', { name: 'Descending' })).toBeTruthy();
    await userEvent.click(trigger());
    await userEvent.click(screen.getByRole('option', { name: 'Date' }));
    expect(onChange).toHaveBeenLastCalledWith({ id: 'date', direction: 'asc' });
    await userEvent.click(trigger());
    await userEvent.click(screen.getByRole('option', { name: 'No sorting' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('does not report choosing the sorted column again', async () => {
    const onChange = vi.fn();
    renderSorter({ value: { id: 'name', direction: 'desc' }, onChange });
    await userEvent.click(trigger());
    await userEvent.click(screen.getByRole('option', { name: 'Name' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('works from the keyboard', async () => {
    const onChange = vi.fn();
    renderSorter({ onChange });
    await userEvent.tab();
    expect(document.activeElement).toBe(trigger());
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ id: 'name', direction: 'asc' });
    // Focus returns to the trigger once the list has closed (react-aria restores it a frame later).
    await waitFor(() => expect(document.activeElement).toBe(trigger()));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ascending' }));
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith({ id: 'name', direction: 'desc' });
  });

  it('speaks the user language', () => {
    renderSorter({ defaultValue: { id: 'name', direction: 'desc' } }, 'fr');
    expect(screen.getByText('Trier par')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Décroissant' })).toBeTruthy();
  });
});
