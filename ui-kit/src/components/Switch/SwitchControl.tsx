import { useLayoutEffect, useRef, type RefObject } from 'react';
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
  const fieldRef = useRef<HTMLDivElement>(null);
  const done = useRef(false);
  useLayoutEffect(() => {
    if (!takeOver?.current || done.current) return;
    done.current = true;
    fieldRef.current?.querySelector('input')?.focus();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, on mount
  return (
    <SwitchField
      ref={fieldRef}
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
