/**
 * The inline quick edit's states (spec doc 3 §4 "Inline quick edit", §5 "Quick edit"), kept free of
 * React so every transition is unit-tested:
 * display → editing (Edit pressed or the cell focused) → submitting (confirmed with a valid draft)
 * → display on success; back to editing with the message on an asynchronous validation failure;
 * back to editing without one on any other failure (that error goes to the error handler).
 */
export type QuickEditMode = 'display' | 'editing' | 'submitting';

export interface QuickEditState {
  mode: QuickEditMode;
  /** The text being edited. */
  draft: string;
  /** The validation message of the draft, shown in the tooltip; null when valid or unchecked. */
  error: string | null;
}

export type QuickEditEvent =
  | { type: 'edit'; text: string }
  | { type: 'change'; draft: string }
  | { type: 'validated'; draft: string; error: string | null }
  | { type: 'submit' }
  | { type: 'submitted' }
  | { type: 'rejected'; error: string }
  | { type: 'failed' }
  | { type: 'cancel' };

export const initialQuickEditState: QuickEditState = { mode: 'display', draft: '', error: null };

export function quickEditReducer(state: QuickEditState, event: QuickEditEvent): QuickEditState {
  switch (event.type) {
    case 'edit':
      return state.mode === 'display' ? { mode: 'editing', draft: event.text, error: null } : state;
    case 'change':
      return state.mode === 'editing' ? { ...state, draft: event.draft } : state;
    case 'validated':
      // A result for an older draft (the user typed on meanwhile) is stale.
      if (state.mode !== 'editing' || event.draft !== state.draft || event.error === state.error)
        return state;
      return { ...state, error: event.error };
    case 'submit':
      return state.mode === 'editing' && state.error === null ? { ...state, mode: 'submitting' } : state;
    case 'submitted':
      return state.mode === 'submitting' ? initialQuickEditState : state;
    case 'rejected':
      return state.mode === 'submitting' ? { ...state, mode: 'editing', error: event.error } : state;
    case 'failed':
      return state.mode === 'submitting' ? { ...state, mode: 'editing' } : state;
    case 'cancel':
      return state.mode === 'editing' ? initialQuickEditState : state;
  }
}

/** Confirm is offered only while editing a draft without a known validation error. */
export function canConfirm(state: QuickEditState): boolean {
  return state.mode === 'editing' && state.error === null;
}

/** Leaving the field confirms it, unless a validation error exists (then edit mode stays open). */
export function actionOnLeave(state: QuickEditState): 'confirm' | 'stay' | 'none' {
  if (state.mode !== 'editing') return 'none';
  return state.error === null ? 'confirm' : 'stay';
}
