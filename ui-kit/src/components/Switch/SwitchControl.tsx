import type { ReactNode } from 'react';
import { SwitchButton, SwitchField, type SwitchFieldProps } from 'react-aria-components/Switch';
import * as fieldStyles from '../../styles/field.css';
import { FieldHelp } from '../Field/Field';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<SwitchFieldProps, 'className' | 'style' | 'children'> {
  /** The setting it turns on or off, e.g. 'Show actual-forecast difference'. */
  label: ReactNode;
  description?: ReactNode;
  /** An error to show; it also marks the switch invalid. */
  errorMessage?: ReactNode;
}

/** A toggle for a setting that applies at once (role switch), with description and error. */
export function Switch({ label, description, errorMessage, isInvalid, ...props }: SwitchProps) {
  return (
    <SwitchField {...props} isInvalid={isInvalid ?? !!errorMessage} className={fieldStyles.field}>
      <SwitchButton className={styles.button}>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        {label}
      </SwitchButton>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </SwitchField>
  );
}
