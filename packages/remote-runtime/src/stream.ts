import type { AccrueClient } from '@accrue/sdk';

/** A message of the real-time stream (GET /events): `{ type, data }`. */
export interface StreamMessage {
  type: string;
  data: unknown;
}

/**
 * How a stream ended: `ended` (the connection dropped: worth opening again), `closed` (the server
 * ended it because the person opened too many: opening it again would end another of theirs) or
 * `refused` (the server would not open it for this session).
 */
export type StreamEnd = 'ended' | 'closed' | 'refused';

/**
 * Reads the real-time stream (doc 1 §7) until it ends or `signal` aborts. The bearer goes in the
 * Authorization header through the session's client, never in the address, which is why this is a
 * streamed fetch and not an EventSource. Server-sent events: `data: <json>` lines, a blank line
 * between messages, `:` lines are heartbeats; a message that does not parse is only logged.
 */
export async function readStream(
  api: AccrueClient,
  onMessage: (message: StreamMessage) => void,
  signal: AbortSignal,
): Promise<StreamEnd> {
  try {
    const answer = await api.GET('/events', { parseAs: 'stream', signal });
    if (!answer.response.ok) return answer.response.status >= 500 ? 'ended' : 'refused';
    const body = answer.data as ReadableStream<Uint8Array> | undefined;
    if (!body) return 'ended';
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return 'ended';
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).trimStart())
          .join('\n');
        if (!data) continue;
        let message: StreamMessage;
        try {
          message = JSON.parse(data) as StreamMessage;
        } catch (error) {
          console.warn('A real-time message could not be read', error);
          continue;
        }
        if (message.type === 'closed') return 'closed';
        onMessage(message);
      }
    }
  } catch (error) {
    if (!signal.aborted) console.warn('The real-time stream closed', error);
    return 'ended';
  }
}

/** After a dropped connection, the stream opens again after this long (polling goes on meanwhile). */
export const STREAM_RETRY_MS = 30_000;

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/**
 * Hands each message of the stream to `onMessage` until `signal` aborts, opening the stream again
 * STREAM_RETRY_MS after its connection drops (not when the server closed or refused it).
 */
export async function followStream(
  api: AccrueClient,
  onMessage: (message: StreamMessage) => void,
  signal: AbortSignal,
): Promise<void> {
  while (!signal.aborted) {
    if ((await readStream(api, onMessage, signal)) !== 'ended') return;
    await pause(STREAM_RETRY_MS, signal);
  }
}
