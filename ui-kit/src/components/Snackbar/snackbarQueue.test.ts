import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SNACKBAR_MAX_VISIBLE, SNACKBAR_TIMEOUT_MS, SnackbarQueue } from './snackbarQueue';

const contents = (queue: SnackbarQueue<string>) => queue.visible.map((snackbar) => snackbar.content);

describe('the snackbar queue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows at most 5 at once (spec), newest first', () => {
    expect(SNACKBAR_MAX_VISIBLE).toBe(5);
    const queue = new SnackbarQueue<string>();
    for (let i = 1; i <= 7; i++) queue.add(`message ${i}`);
    expect(queue.visible).toHaveLength(5);
    expect(contents(queue)).toEqual(['message 7', 'message 6', 'message 5', 'message 4', 'message 3']);
  });

  it('drops the oldest when full, closing them for good (they do not come back)', () => {
    const queue = new SnackbarQueue<string>(2);
    const firstClosed = vi.fn();
    const first = queue.add('first', { onClose: firstClosed });
    queue.add('second');
    expect(firstClosed).not.toHaveBeenCalled();
    queue.add('third');
    expect(firstClosed).toHaveBeenCalledOnce();
    expect(contents(queue)).toEqual(['third', 'second']);
    queue.close(queue.visible[0]!.key);
    expect(contents(queue)).toEqual(['second']);
    queue.close(first); // already gone: nothing happens
    expect(firstClosed).toHaveBeenCalledOnce();
  });

  it('closes by itself after its timeout, 5 s by default', () => {
    const queue = new SnackbarQueue<string>();
    const onClose = vi.fn();
    queue.add('Saved', { onClose });
    queue.add('Slow', { timeoutMs: 8000 });
    vi.advanceTimersByTime(SNACKBAR_TIMEOUT_MS - 1);
    expect(contents(queue)).toEqual(['Slow', 'Saved']);
    vi.advanceTimersByTime(1);
    expect(contents(queue)).toEqual(['Slow']);
    expect(onClose).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(3000);
    expect(queue.visible).toHaveLength(0);
  });

  it('keeps one without a timeout until dismissed', () => {
    const queue = new SnackbarQueue<string>();
    const key = queue.add('Export ready', { timeoutMs: null });
    vi.advanceTimersByTime(60_000);
    expect(contents(queue)).toEqual(['Export ready']);
    queue.close(key);
    expect(queue.visible).toHaveLength(0);
  });

  it('pauses every countdown and resumes with the time that was left', () => {
    const queue = new SnackbarQueue<string>();
    queue.add('Saved', { timeoutMs: 1000 });
    vi.advanceTimersByTime(600);
    queue.pauseAll();
    queue.add('Added while paused', { timeoutMs: 1000 });
    vi.advanceTimersByTime(10_000);
    expect(queue.visible).toHaveLength(2);
    queue.resumeAll();
    vi.advanceTimersByTime(399);
    expect(contents(queue)).toEqual(['Added while paused', 'Saved']);
    vi.advanceTimersByTime(1);
    expect(contents(queue)).toEqual(['Added while paused']);
    vi.advanceTimersByTime(600);
    expect(queue.visible).toHaveLength(0);
  });

  it('tells its subscribers of each change with a new snapshot', () => {
    const queue = new SnackbarQueue<string>();
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    const before = queue.getSnapshot();
    queue.add('one');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(queue.getSnapshot()).not.toBe(before);
    queue.clear();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    queue.add('two');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('gives each snackbar its own key', () => {
    const queue = new SnackbarQueue<string>();
    expect(queue.add('a')).not.toBe(queue.add('a'));
  });
});
