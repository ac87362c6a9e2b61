import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';

/**
 * How long a test server keeps an idle connection. Node's 5 s default races fetch in the same
 * process: after the event loop was busy for a while, fetch writes its request on a pooled socket
 * whose server-side idle timer then fires before the request is read, and the request fails with
 * "other side closed". Longer than any test, so no connection ends idle while one runs; `close`
 * ends them.
 */
const TEST_KEEP_ALIVE_MS = 10 * 60_000;

export interface LoopbackServer {
  server: http.Server;
  url: string;
  port: number;
  close: () => Promise<void>;
}

/** Starts a server (a bare one to attach a handler to later, by default) on a free loopback port. */
export async function listenOnLoopback(server = http.createServer()): Promise<LoopbackServer> {
  server.keepAliveTimeout = TEST_KEEP_ALIVE_MS;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    port,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve())));
    },
  };
}

/** Starts an app on a free loopback port; `close` stops it. */
export async function listen(app: Express): Promise<{ url: string; close: () => Promise<void> }> {
  const { url, close } = await listenOnLoopback(http.createServer(app));
  return { url, close };
}
