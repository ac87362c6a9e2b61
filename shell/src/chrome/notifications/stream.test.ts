import { describe, expect, it, vi } from 'vitest';
import type { AccrueClient } from '@accrue/sdk';
import { followNotifications } from './stream';

describe("the bell's notifications", () => {
  it('hears only the notifications of the real-time stream', async () => {
    const text = ['ready', 'calculation', 'notification']
      .map((type, id) => `data: ${JSON.stringify({ type, data: { id } })}\n\n`)
      .join('');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(`${text}data: {"type":"closed","data":{}}\n\n`));
        controller.close();
      },
    });
    const GET = vi.fn().mockResolvedValue({ data: body, response: new Response(null, { status: 200 }) });
    const heard: unknown[] = [];
    await followNotifications(
      { GET } as unknown as AccrueClient,
      (n) => heard.push(n),
      new AbortController().signal,
    );
    expect(heard).toEqual([{ id: 2 }]);
    expect(GET).toHaveBeenCalledOnce();
  });
});
