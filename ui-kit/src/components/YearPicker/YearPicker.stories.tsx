import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CalendarDate } from '@internationalized/date';
import { AccrueProvider } from '../../providers/AccrueProvider';
import type { Locale } from '../../i18n/locales';
import { YearPicker } from './YearPicker';

const meta = {
  title: 'Forms/YearPicker',
  component: YearPicker,
  args: { onChange: fn() },
} satisfies Meta<typeof YearPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const year2024 = new CalendarDate(2024, 1, 1);

function lastValue(spy: unknown) {
  return String((spy as ReturnType<typeof fn>).mock.lastCall?.[0]);
}

const yearsShown = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('option')
    .map((o) => o.textContent);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pick a date' }));
    const grid = await screen.findByRole('listbox');
    await expect(within(grid).getAllByRole('option')).toHaveLength(12);
  },
};

export const WithValue: Story = {
  args: { label: 'Year', defaultValue: year2024 },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Year 2024' }));
    const dialog = await screen.findByRole('dialog');
    await expect(yearsShown(dialog)[0]).toBe('2016');
    await expect(within(dialog).getByRole('option', { name: '2024' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next years' }));
    await expect(yearsShown(dialog)).toEqual([
      '2028',
      '2029',
      '2030',
      '2031',
      '2032',
      '2033',
      '2034',
      '2035',
      '2036',
      '2037',
      '2038',
      '2039',
    ]);
    await userEvent.click(within(dialog).getByRole('option', { name: '2030' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(lastValue(args.onChange)).toBe('2030-01-01');
  },
};

export const Keyboard: Story = {
  args: { label: 'Year', defaultValue: year2024 },
  play: async ({ args, canvasElement }) => {
    within(canvasElement).getByRole('button', { name: /Year/ }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await expect(document.activeElement).toHaveTextContent('2024');
    await userEvent.keyboard('{ArrowUp}');
    await expect(document.activeElement).toHaveTextContent('2020');
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(lastValue(args.onChange)).toBe('2019-01-01');
  },
};

export const Disabled: Story = {
  args: { label: 'Year', defaultValue: year2024, isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Year/ })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { label: 'Year', errorMessage: 'This field is required.' },
  play: async ({ canvasElement }) => {
    const error = within(canvasElement).getByText('This field is required.');
    await expect(within(canvasElement).getByRole('button', { name: /Year/ })).toHaveAttribute(
      'aria-describedby',
      error.id,
    );
  },
};

export const WithLimits: Story = {
  args: {
    label: 'Year',
    defaultValue: year2024,
    minValue: new CalendarDate(2010, 1, 1),
    maxValue: new CalendarDate(2027, 12, 31),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Year/ }));
    const dialog = await screen.findByRole('dialog');
    const previous = within(dialog).getByRole('button', { name: 'Previous years' });
    const next = within(dialog).getByRole('button', { name: 'Next years' });
    await expect(next).toBeDisabled();
    await userEvent.click(previous);
    await expect(previous).toBeDisabled();
    await expect(within(dialog).getByRole('option', { name: '2009' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(dialog).getByRole('option', { name: '2010' })).not.toHaveAttribute('aria-disabled');
  },
};

export const Dark: Story = {
  args: { label: 'Year', defaultValue: year2024 },
  globals: { colorScheme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Year/ }));
    await screen.findByRole('dialog');
  },
};

const languages: { locale: Locale; pickDate: string; previous: string }[] = [
  { locale: 'fr', pickDate: 'Choisir une date', previous: 'Années précédentes' },
  { locale: 'de', pickDate: 'Datum auswählen', previous: 'Vorherige Jahre' },
  { locale: 'it', pickDate: 'Scegli una data', previous: 'Anni precedenti' },
  { locale: 'es', pickDate: 'Elegir una fecha', previous: 'Años anteriores' },
  { locale: 'pt', pickDate: 'Escolher uma data', previous: 'Anos anteriores' },
];

/** The placeholder in every other language; the German one is opened to show its page buttons. */
export const Languages: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {languages.map(({ locale }) => (
        <div key={locale} lang={locale}>
          <AccrueProvider locale={locale}>
            <YearPicker {...args} />
          </AccrueProvider>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const { pickDate } of languages)
      await expect(within(canvasElement).getByRole('button', { name: pickDate })).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Datum auswählen' }));
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Vorherige Jahre' })).toBeVisible();
  },
};
