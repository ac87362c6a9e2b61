import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CalendarDate } from '@internationalized/date';
import type { Locale } from '../../i18n/locales';
import { dateRangeToIso, type DateRangeValue } from '../DatePicker/date-values';
import { DateRangePicker } from './DateRangePicker';

const meta = {
  title: 'Forms/DateRangePicker',
  component: DateRangePicker,
  args: { onChange: fn() },
} satisfies Meta<typeof DateRangePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const january: DateRangeValue = { start: new CalendarDate(2024, 1, 8), end: new CalendarDate(2024, 1, 19) };

async function openCalendar(canvasElement: HTMLElement) {
  const [group] = within(canvasElement).getAllByRole('group');
  await userEvent.click(within(group!).getByRole('button'));
  return screen.findByRole('dialog');
}

/** The range the story's onChange spy was last called with, as YYYY-MM-DD strings. */
function lastRange(spy: unknown) {
  const call = (spy as ReturnType<typeof fn>).mock.lastCall as [DateRangeValue] | undefined;
  return call ? dateRangeToIso(call[0]) : null;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Pick a date' })).toBeVisible();
    const dialog = await openCalendar(canvasElement);
    await expect(within(dialog).getByText('Pick a date')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

export const WithValue: Story = {
  args: { label: 'Period', defaultValue: january },
  play: async ({ canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    await expect(within(dialog).getByText('2024-01-08 to 2024-01-19')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

export const OnlyStart: Story = {
  args: { label: 'Period', defaultValue: { start: new CalendarDate(2024, 1, 8), end: null } },
  play: async ({ canvasElement }) => {
    await expect(within(await openCalendar(canvasElement)).getByText('From 2024-01-08')).toBeVisible();
  },
};

export const OnlyEnd: Story = {
  args: { label: 'Period', defaultValue: { start: null, end: new CalendarDate(2024, 1, 19) } },
  play: async ({ canvasElement }) => {
    await expect(within(await openCalendar(canvasElement)).getByText('To 2024-01-19')).toBeVisible();
  },
};

/** Spec doc 3 §4: the range is a draft while open, and the popover closes once both ends are picked. */
export const DraftBehaviour: Story = {
  args: { label: 'Period', defaultValue: january },
  play: async ({ args, canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: /January 10, 2024/ }));
    await expect(screen.getByRole('dialog')).toBeVisible();
    await expect(within(dialog).getByText('From 2024-01-10')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: /January 24, 2024/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(lastRange(args.onChange)).toEqual({ start: '2024-01-10', end: '2024-01-24' });
  },
};

export const Keyboard: Story = {
  args: { label: 'Period', defaultValue: january },
  play: async ({ args, canvasElement }) => {
    const [group] = within(canvasElement).getAllByRole('group');
    within(group!).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog');
    // Focus starts on the range start: Enter picks it and react-aria moves focus to the next day (a
    // hint that a range is being picked); a week later (ArrowDown) ends the range.
    await userEvent.keyboard('{Enter}');
    await expect(screen.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(lastRange(args.onChange)).toEqual({ start: '2024-01-08', end: '2024-01-16' });
  },
};

export const Disabled: Story = {
  args: { label: 'Period', defaultValue: january, isDisabled: true },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Period' });
    await expect(within(group).getByRole('button')).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { label: 'Period', errorMessage: 'The start must not be after the end.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The start must not be after the end.')).toBeVisible();
    const [segment] = within(canvasElement).getAllByRole('spinbutton');
    await expect(segment).toHaveAttribute('aria-invalid', 'true');
  },
};

export const WithLimits: Story = {
  args: {
    label: 'Period',
    defaultValue: january,
    minValue: new CalendarDate(2024, 1, 1),
    maxValue: new CalendarDate(2024, 1, 31),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    // react-aria also renders visually hidden Previous/Next buttons; these are the visible ones.
    await expect(dialog.querySelector('button[slot="previous"]')).toBeDisabled();
    await expect(dialog.querySelector('button[slot="next"]')).toBeDisabled();
  },
};

export const Dark: Story = {
  args: { label: 'Period', defaultValue: january },
  globals: { colorScheme: 'dark' },
  play: async ({ canvasElement }) => {
    await openCalendar(canvasElement);
  },
};

/** The range labels in each language, on a whole range and on one with only a start. */
function localeStory(locale: Locale, whole: string, from: string): Story {
  return {
    args: { defaultValue: january },
    globals: { locale },
    play: async ({ canvasElement }) => {
      const dialog = await openCalendar(canvasElement);
      await expect(within(dialog).getByText(whole)).toBeVisible();
      await userEvent.click(within(dialog).getAllByRole('button', { name: /10/ })[0]!);
      await expect(within(dialog).getByText(from)).toBeVisible();
    },
  };
}

export const French = localeStory('fr', 'Du 2024-01-08 au 2024-01-19', 'À partir du 2024-01-10');
export const German = localeStory('de', '2024-01-08 bis 2024-01-19', 'Ab 2024-01-10');
export const Italian = localeStory('it', 'Dal 2024-01-08 al 2024-01-19', 'Dal 2024-01-10');
export const Spanish = localeStory('es', 'Del 2024-01-08 al 2024-01-19', 'Desde el 2024-01-10');
export const Portuguese = localeStory('pt', 'De 2024-01-08 a 2024-01-19', 'A partir de 2024-01-10');
