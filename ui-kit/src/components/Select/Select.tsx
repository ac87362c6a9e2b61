import type { ReactNode } from 'react';
import type { SelectFieldCommonProps } from './SelectField';
import { DeferredSelectField } from './DeferredSelectField';
import { singleValueLabel, type SelectOption, type SelectOptionValue } from './options';
import * as styles from './Select.css';

export interface SelectProps extends SelectFieldCommonProps {
  /** The chosen option's value (controlled); null when none is chosen. */
  value?: SelectOptionValue | null;
  /** The initially chosen option's value (uncontrolled). */
  defaultValue?: SelectOptionValue | null;
  onChange?: (value: SelectOptionValue | null) => void;
}

function renderSingle(chosen: SelectOption[], placeholder: string): ReactNode {
  const option = chosen[0];
  if (!option) return placeholder;
  return (
    <>
      {option.icon ? (
        <span className={styles.icon} aria-hidden="true">
          {option.icon}
        </span>
      ) : null}
      <span className={styles.valueText}>{singleValueLabel(option)}</span>
    </>
  );
}

/**
 * A form field choosing one option (spec doc 3 §5): searchable past 6 options, 150 options shown at
 * a time, clearable by default, keyboard-operable and submitted with forms under `name`. Its first
 * render is a light stand-in; react-aria's select loads on first hover, focus or press.
 */
export function Select(props: SelectProps) {
  return <DeferredSelectField {...props} mode="single" renderValue={renderSingle} />;
}
