/**
 * A promise that says whether it has settled, the way React's `use` reads it: `use` returns the
 * value of a fulfilled one at once instead of suspending again (the protocol react-query and other
 * libraries decorate their promises with).
 */
export type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T };

/**
 * One tracked promise per key (and sub-key, e.g. a locale), so every caller and render of the same
 * download shares it: React's `use` suspends on it once, then reads it at once, and nothing
 * downloads twice. A failed download (offline) is dropped, so the next call tries again.
 */
export class SuspenseCache<Key extends object, SubKey, Value> {
  private readonly entries = new WeakMap<Key, Map<SubKey, TrackedPromise<Value>>>();

  get(key: Key, subKey: SubKey, load: () => Promise<Value>): TrackedPromise<Value> {
    let byKey = this.entries.get(key);
    if (!byKey) this.entries.set(key, (byKey = new Map()));
    const known = byKey.get(subKey);
    if (known) return known;
    const tracked: TrackedPromise<Value> = load().then((value) => {
      Object.assign(tracked, { status: 'fulfilled', value });
      return value;
    });
    tracked.status = 'pending';
    const entries = byKey;
    tracked.catch(() => entries.delete(subKey));
    entries.set(subKey, tracked);
    return tracked;
  }

  /** The value if its download has finished, without starting one. */
  settled(key: Key, subKey: SubKey): Value | undefined {
    const known = this.entries.get(key)?.get(subKey);
    return known?.status === 'fulfilled' ? known.value : undefined;
  }
}
