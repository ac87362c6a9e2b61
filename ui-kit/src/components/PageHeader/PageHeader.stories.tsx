import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: { title: 'Statements' },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Statements');
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const WithBreadcrumbsAndActions: Story = {
  args: {
    title: 'Rule designer',
    backHref: '#plans',
    breadcrumbs: [{ label: 'Plans', href: '#plans' }, { label: 'Sales 2026' }],
    actions: <Button variant="primary">Save</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Back' })).toHaveAttribute('href', '#plans');
    // The trail loads lazily and react-aria fills its list in a second pass: wait for the content.
    await waitFor(() =>
      expect(canvas.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveTextContent('Sales 2026'),
    );
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeVisible();
  },
};

export const WithBackButton: Story = {
  args: {
    title: 'Statement of Ada Lovelace',
    onBack: fn(),
    breadcrumbs: [{ label: 'Statements', href: '#statements' }, { label: 'March 2026' }],
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** The header stays at the top of its scrolling container while the page scrolls under it. */
export const StickyInScrollingContainer: Story = {
  args: {
    title: 'Directory',
    breadcrumbs: [{ label: 'Company', href: '#company' }, { label: 'Directory' }],
    actions: <Button variant="primary">Add user</Button>,
  },
  render: (args) => (
    <div data-testid="scroller" style={{ height: 320, overflowY: 'auto', border: '1px solid' }}>
      <PageHeader {...args} />
      {Array.from({ length: 40 }, (_, i) => (
        <p key={i} style={{ margin: 0, padding: '8px 24px' }}>
          Row {i + 1}
        </p>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scroller = canvas.getByTestId('scroller');
    const header = canvasElement.querySelector('header')!;
    const top = () => header.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
    const before = top();
    scroller.scrollTop = 400;
    await waitFor(() => expect(scroller.scrollTop).toBe(400));
    await expect(top()).toBe(before);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Directory' })).toBeVisible();
    await expect(getComputedStyle(header).position).toBe('sticky');
  },
};

export const Dark: Story = {
  globals: { colorScheme: 'dark' },
  args: WithBreadcrumbsAndActions.args,
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { ...WithBreadcrumbsAndActions.args, title: 'Concepteur de règles' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Retour' })).toBeVisible();
    await expect(within(canvasElement).getByRole('navigation', { name: "Fil d'Ariane" })).toBeVisible();
  },
};
export const German: Story = {
  globals: { locale: 'de' },
  args: { ...WithBackButton.args, onBack: fn() },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Zurück' })).toBeVisible();
  },
};
export const Spanish: Story = {
  globals: { locale: 'es' },
  args: WithBreadcrumbsAndActions.args,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Volver' })).toBeVisible();
  },
};
export const Italian: Story = {
  globals: { locale: 'it' },
  args: WithBreadcrumbsAndActions.args,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Indietro' })).toBeVisible();
  },
};
export const Portuguese: Story = {
  globals: { locale: 'pt' },
  args: WithBreadcrumbsAndActions.args,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Voltar' })).toBeVisible();
  },
};
