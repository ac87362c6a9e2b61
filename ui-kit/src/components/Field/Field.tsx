import type { ReactNode } from 'react';
import { Label } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import { FieldError } from 'react-aria-components/FieldError';
import * as styles from './Field.css';

export interface FieldLabelProps {
  children: ReactNode;
  /** Adds the required mark (an asterisk hidden from screen readers: the input says it is required). */
  isRequired?: boolean;
}

/** The visible label of a react-aria field (text, number, select, date…), placed before its control. */
export function FieldLabel({ children, isRequired }: FieldLabelProps) {
  return (
    <Label className={styles.label}>
      {children}
      {isRequired ? (
        <span aria-hidden="true" className={styles.required}>
          *
        </span>
      ) : null}
    </Label>
  );
}

export interface FieldHelpProps {
  description?: ReactNode;
  /** The error to show; react-aria shows it (or the native validation message) while the field is invalid. */
  errorMessage?: ReactNode;
}

/** What follows a react-aria field's control: its description, then its error message. */
export function FieldHelp({ description, errorMessage }: FieldHelpProps) {
  return (
    <>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </>
  );
}
