import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccrueProvider } from '../../providers/AccrueProvider';
import { TRUNCATED_LIST_DEFAULT_MAX, TruncatedList, type TruncatedListProps } from './TruncatedList';

const teams = ['Sales EMEA', 'Sales US', 'Partners', 'Inside sales', 'Customer success'];
const renderList = (props: TruncatedListProps) =>
  render(
    <AccrueProvider locale="en">
      <TruncatedList {...props} />
    </AccrueProvider>,
  );

describe('TruncatedList', () => {
  it('shows the first 3 items by default, then (+count)', () => {
    expect(TRUNCATED_LIST_DEFAULT_MAX).toBe(3);
    const { container } = renderList({ items: teams });
    expect(container.textContent).toBe('Sales EMEA, Sales US, Partners (+2)');
    expect(screen.getByRole('button', { name: 'Show 2 more' }).textContent).toBe('(+2)');
  });

  it('shows every item and no button when they fit', () => {
    const { container } = renderList({ items: teams.slice(0, 2), max: 2 });
    expect(container.textContent).toBe('Sales EMEA, Sales US');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the rest in a tooltip, from the keyboard and from a press', async () => {
    renderList({ items: teams, max: 1 });
    const more = screen.getByRole('button', { name: 'Show 4 more' });
    await userEvent.tab();
    expect(document.activeElement).toBe(more);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe('Sales USPartnersInside salesCustomer success');
    await waitFor(() => expect(more.getAttribute('aria-describedby')).toBe(tooltip.id));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await userEvent.click(more);
    expect((await screen.findByRole('tooltip')).textContent).toContain('Customer success');
  });

  it('expands in place and collapses again when asked to', async () => {
    const { container } = renderList({ items: teams, max: 2, reveal: 'expand' });
    const more = screen.getByRole('button', { name: 'Show 3 more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(more);
    expect(container.textContent).toBe(`${teams.join(', ')} Show less`);
    const less = screen.getByRole('button', { name: 'Show less' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(less.getAttribute('aria-controls')!)?.textContent).toBe(teams.join(', '));
    await userEvent.keyboard('{Enter}');
    expect(container.textContent).toBe('Sales EMEA, Sales US (+3)');
  });

  it('takes another separator and shows only the count when max is 0', () => {
    const { container } = renderList({ items: teams, max: 0, separator: ' · ' });
    expect(container.textContent).toBe('(+5)');
  });
});
