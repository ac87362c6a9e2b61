import { useCallback, useEffect, useRef, useState } from 'react';
import type { Schema } from 'yup';
import { deepEqual } from './deepEqual';

/** Spec doc 3 §5: forms with autosave save after this delay (ms) when values differ from the initial ones. */
export const AUTOSAVE_DELAY_MS = 1000;

/**
 * idle: nothing to save; pending: a change waits for the delay; saving: onSave runs;
 * saved: the last save succeeded; error: the last save failed.
 */
export type AutosaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

export interface UseAutosaveOptions<Values> {
  values: Values;
  /** The values as loaded; nothing is saved while the values deeply equal them. */
  initialValues: Values;
  onSave: (values: Values) => unknown;
  /** Quiet time after the last change before saving. */
  delayMs?: number;
  /** False while the values are invalid (or not yet validated): nothing is saved then. */
  isValid?: boolean;
  /** When given, the values are validated against it again just before saving. */
  schema?: Schema;
  /** Turns autosave off without unmounting (e.g. while the form is read-only). */
  enabled?: boolean;
}

export interface AutosaveState {
  enabled: boolean;
  status: AutosaveStatus;
  /** What the last failed save threw. */
  error: unknown;
  /** Saves a waiting change now (e.g. before navigating away). */
  flush: () => void;
}

/**
 * Saves the values `delayMs` after they last changed, when they are valid and differ (deeply) from
 * the initial ones, or from the last saved ones after a save, so reverting a saved change saves
 * the revert. New `initialValues` (deeply different, e.g. refetched after a save) become the
 * reference again. A change pending when the component unmounts is dropped unless `flush` ran.
 */
export function useAutosave<Values>({
  values,
  initialValues,
  onSave,
  delayMs = AUTOSAVE_DELAY_MS,
  isValid = true,
  schema,
  enabled = true,
}: UseAutosaveOptions<Values>): AutosaveState {
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const [error, setError] = useState<unknown>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const scheduled = useRef<{ values: Values } | null>(null);
  const reference = useRef<{ initial: Values; saved: { values: Values; seq: number } | null }>({
    initial: initialValues,
    saved: null,
  });
  const settled = useRef<AutosaveStatus>('idle');
  const lastSeq = useRef(0);
  const latest = useRef({ onSave, schema });
  useEffect(() => {
    latest.current = { onSave, schema };
  });

  // A finished save shows its outcome unless a newer change already waits (it stays 'pending').
  const settle = useCallback((next: AutosaveStatus) => {
    settled.current = next;
    if (!scheduled.current) setStatus(next);
  }, []);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    scheduled.current = null;
  }, []);

  const save = useCallback(
    async (next: Values) => {
      cancel();
      const seq = ++lastSeq.current;
      const { onSave: persist, schema: check } = latest.current;
      if (check && !(await check.isValid(next))) {
        if (seq === lastSeq.current) settle(settled.current);
        return;
      }
      setStatus('saving');
      try {
        await persist(next);
        const saved = reference.current.saved;
        if (!saved || saved.seq < seq) reference.current.saved = { values: next, seq };
        if (seq !== lastSeq.current) return; // a later save owns the status
        setError(null);
        settle('saved');
      } catch (failure) {
        if (seq !== lastSeq.current) return;
        setError(failure);
        settle('error');
      }
    },
    [cancel, settle],
  );

  useEffect(() => {
    if (!deepEqual(reference.current.initial, initialValues))
      reference.current = { initial: initialValues, saved: null };
    const { initial, saved } = reference.current;
    const unchanged = deepEqual(values, saved ? saved.values : initial);
    if (!enabled || !isValid || unchanged) {
      if (scheduled.current) {
        cancel();
        setStatus(settled.current);
      }
      return;
    }
    // A re-render with the same values keeps the running countdown.
    if (scheduled.current && deepEqual(scheduled.current.values, values)) return;
    cancel();
    scheduled.current = { values };
    setStatus('pending');
    timer.current = setTimeout(() => void save(values), delayMs);
  }, [values, initialValues, enabled, isValid, delayMs, cancel, save]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const flush = useCallback(() => {
    if (scheduled.current) void save(scheduled.current.values);
  }, [save]);

  return { enabled, status, error, flush };
}
