import { useMemo, useState } from 'react';

import { useDateFormatter } from 'react-aria/useDateFormatter';
import { today, type CalendarDate } from '@internationalized/date';
import { DEFAULT_TIME_ZONE, isSameDateValue } from '../DatePicker/date-values';
import { useDraftValue } from '../DatePicker/draft';
import { canGoToYear, clampYear, isMonthOutsideLimits, monthValue, monthsOfYear } from './month-grid';
import { PeriodPicker, type PeriodFieldProps } from './PeriodPicker';
import * as styles from './MonthPicker.css';
import { useKitIntl } from '../../i18n/useKitIntl';
import { dateMessages } from '../../i18n/catalogue/dates';

export interface MonthPickerProps extends PeriodFieldProps {
  /** The committed month, as its first day. */
  value?: CalendarDate | null;
  defaultValue?: CalendarDate | null;
  /** Called with the first day of the picked month when the popover closes on it. */
  onChange?: (value: CalendarDate | null) => void;
}

/**
 * A month field: its button opens the 12 months of a year in four columns, named in the locale,
 * with previous and next year buttons that stop at the limits (spec doc 3 §5, §9).
 */
export function MonthPicker({
  value,
  defaultValue = null,
  onChange,
  minValue,
  maxValue,
  ...props
}: MonthPickerProps) {
  const intl = useKitIntl(dateMessages);
  const draft = useDraftValue<CalendarDate | null>({
    value,
    defaultValue,
    onChange,
    equals: isSameDateValue,
  });
  const committed = draft.shown;
  const initialYear = () => clampYear((committed ?? today(DEFAULT_TIME_ZONE)).year, minValue, maxValue);
  const [shownYear, setShownYear] = useState(initialYear);
  // Values are days: read them in UTC so no zone can shift them to a neighbouring month.
  const monthName = useDateFormatter({ month: 'long', timeZone: DEFAULT_TIME_ZONE });
  const monthAndYear = useDateFormatter({ month: 'long', year: 'numeric', timeZone: DEFAULT_TIME_ZONE });
  const yearName = useDateFormatter({ year: 'numeric', timeZone: DEFAULT_TIME_ZONE });

  const items = useMemo(
    () =>
      monthsOfYear().map((month) => ({
        id: month,
        label: monthName.format(monthValue(shownYear, month).toDate(DEFAULT_TIME_ZONE)),
        isDisabled: isMonthOutsideLimits(shownYear, month, minValue, maxValue),
      })),
    [monthName, shownYear, minValue, maxValue],
  );

  const setOpen = (isOpen: boolean) => {
    // Each opening shows the picked month's year (or this year), within the limits.
    if (isOpen) setShownYear(initialYear());
    draft.setOpen(isOpen);
  };

  return (
    <PeriodPicker
      {...props}
      valueText={committed ? monthAndYear.format(committed.toDate(DEFAULT_TIME_ZONE)) : null}
      heading={yearName.format(monthValue(shownYear, 1).toDate(DEFAULT_TIME_ZONE))}
      previousLabel={intl.formatMessage({ id: 'kit.dates.previousYear' })}
      nextLabel={intl.formatMessage({ id: 'kit.dates.nextYear' })}
      canGoPrevious={canGoToYear('previous', shownYear, minValue, maxValue)}
      canGoNext={canGoToYear('next', shownYear, minValue, maxValue)}
      onPrevious={() => setShownYear((year) => year - 1)}
      onNext={() => setShownYear((year) => year + 1)}
      items={items}
      selectedKey={committed && committed.year === shownYear ? committed.month : null}
      onSelect={(month) => draft.setValue(monthValue(shownYear, month))}
      isOpen={draft.isOpen}
      onOpenChange={setOpen}
      itemClassName={styles.item}
    />
  );
}
