import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccrueProvider } from '../../providers/AccrueProvider';
import type { Locale } from '../../i18n/messages';
import { SideMenu, type SideMenuGroup, type SideMenuProps } from './SideMenu';

const small: SideMenuGroup[] = [
  {
    id: 'root',
    items: [
      { id: 'home', label: 'Home', href: '/home' },
      { id: 'statements', label: 'Statements', href: '/statements' },
      { id: 'forecasts', label: 'Forecasts', href: '/forecasts' },
    ],
  },
  {
    id: 'management',
    label: 'Management',
    items: [
      { id: 'directory', label: 'Directory', href: '/company/directory' },
      { id: 'teams', label: 'Teams', href: '/teams' },
    ],
  },
];

function large(onNewReport = () => {}, onHelp = () => {}): SideMenuGroup[] {
  return [
    {
      id: 'root',
      items: [
        { id: 'home', label: 'Home', href: '/home' },
        { id: 'statements', label: 'Statements', href: '/statements' },
        { id: 'forecasts', label: 'Forecasts', href: '/forecasts', isDimmed: true },
        {
          id: 'reports',
          label: 'Reports',
          href: '/custom-reports',
          action: { label: 'New report', onPress: onNewReport },
        },
      ],
    },
    {
      id: 'management',
      label: 'Management',
      items: [
        { id: 'directory', label: 'Directory', href: '/company/directory' },
        { id: 'teams', label: 'Teams', href: '/teams' },
        { id: 'plans', label: 'Plans', href: '/plans', isDisabled: true },
      ],
    },
    {
      id: 'admin',
      label: 'Admin',
      items: [
        {
          id: 'data',
          label: 'Data',
          items: [
            { id: 'connectors', label: 'Connectors', href: '/data/connectors' },
            { id: 'objects', label: 'Custom objects', href: '/data/objects' },
          ],
        },
        { id: 'audit', label: 'Audit', href: '/audit' },
        { id: 'help', label: 'Help', onPress: onHelp, tooltip: 'Opens the help centre' },
      ],
    },
  ];
}

function renderMenu(props: Partial<SideMenuProps> & { groups: SideMenuGroup[] }, locale: Locale = 'en') {
  return render(
    <AccrueProvider locale={locale}>
      <SideMenu {...props} />
    </AccrueProvider>,
  );
}

const linkNames = () => screen.queryAllByRole('link').map((link) => link.textContent);

describe('SideMenu', () => {
  it('shows groups under headings, with no search at 6 items or fewer', () => {
    renderMenu({ groups: small, currentId: 'teams' });
    const nav = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(nav).queryByRole('searchbox')).toBeNull();
    expect(within(nav).getByRole('heading', { level: 2, name: 'Management' })).toBeTruthy();
    const management = within(nav).getByRole('group', { name: 'Management' });
    expect(
      within(management)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Directory', 'Teams']);
    expect(screen.getByRole('link', { name: 'Teams' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Home' }).hasAttribute('aria-current')).toBe(false);
  });

  it('filters items with the search shown above 6 items, case-insensitively', async () => {
    renderMenu({ groups: large() });
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, 'CON');
    expect(linkNames()).toEqual(['Connectors']);
    // The section holding the match opens while searching.
    expect(screen.getByRole('button', { name: 'Data' }).getAttribute('aria-expanded')).toBe('true');
    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    expect(linkNames()).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('No options matching "zzz"');
    await userEvent.clear(search);
    expect(linkNames()).toContain('Home');
    expect(screen.getByRole('status').textContent).toBe('');
    // The section goes back to its own (closed) state.
    expect(screen.getByRole('button', { name: 'Data' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('opens and closes sections, and opens the one holding the current item', async () => {
    renderMenu({ groups: large(), currentId: 'objects' });
    const data = screen.getByRole('button', { name: 'Data' });
    expect(data.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Custom objects' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(data);
    expect(data.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Connectors' })).toBeNull();
  });

  it('moves with the arrow keys, skipping disabled items and actions, and opens sections', async () => {
    renderMenu({ groups: large() });
    const search = screen.getByRole('searchbox', { name: 'Search' });
    search.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Home' }));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Directory' }));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // Plans is disabled: the next stop is the Data section's button.
    const data = screen.getByRole('button', { name: 'Data' });
    expect(document.activeElement).toBe(data);
    await userEvent.keyboard('{ArrowRight}');
    expect(data.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Connectors' }));
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(data);
    await userEvent.keyboard('{ArrowLeft}');
    expect(data.getAttribute('aria-expanded')).toBe('false');
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Help' }));
    await userEvent.keyboard('{Home}{ArrowUp}');
    expect(document.activeElement).toBe(search);
  });

  it('presses button items and item actions, not disabled ones', async () => {
    const onNewReport = vi.fn();
    const onHelp = vi.fn();
    renderMenu({ groups: large(onNewReport, onHelp) });
    await userEvent.click(screen.getByRole('button', { name: 'Help' }));
    expect(onHelp).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'New report' }));
    expect(onNewReport).toHaveBeenCalledOnce();
    const plans = screen.getByRole('link', { name: 'Plans' });
    expect(plans.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('link', { name: 'Forecasts' }).hasAttribute('data-dimmed')).toBe(true);
  });

  it('shows a tooltip on keyboard focus', async () => {
    renderMenu({ groups: large() });
    await userEvent.tab(); // search
    const help = screen.getByRole('button', { name: 'Help' });
    help.focus();
    await userEvent.keyboard('{ArrowUp}{ArrowDown}');
    expect((await screen.findByRole('tooltip')).textContent).toBe('Opens the help centre');
    expect(help.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);
  });

  it('translates its labels', async () => {
    renderMenu({ groups: large() }, 'it');
    expect(screen.getByRole('navigation', { name: 'Menu' })).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cerca' }), 'xyz');
    expect(screen.getByRole('status').textContent).toBe('Nessuna opzione corrisponde a «xyz»');
  });
});
