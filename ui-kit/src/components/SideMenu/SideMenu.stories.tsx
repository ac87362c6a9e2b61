import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { layout } from '../../theme/tokens';
import { SideMenu, type SideMenuGroup } from './SideMenu';

const onNewReport = fn();
const onHelp = fn();
const onPlans = fn();

function Dot() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" fill="currentColor">
      <circle cx="8" cy="8" r="3" />
    </svg>
  );
}

function Plus() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="1.5">
      <path d="M8 3v10M3 8h10" strokeLinecap="round" />
    </svg>
  );
}

const fiveItems: SideMenuGroup[] = [
  {
    id: 'root',
    items: [
      { id: 'home', label: 'Home', href: '#home', icon: <Dot /> },
      { id: 'statements', label: 'Statements', href: '#statements', icon: <Dot /> },
      { id: 'forecasts', label: 'Forecasts', href: '#forecasts', icon: <Dot /> },
    ],
  },
  {
    id: 'management',
    label: 'Management',
    items: [
      { id: 'directory', label: 'Directory', href: '#directory' },
      { id: 'teams', label: 'Teams', href: '#teams' },
    ],
  },
];

/** Twelve items (spec doc 1 §2.5 navigation), in three groups with one collapsible section. */
const twelveItems: SideMenuGroup[] = [
  {
    id: 'root',
    items: [
      { id: 'home', label: 'Home', href: '#home', icon: <Dot /> },
      { id: 'statements', label: 'Statements', href: '#statements', icon: <Dot /> },
      { id: 'forecasts', label: 'Forecasts', href: '#forecasts', icon: <Dot /> },
      {
        id: 'reports',
        label: 'Reports',
        href: '#reports',
        icon: <Dot />,
        action: { label: 'New report', icon: <Plus />, onPress: onNewReport },
      },
    ],
  },
  {
    id: 'management',
    label: 'Management',
    items: [
      { id: 'directory', label: 'Directory', href: '#directory' },
      { id: 'teams', label: 'Teams', href: '#teams' },
      { id: 'plans', label: 'Plans', onPress: onPlans, isDisabled: true },
      {
        id: 'quotas',
        label: 'Quotas',
        href: '#quotas',
        isDimmed: true,
        tooltip: 'No quota is set up yet',
      },
      { id: 'agreements', label: 'Agreements', href: '#agreements' },
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
          { id: 'connectors', label: 'Connectors', href: '#connectors' },
          { id: 'objects', label: 'Custom objects', href: '#objects' },
        ],
      },
      { id: 'help', label: 'Help', onPress: onHelp, tooltip: 'Opens the help centre' },
    ],
  },
];

const meta = {
  title: 'Navigation/SideMenu',
  component: SideMenu,
  args: { groups: twelveItems, currentId: 'statements' },
  decorators: [
    (Story) => (
      <div style={{ width: layout.menuWidth }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SideMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const linkNames = (root: HTMLElement) =>
  within(root)
    .queryAllByRole('link')
    .map((link) => link.textContent);

export const FiveItemsWithoutSearch: Story = {
  args: { groups: fiveItems, currentId: 'teams' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Menu' });
    await expect(within(nav).queryByRole('searchbox')).toBeNull();
    await expect(linkNames(nav)).toEqual(['Home', 'Statements', 'Forecasts', 'Directory', 'Teams']);
    await expect(within(nav).getByRole('link', { name: 'Teams' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('group', { name: 'Management' })).toBeVisible();
  },
};

export const TwelveItemsWithSearch: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Menu' });
    const search = within(nav).getByRole('searchbox', { name: 'Search' });
    await expect(search).toHaveAttribute('placeholder', 'Search');
    await userEvent.type(search, 'CON');
    await expect(linkNames(nav)).toEqual(['Connectors']);
    await userEvent.clear(search);
    await userEvent.type(search, 'team');
    await expect(linkNames(nav)).toEqual(['Teams']);
    await expect(within(nav).queryByRole('button', { name: 'Help' })).toBeNull();
    // A group whose heading matches keeps all its items.
    await userEvent.clear(search);
    await userEvent.type(search, 'admin');
    await expect(linkNames(nav)).toEqual(['Connectors', 'Custom objects']);
    await expect(within(nav).getByRole('button', { name: 'Help' })).toBeVisible();
    // Cleared, the menu is whole again, its Data section back to closed.
    await userEvent.clear(search);
    await expect(linkNames(nav)).toEqual([
      'Home',
      'Statements',
      'Forecasts',
      'Reports',
      'Directory',
      'Teams',
      'Quotas',
      'Agreements',
    ]);
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await userEvent.type(within(nav).getByRole('searchbox', { name: 'Search' }), 'payroll');
    await expect(within(nav).getByRole('status')).toHaveTextContent('No options matching "payroll"');
    await expect(within(nav).queryAllByRole('link')).toHaveLength(0);
  },
};

export const CollapsibleSection: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    const data = within(nav).getByRole('button', { name: 'Data' });
    await expect(data).toHaveAttribute('aria-expanded', 'false');
    await expect(within(nav).queryByRole('link', { name: 'Connectors' })).toBeNull();
    await userEvent.click(data);
    await expect(data).toHaveAttribute('aria-expanded', 'true');
    await expect(within(nav).getByRole('link', { name: 'Connectors' })).toBeVisible();
    await userEvent.click(data);
    await waitFor(() => expect(within(nav).queryByRole('link', { name: 'Connectors' })).toBeNull());
  },
};

export const CurrentItemInsideSection: Story = {
  args: { currentId: 'objects' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(within(nav).getByRole('button', { name: 'Data' })).toHaveAttribute('aria-expanded', 'true');
    await expect(within(nav).getByRole('link', { name: 'Custom objects' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const DisabledAndDimmed: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    const plans = within(nav).getByRole('button', { name: 'Plans' });
    await expect(plans).toBeDisabled();
    await userEvent.click(plans);
    await expect(onPlans).not.toHaveBeenCalled();
    const quotas = within(nav).getByRole('link', { name: 'Quotas' });
    await expect(quotas).toHaveAttribute('data-dimmed', 'true');
    await expect(quotas).not.toHaveAttribute('aria-disabled');
  },
};

export const WithTooltip: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    const quotas = within(nav).getByRole('link', { name: 'Quotas' });
    await userEvent.hover(quotas);
    const tooltip = await screen.findByRole('tooltip', {}, { timeout: 3000 });
    await expect(tooltip).toHaveTextContent('No quota is set up yet');
    await expect(quotas).toHaveAttribute('aria-describedby', tooltip.id);
    await userEvent.unhover(quotas);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull(), { timeout: 3000 });
  },
};

export const WithItemAction: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    onNewReport.mockClear();
    await userEvent.click(within(nav).getByRole('button', { name: 'New report' }));
    await expect(onNewReport).toHaveBeenCalledOnce();
    // The action is reachable with Tab right after its item.
    within(nav).getByRole('link', { name: 'Reports' }).focus();
    await userEvent.tab();
    await expect(within(nav).getByRole('button', { name: 'New report' })).toHaveFocus();
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await userEvent.tab();
    await expect(within(nav).getByRole('searchbox')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(within(nav).getByRole('link', { name: 'Directory' })).toHaveFocus();
    // Plans is disabled: the arrows pass over it.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(nav).getByRole('link', { name: 'Quotas' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(within(nav).getByRole('button', { name: 'Help' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    const data = within(nav).getByRole('button', { name: 'Data' });
    await expect(data).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(data).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(nav).getByRole('link', { name: 'Connectors' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(data).toHaveFocus();
    await expect(data).toHaveAttribute('aria-expanded', 'false');
    onHelp.mockClear();
    await userEvent.keyboard('{End}{Enter}');
    await expect(onHelp).toHaveBeenCalledOnce();
  },
};

export const Dark: Story = { globals: { colorScheme: 'dark' }, args: { currentId: 'objects' } };

const noMatchIn =
  (name: string, message: string): Story['play'] =>
  async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await userEvent.type(within(nav).getByRole('searchbox', { name }), 'xyz');
    await expect(within(nav).getByRole('status')).toHaveTextContent(message);
  };

export const French: Story = {
  globals: { locale: 'fr' },
  play: noMatchIn('Rechercher', 'Aucune option ne correspond à « xyz »'),
};
export const German: Story = {
  globals: { locale: 'de' },
  play: noMatchIn('Suchen', 'Keine Optionen passend zu „xyz“'),
};
export const Spanish: Story = {
  globals: { locale: 'es' },
  play: noMatchIn('Buscar', 'Ninguna opción coincide con «xyz»'),
};
export const Italian: Story = {
  globals: { locale: 'it' },
  play: noMatchIn('Cerca', 'Nessuna opzione corrisponde a «xyz»'),
};
export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: noMatchIn('Pesquisar', 'Nenhuma opção corresponde a “xyz”'),
};
