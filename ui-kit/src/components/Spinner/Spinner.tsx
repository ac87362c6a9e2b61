import * as styles from './Spinner.css';
import { useKitIntl } from '../../i18n/useKitIntl';

/** Spec doc 3 §9: spinners come in 24, 32 and 40 px. */
export const SPINNER_SIZES = [24, 32, 40] as const;
export type SpinnerSize = (typeof SPINNER_SIZES)[number];

export interface SpinnerProps {
  size?: SpinnerSize;
  /** What is loading, for screen readers; 'Loading…' by default. */
  label?: string;
}

/** An indeterminate progress indicator; it slows down for users who prefer reduced motion. */
export function Spinner({ size = 32, label }: SpinnerProps) {
  const intl = useKitIntl();
  return (
    <span
      role="progressbar"
      aria-label={label ?? intl.formatMessage({ id: 'kit.loading' })}
      data-size={size}
      className={styles.spinner}
      style={{ width: size, height: size }}
    />
  );
}
