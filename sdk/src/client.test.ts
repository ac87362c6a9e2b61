import { describe, expect, it, vi } from 'vitest';
import { createAccrueClient } from './client';

function recordingFetch(body: unknown, status = 200) {
  const calls: Request[] = [];
  const fetchImpl = vi.fn(async (input: Request) => {
    calls.push(input);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

describe('createAccrueClient', () => {
  it('calls the API under /api with a bearer token', async () => {
    const health = { status: 'ok', version: '0.1.0', database: { state: 'up', dialect: 'sqlite' } };
    const { calls, fetchImpl } = recordingFetch(health);
    const client = createAccrueClient({ baseUrl: 'https://accrue.test/', token: 'tok', fetch: fetchImpl });
    const { data, error } = await client.GET('/health');
    expect(error).toBeUndefined();
    expect(data).toEqual(health);
    expect(calls[0]!.url).toBe('https://accrue.test/api/health');
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer tok');
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
