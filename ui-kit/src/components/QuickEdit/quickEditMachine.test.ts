import { describe, expect, it } from 'vitest';
import {
  actionOnLeave,
  canConfirm,
  initialQuickEditState,
  quickEditReducer,
  type QuickEditEvent,
  type QuickEditState,
} from './quickEditMachine';

const run = (events: QuickEditEvent[], from: QuickEditState = initialQuickEditState) =>
  events.reduce(quickEditReducer, from);

describe('the quick edit state machine', () => {
  it('starts in display mode and enters edit mode with the value as draft', () => {
    expect(initialQuickEditState.mode).toBe('display');
    expect(run([{ type: 'edit', text: '42' }])).toEqual({ mode: 'editing', draft: '42', error: null });
  });

  it('ignores edit and change events outside their mode', () => {
    const editing = run([{ type: 'edit', text: 'a' }]);
    expect(quickEditReducer(editing, { type: 'edit', text: 'b' })).toBe(editing);
    expect(quickEditReducer(initialQuickEditState, { type: 'change', draft: 'x' })).toBe(
      initialQuickEditState,
    );
  });

  it('keeps the validation result of the current draft only', () => {
    const state = run([
      { type: 'edit', text: '' },
      { type: 'change', draft: 'a' },
      { type: 'change', draft: 'ab' },
      { type: 'validated', draft: 'a', error: 'too short' },
    ]);
    expect(state.error).toBeNull();
    expect(quickEditReducer(state, { type: 'validated', draft: 'ab', error: 'too short' }).error).toBe(
      'too short',
    );
  });

  it('blocks submission while a validation error exists', () => {
    const invalid = run([
      { type: 'edit', text: '' },
      { type: 'validated', draft: '', error: 'This field is required.' },
    ]);
    expect(canConfirm(invalid)).toBe(false);
    expect(quickEditReducer(invalid, { type: 'submit' })).toBe(invalid);
    const fixed = run(
      [
        { type: 'change', draft: 'Acme' },
        { type: 'validated', draft: 'Acme', error: null },
      ],
      invalid,
    );
    expect(canConfirm(fixed)).toBe(true);
    expect(quickEditReducer(fixed, { type: 'submit' }).mode).toBe('submitting');
  });

  it('returns to display mode after a successful submit', () => {
    const state = run([{ type: 'edit', text: 'a' }, { type: 'submit' }, { type: 'submitted' }]);
    expect(state).toEqual(initialQuickEditState);
  });

  it('keeps edit mode open, with the message, after an asynchronous validation failure', () => {
    const state = run([
      { type: 'edit', text: 'a' },
      { type: 'change', draft: 'Sales' },
      { type: 'submit' },
      { type: 'rejected', error: 'This name is taken' },
    ]);
    expect(state).toEqual({ mode: 'editing', draft: 'Sales', error: 'This name is taken' });
    expect(canConfirm(state)).toBe(false);
    // Typing again clears nothing by itself: the new draft's validation decides.
    const retyped = run(
      [
        { type: 'change', draft: 'Sales EMEA' },
        { type: 'validated', draft: 'Sales EMEA', error: null },
      ],
      state,
    );
    expect(canConfirm(retyped)).toBe(true);
  });

  it('keeps the draft in edit mode without a message after another failure', () => {
    const state = run([{ type: 'edit', text: 'a' }, { type: 'submit' }, { type: 'failed' }]);
    expect(state).toEqual({ mode: 'editing', draft: 'a', error: null });
  });

  it('cancels back to display mode, dropping the draft', () => {
    const state = run([{ type: 'edit', text: 'a' }, { type: 'change', draft: 'b' }, { type: 'cancel' }]);
    expect(state).toEqual(initialQuickEditState);
    // A submit in flight cannot be cancelled.
    const submitting = run([{ type: 'edit', text: 'a' }, { type: 'submit' }]);
    expect(quickEditReducer(submitting, { type: 'cancel' })).toBe(submitting);
  });

  it('confirms on leaving the field unless a validation error exists', () => {
    expect(actionOnLeave(initialQuickEditState)).toBe('none');
    const editing = run([{ type: 'edit', text: 'a' }]);
    expect(actionOnLeave(editing)).toBe('confirm');
    expect(actionOnLeave(quickEditReducer(editing, { type: 'validated', draft: 'a', error: 'bad' }))).toBe(
      'stay',
    );
    expect(actionOnLeave(quickEditReducer(editing, { type: 'submit' }))).toBe('none');
  });
});
