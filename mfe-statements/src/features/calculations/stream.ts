import type { AccrueClient } from '@accrue/sdk';

/** A message of the real-time stream (GET /events): `{ type, data }`. */
export interface StreamMessage {
  type: string;
  data: unknown;
}

/**
 * Reads the real-time stream (doc 1 §7: a streaming connection with the bearer header, each
 * message parsed as JSON and handed on, errors only logged) until `signal` aborts. Server-sent
 * events: `data: <json>` lines, a blank line between messages, `:` lines are heartbeats.
 */
export async function readStream(
  api: AccrueClient,
  onMessage: (message: StreamMessage) => void,
  signal: AbortSignal,
): Promise<void> {
  try {
    const answer = await api.GET('/events', { parseAs: 'stream', signal });
    const body = answer.response.ok ? (answer.data as ReadableStream<Uint8Array> | undefined) : undefined;
    if (!body) return;
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
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
        try {
          onMessage(JSON.parse(data) as StreamMessage);
        } catch (error) {
          console.warn('A real-time message could not be read', error);
        }
      }
    }
  } catch (error) {
    if (!signal.aborted) console.warn('The real-time stream closed', error);
  }
}
