import { useId, useState } from 'react';

import { Button } from 'react-aria-components/Button';
import { PopoverSurface } from '../Popover/PopoverSurface';
import { Dialog, DialogTrigger } from 'react-aria-components/Dialog';

import { ListBox, ListBoxItem, type Selection } from 'react-aria-components/ListBox';
import { VisuallyHidden } from 'react-aria/VisuallyHidden';
import { today, type CalendarDate, type DateValue } from '@internationalized/date';
import * as fieldStyles from '../../styles/field.css';
import type { PickerFieldProps } from '../DatePicker/DatePicker';
import { DEFAULT_TIME_ZONE, isSameDateValue } from '../DatePicker/date-values';
import { useDraftValue } from '../DatePicker/draft';
import { clampYear } from './month-grid';
import { CalendarIcon, ChevronIcon } from '../DatePicker/icons';
import * as pickerStyles from '../DatePicker/DatePicker.css';
import * as styles from './MonthPicker.css';
import { useKitIntl } from '../../i18n/useKitIntl';
import { dateMessages } from '../../i18n/catalogue/dates';

export interface PeriodItem {
  id: number;
  label: string;
  isDisabled: boolean;
}

/** The field props the month and year pickers share (no typing in them, so no read-only or required). */
export type PeriodFieldProps = Omit<PickerFieldProps, 'isReadOnly' | 'isRequired'>;

export interface PeriodDraftOptions {
  value: CalendarDate | null | undefined;
  defaultValue: CalendarDate | null;
  onChange: ((value: CalendarDate | null) => void) | undefined;
  minValue: DateValue | undefined;
  maxValue: DateValue | undefined;
  /** The page of the grid showing a year: the year itself (months), or the first year of its page. */
  pageOfYear: (year: number) => number;
}

/**
 * The month and year pickers' state: the committed period (its first day) as a draft, and the page
 * the open grid shows. Each opening shows the page of the picked period (or of this year), within
 * the limits.
 */
export function usePeriodDraft({
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  pageOfYear,
}: PeriodDraftOptions) {
  const draft = useDraftValue<CalendarDate | null>({
    value,
    defaultValue,
    onChange,
    equals: isSameDateValue,
  });
  const committed = draft.shown;
  const initialPage = () =>
    pageOfYear(clampYear((committed ?? today(DEFAULT_TIME_ZONE)).year, minValue, maxValue));
  const [page, setPage] = useState(initialPage);
  const setOpen = (isOpen: boolean) => {
    if (isOpen) setPage(initialPage());
    draft.setOpen(isOpen);
  };
  return { committed, page, setPage, isOpen: draft.isOpen, setOpen, setValue: draft.setValue };
}

export interface PeriodPickerProps extends Omit<PeriodFieldProps, 'minValue' | 'maxValue'> {
  /** The picked period as shown on the button; null shows 'Pick a date'. */
  valueText: string | null;
  /** What the open grid shows: a year, or a page of years. */
  heading: string;
  previousLabel: string;
  nextLabel: string;
  canGoPrevious: boolean;
  canGoNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  items: PeriodItem[];
  selectedKey: number | null;
  onSelect: (key: number) => void;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  itemClassName: string;
}

/**
 * A field whose button opens a grid of periods (the months of a year, or a page of years) with
 * previous and next navigation. The grid is a react-aria ListBox laid out as a grid: arrow keys move
 * in two dimensions, Enter or Space picks, typing jumps to a name.
 */
export function PeriodPicker({
  label,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  description,
  errorMessage,
  isInvalid,
  isDisabled,
  autoFocus,
  id,
  valueText,
  heading,
  previousLabel,
  nextLabel,
  canGoPrevious,
  canGoNext,
  onPrevious,
  onNext,
  items,
  selectedKey,
  onSelect,
  isOpen,
  onOpenChange,
  itemClassName,
}: PeriodPickerProps) {
  const intl = useKitIntl(dateMessages);
  const pickDate = intl.formatMessage({ id: 'kit.dates.pickDate' });
  const ids = { label: useId(), value: useId(), heading: useId(), description: useId(), error: useId() };
  const invalid = isInvalid ?? !!errorMessage;
  // The button reads '<label>, <value>'. Without a label it is named by aria-label, or by 'Pick a
  // date', which the button itself shows while nothing is picked.
  const hiddenName = label == null && !ariaLabelledBy ? (ariaLabel ?? (valueText ? pickDate : null)) : null;
  const labelledBy = [ariaLabelledBy, label != null || hiddenName != null ? ids.label : null, ids.value]
    .filter(Boolean)
    .join(' ');
  const describedBy =
    [description ? ids.description : null, invalid && errorMessage ? ids.error : null]
      .filter(Boolean)
      .join(' ') || undefined;

  const select = (keys: Selection) => {
    if (keys === 'all') return;
    const [key] = keys;
    if (key == null) return;
    onSelect(Number(key));
    onOpenChange(false);
  };

  return (
    <div className={fieldStyles.field}>
      {label != null ? (
        <span id={ids.label} className={fieldStyles.label}>
          {label}
        </span>
      ) : hiddenName != null ? (
        <VisuallyHidden id={ids.label}>{hiddenName}</VisuallyHidden>
      ) : null}
      <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
        <Button
          id={id}
          className={`${styles.trigger} ${invalid ? styles.triggerInvalid : ''}`}
          aria-labelledby={labelledBy}
          aria-describedby={describedBy}
          isDisabled={isDisabled}
          autoFocus={autoFocus}
        >
          <span id={ids.value} className={valueText ? undefined : styles.placeholder}>
            {valueText ?? pickDate}
          </span>
          <CalendarIcon />
        </Button>
        <PopoverSurface maxHeight={null} placement="bottom start" className={pickerStyles.popover}>
          <Dialog className={pickerStyles.dialog} aria-labelledby={labelledBy}>
            <header className={pickerStyles.calendarHeader}>
              <Button
                className={pickerStyles.iconButton}
                aria-label={previousLabel}
                isDisabled={!canGoPrevious}
                onPress={onPrevious}
              >
                <ChevronIcon direction="previous" />
              </Button>
              <h2 id={ids.heading} className={pickerStyles.heading} aria-live="polite">
                {heading}
              </h2>
              <Button
                className={pickerStyles.iconButton}
                aria-label={nextLabel}
                isDisabled={!canGoNext}
                onPress={onNext}
              >
                <ChevronIcon direction="next" />
              </Button>
            </header>
            <ListBox
              aria-labelledby={ids.heading}
              className={styles.grid}
              layout="grid"
              items={items}
              selectionMode="single"
              disallowEmptySelection
              selectedKeys={selectedKey == null ? [] : [selectedKey]}
              disabledKeys={items.filter((item) => item.isDisabled).map((item) => item.id)}
              onSelectionChange={select}
              autoFocus
            >
              {(item) => (
                <ListBoxItem id={item.id} textValue={item.label} className={itemClassName}>
                  {item.label}
                </ListBoxItem>
              )}
            </ListBox>
          </Dialog>
        </PopoverSurface>
      </DialogTrigger>
      {description ? (
        <span id={ids.description} className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
      {invalid && errorMessage ? (
        <span id={ids.error} className={fieldStyles.error}>
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
