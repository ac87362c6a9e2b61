import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccrueProvider } from '../../providers/AccrueProvider';
import { Breadcrumbs } from './Breadcrumbs';

const trail = [
  { label: 'Plans', href: '/plans' },
  { label: 'Sales 2026', href: '/plans/4' },
  { label: 'Rules' },
];

describe('Breadcrumbs', () => {
  it('lists the trail in a named navigation landmark, the last crumb being the current page', () => {
    render(
      <AccrueProvider locale="en">
        <Breadcrumbs items={trail} />
      </AccrueProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    const crumbs = within(nav).getAllByRole('listitem');
    expect(crumbs.map((crumb) => crumb.textContent)).toEqual(['Plans/', 'Sales 2026/', 'Rules']);
    expect(within(nav).getByRole('link', { name: 'Plans' }).getAttribute('href')).toBe('/plans');
    expect(within(nav).getByText('Rules').getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('link', { name: 'Back' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('marks a current crumb that is a link and makes it inert', () => {
    render(
      <AccrueProvider locale="en">
        <Breadcrumbs items={trail.slice(0, 2)} />
      </AccrueProvider>,
    );
    const current = screen.getByRole('link', { name: 'Sales 2026' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.getAttribute('aria-disabled')).toBe('true');
  });

  it('puts a back link before the trail', () => {
    const { container } = render(
      <AccrueProvider locale="fr">
        <Breadcrumbs items={trail} backHref="/plans/4" />
      </AccrueProvider>,
    );
    const back = screen.getByRole('link', { name: 'Retour' });
    expect(back.getAttribute('href')).toBe('/plans/4');
    expect(screen.getByRole('navigation', { name: "Fil d'Ariane" })).toBeTruthy();
    expect(container.firstElementChild!.firstElementChild).toBe(back);
  });

  it('puts a back button before the trail, from the keyboard too', async () => {
    const onBack = vi.fn();
    render(
      <AccrueProvider locale="en">
        <Breadcrumbs items={trail} onBack={onBack} />
      </AccrueProvider>,
    );
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Back' }));
    await userEvent.keyboard('{Enter}');
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('shows only the back control without crumbs', () => {
    render(
      <AccrueProvider locale="en">
        <Breadcrumbs items={[]} onBack={() => {}} />
      </AccrueProvider>,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });
});
