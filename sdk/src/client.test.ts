import { describe, expect, it, vi } from 'vitest';
import { createAccrueClient } from './client.js';

function recordingFetch(body: unknown, status = 200) {
  const calls: Request[] = [];
  const fetchImpl = vi.fn(async (input: Request) => {
    calls.push(input);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

const health = { status: 'ok', version: '0.1.0', database: { state: 'up', dialect: 'sqlite' } };

describe('createAccrueClient', () => {
  it('calls the API under /api with a bearer token and the browser session', async () => {
    const { calls, fetchImpl } = recordingFetch(health);
    const client = createAccrueClient({ baseUrl: 'https://accrue.test/', token: 'tok', fetch: fetchImpl });
    const { data, error } = await client.GET('/health');
    expect(error).toBeUndefined();
    expect(data).toEqual(health);
    expect(calls[0]!.url).toBe('https://accrue.test/api/health');
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer tok');
    expect(calls[0]!.credentials).toBe('include');
  });

  it('asks a token function before each call, and sends nothing when it has none', async () => {
    const { calls, fetchImpl } = recordingFetch(health);
    const tokens: (string | undefined)[] = [undefined, 'renewed'];
    const client = createAccrueClient({
      baseUrl: 'https://accrue.test',
      token: async () => tokens.shift(),
      fetch: fetchImpl,
    });
    await client.GET('/health');
    await client.GET('/health');
    expect(calls.map((call) => call.headers.get('authorization'))).toEqual([null, 'Bearer renewed']);
  });

  it('sends a company API key as a bearer token, without cookies', async () => {
    const { calls, fetchImpl } = recordingFetch(health);
    const client = createAccrueClient({
      baseUrl: 'https://accrue.test',
      apiKey: 'accrue_k1',
      fetch: fetchImpl,
    });
    await client.GET('/health');
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer accrue_k1');
    expect(calls[0]!.credentials).toBe('omit');
  });

  it('refuses a token and an API key together', () => {
    expect(() => createAccrueClient({ baseUrl: 'https://accrue.test', token: 't', apiKey: 'k' })).toThrow(
      /either/,
    );
  });

  it('returns the API error body on failure', async () => {
    const { fetchImpl } = recordingFetch({ message: 'Unavailable', statusCode: 503 }, 503);
    const client = createAccrueClient({ baseUrl: 'https://accrue.test', fetch: fetchImpl });
    const { data, error, response } = await client.GET('/health');
    expect(data).toBeUndefined();
    expect(response.status).toBe(503);
    expect(error).toEqual({ message: 'Unavailable', statusCode: 503 });
  });
});
