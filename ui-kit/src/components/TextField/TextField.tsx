import type { ReactNode } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components/TextField';
import { Label } from 'react-aria-components/Label';
import { Input } from 'react-aria-components/Input';
import { Text } from 'react-aria-components/Text';
import { FieldError } from 'react-aria-components/FieldError';
import * as fieldStyles from '../../styles/field.css';
import * as styles from './TextField.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children'> {
  label: ReactNode;
  description?: ReactNode;
  /** An error to show; it also marks the field invalid. */
  errorMessage?: ReactNode;
  placeholder?: string;
}

/** A labelled text input with an optional description and error message. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  isInvalid,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} isInvalid={isInvalid ?? !!errorMessage} className={fieldStyles.field}>
      <Label className={fieldStyles.label}>
        {label}
        {props.isRequired ? (
          <span aria-hidden="true" className={styles.required}>
            *
          </span>
        ) : null}
      </Label>
      <Input className={fieldStyles.input} placeholder={placeholder} />
      {description ? (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
