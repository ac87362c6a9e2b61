import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccrueClient } from '@accrue/sdk';
import { followStream, readStream, STREAM_RETRY_MS } from './stream';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A stream answering these server-sent event blocks, then ending (the connection dropped). */
function answered(blocks: string[], status = 200) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      // Split mid-message: a message may arrive over two reads.
      const text = blocks.join('');
      const half = Math.floor(text.length / 2);
      controller.enqueue(encoder.encode(text.slice(0, half)));
      controller.enqueue(encoder.encode(text.slice(half)));
      controller.close();
    },
  });
  return { data: status === 200 ? body : undefined, response: new Response(null, { status }) };
}

const apiAnswering = (...answers: ReturnType<typeof answered>[]) => {
  const GET = vi.fn();
  for (const answer of answers) GET.mockResolvedValueOnce(answer);
  GET.mockImplementation(() => new Promise(() => undefined));
  return { api: { GET } as unknown as AccrueClient, GET };
};

const message = (type: string, data: unknown) => `data: ${JSON.stringify({ type, data })}\n\n`;

describe('the real-time stream', () => {
  it('hands on each message, skipping heartbeats and logging what does not parse', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { api, GET } = apiAnswering(
      answered([
        ': heartbeat\n\n',
        message('ready', { userId: 7 }),
        'data: {oops\n\n',
        message('notification', { id: 3 }),
      ]),
    );
    const heard: unknown[] = [];
    const end = await readStream(api, (m) => heard.push(m), new AbortController().signal);
    expect(end).toBe('ended');
    expect(heard).toEqual([
      { type: 'ready', data: { userId: 7 } },
      { type: 'notification', data: { id: 3 } },
    ]);
    expect(warn).toHaveBeenCalledOnce();
    // The session's client adds the bearer header; the address carries no token.
    expect(GET).toHaveBeenCalledWith('/events', expect.objectContaining({ parseAs: 'stream' }));
  });

  it('tells a stream the server closed, or would not open, from a dropped one', async () => {
    const signal = new AbortController().signal;
    const closed = apiAnswering(answered([message('closed', { reason: 'TOO_MANY_STREAMS' })]));
    expect(await readStream(closed.api, () => undefined, signal)).toBe('closed');
    expect(await readStream(apiAnswering(answered([], 403)).api, () => undefined, signal)).toBe('refused');
    expect(await readStream(apiAnswering(answered([], 503)).api, () => undefined, signal)).toBe('ended');
  });

  it('opens again after a dropped connection, never after the server closed it', async () => {
    vi.useFakeTimers();
    const { api, GET } = apiAnswering(
      answered([message('notification', { id: 1 })]),
      answered([message('notification', { id: 2 }), message('closed', { reason: 'TOO_MANY_STREAMS' })]),
    );
    const heard: unknown[] = [];
    const controller = new AbortController();
    const following = followStream(api, (m) => heard.push(m.data), controller.signal);
    await vi.advanceTimersByTimeAsync(STREAM_RETRY_MS - 1);
    expect(GET).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(GET).toHaveBeenCalledTimes(2);
    await following;
    await vi.advanceTimersByTimeAsync(STREAM_RETRY_MS * 2);
    expect(GET).toHaveBeenCalledTimes(2);
    expect(heard).toEqual([{ id: 1 }, { id: 2 }]);
  });
});
