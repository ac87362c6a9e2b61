import { useMemo, useState } from 'react';

import { useDateFormatter } from 'react-aria/useDateFormatter';
import { today, type CalendarDate } from '@internationalized/date';
import { DEFAULT_TIME_ZONE, isSameDateValue } from '../DatePicker/date-values';
import { useDraftValue } from '../DatePicker/draft';
import { clampYear } from '../MonthPicker/month-grid';
import { PeriodPicker, type PeriodFieldProps } from '../MonthPicker/PeriodPicker';
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
  const draft = useDraftValue<CalendarDate | null>({
    value,
    defaultValue,
    onChange,
    equals: isSameDateValue,
  });
  const committed = draft.shown;
  const initialPage = () =>
    yearPageStart(clampYear((committed ?? today(DEFAULT_TIME_ZONE)).year, minValue, maxValue));
  const [pageStart, setPageStart] = useState(initialPage);
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

  const setOpen = (isOpen: boolean) => {
    // Each opening shows the page of the picked year (or of this year), within the limits.
    if (isOpen) setPageStart(initialPage());
    draft.setOpen(isOpen);
  };

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
      onSelect={(year) => draft.setValue(yearValue(year))}
      isOpen={draft.isOpen}
      onOpenChange={setOpen}
      itemClassName={styles.year}
    />
  );
}
