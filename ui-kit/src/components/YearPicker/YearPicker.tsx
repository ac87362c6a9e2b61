import { useMemo } from 'react';

import { useDateFormatter } from 'react-aria/useDateFormatter';
import type { CalendarDate } from '@internationalized/date';
import { DEFAULT_TIME_ZONE } from '../DatePicker/date-values';
import { PeriodPicker, usePeriodDraft, type PeriodFieldProps } from '../MonthPicker/PeriodPicker';
import {
  YEARS_PER_PAGE,
  canGoToYearPage,
  isYearOutsideLimits,
  yearPageStart,
  yearValue,
  yearsOfPage,
} from './year-pages';
import * as styles from './YearPicker.css';
import { useKitIntl } from '../../i18n/useKitIntl';
import { dateMessages } from '../../i18n/catalogue/dates';

export interface YearPickerProps extends PeriodFieldProps {
  /** The committed year, as its first day. */
  value?: CalendarDate | null;
  defaultValue?: CalendarDate | null;
  /** Called with the first day of the picked year when the popover closes on it. */
  onChange?: (value: CalendarDate | null) => void;
}

/**
 * A year field: its button opens 12 years per page with previous and next page buttons that stop
 * at the limits (spec doc 3 §5, §9).
 */
export function YearPicker({
  value,
  defaultValue = null,
  onChange,
  minValue,
  maxValue,
  ...props
}: YearPickerProps) {
  const intl = useKitIntl(dateMessages);
  const {
    committed,
    page: pageStart,
    setPage: setPageStart,
    isOpen,
    setOpen,
    setValue,
  } = usePeriodDraft({ value, defaultValue, onChange, minValue, maxValue, pageOfYear: yearPageStart });
  const yearName = useDateFormatter({ year: 'numeric', timeZone: DEFAULT_TIME_ZONE });
  const toDate = (year: number) => yearValue(year).toDate(DEFAULT_TIME_ZONE);

  const items = useMemo(
    () =>
      yearsOfPage(pageStart).map((year) => ({
        id: year,
        label: yearName.format(yearValue(year).toDate(DEFAULT_TIME_ZONE)),
        isDisabled: isYearOutsideLimits(year, minValue, maxValue),
      })),
    [yearName, pageStart, minValue, maxValue],
  );

  return (
    <PeriodPicker
      {...props}
      valueText={committed ? yearName.format(toDate(committed.year)) : null}
      heading={yearName.formatRange(toDate(pageStart), toDate(pageStart + YEARS_PER_PAGE - 1))}
      previousLabel={intl.formatMessage({ id: 'kit.dates.previousYears' })}
      nextLabel={intl.formatMessage({ id: 'kit.dates.nextYears' })}
      canGoPrevious={canGoToYearPage('previous', pageStart, minValue, maxValue)}
      canGoNext={canGoToYearPage('next', pageStart, minValue, maxValue)}
      onPrevious={() => setPageStart((start) => start - YEARS_PER_PAGE)}
      onNext={() => setPageStart((start) => start + YEARS_PER_PAGE)}
      items={items}
      selectedKey={committed?.year ?? null}
      onSelect={(year) => setValue(yearValue(year))}
      isOpen={isOpen}
      onOpenChange={setOpen}
      itemClassName={styles.year}
    />
  );
}
