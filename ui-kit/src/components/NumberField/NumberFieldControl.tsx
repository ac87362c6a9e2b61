import { useLayoutEffect, useRef, type RefObject } from 'react';
import { NumberField as AriaNumberField } from 'react-aria-components/NumberField';
import { Group } from 'react-aria-components/Group';
import { Input } from 'react-aria-components/Input';
import { Button } from 'react-aria-components/Button';
import * as fieldStyles from '../../styles/field.css';
import { FieldHelp, FieldLabel } from '../Field/Field';
import * as styles from './NumberField.css';
import type { NumberFieldProps, NumberFieldReplay } from './NumberField';

const toAria = (value: number | null | undefined) => (value === null ? Number.NaN : value);

/**
 * What the stand-in saw before this field was loaded, done again on it once shown so that no
 * keystroke, caret or press is lost: the focus and selection, the text typed (react-aria checks it
 * as if typed), then Enter (the stand-in was left or Enter pressed: react-aria commits the text,
 * parsing it exactly) and a step. Read when this field is shown, and done in a microtask: after
 * React's commit (react-aria commits a press of Enter with flushSync) and before any later event
 * (a key, the focus leaving) reaches the field, which would otherwise find it without the text.
 */
function useReplay(
  inputRef: RefObject<HTMLInputElement | null>,
  pending: RefObject<NumberFieldReplay> | undefined,
) {
  const done = useRef(false);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!pending || !input || done.current) return;
    done.current = true;
    const replay = { ...pending.current };
    if (replay.focus) input.focus();
    queueMicrotask(() => {
      if (!input.isConnected) return;
      if (replay.draft !== null) {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, replay.draft);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }
      if (replay.selection && document.activeElement === input) input.setSelectionRange(...replay.selection);
      const key = (name: string) =>
        input.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
      if (replay.commit) key('Enter');
      if (replay.step) key(replay.step === 'up' ? 'ArrowUp' : 'ArrowDown');
    });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, on mount
}

/**
 * react-aria's number field, parsed and formatted for the user's language (1 234,5 in French),
 * with optional currency/percent `formatOptions`, bounds and stepper buttons. The kit's
 * NumberField shows it in place of its stand-in once loaded.
 */
export function NumberFieldControl({
  label,
  description,
  errorMessage,
  placeholder,
  isInvalid,
  value,
  defaultValue,
  onChange,
  hideStepper = false,
  replay,
  ...props
}: NumberFieldProps & { replay?: RefObject<NumberFieldReplay> }) {
  const inputRef = useRef<HTMLInputElement>(null);
  useReplay(inputRef, replay);
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
        <Input ref={inputRef} className={`${fieldStyles.input} ${styles.input}`} placeholder={placeholder} />
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
