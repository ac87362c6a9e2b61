import { useCallback, useEffect, useReducer, useRef, useState, type ReactNode } from 'react';

import { Input } from 'react-aria-components/Input';
import { Focusable, Tooltip, TooltipTrigger } from 'react-aria-components/Tooltip';
import type { Schema } from 'yup';
import { isValidationError } from '../../validation/fieldErrors';
import { Button } from '../Button/Button';
import * as fieldStyles from '../../styles/field.css';
import { actionOnLeave, canConfirm, initialQuickEditState, quickEditReducer } from './quickEditMachine';
import * as styles from './QuickEdit.css';
import { useKitIntl } from '../../i18n/useKitIntl';
import { formMessages } from '../../i18n/catalogue/forms';

export interface QuickEditProps<Value> {
  /** What the value is (e.g. 'Team name'): the input's accessible name and the Edit button's. */
  label: string;
  value: Value;
  /** Validates the parsed draft; its message shows in a tooltip and blocks submission. */
  schema?: Schema;
  /**
   * Saves the new value (the schema's cast of the parsed draft). If it rejects with a validation
   * error (see getValidationMessage) edit mode stays open with that message.
   */
  onSubmit: (value: Value) => unknown;
  /** How display mode shows the value; defaults to its text. */
  formatValue?: (value: Value) => ReactNode;
  /** The value as editable text; defaults to String(value), '' for null and undefined. */
  toText?: (value: Value) => string;
  /** Turns the draft text into the value the schema checks; defaults to the text itself. */
  parse?: (text: string) => unknown;
  /**
   * The message of an asynchronous validation failure thrown by onSubmit, or undefined for any
   * other error. Defaults to the message of a yup ValidationError.
   */
  getValidationMessage?: (error: unknown) => string | undefined;
  /**
   * Receives the errors of onSubmit that are not validation failures. Without it they are
   * rethrown while rendering, so the nearest error boundary shows them (a rejected promise in an
   * event handler would otherwise be lost).
   */
  onError?: (error: unknown) => void;
  /** Enter edit mode when focus enters the cell (its Edit button); on by default, per the spec. */
  editOnFocus?: boolean;
  isDisabled?: boolean;
  placeholder?: string;
}

const defaultToText = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const identity = (text: string) => text;
const yupMessage = (error: unknown) =>
  isValidationError(error) ? (error.errors[0] ?? error.message) : undefined;

type Checked = { ok: true; value: unknown } | { ok: false; error: string };

/**
 * Inline quick edit (spec doc 3 §4, §5): shows a value with an Edit button; clicking Edit or
 * focusing the cell switches to an input. Enter or Confirm submits, leaving the field confirms
 * unless the value is invalid, Escape or Cancel restores the value. The value is validated against
 * `schema` as the user types, the message shown in a tooltip, and submission blocked meanwhile.
 */
export function QuickEdit<Value>({
  label,
  value,
  schema,
  onSubmit,
  formatValue,
  toText = defaultToText,
  parse = identity,
  getValidationMessage = yupMessage,
  onError,
  editOnFocus = true,
  isDisabled = false,
  placeholder,
}: QuickEditProps<Value>) {
  const intl = useKitIntl(formMessages);
  const [state, dispatch] = useReducer(quickEditReducer, initialQuickEditState);
  const [fatal, setFatal] = useState<{ error: unknown } | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const stateRef = useRef(state);
  const busy = useRef(false);
  const restoreFocus = useRef(false);
  const ignoreFocus = useRef(false);
  const pointerDown = useRef(false);
  const latest = useRef({ schema, parse, onSubmit, onError, getValidationMessage, text: toText(value) });
  useEffect(() => {
    stateRef.current = state;
    latest.current = { schema, parse, onSubmit, onError, getValidationMessage, text: toText(value) };
  });

  const report = useCallback((error: unknown) => {
    if (latest.current.onError) latest.current.onError(error);
    else setFatal({ error });
  }, []);

  const check = useCallback(async (draft: string): Promise<Checked> => {
    const { schema: rules, parse: toValue } = latest.current;
    const candidate = toValue(draft);
    if (!rules) return { ok: true, value: candidate };
    try {
      return { ok: true, value: await rules.validate(candidate) };
    } catch (error) {
      if (isValidationError(error)) return { ok: false, error: error.errors[0] ?? error.message };
      throw error;
    }
  }, []);

  // Validate as the user types, so the tooltip and the blocked Confirm follow the draft.
  const { mode, draft } = state;
  useEffect(() => {
    if (mode !== 'editing') return;
    let current = true;
    check(draft).then(
      (result) => {
        if (current) dispatch({ type: 'validated', draft, error: result.ok ? null : result.error });
      },
      (error: unknown) => {
        if (current) report(error);
      },
    );
    return () => {
      current = false;
    };
  }, [mode, draft, check, report]);

  const confirm = useCallback(
    async (how: 'explicit' | 'leave') => {
      const current = stateRef.current;
      if (current.mode !== 'editing' || busy.current) return;
      restoreFocus.current = how === 'explicit';
      if (current.draft === latest.current.text) {
        dispatch({ type: 'cancel' }); // nothing changed: nothing to submit
        return;
      }
      busy.current = true;
      try {
        const result = await check(current.draft);
        if (stateRef.current.draft !== current.draft) return; // typed on meanwhile
        if (!result.ok) {
          dispatch({ type: 'validated', draft: current.draft, error: result.error });
          return;
        }
        dispatch({ type: 'validated', draft: current.draft, error: null });
        dispatch({ type: 'submit' });
        try {
          await latest.current.onSubmit(result.value as Value);
          dispatch({ type: 'submitted' });
        } catch (error) {
          const message = latest.current.getValidationMessage(error);
          if (message !== undefined) {
            dispatch({ type: 'rejected', error: message });
            inputRef.current?.focus();
          } else {
            dispatch({ type: 'failed' });
            report(error);
          }
        }
      } catch (error) {
        report(error);
      } finally {
        busy.current = false;
      }
    },
    [check, report],
  );

  const cancel = useCallback(() => {
    restoreFocus.current = true;
    dispatch({ type: 'cancel' });
  }, []);

  // Escape cancels. Listening on window in the capture phase runs before the tooltip's own
  // Escape handler (on document), which would otherwise swallow the key while an error shows.
  useEffect(() => {
    if (mode !== 'editing') return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !rootRef.current?.contains(document.activeElement)) return;
      event.preventDefault();
      event.stopPropagation();
      cancel();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [mode, cancel]);

  // Back in display mode after Confirm, Enter or Escape, focus returns to the Edit button
  // without that focus re-entering edit mode.
  useEffect(() => {
    if (mode !== 'display' || !restoreFocus.current) return;
    restoreFocus.current = false;
    ignoreFocus.current = true;
    editButtonRef.current?.focus();
    ignoreFocus.current = false;
  }, [mode]);

  if (fatal) throw fatal.error;

  const edit = () => {
    if (!isDisabled) dispatch({ type: 'edit', text: latest.current.text });
  };

  if (mode === 'display') {
    return (
      <div
        ref={rootRef}
        className={styles.root}
        data-mode="display"
        // A press on Edit also focuses it: that press enters edit mode on release, not the focus,
        // or the button would vanish under the pointer mid-click and the new input lose focus.
        onPointerDownCapture={() => {
          pointerDown.current = true;
          const release = () => {
            pointerDown.current = false;
          };
          document.addEventListener('pointerup', release, { once: true, capture: true });
          document.addEventListener('pointercancel', release, { once: true, capture: true });
        }}
        onFocus={() => {
          if (editOnFocus && !ignoreFocus.current && !pointerDown.current) edit();
        }}
      >
        <span className={styles.value}>{formatValue ? formatValue(value) : toText(value)}</span>
        <Button
          ref={editButtonRef}
          variant="ghost"
          size="small"
          aria-label={intl.formatMessage({ id: 'kit.forms.quickEdit.edit' }, { label })}
          isDisabled={isDisabled}
          onPress={edit}
        >
          <PencilIcon />
        </Button>
      </div>
    );
  }

  const submitting = mode === 'submitting';
  return (
    <div
      ref={rootRef}
      className={styles.root}
      data-mode={mode}
      aria-busy={submitting || undefined}
      onBlur={() => {
        // Decide once focus has settled: moving to Confirm or Cancel is not leaving the field.
        setTimeout(() => {
          const root = rootRef.current;
          if (!root || root.contains(document.activeElement)) return; // unmounted, or focus stayed inside
          if (actionOnLeave(stateRef.current) === 'confirm') void confirm('leave');
        }, 0);
      }}
    >
      <TooltipTrigger isOpen={!!state.error} trigger="focus" delay={0}>
        <Focusable>
          <Input
            ref={inputRef}
            className={`${fieldStyles.input} ${styles.input}`}
            aria-label={label}
            aria-invalid={state.error ? true : undefined}
            placeholder={placeholder}
            value={draft}
            readOnly={submitting}
            autoFocus
            onFocus={(event) => event.currentTarget.select()}
            onChange={(event) => dispatch({ type: 'change', draft: event.currentTarget.value })}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              void confirm('explicit');
            }}
          />
        </Focusable>
        <Tooltip placement="bottom start" offset={6} className={styles.tooltip}>
          {state.error}
        </Tooltip>
      </TooltipTrigger>
      <Button
        variant="ghost"
        size="small"
        aria-label={intl.formatMessage({ id: 'kit.forms.quickEdit.confirm' })}
        isDisabled={!canConfirm(state)}
        onPress={() => void confirm('explicit')}
      >
        <CheckIcon />
      </Button>
      <Button
        variant="ghost"
        size="small"
        aria-label={intl.formatMessage({ id: 'kit.forms.quickEdit.cancel' })}
        isDisabled={submitting}
        onPress={cancel}
      >
        <CrossIcon />
      </Button>
    </div>
  );
}

function PencilIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      aria-hidden="true"
    >
      <path d="M11 2.5l2.5 2.5L5.5 13H3v-2.5z" strokeLinejoin="round" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      aria-hidden="true"
    >
      <path d="M3 8.5l3 3 7-7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function CrossIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      aria-hidden="true"
    >
      <path d="M4 4l8 8M12 4l-8 8" strokeLinecap="round" />
    </svg>
  );
}
