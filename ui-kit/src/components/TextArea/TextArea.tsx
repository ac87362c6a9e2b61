import type { ReactNode } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components/TextField';
import { TextArea as AriaTextArea } from 'react-aria-components/TextArea';
import * as fieldStyles from '../../styles/field.css';
import { FieldHelp, FieldLabel } from '../Field/Field';
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
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <AriaTextArea
        className={`${fieldStyles.input} ${styles.textArea}`}
        placeholder={placeholder}
        rows={rows}
      />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
