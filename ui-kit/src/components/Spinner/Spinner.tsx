import { useIntl } from 'react-intl';
import * as styles from './Spinner.css';

/** Spec doc 3 §9: spinners come in 24, 32 and 40 px. */
export type SpinnerSize = 24 | 32 | 40;

export interface SpinnerProps {
  size?: SpinnerSize;
  /** What is loading, for screen readers; 'Loading…' by default. */
  label?: string;
}

export function Spinner({ size = 32, label }: SpinnerProps) {
  const intl = useIntl();
  return (
    <span
      role="progressbar"
      aria-label={label ?? intl.formatMessage({ id: 'kit.loading' })}
      className={styles.spinner}
      style={{ width: size, height: size }}
    />
  );
}
