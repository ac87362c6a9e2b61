import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './generated/schema.js';

type TokenSource = string | (() => string | undefined | Promise<string | undefined>);

export interface AccrueClientOptions {
  /** The Accrue origin, e.g. `https://accrue.example.com` (the API lives under its /api path). */
  baseUrl: string;
  /**
   * A user's bearer token (an access token from `POST /auth/token`), or a function returning the
   * current one; omitted for cookie sessions in the browser.
   */
  token?: TokenSource;
  /**
   * A company API key (`accrue_…`), for servers only: never ship one to a browser. Sent as a bearer
   * token, without cookies; what it may call depends on its scopes (`read`, `statements`,
   * `data:push`, `embed`, `admin`).
   */
  apiKey?: string;
  /** A fetch implementation (defaults to the global one). */
  fetch?: typeof fetch;
}

export type AccrueClient = Client<paths>;

/** A typed client for every operation of openapi.yaml. */
export function createAccrueClient({
  baseUrl,
  token,
  apiKey,
  fetch: fetchImpl,
}: AccrueClientOptions): AccrueClient {
  if (token && apiKey) throw new Error('createAccrueClient: pass either `token` or `apiKey`, not both');
  const client = createClient<paths>({
    baseUrl: `${baseUrl.replace(/\/+$/, '')}/api`,
    // A browser session rides on the Accrue cookie; an API key speaks for the company alone.
    credentials: apiKey ? 'omit' : 'include',
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
  const credential = apiKey ?? token;
  if (credential) {
    const auth: Middleware = {
      async onRequest({ request }) {
        const value = typeof credential === 'function' ? await credential() : credential;
        if (value) request.headers.set('Authorization', `Bearer ${value}`);
        return request;
      },
    };
    client.use(auth);
  }
  return client;
}
