import type { ReactNode } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components/TextField';
import { Label } from 'react-aria-components/Label';
import { TextArea as AriaTextArea } from 'react-aria-components/TextArea';
import { Text } from 'react-aria-components/Text';
import { FieldError } from 'react-aria-components/FieldError';
import * as fieldStyles from '../../styles/field.css';
import * as styles from './TextArea.css';

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'type'> {
  label: ReactNode;
  description?: ReactNode;
  /** An error to show; it also marks the field invalid. */
  errorMessage?: ReactNode;
  placeholder?: string;
  /** Visible lines before it scrolls (the user may resize it taller). */
  rows?: number;
}

/** A labelled multi-line text input with an optional description and error message. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 3,
  isInvalid,
  ...props
}: TextAreaProps) {
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
      <AriaTextArea
        className={`${fieldStyles.input} ${styles.textArea}`}
        placeholder={placeholder}
        rows={rows}
      />
      {description ? (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
