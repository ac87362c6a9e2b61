/**
 * The real-time hub: each open stream subscribes for its user; a message published for a user
 * reaches that user's open streams and nobody else's. In-process: with several API instances a
 * shared bus (e.g. Redis pub/sub) would replace the map.
 */
export interface StreamMessage {
  type: string;
  data: unknown;
}

type Listener = (message: StreamMessage) => void;

export class EventHub {
  private readonly listeners = new Map<string, Set<Listener>>();

  private key(companyId: number, userId: number) {
    return `${companyId}:${userId}`;
  }

  subscribe(companyId: number, userId: number, listener: Listener): () => void {
    const key = this.key(companyId, userId);
    const set = this.listeners.get(key) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(key, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(key);
    };
  }

  /** The users of a company with a stream open (a relay publishes only to them). */
  subscribersOf(companyId: number): number[] {
    const prefix = `${companyId}:`;
    return [...this.listeners.keys()]
      .filter((key) => key.startsWith(prefix))
      .map((key) => Number(key.slice(prefix.length)));
  }

  /** Whether any stream is open at all (a relay then skips its reads). */
  hasSubscribers(): boolean {
    return this.listeners.size > 0;
  }

  publish(companyId: number, userId: number, message: StreamMessage): void {
    for (const listener of this.listeners.get(this.key(companyId, userId)) ?? []) listener(message);
  }
}
