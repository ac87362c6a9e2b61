import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../platform/test/suite.js';

interface Stream {
  /** The next message, or null once the server has ended the stream. */
  next: () => Promise<{ type: string; data: { content?: string } } | null>;
  close: () => Promise<void>;
}

describeOnEachDatabase('real-time streams per person', ({ harness, signIn, tokenOf, idOf, tenantOf }) => {
  async function open(token: string): Promise<Stream> {
    const response = await fetch(`${harness().url}/api/events`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    let buffer = '';
    return {
      next: async () => {
        for (;;) {
          const match = /^data: (.*)\n\n/m.exec(buffer);
          if (match) {
            buffer = buffer.slice(match.index + match[0].length);
            return JSON.parse(match[1]!);
          }
          const { value, done } = await reader.read();
          if (done) return null;
          buffer += new TextDecoder().decode(value);
        }
      },
      close: () => reader.cancel(),
    };
  }

  it('keeps at most 5 open per person: one more ends the oldest, the others stay live', async () => {
    const max = harness().config.maxStreamsPerUser;
    expect(max).toBe(5);
    const email = 'employee-3@demo.accrue.local';
    // Two sessions of the same person share the limit.
    const tokens = [await signIn(email), await signIn(email)];
    const streams: Stream[] = [];
    for (let i = 0; i < max; i++) {
      const stream = await open(tokens[i % 2]!);
      expect((await stream.next())?.type).toBe('ready');
      streams.push(stream);
    }
    // Another person's stream is not counted with theirs.
    const someoneElse = await open(await tokenOf('employee-4@demo.accrue.local'));
    expect((await someoneElse.next())?.type).toBe('ready');

    const newest = await open(tokens[1]!);
    expect((await newest.next())?.type).toBe('ready');
    expect(await streams[0]!.next()).toEqual({ type: 'closed', data: { reason: 'TOO_MANY_STREAMS' } });
    expect(await streams[0]!.next()).toBeNull();

    await harness().platform.notifications.notify(await tenantOf(email), {
      userId: await idOf(email),
      type: 'NEW_EXPORT_AVAILABLE',
      content: 'still live',
    });
    for (const stream of [...streams.slice(1), newest]) {
      const message = await stream.next();
      expect(message).toMatchObject({ type: 'notification', data: { content: 'still live' } });
    }
    await Promise.all([...streams.slice(1), newest, someoneElse].map((stream) => stream.close()));
  });
});
