import type { RefObject } from 'react';
import { useTakeOverFocus } from '../../lazy/ToggleStandIn';
import { SwitchButton, SwitchField } from 'react-aria-components/Switch';
import * as fieldStyles from '../../styles/field.css';
import { FieldHelp } from '../Field/Field';
import type { SwitchProps } from './Switch';
import * as styles from './Switch.css';

/**
 * react-aria's switch, with description and error. The kit's Switch shows it in place of its
 * stand-in once focused, with the focus handed over (`takeOver.current` true: the stand-in had it).
 */
export function SwitchControl({
  label,
  description,
  errorMessage,
  isInvalid,
  takeOver,
  ...props
}: SwitchProps & { takeOver?: RefObject<boolean> }) {
  const fieldRef = useTakeOverFocus(takeOver);
  return (
    <SwitchField
      ref={fieldRef as RefObject<HTMLDivElement>}
      {...props}
      isInvalid={isInvalid ?? !!errorMessage}
      className={fieldStyles.field}
    >
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
