import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Select } from './Select';
import type { SelectOption } from './options';

const countries: SelectOption[] = [
  'Argentina',
  'Australia',
  'Belgium',
  'Brazil',
  'Canada',
  'France',
  'Germany',
  'Ireland',
  'Italy',
  'Japan',
  'Mexico',
  'Netherlands',
  'Portugal',
  'Spain',
  'Sweden',
  'Switzerland',
  'United Kingdom',
  'United States',
].map((name) => ({ value: name.toLowerCase().replace(/ /g, '-'), label: name }));

/** Icons are decorative: an SVG (or image) rather than text, as the label already names the option. */
function Coin() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <circle cx="8" cy="8" r="3" fill="currentColor" />
    </svg>
  );
}

const currencies: SelectOption[] = [
  { value: 'EUR', label: 'Euro', valueLabel: 'EUR', help: 'Eurozone', icon: <Coin /> },
  { value: 'USD', label: 'US dollar', valueLabel: 'USD', help: 'United States', icon: <Coin /> },
  { value: 'GBP', label: 'Pound sterling', valueLabel: 'GBP', help: 'United Kingdom', icon: <Coin /> },
];

const manyPlans: SelectOption[] = Array.from({ length: 400 }, (_, i) => ({
  value: `plan-${i + 1}`,
  label: `Commission plan ${i + 1}`,
}));

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Country', options: countries, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

const openList = async (canvasElement: HTMLElement, name: RegExp) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  return screen.findByRole('listbox');
};

export const Default: Story = {
  args: { description: 'Where the payee is based' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Country/ })).toHaveTextContent('Select an option');
    await openList(canvasElement, /Country/);
    await userEvent.click(screen.getByRole('option', { name: 'Germany' }));
    await expect(args.onChange).toHaveBeenCalledWith('germany');
    // react-aria's select took the stand-in's place on the first press: a trigger of its own.
    await expect(canvas.getByRole('button', { name: /Country/ })).toHaveTextContent('Germany');
  },
};

export const WithValue: Story = {
  args: { label: 'Currency', options: currencies, defaultValue: 'EUR' },
  play: async ({ canvasElement }) => {
    // valueLabel shows in the trigger; the list shows the icon, the label and the help line.
    await expect(within(canvasElement).getByRole('button', { name: /Currency/ })).toHaveTextContent('EUR');
    await openList(canvasElement, /Currency/);
    await expect(screen.getByRole('option', { name: /US dollar/ })).toHaveTextContent('United States');
    await expect(screen.getByRole('option', { name: /Euro/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

export const Clearable: Story = {
  args: { label: 'Currency', options: currencies, defaultValue: 'GBP' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear value' }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(canvas.getByRole('button', { name: /Currency/ })).toHaveTextContent('Select an option');
    await expect(canvas.getByRole('button', { name: /Currency/ })).toHaveFocus();
  },
};

export const ManyOptions: Story = {
  args: { label: 'Plan', options: manyPlans },
  play: async ({ canvasElement }) => {
    const listbox = await openList(canvasElement, /Plan/);
    await expect(within(listbox).getAllByRole('option')).toHaveLength(150);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(300));
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(400));
    await expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};

export const Search: Story = {
  play: async ({ args, canvasElement }) => {
    const listbox = await openList(canvasElement, /Country/);
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.type(search, 'uNITED');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['United Kingdom', 'United States']),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('united-states');
  },
};

export const FewOptionsNoSearch: Story = {
  args: { label: 'Currency', options: currencies },
  play: async ({ canvasElement }) => {
    await openList(canvasElement, /Currency/);
    await expect(screen.queryByRole('searchbox')).toBeNull();
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    await openList(canvasElement, /Country/);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'Atlantis');
    await expect(await screen.findByText('No options matching "Atlantis"')).toBeVisible();
  },
};

export const NoOptions: Story = {
  args: { options: [] },
  play: async ({ canvasElement }) => {
    await openList(canvasElement, /Country/);
    await expect(screen.getByText('No options to select')).toBeVisible();
  },
};

export const CustomEmptyText: Story = {
  args: { label: 'Plans using this token', options: [], emptyText: 'No plans are using this token' },
  play: async ({ canvasElement }) => {
    await openList(canvasElement, /Plans using this token/);
    await expect(screen.getByText('No plans are using this token')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'france' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Country/ })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Clear value' })).toBeNull();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'This field is required.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This field is required.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Country/ })).toHaveAccessibleDescription(
      'This field is required.',
    );
  },
};

export const NotClearable: Story = { args: { isClearable: false, defaultValue: 'spain' } };

export const KeyboardOnly: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: /Country/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('searchbox')).toHaveFocus());
    await userEvent.keyboard('swe{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('sweden');
  },
};

export const Dark: Story = {
  args: { defaultValue: 'japan', description: 'Where the payee is based' },
  globals: { colorScheme: 'dark' },
  play: async ({ canvasElement }) => {
    await openList(canvasElement, /Country/);
    await expect(screen.getByRole('option', { name: 'Japan' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const DarkInvalid: Story = {
  args: { isRequired: true, errorMessage: 'This field is required.' },
  globals: { colorScheme: 'dark' },
};

const localeStory = (locale: string, search: string, noMatch: string, placeholder: string): Story => ({
  args: { label: 'Pays' },
  globals: { locale },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Pays/ });
    await expect(trigger).toHaveTextContent(placeholder);
    await userEvent.click(trigger);
    await userEvent.type(await screen.findByRole('searchbox', { name: search }), 'zz');
    await expect(await screen.findByText(noMatch)).toBeVisible();
  },
});

export const French = localeStory(
  'fr',
  'Rechercher',
  'Aucune option ne correspond à « zz »',
  'Sélectionner une option',
);
export const German = localeStory('de', 'Suchen', 'Keine Optionen für „zz“', 'Option auswählen');
export const Portuguese = localeStory(
  'pt',
  'Pesquisar',
  'Nenhuma opção corresponde a "zz"',
  'Selecione uma opção',
);

/**
 * Before its first focus or press, a select is a light stand-in (react-aria's select loads then):
 * it reads the same, and the real select that takes its place on focus has the same size and text.
 */
export const StandInThenReal: Story = {
  args: {
    label: 'Currency',
    options: currencies,
    defaultValue: 'USD',
    description: 'The plan’s currency',
    errorMessage: 'Choose another currency.',
    isRequired: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const standIn = canvas.getByRole('button', { name: /USD Currency/ });
    await expect(standIn).toHaveAttribute('aria-haspopup', 'listbox');
    await expect(standIn).toHaveAccessibleDescription('The plan’s currency Choose another currency.');
    const before = standIn.getBoundingClientRect();
    standIn.focus();
    // react-aria's select has taken over: a new trigger with the focus, the same box and text.
    await waitFor(() => expect(canvas.getByRole('button', { name: /USD Currency/ })).not.toBe(standIn));
    const real = canvas.getByRole('button', { name: /USD Currency/ });
    await waitFor(() => expect(real).toHaveFocus());
    const after = real.getBoundingClientRect();
    await expect([after.width, after.height, after.top]).toEqual([before.width, before.height, before.top]);
    await expect(real).toHaveTextContent('USD');
  },
};
