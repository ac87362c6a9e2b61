import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CalendarDate } from '@internationalized/date';
import { AccrueProvider } from '../../providers/AccrueProvider';
import type { Locale } from '../../i18n/locales';
import { MonthPicker } from './MonthPicker';

const meta = {
  title: 'Forms/MonthPicker',
  component: MonthPicker,
  args: { onChange: fn() },
} satisfies Meta<typeof MonthPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const march2024 = new CalendarDate(2024, 3, 1);

/** The first day of the month the story's onChange spy was last called with, as YYYY-MM-DD. */
function lastValue(spy: unknown) {
  return String((spy as ReturnType<typeof fn>).mock.lastCall?.[0]);
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pick a date' }));
    const grid = await screen.findByRole('listbox');
    await expect(within(grid).getAllByRole('option')).toHaveLength(12);
    // Four columns (spec doc 3 §9).
    await expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(4);
  },
};

export const WithValue: Story = {
  args: { label: 'Month', defaultValue: march2024 },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Month March 2024' }));
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('option', { name: 'March' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous year' }));
    await userEvent.click(within(dialog).getByRole('option', { name: 'November' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(lastValue(args.onChange)).toBe('2023-11-01');
  },
};

export const Keyboard: Story = {
  args: { label: 'Month', defaultValue: march2024 },
  play: async ({ args, canvasElement }) => {
    within(canvasElement).getByRole('button', { name: /Month/ }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await expect(document.activeElement).toHaveTextContent('March');
    // Down moves a row of four: March to July; Right moves one: August.
    await userEvent.keyboard('{ArrowDown}');
    await expect(document.activeElement).toHaveTextContent('July');
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(lastValue(args.onChange)).toBe('2024-08-01');
  },
};

export const Disabled: Story = {
  args: { label: 'Month', defaultValue: march2024, isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Month/ })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { label: 'Month', errorMessage: 'This field is required.' },
  play: async ({ canvasElement }) => {
    const error = within(canvasElement).getByText('This field is required.');
    await expect(error).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: /Month/ })).toHaveAttribute(
      'aria-describedby',
      error.id,
    );
  },
};

export const WithLimits: Story = {
  args: {
    label: 'Month',
    defaultValue: march2024,
    minValue: new CalendarDate(2023, 11, 15),
    maxValue: new CalendarDate(2024, 6, 30),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Month/ }));
    const dialog = await screen.findByRole('dialog');
    const previous = within(dialog).getByRole('button', { name: 'Previous year' });
    const next = within(dialog).getByRole('button', { name: 'Next year' });
    await expect(next).toBeDisabled();
    await expect(within(dialog).getByRole('option', { name: 'July' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(previous);
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await expect(within(dialog).getByRole('option', { name: 'October' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(dialog).getByRole('option', { name: 'November' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

export const Dark: Story = {
  args: { label: 'Month', defaultValue: march2024 },
  globals: { colorScheme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Month/ }));
    await screen.findByRole('dialog');
  },
};

const languages: { locale: Locale; pickDate: string; march: string }[] = [
  { locale: 'fr', pickDate: 'Choisir une date', march: 'mars 2024' },
  { locale: 'de', pickDate: 'Datum auswählen', march: 'März 2024' },
  { locale: 'it', pickDate: 'Scegli una data', march: 'marzo 2024' },
  { locale: 'es', pickDate: 'Elegir una fecha', march: 'marzo de 2024' },
  { locale: 'pt', pickDate: 'Escolher uma data', march: 'março de 2024' },
];

/** The placeholder and the locale's month names, in every other language. */
export const Languages: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {languages.map(({ locale }) => (
        <div key={locale} lang={locale} style={{ display: 'flex', gap: 12 }}>
          <AccrueProvider locale={locale}>
            <MonthPicker {...args} />
            <MonthPicker {...args} defaultValue={march2024} />
          </AccrueProvider>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const { pickDate, march } of languages) {
      await expect(within(canvasElement).getByRole('button', { name: pickDate })).toBeVisible();
      await expect(within(canvasElement).getByRole('button', { name: `${pickDate} ${march}` })).toBeVisible();
    }
  },
};
