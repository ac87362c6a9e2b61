import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CalendarDate, CalendarDateTime, toZoned } from '@internationalized/date';
import type { Locale } from '../../i18n/locales';
import { DatePicker } from './DatePicker';

const meta = {
  title: 'Forms/DatePicker',
  component: DatePicker,
  args: { onChange: fn() },
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const jan15 = new CalendarDate(2024, 1, 15);

/** Opens the popover with the field's calendar button (named by react-aria in each language). */
async function openCalendar(canvasElement: HTMLElement) {
  const [group] = within(canvasElement).getAllByRole('group');
  await userEvent.click(within(group!).getByRole('button'));
  return screen.findByRole('dialog');
}

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Pick a date' })).toBeVisible();
    const dialog = await openCalendar(canvasElement);
    await expect(within(dialog).getByText('Pick a date')).toBeVisible();
    // Today is focused: Enter picks it, which closes the popover and commits once.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const WithValue: Story = {
  args: { label: 'Payment date', defaultValue: jan15 },
  play: async ({ canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    // The draft in the locale short date, and its day selected in the grid.
    await expect(within(dialog).getByText('1/15/24')).toBeVisible();
    await expect(within(dialog).getByRole('gridcell', { selected: true })).toHaveTextContent('15');
    await userEvent.keyboard('{Escape}');
  },
};

export const WithDescription: Story = {
  args: { label: 'Payment date', description: 'The day the commission is paid.' },
};

export const WithTime: Story = {
  args: {
    label: 'Sent at',
    withTime: true,
    defaultValue: toZoned(new CalendarDateTime(2024, 1, 15, 9, 30), 'UTC'),
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    await expect(within(dialog).getByRole('group', { name: 'Time' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: /January 20, 2024/ }));
    // With time the popover stays open: the picked day is a draft, not yet committed.
    await expect(screen.getByRole('dialog')).toBeVisible();
    await expect(within(dialog).getByText('1/20/24, 9:30 AM')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(String(asMock(args.onChange).mock.calls[0]![0])).toBe('2024-01-20T09:30:00+00:00[UTC]');
  },
};

export const Disabled: Story = {
  args: { label: 'Payment date', defaultValue: jan15, isDisabled: true },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Payment date' });
    await expect(within(group).getByRole('button')).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { label: 'Payment date', errorMessage: 'This field is required.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This field is required.')).toBeVisible();
    const [segment] = within(canvasElement).getAllByRole('spinbutton');
    await expect(segment).toHaveAttribute('aria-invalid', 'true');
  },
};

export const WithLimits: Story = {
  args: {
    label: 'Payment date',
    defaultValue: jan15,
    minValue: new CalendarDate(2024, 1, 10),
    maxValue: new CalendarDate(2024, 2, 20),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    // react-aria also renders visually hidden Previous/Next buttons; these are the visible ones.
    const previous = dialog.querySelector<HTMLButtonElement>('button[slot="previous"]')!;
    const next = dialog.querySelector<HTMLButtonElement>('button[slot="next"]')!;
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: /February 21, 2024/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Keyboard: Story = {
  args: { label: 'Payment date', defaultValue: jan15 },
  play: async ({ args, canvasElement }) => {
    // Tab through the three segments to the calendar button, open it, move a week on and pick.
    await userEvent.click(within(canvasElement).getAllByRole('spinbutton')[0]!);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(String(asMock(args.onChange).mock.calls[0]![0])).toBe('2024-01-22');
  },
};

export const Dark: Story = {
  args: { label: 'Payment date', defaultValue: jan15 },
  globals: { colorScheme: 'dark' },
  play: async ({ canvasElement }) => {
    await openCalendar(canvasElement);
  },
};

/** The popover's labels ('Pick a date', 'Time') and react-aria's own, in each language. */
function localeStory(locale: Locale, pickDate: string, time: string): Story {
  return {
    args: { withTime: true },
    globals: { locale },
    play: async ({ canvasElement }) => {
      await expect(within(canvasElement).getByRole('group', { name: pickDate })).toBeVisible();
      const dialog = await openCalendar(canvasElement);
      await expect(within(dialog).getByText(pickDate)).toBeVisible();
      await expect(within(dialog).getByRole('group', { name: time })).toBeVisible();
    },
  };
}

export const French = localeStory('fr', 'Choisir une date', 'Heure');
export const German = localeStory('de', 'Datum auswählen', 'Uhrzeit');
export const Italian = localeStory('it', 'Scegli una data', 'Ora');
export const Spanish = localeStory('es', 'Elegir una fecha', 'Hora');
export const Portuguese = localeStory('pt', 'Escolher uma data', 'Hora');

/** The story's onChange spy, typed as one. */
function asMock(spy: unknown) {
  return spy as ReturnType<typeof fn>;
}
