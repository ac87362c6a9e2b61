import type { ReactNode } from 'react';

import { Label } from 'react-aria-components/Label';
import { ProgressBar } from 'react-aria-components/ProgressBar';
import { formatPercent } from '../../format/number';
import { clampProgress } from './clampProgress';
import * as styles from './Progress.css';
import { useKitIntl } from '../../i18n/useKitIntl';
import { formatMessages } from '../../i18n/catalogue/format';

export interface ProgressProps {
  /** Progress as a ratio; clamped between 0 and 1 (spec doc 3 §9), so 1.7 shows as full. */
  value: number | string | null | undefined;
  /** A visible label ('Quota attainment'); without one, screen readers hear 'Progress'. */
  label?: ReactNode;
  /** The accessible name when there is no visible label. */
  'aria-label'?: string;
  /** Show the value as text next to the bar (a percent to 2 decimals); true by default. */
  showValue?: boolean;
}

/** A progress bar (react-aria ProgressBar): label, bar and percent, its value clamped to 0–1. */
export function Progress({ value, label, 'aria-label': ariaLabel, showValue = true }: ProgressProps) {
  const intl = useKitIntl(formatMessages);
  const clamped = clampProgress(value);
  const valueText = formatPercent(clamped, intl.locale);
  return (
    <ProgressBar
      className={styles.progress}
      value={clamped}
      minValue={0}
      maxValue={1}
      valueLabel={valueText}
      aria-label={label ? undefined : (ariaLabel ?? intl.formatMessage({ id: 'kit.format.progress' }))}
    >
      {({ percentage }) => (
        <>
          {label || showValue ? (
            <div className={styles.header}>
              {label ? <Label className={styles.label}>{label}</Label> : null}
              {showValue ? <span className={styles.value}>{valueText}</span> : null}
            </div>
          ) : null}
          <div className={styles.track}>
            <div className={styles.fill} style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </ProgressBar>
  );
}
