import { describe, expect, it } from 'vitest';
import { stepDraft, type DraftState } from './draft';

const equals = (a: string | null, b: string | null) => a === b;
const closed = (committed: string | null): DraftState<string | null> => ({
  isOpen: false,
  committed,
  draft: committed,
});

describe('the draft rules', () => {
  it('starts the draft from the committed value when the calendar opens', () => {
    const { state, commit } = stepDraft(closed('2024-01-15'), { type: 'open' }, equals);
    expect(state).toEqual({ isOpen: true, committed: '2024-01-15', draft: '2024-01-15' });
    expect(commit).toBeUndefined();
  });

  it('keeps picks made while open as a draft, without committing', () => {
    const open = stepDraft(closed(null), { type: 'open' }, equals).state;
    const first = stepDraft(open, { type: 'change', value: 'a' }, equals);
    const second = stepDraft(first.state, { type: 'change', value: 'b' }, equals);
    expect(first.commit).toBeUndefined();
    expect(second.commit).toBeUndefined();
    expect(second.state).toEqual({ isOpen: true, committed: null, draft: 'b' });
  });

  it('commits the draft once, on close', () => {
    let state = stepDraft(closed(null), { type: 'open' }, equals).state;
    state = stepDraft(state, { type: 'change', value: 'b' }, equals).state;
    const closing = stepDraft(state, { type: 'close' }, equals);
    expect(closing.commit).toEqual({ value: 'b' });
    expect(closing.state).toEqual({ isOpen: false, committed: 'b', draft: 'b' });
    // A second close (react-aria may report it again) commits nothing more.
    expect(stepDraft(closing.state, { type: 'close' }, equals).commit).toBeUndefined();
  });

  it('commits nothing when the draft ends where it started', () => {
    let state = stepDraft(closed('a'), { type: 'open' }, equals).state;
    state = stepDraft(state, { type: 'change', value: 'b' }, equals).state;
    state = stepDraft(state, { type: 'change', value: 'a' }, equals).state;
    expect(stepDraft(state, { type: 'close' }, equals).commit).toBeUndefined();
  });

  it('does not restart the draft when told again that it is open', () => {
    let state = stepDraft(closed('a'), { type: 'open' }, equals).state;
    state = stepDraft(state, { type: 'change', value: 'b' }, equals).state;
    expect(stepDraft(state, { type: 'open' }, equals).state.draft).toBe('b');
  });

  it('commits a change made while closed (typed in the field) at once, unless it is no change', () => {
    const typed = stepDraft(closed('a'), { type: 'change', value: 'c' }, equals);
    expect(typed.commit).toEqual({ value: 'c' });
    expect(typed.state).toEqual({ isOpen: false, committed: 'c', draft: 'c' });
    expect(stepDraft(closed('a'), { type: 'change', value: 'a' }, equals).commit).toBeUndefined();
  });
});
