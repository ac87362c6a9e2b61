import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './generated/schema';

export interface AccrueClientOptions {
  /** The Accrue origin, e.g. `https://accrue.example.com` (the API lives under its /api path). */
  baseUrl: string;
  /** A bearer token (a user's access token or a company API key); omitted for cookie sessions. */
  token?: string | (() => string | undefined | Promise<string | undefined>);
  /** A fetch implementation (defaults to the global one). */
  fetch?: typeof fetch;
}

export type AccrueClient = Client<paths>;

/** A typed client for every operation of openapi.yaml. */
export function createAccrueClient({ baseUrl, token, fetch: fetchImpl }: AccrueClientOptions): AccrueClient {
  const client = createClient<paths>({
    baseUrl: `${baseUrl.replace(/\/+$/, '')}/api`,
    credentials: 'include',
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
  if (token) {
    const auth: Middleware = {
      async onRequest({ request }) {
        const value = typeof token === 'function' ? await token() : token;
        if (value) request.headers.set('Authorization', `Bearer ${value}`);
        return request;
      },
    };
    client.use(auth);
  }
  return client;
}
