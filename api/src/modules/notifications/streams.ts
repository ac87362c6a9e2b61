/**
 * At most `max` open real-time streams per person: each stream holds a connection and a hub
 * subscription for as long as it lives, so a client that reconnects without closing (or a script)
 * could otherwise hold any number. Opening one more closes the oldest, so the newest tab always
 * gets its stream.
 */
export class StreamSlots {
  /** Per person, the close functions of their open streams, oldest first. */
  private readonly open = new Map<number, (() => void)[]>();

  constructor(private readonly max: number) {}

  /** Registers a new stream of `userId`; answers the function that frees its slot (idempotent). */
  take(userId: number, close: () => void): () => void {
    const streams = this.open.get(userId) ?? [];
    this.open.set(userId, streams);
    streams.push(close);
    while (streams.length > this.max) streams.shift()!();
    return () => {
      const index = streams.indexOf(close);
      if (index >= 0) streams.splice(index, 1);
      if (streams.length === 0 && this.open.get(userId) === streams) this.open.delete(userId);
    };
  }

  /** How many streams `userId` has open (for tests and diagnostics). */
  count(userId: number): number {
    return this.open.get(userId)?.length ?? 0;
  }
}
