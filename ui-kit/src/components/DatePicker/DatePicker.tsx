import { useCallback, useContext, useMemo, type ReactNode } from 'react';

import { useLocale } from 'react-aria/I18nProvider';
import {
  DatePicker as AriaDatePicker,
  DatePickerStateContext,
  DateInput,
  DateSegment,
  Group,
  Label,
  type DatePickerProps as AriaDatePickerProps,
} from 'react-aria-components/DatePicker';
import { PopoverSurface } from '../Popover/PopoverSurface';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
} from 'react-aria-components/Calendar';

import { Dialog } from 'react-aria-components/Dialog';
import { TimeField, type TimeValue } from 'react-aria-components/TimeField';
import { toCalendarDate, toZoned, today, type DateValue } from '@internationalized/date';
import * as fieldStyles from '../../styles/field.css';
import { FieldHelp, FieldLabel } from '../Field/Field';
import { DEFAULT_TIME_ZONE, formatDateDisplay, isSameDateValue } from './date-values';
import { useDraftValue } from './draft';
import { CalendarIcon, ChevronIcon } from './icons';
import * as styles from './DatePicker.css';
import { useKitIntl } from '../../i18n/useKitIntl';
import { dateMessages } from '../../i18n/catalogue/dates';

/** What every date picker of the kit accepts besides its value. */
export interface PickerFieldProps {
  /** The visible label. Without it (and without `aria-label`) the field is named 'Pick a date'. */
  label?: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  description?: ReactNode;
  /** An error to show; it also marks the field invalid. */
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  isRequired?: boolean;
  autoFocus?: boolean;
  /** The earliest date that may be picked; navigation stops there (the limit itself is not shown). */
  minValue?: DateValue;
  /** The latest date that may be picked; navigation stops there. */
  maxValue?: DateValue;
  id?: string;
}

export interface DatePickerProps extends PickerFieldProps {
  /** The committed value: a date, or a date and time (in `timeZone`) when `withTime` is set. */
  value?: DateValue | null;
  defaultValue?: DateValue | null;
  /** Called with the committed value: when the calendar closes, or as soon as the field is typed in. */
  onChange?: (value: DateValue | null) => void;
  /** Adds hours and minutes: a 'Time' field under the calendar, and the popover stays open to set it. */
  withTime?: boolean;
  /** The time zone values are read in; UTC by default (spec doc 3 §9). */
  timeZone?: string;
  isDateUnavailable?: AriaDatePickerProps<DateValue>['isDateUnavailable'];
  /** Submitted with forms, as an ISO string. */
  name?: string;
}

/** A value in the shape the picker works in: a plain date, or a date-time in the picker's zone. */
function normalize(value: DateValue | null | undefined, withTime: boolean, timeZone: string) {
  if (value == null) return value;
  if (!withTime) return toCalendarDate(value);
  return 'timeZone' in value ? value : toZoned(value, timeZone);
}

/**
 * A date (and optionally time) field: type into its segments, or open the calendar. A date picked
 * in the calendar is a draft, committed when the popover closes (spec doc 3 §4 "Date filter").
 */
export function DatePicker({
  label,
  description,
  errorMessage,
  isInvalid,
  value,
  defaultValue = null,
  onChange,
  withTime = false,
  timeZone = DEFAULT_TIME_ZONE,
  minValue,
  maxValue,
  ...props
}: DatePickerProps) {
  const intl = useKitIntl(dateMessages);
  const pickDate = intl.formatMessage({ id: 'kit.dates.pickDate' });
  // Normalised once per value: react-aria's field resets its segments when the value's identity changes.
  const controlled = useMemo(() => normalize(value, withTime, timeZone), [value, withTime, timeZone]);
  const draft = useDraftValue<DateValue | null>({
    value: controlled,
    defaultValue: normalize(defaultValue, withTime, timeZone) ?? null,
    onChange,
    equals: isSameDateValue,
  });
  // With time, new values are date-times in the picker's zone at midnight until a time is set.
  const placeholderValue = useMemo(
    () => (withTime ? toZoned(today(timeZone), timeZone) : undefined),
    [withTime, timeZone],
  );
  const named = label != null || props['aria-label'] != null || props['aria-labelledby'] != null;

  return (
    <AriaDatePicker<DateValue>
      {...props}
      aria-label={named ? props['aria-label'] : pickDate}
      className={fieldStyles.field}
      value={draft.shown}
      onChange={draft.setValue}
      isOpen={draft.isOpen}
      onOpenChange={draft.setOpen}
      shouldCloseOnSelect={!withTime}
      granularity={withTime ? 'minute' : 'day'}
      placeholderValue={placeholderValue}
      minValue={minValue}
      maxValue={maxValue}
      isInvalid={isInvalid ?? (errorMessage ? true : undefined)}
    >
      {label != null ? <FieldLabel>{label}</FieldLabel> : null}
      <Group className={styles.group}>
        <DateSegments />
        <CalendarButton />
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <PopoverSurface maxHeight={null} className={styles.popover}>
        <Dialog className={styles.dialog}>
          <DraftSummary withTime={withTime} timeZone={timeZone} placeholder={pickDate} />
          <Calendar className={styles.dialog}>
            <CalendarHeader />
            <CalendarDays cellClassName={styles.cell} />
          </Calendar>
          {withTime ? <PopoverTimeField label={intl.formatMessage({ id: 'kit.dates.time' })} /> : null}
        </Dialog>
      </PopoverSurface>
    </AriaDatePicker>
  );
}

/** The typed part of a date field (day, month, year… segments); a range field has a start and an end. */
export function DateSegments({
  slot,
  className = styles.dateInput,
}: {
  slot?: 'start' | 'end';
  className?: string;
}) {
  return (
    <DateInput slot={slot} className={className}>
      {(segment) => <DateSegment segment={segment} className={styles.segment} />}
    </DateInput>
  );
}

/** The button at the end of a date field that opens its calendar. */
export function CalendarButton() {
  return (
    <Button className={styles.iconButton}>
      <CalendarIcon />
    </Button>
  );
}

/** The month's grid of days, in a Calendar or a RangeCalendar (whose days look different). */
export function CalendarDays({ cellClassName }: { cellClassName: string }) {
  return (
    <CalendarGrid className={styles.grid}>
      <CalendarGridHeader>
        {(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}
      </CalendarGridHeader>
      <CalendarGridBody>{(date) => <CalendarCell date={date} className={cellClassName} />}</CalendarGridBody>
    </CalendarGrid>
  );
}

/** Previous month, month heading, next month: react-aria disables the arrows at the limits. */
export function CalendarHeader() {
  return (
    <header className={styles.calendarHeader}>
      <Button slot="previous" className={styles.iconButton}>
        <ChevronIcon direction="previous" />
      </Button>
      <Heading className={styles.heading} />
      <Button slot="next" className={styles.iconButton}>
        <ChevronIcon direction="next" />
      </Button>
    </header>
  );
}

/** The draft in the default display format (locale short date, plus short time), or 'Pick a date'. */
function DraftSummary({
  withTime,
  timeZone,
  placeholder,
}: {
  withTime: boolean;
  timeZone: string;
  placeholder: string;
}) {
  const state = useContext(DatePickerStateContext);
  const { locale } = useLocale();
  // A date picked before its time is set is not a value yet, but it is shown already.
  const value = state?.value ?? state?.dateValue ?? null;
  const text = value
    ? formatDateDisplay(value, locale, { withTime: withTime && !!state?.value, timeZone })
    : null;
  return <p className={`${styles.summary} ${text ? '' : styles.summaryEmpty}`}>{text ?? placeholder}</p>;
}

/** The 'Time' field of the popover, bound to the picker's time part. */
function PopoverTimeField({ label }: { label: string }) {
  const state = useContext(DatePickerStateContext);
  const setTime = useCallback(
    (time: TimeValue | null) => {
      // Clearing the time keeps the picked one: a date-time value always has a time.
      if (time) state?.setTimeValue(time);
    },
    [state],
  );
  return (
    <TimeField
      className={styles.timeField}
      value={state?.timeValue ?? null}
      onChange={setTime}
      isDisabled={state == null}
    >
      <Label className={styles.timeLabel}>{label}</Label>
      <DateSegments className={styles.timeInput} />
    </TimeField>
  );
}
