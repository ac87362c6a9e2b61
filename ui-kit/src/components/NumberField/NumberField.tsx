import type { ReactNode } from 'react';
import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components/NumberField';
import { Group } from 'react-aria-components/Group';
import { Input } from 'react-aria-components/Input';
import { Button } from 'react-aria-components/Button';
import * as fieldStyles from '../../styles/field.css';
import { FieldHelp, FieldLabel } from '../Field/Field';
import * as styles from './NumberField.css';

export interface NumberFieldProps extends Omit<
  AriaNumberFieldProps,
  'className' | 'style' | 'children' | 'value' | 'defaultValue' | 'onChange'
> {
  label: ReactNode;
  description?: ReactNode;
  /** An error to show; it also marks the field invalid. */
  errorMessage?: ReactNode;
  placeholder?: string;
  /** The number, or null when empty (react-aria's NaN is turned into null). */
  value?: number | null;
  defaultValue?: number | null;
  /** Called with the parsed number once the user commits it (blur, Enter, stepper), null if cleared. */
  onChange?: (value: number | null) => void;
  /** Hides the increment and decrement buttons (arrow keys still step). */
  hideStepper?: boolean;
}

const toAria = (value: number | null | undefined) => (value === null ? Number.NaN : value);

/**
 * A labelled number input, parsed and formatted for the user's language (1 234,5 in French) by
 * react-aria, with optional currency/percent `formatOptions`, bounds and stepper buttons.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  isInvalid,
  value,
  defaultValue,
  onChange,
  hideStepper = false,
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField
      {...props}
      value={toAria(value)}
      defaultValue={toAria(defaultValue)}
      onChange={onChange ? (next) => onChange(Number.isNaN(next) ? null : next) : undefined}
      isInvalid={isInvalid ?? !!errorMessage}
      className={fieldStyles.field}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={styles.group}>
        <Input className={`${fieldStyles.input} ${styles.input}`} placeholder={placeholder} />
        {hideStepper ? null : (
          <>
            <Button slot="decrement" className={styles.stepper}>
              −
            </Button>
            <Button slot="increment" className={styles.stepper}>
              +
            </Button>
          </>
        )}
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
