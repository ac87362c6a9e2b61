import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components/Checkbox';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'style' | 'children'> {
  /** The visible label; without one, give an `aria-label`. */
  children?: ReactNode;
}

/**
 * A checkbox with an indeterminate state (a partial selection). It takes react-aria's `slot`, so
 * inside a table row `slot="selection"` makes it the row's selection checkbox.
 */
export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={styles.checkbox}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? (
              <svg viewBox="0 0 12 12" className={styles.mark}>
                <path d="M2.5 6h7" />
              </svg>
            ) : isSelected ? (
              <svg viewBox="0 0 12 12" className={styles.mark}>
                <path d="M2.5 6.2 5 8.7l4.5-5.4" />
              </svg>
            ) : null}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}
