import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccrueProvider } from '../../providers/AccrueProvider';
import type { Locale } from '../../i18n/locales';
import { SPINNER_SIZES, Spinner } from './Spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: [...SPINNER_SIZES] } },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Small: Story = { args: { size: 24 } };
export const Medium: Story = {
  args: { size: 32 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAccessibleName('Loading…');
  },
};
export const Large: Story = { args: { size: 40 } };

/** The three spec sizes side by side. */
export const AllSizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {SPINNER_SIZES.map((size) => (
        <Spinner key={size} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const widths = within(canvasElement)
      .getAllByRole('progressbar')
      .map((spinner) => spinner.getBoundingClientRect().width);
    await expect(widths).toEqual([24, 32, 40]);
  },
};
export const CustomLabel: Story = {
  args: { size: 24, label: 'Loading statements…' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAccessibleName('Loading statements…');
  },
};
export const Dark: Story = { ...AllSizes, globals: { colorScheme: 'dark' } };

const languages: Locale[] = ['fr', 'de', 'es', 'it', 'pt'];

/** The default label in the other five languages (read by screen readers). */
export const Languages: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      {languages.map((locale) => (
        <span key={locale} lang={locale}>
          <AccrueProvider locale={locale}>
            <Spinner size={24} />
          </AccrueProvider>
        </span>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const names = within(canvasElement)
      .getAllByRole('progressbar')
      .map((spinner) => spinner.getAttribute('aria-label'));
    await expect(names).toEqual(['Chargement…', 'Wird geladen…', 'Cargando…', 'Caricamento…', 'Carregando…']);
  },
};
