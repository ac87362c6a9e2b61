import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Schema } from 'yup';
import {
  isValidationError,
  toFieldErrors,
  validateToFieldErrors,
  type FieldErrors,
} from '../../validation/fieldErrors';
import { deepEqual } from './deepEqual';
import { useAutosave, type AutosaveState } from './useAutosave';

export type FormValues = Record<string, unknown>;

export interface UseFormOptions<Values extends FormValues> {
  initialValues: Values;
  /** A yup schema for the values; its messages show on the fields. */
  schema?: Schema;
  /**
   * Called with valid values on submit. A yup ValidationError it throws (e.g. a server-side check
   * turned into one) shows on the fields; any other error goes to `onError`.
   */
  onSubmit?: (values: Values) => unknown;
  /** Saves valid changes by itself after `delayMs` (default 1000), see useAutosave. */
  autosave?: { onSave: (values: Values) => unknown; delayMs?: number };
  /**
   * Receives errors that are not validation failures (from onSubmit or a schema test). Without
   * it they are rethrown while rendering, so the nearest error boundary shows them.
   */
  onError?: (error: unknown) => void;
}

/** What a text, number or text-area field needs: spread it onto TextField, NumberField, TextArea. */
export interface FieldBindings<Value> {
  name: string;
  value: Value;
  onChange: (value: Value) => void;
  onBlur: () => void;
  errorMessage: string | undefined;
}

/** What a Switch (or checkbox) needs. */
export interface ToggleBindings {
  name: string;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  onBlur: () => void;
  errorMessage: string | undefined;
}

export interface FormApi<Values extends FormValues> {
  values: Values;
  initialValues: Values;
  /** Every failing field's message for the current values (shown on fields once touched). */
  errors: FieldErrors;
  /** The current values passed the schema (false while they are being validated). */
  isValid: boolean;
  isValidating: boolean;
  isDirty: boolean;
  isSubmitting: boolean;
  submitCount: number;
  setValue: <Name extends keyof Values & string>(name: Name, value: Values[Name]) => void;
  setValues: (values: Values | ((previous: Values) => Values)) => void;
  /** The message to show on a field: once it has been left, or after a submit attempt. */
  fieldError: (name: string) => string | undefined;
  field: <Name extends keyof Values & string>(name: Name) => FieldBindings<Values[Name]>;
  toggleField: <Name extends keyof Values & string>(name: Name) => ToggleBindings;
  /** Validates and, when valid, calls onSubmit; resolves to whether it submitted. */
  submit: () => Promise<boolean>;
  reset: (values?: Values) => void;
  autosave: AutosaveState;
}

interface Validation<Values> {
  values: Values;
  errors: FieldErrors;
}

/**
 * Form state validated by a yup schema: values, per-field errors shown once a field is left or a
 * submit was tried, a submit blocked while invalid, and optional autosave.
 */
export function useForm<Values extends FormValues>({
  initialValues,
  schema,
  onSubmit,
  autosave,
  onError,
}: UseFormOptions<Values>): FormApi<Values> {
  const [values, setValuesState] = useState<Values>(initialValues);
  const [validation, setValidation] = useState<Validation<Values> | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitCount, setSubmitCount] = useState(0);
  const [isSubmitting, setSubmitting] = useState(false);
  const [serverErrors, setServerErrors] = useState<{ values: Values; errors: FieldErrors } | null>(null);
  const [fatal, setFatal] = useState<{ error: unknown } | null>(null);
  const valuesRef = useRef(values);
  const latest = useRef({ onSubmit, onError });
  useEffect(() => {
    valuesRef.current = values;
    latest.current = { onSubmit, onError };
  });

  const fail = useCallback((error: unknown) => {
    if (latest.current.onError) latest.current.onError(error);
    else setFatal({ error });
  }, []);
  // Re-validates when the values or the schema change. A schema written inline is a new object on
  // every render: an unchanged result keeps the previous state, so that cannot loop.
  useEffect(() => {
    if (!schema) return;
    let current = true;
    validateToFieldErrors(schema, values).then(
      (errors) => {
        if (!current) return;
        setValidation((previous) =>
          previous && previous.values === values && deepEqual(previous.errors, errors)
            ? previous
            : { values, errors },
        );
      },
      (error: unknown) => {
        if (current) fail(error);
      },
    );
    return () => {
      current = false;
    };
  }, [schema, values, fail]);

  const schemaErrors = useMemo<FieldErrors>(
    () => (schema ? (validation?.errors ?? {}) : {}),
    [schema, validation],
  );
  const isValidating = !!schema && validation?.values !== values;
  // Errors a submit brought back (server-side checks) stay until the values change.
  const errors = useMemo<FieldErrors>(
    () => ({ ...(serverErrors?.values === values ? serverErrors.errors : {}), ...schemaErrors }),
    [schemaErrors, serverErrors, values],
  );
  const isValid = !isValidating && Object.keys(errors).length === 0;

  const setValues = useCallback((next: Values | ((previous: Values) => Values)) => {
    setValuesState((previous) => (typeof next === 'function' ? next(previous) : next));
  }, []);
  const setValue = useCallback(
    <Name extends keyof Values & string>(name: Name, value: Values[Name]) =>
      setValuesState((previous) => ({ ...previous, [name]: value })),
    [],
  );
  const touch = useCallback(
    (name: string) => setTouched((previous) => (previous.has(name) ? previous : new Set(previous).add(name))),
    [],
  );
  const fieldError = useCallback(
    (name: string) => (submitCount > 0 || touched.has(name) ? errors[name] : undefined),
    [errors, submitCount, touched],
  );

  const submit = useCallback(async () => {
    setSubmitCount((count) => count + 1);
    const submitted = valuesRef.current;
    try {
      if (schema) {
        const found = await validateToFieldErrors(schema, submitted);
        setValidation((previous) =>
          previous && previous.values === submitted && deepEqual(previous.errors, found)
            ? previous
            : { values: submitted, errors: found },
        );
        if (Object.keys(found).length > 0) return false;
      }
      setSubmitting(true);
      await latest.current.onSubmit?.(submitted);
      return true;
    } catch (error) {
      if (isValidationError(error)) setServerErrors({ values: submitted, errors: toFieldErrors(error) });
      else fail(error);
      return false;
    } finally {
      setSubmitting(false);
    }
  }, [schema, fail]);

  const reset = useCallback(
    (next?: Values) => {
      setValuesState(next ?? initialValues);
      setTouched(new Set());
      setSubmitCount(0);
      setServerErrors(null);
    },
    [initialValues],
  );

  const autosaveState = useAutosave({
    values,
    initialValues,
    onSave: autosave?.onSave ?? noop,
    delayMs: autosave?.delayMs,
    isValid,
    enabled: !!autosave,
  });

  const field = useCallback(
    <Name extends keyof Values & string>(name: Name): FieldBindings<Values[Name]> => ({
      name,
      value: values[name],
      onChange: (value) => setValue(name, value),
      onBlur: () => touch(name),
      errorMessage: fieldError(name),
    }),
    [values, setValue, touch, fieldError],
  );
  const toggleField = useCallback(
    <Name extends keyof Values & string>(name: Name): ToggleBindings => ({
      name,
      isSelected: values[name] === true,
      onChange: (isSelected) => {
        setValue(name, isSelected as Values[Name]);
        touch(name);
      },
      onBlur: () => touch(name),
      errorMessage: fieldError(name),
    }),
    [values, setValue, touch, fieldError],
  );

  // Rethrown while rendering so that an error boundary receives it (event handlers and promises cannot).
  if (fatal) throw fatal.error;

  return {
    values,
    initialValues,
    errors,
    isValid,
    isValidating,
    isDirty: !deepEqual(values, initialValues),
    isSubmitting,
    submitCount,
    setValue,
    setValues,
    fieldError,
    field,
    toggleField,
    submit,
    reset,
    autosave: autosaveState,
  };
}

function noop() {}
