import { useEffect, type ReactNode } from 'react';
import type { CheckboxProps as AriaCheckboxProps } from 'react-aria-components/Checkbox';
import { loadOnce } from '../../lazy/loadOnce';
import { ToggleStandIn, useToggleHandOver } from '../../lazy/ToggleStandIn';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'style' | 'children'> {
  /** The visible label; without one, give an `aria-label`. */
  children?: ReactNode;
}

/** react-aria's checkbox. */
export const checkboxControl = loadOnce(() => import('./CheckboxControl'));

/**
 * A checkbox with an indeterminate state (a partial selection). It takes react-aria's `slot`, so
 * inside a table row `slot="selection"` makes it the row's selection checkbox.
 *
 * Its first render is a light stand-in (a table's selection column draws one a row): the same
 * label, hidden input and box as react-aria's, which a click or Space already toggles (calling
 * onChange). react-aria's checkbox loads on hover or focus and takes the stand-in's place at the
 * first key pressed on it, with the focus and the state (an uncontrolled one's carries over as its
 * default) handed over. In a react-aria collection (a `slot`), whose state it reads, it is
 * react-aria's at once.
 */
export function Checkbox(props: CheckboxProps) {
  const { real, showReal, realProps, standIn } = useToggleHandOver(checkboxControl, 'checkbox', props);
  const inCollection = typeof props.slot === 'string';
  useEffect(() => {
    if (inCollection) showReal();
  }, [inCollection]); // eslint-disable-line react-hooks/exhaustive-deps -- showReal is new each render
  if (real) return <real.CheckboxControl {...props} {...realProps} />;
  // Its state is the collection's, which only react-aria's checkbox reads: nothing until then.
  if (inCollection) return null;

  const { children, isIndeterminate = false, isInvalid = false, isDisabled, isReadOnly, isRequired } = props;
  return (
    <ToggleStandIn
      className={styles.checkbox}
      indeterminate={isIndeterminate}
      invalid={isInvalid}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      isRequired={isRequired}
      input={{
        id: props.id,
        name: props.name,
        form: props.form,
        value: props.value,
        autoFocus: props.autoFocus,
        'aria-label': props['aria-label'],
        'aria-labelledby': props['aria-labelledby'],
        'aria-describedby': props['aria-describedby'],
        onFocus: props.onFocus,
        onBlur: props.onBlur,
      }}
      {...standIn}
    >
      <CheckboxBox isSelected={standIn.selected} isIndeterminate={isIndeterminate} />
      {children}
    </ToggleStandIn>
  );
}

/** The drawn box, ticked or with a dash (indeterminate). */
export function CheckboxBox({
  isSelected,
  isIndeterminate,
}: {
  isSelected: boolean;
  isIndeterminate: boolean;
}) {
  return (
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
  );
}
