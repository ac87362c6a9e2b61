import { useMemo } from 'react';

import { useDateFormatter } from 'react-aria/useDateFormatter';
import type { CalendarDate } from '@internationalized/date';
import { DEFAULT_TIME_ZONE } from '../DatePicker/date-values';
import { canGoToYear, isMonthOutsideLimits, monthValue, monthsOfYear } from './month-grid';
import { PeriodPicker, usePeriodDraft, type PeriodFieldProps } from './PeriodPicker';
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
  const {
    committed,
    page: shownYear,
    setPage: setShownYear,
    isOpen,
    setOpen,
    setValue,
  } = usePeriodDraft({ value, defaultValue, onChange, minValue, maxValue, pageOfYear: (year) => year });
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
      onSelect={(month) => setValue(monthValue(shownYear, month))}
      isOpen={isOpen}
      onOpenChange={setOpen}
      itemClassName={styles.item}
    />
  );
}
