import { useId, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import type { NumberFieldProps as AriaNumberFieldProps } from 'react-aria-components/NumberField';
import * as fieldStyles from '../../styles/field.css';
import * as styles from './NumberField.css';
import { loadOnce } from '../../lazy/loadOnce';
import { useAfterLoad } from '../../lazy/useAfterLoad';

export interface NumberFieldProps extends Omit<
  AriaNumberFieldProps,
  'className' | 'style' | 'children' | 'value' | 'defaultValue' | 'onChange'
> {
  label: ReactNode;
  description?: ReactNode;
  /** An error to show; it also marks the field invalid. */
  errorMessage?: ReactNode;
  placeholder?: string;
  /** The number, or null when empty (react-aria's NaN is turned into null). */
  value?: number | null;
  defaultValue?: number | null;
  /** Called with the parsed number once the user commits it (blur, Enter, stepper), null if cleared. */
  onChange?: (value: number | null) => void;
  /** Hides the increment and decrement buttons (arrow keys still step). */
  hideStepper?: boolean;
}

/** What the stand-in saw before react-aria's field was loaded, done again on it (NumberFieldControl). */
export interface NumberFieldReplay {
  focus: boolean;
  selection: [number, number] | null;
  /** The text typed, not yet committed; null when nothing was typed. */
  draft: string | null;
  /** Whether the text was committed (Enter, or the field was left). */
  commit: boolean;
  step: 'up' | 'down' | null;
}

/** react-aria's number field (its number parsing per locale). */
export const numberFieldControl = loadOnce(() => import('./NumberFieldControl'));

/**
 * react-aria's own words for a number field and its steppers in the kit's languages (its
 * `@react-aria/numberfield` strings; 'pt' is its pt-BR), so that the stand-in reads the same.
 */
const ARIA_WORDS: Record<string, { field: string; increase: string; decrease: string }> = {
  en: { field: 'Number field', increase: 'Increase {}', decrease: 'Decrease {}' },
  fr: { field: 'Champ de nombre', increase: 'Augmenter {}', decrease: 'Diminuer {}' },
  de: { field: 'Nummernfeld', increase: '{} erhöhen', decrease: '{} verringern' },
  es: { field: 'Campo de número', increase: 'Aumentar {}', decrease: 'Reducir {}' },
  it: { field: 'Campo numero', increase: 'Aumenta {}', decrease: 'Riduci {}' },
  pt: { field: 'Campo de número', increase: 'Aumentar {}', decrease: 'Diminuir {}' },
};

const emptyReplay = (): NumberFieldReplay => ({
  focus: false,
  selection: null,
  draft: null,
  commit: false,
  step: null,
});

/**
 * A labelled number input, parsed and formatted for the user's language (1 234,5 in French) by
 * react-aria, with optional currency/percent `formatOptions`, bounds and stepper buttons.
 *
 * Its first render is a light stand-in: a plain input showing the value formatted by the
 * browser's Intl.NumberFormat, looking and reading the same. react-aria's field (its number
 * parsing per locale) loads on hover and takes the stand-in's place on focus or a stepper press,
 * with the focus, caret and anything typed meanwhile: all parsing is react-aria's.
 */
export function NumberField(props: NumberFieldProps) {
  const [isReal, setReal] = useState(false);
  // Read by react-aria's field when it is shown, not when it has loaded: the stand-in may still
  // receive keys between the two.
  const pending = useRef<NumberFieldReplay>(emptyReplay());
  // Even when loaded, after the event at hand: the events it belongs to (focus, typing) end on the
  // stand-in, and are then replayed on react-aria's field.
  const afterLoad = useAfterLoad(numberFieldControl, 'number field', 'after the download');
  const loaded = numberFieldControl.loaded();

  const [committed, setCommitted] = useState<{ value: number | null } | null>(null);

  if (isReal && loaded) {
    const { NumberFieldControl } = loaded;
    const uncontrolled = props.value === undefined && committed ? { defaultValue: committed.value } : {};
    return <NumberFieldControl {...props} {...uncontrolled} replay={pending} />;
  }
  const swap = () => afterLoad(() => setReal(true));
  return (
    <NumberFieldStandIn
      {...props}
      pending={pending}
      committed={committed}
      onPreload={numberFieldControl.preload}
      onSwap={swap}
      onQuickCommit={(next, previous) => {
        if (props.value === undefined) setCommitted({ value: next });
        if (!Object.is(next, previous)) props.onChange?.(next);
      }}
    />
  );
}

function NumberFieldStandIn({
  label,
  description,
  errorMessage,
  placeholder,
  isInvalid,
  value,
  defaultValue,
  hideStepper = false,
  formatOptions,
  isDisabled,
  isReadOnly,
  isRequired,
  minValue,
  maxValue,
  step: stepSize,
  name,
  form,
  id,
  autoFocus,
  validationBehavior = 'native',
  'aria-label': ariaLabel,
  onBlur,
  pending,
  committed,
  onPreload,
  onSwap,
  onQuickCommit,
}: NumberFieldProps & {
  pending: RefObject<NumberFieldReplay>;
  committed: { value: number | null } | null;
  onPreload: () => void;
  onSwap: () => void;
  onQuickCommit: (value: number | null, previous: number | null) => void;
}) {
  const intl = useIntl();
  const [draft, setDraft] = useState<string | null>(null);
  const [initial] = useState(defaultValue);
  const number = value !== undefined ? value : committed ? committed.value : initial;
  const formatter = useMemo(
    () => new Intl.NumberFormat(intl.locale, formatOptions),
    [intl.locale, formatOptions],
  );
  const formatted = number == null || Number.isNaN(number) ? '' : formatter.format(number);
  const words = ARIA_WORDS[intl.locale.split('-')[0]!] ?? ARIA_WORDS.en!;
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const invalid = isInvalid ?? !!errorMessage;
  const describedBy = [description ? descriptionId : null, invalid && errorMessage ? errorId : null].filter(
    Boolean,
  );
  const fieldLabel = ariaLabel || (typeof label === 'string' ? label : '');
  const stepperLabel = (template: string) => template.replace('{}', fieldLabel).trim();
  const canStep = !isDisabled && !isReadOnly;
  const canIncrement = canStep && (number == null || maxValue === undefined || number < maxValue);
  const canDecrement = canStep && (number == null || minValue === undefined || number > minValue);

  // Text committed (Enter, leaving) before react-aria's field arrived: a whole number typed in a
  // field without format options, bounds or step is read at once, as react-aria would read it
  // (digits, an optional minus; empty is null), so that nothing waits on a slow download; any
  // other text is committed by react-aria's own parser once it is there (replay).
  const commitDraft = () => {
    const text = pending.current.draft;
    if (text === null) return;
    const plain =
      !formatOptions && minValue === undefined && maxValue === undefined && stepSize === undefined;
    if (!plain || (text !== '' && !/^-?\d{1,15}$/.test(text))) {
      pending.current.commit = true;
      return;
    }
    pending.current.draft = null;
    pending.current.commit = false;
    setDraft(null);
    onQuickCommit(text === '' ? null : Number(text), number == null || Number.isNaN(number) ? null : number);
  };

  const step = (direction: 'up' | 'down') => {
    pending.current.step = direction;
    pending.current.focus = true;
    onSwap();
  };
  const stepper = (direction: 'up' | 'down', enabled: boolean) => (
    <button
      type="button"
      tabIndex={-1}
      className={styles.stepper}
      aria-label={stepperLabel(direction === 'up' ? words.increase : words.decrease)}
      aria-labelledby={fieldLabel ? undefined : `${inputId}-${direction} ${labelId}`}
      id={fieldLabel ? undefined : `${inputId}-${direction}`}
      aria-controls={inputId}
      disabled={!enabled}
      data-disabled={!enabled || undefined}
      onPointerEnter={onPreload}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => step(direction)}
    >
      {direction === 'up' ? '+' : '−'}
    </button>
  );

  return (
    <div
      className={fieldStyles.field}
      data-invalid={invalid || undefined}
      data-disabled={isDisabled || undefined}
      data-required={isRequired || undefined}
    >
      <label id={labelId} htmlFor={inputId} className={fieldStyles.label}>
        {label}
        {isRequired ? (
          <span aria-hidden="true" className={fieldStyles.required}>
            *
          </span>
        ) : null}
      </label>
      <div
        role="group"
        className={styles.group}
        aria-disabled={isDisabled || undefined}
        aria-invalid={invalid || undefined}
        data-invalid={invalid || undefined}
        data-disabled={isDisabled || undefined}
        onPointerEnter={onPreload}
      >
        <input
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          className={`${fieldStyles.input} ${styles.input}`}
          aria-roledescription={words.field}
          aria-label={ariaLabel}
          aria-labelledby={label ? labelId : undefined}
          aria-describedby={describedBy.length ? describedBy.join(' ') : undefined}
          aria-invalid={invalid || undefined}
          data-invalid={invalid || undefined}
          data-disabled={isDisabled || undefined}
          required={isRequired && validationBehavior === 'native'}
          aria-required={isRequired && validationBehavior !== 'native' ? true : undefined}
          disabled={isDisabled}
          readOnly={isReadOnly}
          autoFocus={autoFocus}
          placeholder={placeholder}
          value={draft ?? formatted}
          onChange={(event) => {
            pending.current.draft = event.target.value;
            setDraft(event.target.value);
          }}
          onSelect={(event) => {
            const { selectionStart, selectionEnd } = event.currentTarget;
            if (selectionStart !== null && selectionEnd !== null) {
              pending.current.selection = [selectionStart, selectionEnd];
            }
          }}
          onFocus={() => {
            pending.current.focus = true;
            onSwap();
          }}
          onBlur={(event) => {
            pending.current.focus = false;
            commitDraft();
            // As react-aria's field does once the value is committed (a form marks it visited).
            onBlur?.(event);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitDraft();
            if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
              event.preventDefault();
              if (canStep) pending.current.step = event.key === 'ArrowUp' ? 'up' : 'down';
            }
          }}
        />
        {hideStepper ? null : (
          <>
            {stepper('down', canDecrement)}
            {stepper('up', canIncrement)}
          </>
        )}
      </div>
      {description ? (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
      {invalid && errorMessage ? (
        <div id={errorId} className={fieldStyles.error}>
          {errorMessage}
        </div>
      ) : null}
      {name ? (
        <input type="hidden" name={name} form={form} value={formatted === '' ? '' : String(number)} />
      ) : null}
    </div>
  );
}
