import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import type { SelectFieldCommonProps } from '../Select/SelectField';
import { DeferredSelectField } from '../Select/DeferredSelectField';
import {
  fitChips,
  multiValueLabel,
  overflowCount,
  type SelectOption,
  type SelectOptionValue,
} from '../Select/options';
import * as styles from './MultiSelect.css';
import { useKitIntl } from '../../i18n/useKitIntl';
import { selectMessages } from '../../i18n/catalogue/select';

export interface MultiSelectProps extends SelectFieldCommonProps {
  /** The chosen options' values (controlled). */
  value?: readonly SelectOptionValue[];
  /** The initially chosen options' values (uncontrolled). */
  defaultValue?: readonly SelectOptionValue[];
  onChange?: (value: SelectOptionValue[]) => void;
  /** Show at most this many chips; the others are counted in the '+N' chip. */
  maxChips?: number;
}

/**
 * A form field choosing several options (spec doc 3 §5): the chosen ones show as chips, and those
 * that do not fit the width (or pass `maxChips`) as a '+N' chip. Searchable past 5 options. Its
 * first render is a light stand-in; react-aria's select loads on first hover, focus or press.
 */
export function MultiSelect({ maxChips, ...props }: MultiSelectProps) {
  const intl = useKitIntl(selectMessages);
  // Inside the trigger, for screen readers: every chosen option by its full label.
  const renderValue = useCallback(
    (chosen: SelectOption[], placeholder: string) =>
      chosen.length === 0 ? (
        placeholder
      ) : (
        <VisuallyHidden>
          {intl.formatList(
            chosen.map((o) => o.label),
            { type: 'conjunction' },
          )}
        </VisuallyHidden>
      ),
    [intl],
  );
  // Over the trigger, for the eyes: the chips. They sit outside the button so that its name stays
  // the full list above rather than chip labels and a bare '+N'.
  const renderOverlay = useCallback(
    (chosen: SelectOption[]) =>
      chosen.length === 0 ? null : <ChosenChips chosen={chosen} maxChips={maxChips} />,
    [maxChips],
  );
  return (
    <DeferredSelectField {...props} mode="multiple" renderValue={renderValue} renderOverlay={renderOverlay} />
  );
}

function ChosenChips({ chosen, maxChips }: { chosen: SelectOption[]; maxChips: number | undefined }) {
  const intl = useKitIntl(selectMessages);
  const rowRef = useRef<HTMLSpanElement>(null);
  const measureRef = useRef<HTMLSpanElement>(null);
  const total = chosen.length;
  const [shown, setShown] = useState(() => Math.min(total, maxChips ?? total));
  const chosenKey = chosen.map((o) => String(o.value)).join('\u0000');

  const measure = useCallback(() => {
    const row = rowRef.current;
    const layer = measureRef.current;
    if (!row || !layer) return;
    const widthOf = (el: Element | null) => el?.getBoundingClientRect().width ?? 0;
    setShown(
      fitChips({
        chipWidths: Array.from(layer.querySelectorAll('[data-chip]'), widthOf),
        availableWidth: row.clientWidth,
        gap: parseFloat(getComputedStyle(row).columnGap) || 0,
        overflowWidth: widthOf(layer.querySelector('[data-overflow]')),
        maxChips,
      }),
    );
  }, [maxChips]);

  // Re-measure when the chosen values change and whenever the trigger is resized.
  useLayoutEffect(measure, [measure, chosenKey]);
  useEffect(() => {
    const row = rowRef.current;
    if (!row || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => measure());
    observer.observe(row);
    return () => observer.disconnect();
  }, [measure]);

  const hidden = overflowCount(total, Math.min(shown, total));
  const overflowLabel = (count: number) => intl.formatMessage({ id: 'kit.select.overflow' }, { count });
  const chip = (option: SelectOption, measured: boolean) => (
    <span key={String(option.value)} className={styles.chip} data-chip={measured || undefined}>
      {multiValueLabel(option)}
    </span>
  );
  return (
    <span className={styles.overlay} aria-hidden="true">
      <span ref={rowRef} className={styles.chips} data-chips>
        {chosen.slice(0, total - hidden).map((o) => chip(o, false))}
        {hidden > 0 ? <span className={styles.overflowChip}>{overflowLabel(hidden)}</span> : null}
        <span ref={measureRef} className={styles.measure}>
          {chosen.map((o) => chip(o, true))}
          <span className={styles.overflowChip} data-overflow>
            {overflowLabel(total)}
          </span>
        </span>
      </span>
    </span>
  );
}
