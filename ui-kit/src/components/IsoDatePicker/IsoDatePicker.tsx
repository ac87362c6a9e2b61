import { useMemo } from 'react';
import { DatePicker, type PickerFieldProps } from '../DatePicker/DatePicker';
import { calendarDateFromIso, calendarDateToIso } from '../DatePicker/date-values';

export interface IsoDatePickerProps extends PickerFieldProps {
  /** The committed date as the API sends it, `YYYY-MM-DD`, or null for none. */
  value: string | null;
  /** Called with the committed date as `YYYY-MM-DD`, or null once cleared. */
  onChange: (value: string | null) => void;
}

/**
 * A DatePicker over the API's plain dates (`YYYY-MM-DD`: effective dates of assignments, plan
 * dates, quota periods), so a form keeps the strings it sends and never converts them itself.
 */
export function IsoDatePicker({ value, onChange, ...props }: IsoDatePickerProps) {
  const date = useMemo(() => (value ? calendarDateFromIso(value) : null), [value]);
  return (
    <DatePicker
      {...props}
      value={date}
      onChange={(next) => onChange(next ? calendarDateToIso(next) : null)}
    />
  );
}
