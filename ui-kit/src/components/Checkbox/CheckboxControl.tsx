import type { RefObject } from 'react';
import { useTakeOverFocus } from '../../lazy/ToggleStandIn';
import { Checkbox as AriaCheckbox } from 'react-aria-components/Checkbox';
import { CheckboxBox, type CheckboxProps } from './Checkbox';
import * as styles from './Checkbox.css';

/**
 * react-aria's checkbox. The kit's Checkbox shows it in place of its stand-in at the first key
 * pressed on it, with the focus handed over (`takeOver.current` true: the stand-in had it), and
 * at once inside react-aria's collections (`slot`), which set its state themselves.
 */
export function CheckboxControl({
  children,
  takeOver,
  ...props
}: CheckboxProps & { takeOver?: RefObject<boolean> }) {
  const ref = useTakeOverFocus(takeOver);
  return (
    <AriaCheckbox {...props} ref={ref as RefObject<HTMLLabelElement>} className={styles.checkbox}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <CheckboxBox isSelected={isSelected} isIndeterminate={isIndeterminate} />
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}
