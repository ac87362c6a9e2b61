import { useLayoutEffect, useRef, type RefObject } from 'react';
import { TextField as AriaTextField } from 'react-aria-components/TextField';
import { Input } from 'react-aria-components/Input';
import * as fieldStyles from '../../styles/field.css';
import { FieldHelp, FieldLabel } from '../Field/Field';
import type { TextFieldProps, TextFieldTakeOver } from './TextField';

/**
 * react-aria's text field: a labelled input with an optional description and error message (the
 * native validation message too, once shown). The kit's TextField shows it in place of its
 * stand-in once focused, with the focus and the caret (or selection) handed over.
 */
export function TextFieldControl({
  label,
  description,
  errorMessage,
  placeholder,
  isInvalid,
  takeOver,
  ...props
}: TextFieldProps & { takeOver?: RefObject<TextFieldTakeOver> }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const done = useRef(false);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!takeOver || !input || done.current) return;
    done.current = true;
    const { focus, selection } = takeOver.current;
    if (!focus) return;
    input.focus();
    // Only when it differs from where the focus put it.
    if (
      selection &&
      document.activeElement === input &&
      (input.selectionStart !== selection[0] || input.selectionEnd !== selection[1])
    ) {
      input.setSelectionRange(...selection);
    }
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, on mount
  return (
    <AriaTextField {...props} isInvalid={isInvalid ?? !!errorMessage} className={fieldStyles.field}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Input ref={inputRef} className={fieldStyles.input} placeholder={placeholder} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
