import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * The draft rules of every picker (spec doc 3 §4 "Date filter"): while the calendar is open the
 * picked value is only a draft; it is committed (onChange) when the popover closes, once, and only
 * if it differs from the committed value. A change made while closed (typing in the field) commits
 * at once.
 */
export interface DraftState<T> {
  isOpen: boolean;
  /** The last committed value (the `value` prop when controlled). */
  committed: T;
  /** What the open picker shows; equal to `committed` while closed. */
  draft: T;
}

export type DraftEvent<T> = { type: 'open' } | { type: 'change'; value: T } | { type: 'close' };

export interface DraftStep<T> {
  state: DraftState<T>;
  /** Present when the step commits a value: the picker calls onChange with it. */
  commit?: { value: T };
}

export function stepDraft<T>(
  state: DraftState<T>,
  event: DraftEvent<T>,
  equals: (a: T, b: T) => boolean,
): DraftStep<T> {
  switch (event.type) {
    case 'open':
      if (state.isOpen) return { state };
      return { state: { isOpen: true, committed: state.committed, draft: state.committed } };
    case 'change':
      if (state.isOpen) return { state: { ...state, draft: event.value } };
      return equals(event.value, state.committed)
        ? { state }
        : {
            state: { isOpen: false, committed: event.value, draft: event.value },
            commit: { value: event.value },
          };
    case 'close':
      if (!state.isOpen) return { state };
      if (equals(state.draft, state.committed))
        return { state: { isOpen: false, committed: state.committed, draft: state.committed } };
      return {
        state: { isOpen: false, committed: state.draft, draft: state.draft },
        commit: { value: state.draft },
      };
  }
}

export interface DraftValueOptions<T> {
  value: T | undefined;
  defaultValue: T;
  onChange: ((value: T) => void) | undefined;
  equals: (a: T, b: T) => boolean;
}

export interface DraftValue<T> {
  isOpen: boolean;
  /** The value the picker shows: the draft while open, the committed value otherwise. */
  shown: T;
  setOpen: (isOpen: boolean) => void;
  setValue: (value: T) => void;
}

/** Draft-then-commit value state for a picker, controlled (`value`) or not (`defaultValue`). */
export function useDraftValue<T>({
  value,
  defaultValue,
  onChange,
  equals,
}: DraftValueOptions<T>): DraftValue<T> {
  const isControlled = value !== undefined;
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const committed = isControlled ? value : uncontrolled;
  const [view, setView] = useState<{ isOpen: boolean; draft: T }>({ isOpen: false, draft: committed });

  // react-aria fires a pick and the close it causes in one event handler, before React re-renders:
  // the latest state lives in refs so the close sees the draft the pick just made.
  const viewRef = useRef(view);
  const latest = useRef({ committed, onChange, equals, isControlled });
  useLayoutEffect(() => {
    latest.current = { committed, onChange, equals, isControlled };
  });

  const dispatch = useCallback((event: DraftEvent<T>) => {
    const current = latest.current;
    const step = stepDraft({ ...viewRef.current, committed: current.committed }, event, current.equals);
    viewRef.current = { isOpen: step.state.isOpen, draft: step.state.draft };
    setView(viewRef.current);
    if (step.commit) {
      const next = step.commit.value;
      current.committed = next;
      if (!current.isControlled) setUncontrolled(next);
      current.onChange?.(next);
    }
  }, []);

  const setOpen = useCallback(
    (isOpen: boolean) => dispatch(isOpen ? { type: 'open' } : { type: 'close' }),
    [dispatch],
  );
  const setValue = useCallback((next: T) => dispatch({ type: 'change', value: next }), [dispatch]);

  return { isOpen: view.isOpen, shown: view.isOpen ? view.draft : committed, setOpen, setValue };
}
