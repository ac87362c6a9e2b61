import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccrueProvider } from '../../providers/AccrueProvider';
import type { Locale } from '../../i18n/messages';
import { Breadcrumbs, type BreadcrumbsProps } from './Breadcrumbs';

const trail = [
  { label: 'Plans', href: '#plans' },
  { label: 'Sales 2026', href: '#plans/4' },
  { label: 'Rule designer' },
];

function Trail(props: BreadcrumbsProps & { navigate: (href: string) => void }) {
  const { navigate, ...rest } = props;
  return (
    <AccrueProvider locale="en" navigate={navigate}>
      <Breadcrumbs {...rest} />
    </AccrueProvider>
  );
}

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: { items: trail },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(nav).getByText('Rule designer')).toHaveAttribute('aria-current', 'page');
  },
};

export const WithBackButton: Story = {
  args: { onBack: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const back = canvas.getByRole('button', { name: 'Back' });
    await expect(back).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBack).toHaveBeenCalledOnce();
    // The trail comes after the back button.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Plans' })).toHaveFocus();
  },
};

export const WithBackLink: StoryObj<typeof Trail> = {
  args: { items: trail, backHref: '/plans/4', navigate: fn() },
  render: (args) => <Trail {...args} />,
  play: async ({ args, canvasElement }) => {
    const back = within(canvasElement).getByRole('link', { name: 'Back' });
    await expect(back).toHaveAttribute('href', '/plans/4');
    await userEvent.click(back);
    await expect(args.navigate).toHaveBeenCalledWith('/plans/4', undefined);
  },
};

export const CurrentPageIsALink: Story = {
  args: { items: trail.slice(0, 2) },
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getByRole('link', { name: 'Sales 2026' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('aria-disabled', 'true');
  },
};

export const BackOnly: Story = {
  args: { items: [], onBack: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
    await expect(within(canvasElement).getByRole('button', { name: 'Back' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { colorScheme: 'dark' }, args: { onBack: fn() } };

const LABELS: Record<Exclude<Locale, 'en'>, [back: string, trail: string]> = {
  fr: ['Retour', "Fil d'Ariane"],
  de: ['Zurück', 'Brotkrumen'],
  es: ['Volver', 'Ruta de navegación'],
  it: ['Indietro', 'Percorso di navigazione'],
  pt: ['Voltar', 'Trilha de navegação'],
};

/** The back label and the trail's name in the five other languages. */
export const Languages: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {Object.keys(LABELS).map((locale) => (
        <AccrueProvider key={locale} locale={locale as Locale}>
          <Breadcrumbs items={trail} backHref="#back" aria-label={undefined} />
        </AccrueProvider>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const [back, name] of Object.values(LABELS)) {
      await expect(within(canvasElement).getByRole('link', { name: back })).toBeVisible();
      await expect(within(canvasElement).getByRole('navigation', { name })).toBeVisible();
    }
  },
};
