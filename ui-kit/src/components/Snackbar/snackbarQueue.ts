/** Spec doc 1 §9 / doc 3 §4 and §9: at most 5 snackbars show at once. */
export const SNACKBAR_MAX_VISIBLE = 5;
/** How long a snackbar without an action stays, unless told otherwise. */
export const SNACKBAR_TIMEOUT_MS = 5000;

export interface QueuedSnackbar<T> {
  key: string;
  content: T;
}

export interface SnackbarQueueOptions {
  /** Milliseconds before it closes by itself; null (or 0) keeps it until dismissed. */
  timeoutMs?: number | null;
  /** Called once when it closes: dismissed, timed out or pushed out by newer ones. */
  onClose?: () => void;
}

/** A countdown that can pause (while the user hovers or focuses the snackbars) and resume. */
class Countdown {
  private remaining: number;
  private startedAt = 0;
  private timerId: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly onEnd: () => void,
    delay: number,
  ) {
    this.remaining = delay;
  }

  resume() {
    if (this.timerId !== undefined) return;
    this.startedAt = Date.now();
    this.timerId = setTimeout(() => {
      this.timerId = undefined;
      this.onEnd();
    }, this.remaining);
  }

  pause() {
    if (this.timerId === undefined) return;
    clearTimeout(this.timerId);
    this.timerId = undefined;
    this.remaining = Math.max(0, this.remaining - (Date.now() - this.startedAt));
  }
}

interface Entry<T> extends QueuedSnackbar<T> {
  countdown?: Countdown;
  onClose?: () => void;
}

/**
 * The snackbars on screen, newest first, and their timers. A plain store (no React) that
 * `useSyncExternalStore` reads.
 *
 * Policy when full: a new snackbar pushes the OLDEST one out (it is closed and its `onClose`
 * called); nothing waits in a hidden queue. A queue would show stale messages ("Saved") long
 * after the fact, while the newest message is the one that answers what the user just did.
 */
export class SnackbarQueue<T> {
  private entries: Entry<T>[] = [];
  private snapshot: readonly QueuedSnackbar<T>[] = [];
  private readonly listeners = new Set<() => void>();
  private paused = false;
  private lastKey = 0;

  constructor(readonly maxVisible: number = SNACKBAR_MAX_VISIBLE) {}

  /** The snackbars to show, newest first (a new array after every change). */
  get visible(): readonly QueuedSnackbar<T>[] {
    return this.snapshot;
  }

  /** Arrow functions: React calls these detached from the queue. */
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = () => this.snapshot;

  /** Shows a snackbar and returns its key. */
  add(content: T, { timeoutMs = SNACKBAR_TIMEOUT_MS, onClose }: SnackbarQueueOptions = {}): string {
    this.lastKey += 1;
    const key = `snackbar-${this.lastKey}`;
    const countdown =
      timeoutMs && timeoutMs > 0 && Number.isFinite(timeoutMs)
        ? new Countdown(() => this.close(key), timeoutMs)
        : undefined;
    if (countdown && !this.paused) countdown.resume();
    this.entries.unshift({ key, content, countdown, onClose });
    const pushedOut = this.entries.splice(Math.max(0, this.maxVisible));
    this.publish();
    for (const entry of pushedOut) this.finish(entry);
    return key;
  }

  /** Closes a snackbar; closing one already gone does nothing. */
  close(key: string) {
    const index = this.entries.findIndex((entry) => entry.key === key);
    if (index < 0) return;
    const [entry] = this.entries.splice(index, 1);
    this.publish();
    if (entry) this.finish(entry);
  }

  clear() {
    const all = this.entries;
    this.entries = [];
    if (all.length > 0) this.publish();
    for (const entry of all) this.finish(entry);
  }

  /** Stops every countdown (the pointer or the focus is on the snackbars); new ones start paused. */
  pauseAll() {
    this.paused = true;
    for (const entry of this.entries) entry.countdown?.pause();
  }

  resumeAll() {
    this.paused = false;
    for (const entry of this.entries) entry.countdown?.resume();
  }

  private finish(entry: Entry<T>) {
    entry.countdown?.pause();
    entry.onClose?.();
  }

  private publish() {
    this.snapshot = this.entries.map(({ key, content }) => ({ key, content }));
    for (const listener of this.listeners) listener();
  }
}
