import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button as AriaButton, ButtonContext } from 'react-aria-components/Button';
import * as fieldStyles from '../../styles/field.css';
import { visuallyHidden } from '../../styles/controls.css';
import { ChevronIcon, ClearIcon } from './icons';
import type { OpenRequest, SelectFieldCommonProps } from './SelectField';
import type { SelectMode, SelectOption, SelectOptionValue } from './options';
import * as styles from './Select.css';
import { useKitIntl } from '../../i18n/useKitIntl';
import { selectMessages } from '../../i18n/catalogue/select';

export interface SelectStandInProps extends SelectFieldCommonProps {
  mode: SelectMode;
  /** The chosen options, in order. */
  chosen: SelectOption[];
  /** Whether a value is chosen, even one no option has (it can be cleared then too). */
  hasValue: boolean;
  renderValue: (chosen: SelectOption[], placeholder: string) => ReactNode;
  renderOverlay?: (chosen: SelectOption[]) => ReactNode;
  /** A press or opening key: load react-aria's select and open it. */
  onOpen: (request: OpenRequest) => void;
  /** Focus: load react-aria's select and let it take the focus. */
  onFocus: () => void;
  /** The focus left before react-aria's select was shown. */
  onFocusLeft: () => void;
  /** Hover: start loading react-aria's select. */
  onPreload: () => void;
  /** 'Clear value' was pressed. */
  onClear: () => void;
  /** A form's submission showed the field's native validation (required and empty). */
  onValidationShown: () => void;
}

/** The keys that open react-aria's select from its trigger, with where they put the focus. */
const OPENING_KEYS: Record<string, OpenRequest | undefined> = {
  Enter: 'first',
  ' ': 'first',
  ArrowDown: 'first',
  ArrowUp: 'last',
};

/**
 * What a select shows until it is first opened: its label, trigger (the chosen value or the
 * placeholder, the chevron), clear button, description and error, drawn as react-aria's select
 * draws them and named the same way (the trigger reads its value, then its label), with the value
 * held in hidden inputs for a form. It carries none of react-aria's select, list box or popover
 * code: its first press loads them (DeferredSelectField), and the real select takes its place.
 */
export function SelectStandIn({
  mode,
  chosen,
  hasValue,
  renderValue,
  renderOverlay,
  onOpen,
  onFocus,
  onFocusLeft,
  onPreload,
  onClear,
  onValidationShown,
  label,
  'aria-label': ariaLabel,
  description,
  errorMessage,
  isInvalid,
  isDisabled,
  isRequired,
  name,
  form,
  id,
  autoFocus,
  placeholder,
  isClearable = true,
  validationBehavior = 'native',
  onBlur,
}: SelectStandInProps) {
  const intl = useKitIntl(selectMessages);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [nativeError, setNativeError] = useState<string | null>(null);
  const labelId = useId();
  const valueId = useId();
  const triggerId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const placeholderText = placeholder ?? intl.formatMessage({ id: 'kit.select.placeholder' });
  const empty = chosen.length === 0;
  const invalid = (isInvalid ?? (errorMessage ? true : undefined)) || nativeError !== null;
  const shownError = invalid ? (errorMessage ?? nativeError) : null;
  const describedBy = [description ? descriptionId : null, shownError ? errorId : null].filter(Boolean);
  const labelledBy = [valueId, label ? labelId : ariaLabel ? triggerId : null].filter(Boolean);

  const onKeyDown = (event: KeyboardEvent) => {
    const request = OPENING_KEYS[event.key];
    if (!request || event.altKey) return;
    event.preventDefault();
    event.stopPropagation();
    onOpen(request);
  };

  return (
    <div
      className={styles.field}
      id={id}
      data-invalid={invalid || undefined}
      data-disabled={isDisabled || undefined}
      data-required={isRequired || undefined}
    >
      {label ? (
        // react-aria's select labels its trigger with a span: pressing it focuses the trigger.
        <span id={labelId} className={fieldStyles.label} onClick={() => triggerRef.current?.focus()}>
          {label}
          {isRequired ? (
            <span aria-hidden="true" className={fieldStyles.required}>
              *
            </span>
          ) : null}
        </span>
      ) : null}
      <div className={styles.control}>
        <AriaButton
          ref={triggerRef}
          id={triggerId}
          className={styles.trigger}
          aria-haspopup="listbox"
          aria-expanded={false}
          aria-label={label ? undefined : ariaLabel}
          aria-labelledby={labelledBy.join(' ')}
          aria-describedby={describedBy.length ? describedBy.join(' ') : undefined}
          isDisabled={isDisabled}
          autoFocus={autoFocus}
          // A mouse opens it on press start (react-aria's select does too), touch on release;
          // a screen reader's click opens it with the focus on the first option.
          onPressStart={(event) => {
            if (event.pointerType === 'mouse' || event.pointerType === 'pen') onOpen('open');
          }}
          onPress={(event) => {
            if (event.pointerType === 'touch') onOpen('open');
            else if (event.pointerType === 'virtual') onOpen('first');
          }}
          onKeyDown={onKeyDown}
          onHoverStart={onPreload}
          onFocus={onFocus}
          onBlur={() => {
            onFocusLeft();
            onBlur?.();
          }}
        >
          <span id={valueId} className={styles.value} data-placeholder={empty || undefined}>
            {renderValue(chosen, placeholderText)}
          </span>
        </AriaButton>
        {renderOverlay ? renderOverlay(chosen) : null}
        {isClearable && !isDisabled && hasValue ? (
          <ButtonContext.Provider value={null}>
            <AriaButton
              className={styles.clearButton}
              aria-label={intl.formatMessage({ id: 'kit.select.clearValue' })}
              onPress={() => {
                onClear();
                triggerRef.current?.focus();
              }}
            >
              <ClearIcon />
            </AriaButton>
          </ButtonContext.Provider>
        ) : null}
        <span className={styles.chevron} aria-hidden="true">
          <ChevronIcon />
        </span>
      </div>
      {description ? (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
      {shownError ? (
        <div id={errorId} className={fieldStyles.error}>
          {shownError}
        </div>
      ) : null}
      {name || (isRequired && validationBehavior === 'native') ? (
        <HiddenValue
          name={name}
          form={form}
          values={chosen.map((o) => o.value)}
          isMultiple={mode === 'multiple'}
          isRequired={!!isRequired && validationBehavior === 'native'}
          isDisabled={isDisabled}
          onInvalid={(message, focus) => {
            setNativeError(message);
            onValidationShown();
            if (focus) triggerRef.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}

/**
 * What a form reads of the select, as react-aria's hidden select holds it: a native select under
 * `name` with the chosen values ('' while a single select is empty, nothing while a multiple one
 * is), required when the field is (an empty one then keeps the form from being submitted and says
 * why, shown as the field's error, the trigger taking the focus).
 */
function HiddenValue({
  name,
  form,
  values,
  isMultiple,
  isRequired,
  isDisabled,
  onInvalid,
}: {
  name: string | undefined;
  form: string | undefined;
  values: SelectOptionValue[];
  isMultiple: boolean;
  isRequired: boolean;
  isDisabled: boolean | undefined;
  onInvalid: (message: string, focus: boolean) => void;
}) {
  const keys = values.map(String);
  return (
    <div aria-hidden="true" className={visuallyHidden} data-a11y-ignore="aria-hidden-focus">
      <select
        tabIndex={-1}
        name={name}
        form={form}
        multiple={isMultiple}
        required={isRequired}
        disabled={isDisabled}
        value={isMultiple ? keys : (keys[0] ?? '')}
        onChange={() => {}}
        onInvalid={(event) => {
          const select = event.currentTarget;
          event.preventDefault();
          // The focus goes to the form's first invalid field (validity, not :invalid, which
          // checks each field again and fires this event anew).
          const first = Array.from(select.form?.elements ?? [select]).find(
            (element) => 'validity' in element && !(element as HTMLSelectElement).validity.valid,
          );
          onInvalid(select.validationMessage, first === select);
        }}
      >
        <option value="">{'\u00A0'}</option>
        {keys.map((key) => (
          <option key={key} value={key} />
        ))}
      </select>
    </div>
  );
}
