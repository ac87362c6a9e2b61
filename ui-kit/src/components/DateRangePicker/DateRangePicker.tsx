import { useCallback, useContext, useMemo } from 'react';

import {
  DateRangePicker as AriaDateRangePicker,
  Group,
  type DateRangePickerProps as AriaDateRangePickerProps,
} from 'react-aria-components/DateRangePicker';
import { PopoverSurface } from '../Popover/PopoverSurface';
import {
  RangeCalendar,
  RangeCalendarStateContext,
  type RangeValue,
} from 'react-aria-components/RangeCalendar';

import { Dialog } from 'react-aria-components/Dialog';
import { toCalendarDate, type CalendarDate, type DateValue } from '@internationalized/date';
import * as fieldStyles from '../../styles/field.css';
import { FieldHelp, FieldLabel } from '../Field/Field';
import {
  CalendarButton,
  CalendarDays,
  CalendarHeader,
  DateSegments,
  type PickerFieldProps,
} from '../DatePicker/DatePicker';
import {
  EMPTY_DATE_RANGE,
  formatDateRangeLabel,
  isSameDateRange,
  type DateRangeValue,
} from '../DatePicker/date-values';
import { useDraftValue } from '../DatePicker/draft';
import * as pickerStyles from '../DatePicker/DatePicker.css';
import * as styles from './DateRangePicker.css';
import { useKitIntl } from '../../i18n/useKitIntl';
import { dateMessages } from '../../i18n/catalogue/dates';

export interface DateRangePickerProps extends PickerFieldProps {
  /** The committed range: a start and an end day, each possibly empty (spec doc 3 §3). */
  value?: DateRangeValue;
  defaultValue?: DateRangeValue;
  /** Called with the committed range, when the popover closes or when both fields are typed in. */
  onChange?: (value: DateRangeValue) => void;
  isDateUnavailable?: AriaDateRangePickerProps<CalendarDate>['isDateUnavailable'];
  /** Form field names of the start and end, submitted as YYYY-MM-DD. */
  startName?: string;
  endName?: string;
}

/**
 * react-aria's range value: null when both ends are empty. A range with one end is passed as is:
 * react-aria's fields show it, though its types (and its onChange) only know whole ranges.
 */
function toAriaRange(range: DateRangeValue): RangeValue<CalendarDate> | null {
  if (!range.start && !range.end) return null;
  return range as RangeValue<CalendarDate>;
}

function fromAriaRange(range: RangeValue<DateValue> | null): DateRangeValue {
  if (!range) return EMPTY_DATE_RANGE;
  return {
    start: range.start ? toCalendarDate(range.start) : null,
    end: range.end ? toCalendarDate(range.end) : null,
  };
}

/**
 * A range of days: type the start and end, or pick both in the calendar. The calendar's range is a
 * draft committed when the popover closes, and it closes only once both ends are chosen (spec
 * doc 3 §4 "Date filter"). Ranges are days: turn them into start-of-day / end-of-day timestamps
 * with `dateRangeToSeconds`.
 */
export function DateRangePicker({
  label,
  description,
  errorMessage,
  isInvalid,
  value,
  defaultValue = EMPTY_DATE_RANGE,
  onChange,
  minValue,
  maxValue,
  ...props
}: DateRangePickerProps) {
  const intl = useKitIntl(dateMessages);
  const pickDate = intl.formatMessage({ id: 'kit.dates.pickDate' });
  const draft = useDraftValue<DateRangeValue>({ value, defaultValue, onChange, equals: isSameDateRange });
  const shown = useMemo(() => toAriaRange(draft.shown), [draft.shown]);
  const { setValue } = draft;
  const change = useCallback(
    (range: RangeValue<DateValue> | null) => setValue(fromAriaRange(range)),
    [setValue],
  );
  const named = label != null || props['aria-label'] != null || props['aria-labelledby'] != null;

  return (
    <AriaDateRangePicker<CalendarDate>
      {...props}
      aria-label={named ? props['aria-label'] : pickDate}
      className={fieldStyles.field}
      value={shown}
      onChange={change}
      isOpen={draft.isOpen}
      onOpenChange={draft.setOpen}
      granularity="day"
      minValue={minValue}
      maxValue={maxValue}
      isInvalid={isInvalid ?? (errorMessage ? true : undefined)}
    >
      {label != null ? <FieldLabel>{label}</FieldLabel> : null}
      <Group className={pickerStyles.group}>
        <DateSegments slot="start" />
        <span aria-hidden="true" className={styles.separator}>
          –
        </span>
        <DateSegments slot="end" />
        <CalendarButton />
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <PopoverSurface maxHeight={null} className={pickerStyles.popover}>
        <Dialog className={pickerStyles.dialog}>
          <RangeCalendar className={pickerStyles.dialog}>
            <RangeSummary draft={draft.shown} placeholder={pickDate} />
            <CalendarHeader />
            <CalendarDays cellClassName={styles.cell} />
          </RangeCalendar>
        </Dialog>
      </PopoverSurface>
    </AriaDateRangePicker>
  );
}

/**
 * The range being picked, as its label ('From {start}' once the start is picked, then '{start} to
 * {end}'), or 'Pick a date' while nothing is.
 */
function RangeSummary({ draft, placeholder }: { draft: DateRangeValue; placeholder: string }) {
  const intl = useKitIntl(dateMessages);
  const calendar = useContext(RangeCalendarStateContext);
  const range = calendar?.anchorDate ? { start: calendar.anchorDate, end: null } : draft;
  const text = formatDateRangeLabel(range, intl);
  return (
    <p className={`${pickerStyles.summary} ${text ? '' : pickerStyles.summaryEmpty}`}>
      {text ?? placeholder}
    </p>
  );
}
