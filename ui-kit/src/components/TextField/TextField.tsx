import { useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components/TextField';
import * as fieldStyles from '../../styles/field.css';
import { loadOnce } from '../../lazy/loadOnce';
import { useAfterLoad } from '../../lazy/useAfterLoad';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children'> {
  label: ReactNode;
  description?: ReactNode;
  /** An error to show; it also marks the field invalid. */
  errorMessage?: ReactNode;
  placeholder?: string;
}

/** What react-aria's field does again when it takes the stand-in's place (TextFieldControl). */
export interface TextFieldTakeOver {
  focus: boolean;
  /** The caret or selection in the stand-in when it gave way. */
  selection: [number, number] | null;
}

/** react-aria's text field. */
export const textFieldControl = loadOnce(() => import('./TextFieldControl'));

/**
 * A labelled text input with an optional description and error message.
 *
 * Its first render is a light stand-in: a plain input labelled, described and marked as
 * react-aria's is, which already takes what is typed (calling onChange). react-aria's field loads
 * on hover and takes the stand-in's place when it is focused, with the focus, the caret and the
 * text (an uncontrolled field's text carries over as its default) handed over.
 */
export function TextField(props: TextFieldProps) {
  const [isReal, setReal] = useState(false);
  const takeOver = useRef<TextFieldTakeOver>({ focus: false, selection: null });
  const isControlled = props.value !== undefined;
  const [uncontrolled, setUncontrolled] = useState(props.defaultValue ?? '');
  const afterLoad = useAfterLoad(textFieldControl, 'text field');
  const loaded = textFieldControl.loaded();

  if (isReal && loaded) {
    const { TextFieldControl } = loaded;
    return isControlled ? (
      <TextFieldControl {...props} takeOver={takeOver} />
    ) : (
      <TextFieldControl {...props} defaultValue={uncontrolled} takeOver={takeOver} />
    );
  }
  // A task later: what the event at hand started (a press that focused the input, placing the
  // caret, a key typed) ends on the stand-in.
  const swap = () =>
    afterLoad(() => {
      if (takeOver.current.focus) setReal(true);
    });
  return (
    <TextFieldStandIn
      {...props}
      text={isControlled ? (props.value ?? '') : uncontrolled}
      takeOver={takeOver}
      onText={(text) => {
        if (!isControlled) setUncontrolled(text);
        props.onChange?.(text);
      }}
      onPreload={textFieldControl.preload}
      onSwap={swap}
    />
  );
}

function TextFieldStandIn({
  label,
  description,
  errorMessage,
  placeholder,
  isInvalid,
  isDisabled,
  isReadOnly,
  isRequired,
  validationBehavior = 'native',
  name,
  form,
  id,
  type = 'text',
  inputMode,
  autoComplete,
  autoFocus,
  maxLength,
  minLength,
  pattern,
  spellCheck,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  'aria-describedby': ariaDescribedBy,
  onFocus,
  onBlur,
  text,
  takeOver,
  onText,
  onPreload,
  onSwap,
}: TextFieldProps & {
  text: string;
  takeOver: RefObject<TextFieldTakeOver>;
  onText: (text: string) => void;
  onPreload: () => void;
  onSwap: () => void;
}) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  // Where the caret is, kept as it moves (the input event included: React renders react-aria's
  // field some time after the swap was asked, and a key typed meanwhile still lands here).
  const keepCaret = (input: HTMLInputElement) => {
    const { selectionStart, selectionEnd } = input;
    takeOver.current.selection =
      selectionStart !== null && selectionEnd !== null ? [selectionStart, selectionEnd] : null;
  };
  // A form's submission shows the browser's message for a required field left empty, as
  // react-aria's field does (until the field is edited).
  const [nativeError, setNativeError] = useState<string | null>(null);
  // As react-aria's input: data-focused while focused (the field's focus outline).
  const [focused, setFocused] = useState(false);
  const invalid = isInvalid ?? (!!errorMessage || nativeError !== null);
  const error = errorMessage ?? nativeError;
  const describedBy = [
    ariaDescribedBy,
    description ? descriptionId : null,
    invalid && error ? errorId : null,
  ].filter(Boolean);
  const labelledBy = [ariaLabelledBy, label ? labelId : null].filter(Boolean);
  return (
    <div
      className={fieldStyles.field}
      data-invalid={invalid || undefined}
      data-disabled={isDisabled || undefined}
      data-readonly={isReadOnly || undefined}
      data-required={isRequired || undefined}
    >
      {label ? (
        <label id={labelId} htmlFor={inputId} className={fieldStyles.label}>
          {label}
          {isRequired ? (
            <span aria-hidden="true" className={fieldStyles.required}>
              *
            </span>
          ) : null}
        </label>
      ) : null}
      <input
        id={inputId}
        type={type}
        name={name}
        form={form}
        className={fieldStyles.input}
        placeholder={placeholder}
        inputMode={inputMode}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        maxLength={maxLength}
        minLength={minLength}
        pattern={pattern}
        spellCheck={spellCheck as 'true' | 'false' | undefined}
        disabled={isDisabled}
        readOnly={isReadOnly}
        required={(isRequired && validationBehavior === 'native') || undefined}
        aria-required={isRequired && validationBehavior !== 'native' ? true : undefined}
        aria-invalid={invalid || undefined}
        aria-label={ariaLabel}
        aria-labelledby={labelledBy.length ? labelledBy.join(' ') : undefined}
        aria-describedby={describedBy.length ? describedBy.join(' ') : undefined}
        data-invalid={invalid || undefined}
        data-disabled={isDisabled || undefined}
        data-focused={focused || undefined}
        // As react-aria's: no native tooltip with the validation message.
        title=""
        value={text}
        onChange={(event) => {
          setNativeError(null);
          keepCaret(event.target);
          onText(event.target.value);
        }}
        onSelect={(event) => keepCaret(event.currentTarget)}
        onInvalid={(event) => {
          if (validationBehavior !== 'native') return;
          event.preventDefault();
          setNativeError(event.currentTarget.validationMessage || null);
        }}
        onPointerEnter={onPreload}
        onFocus={(event) => {
          takeOver.current.focus = true;
          setFocused(true);
          keepCaret(event.currentTarget);
          onPreload();
          onFocus?.(event);
        }}
        onBlur={(event) => {
          takeOver.current.focus = false;
          setFocused(false);
          onBlur?.(event);
        }}
        // The first key pressed in it: the key acts here (typed text stays), then react-aria's field
        // takes over. Not the focus alone: a dialog focusing its first field, or a script filling
        // it, keeps the stand-in (and the element a test found).
        onKeyDown={onSwap}
      />
      {description ? (
        <span id={descriptionId} slot="description" className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
      {invalid && error ? (
        <span id={errorId} slot="errorMessage" className={fieldStyles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
