import http from 'node:http';
import zlib from 'node:zlib';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../test/suite.js';

/**
 * The order of the API's pipeline (operation → authentication → body → validation) and the
 * answers to requests that cannot be read (issue 9 §11): each is the right 4xx with the error body
 * `{ message, statusCode }`, never a 500, and an anonymous caller is refused before its body is read.
 */

interface Answer {
  status: number;
  contentType: string;
  text: string;
  json: { message?: string; statusCode?: number; errors?: { field: string; message: string }[] };
}

/** A raw request (fetch cannot send a body with GET, nor a body that lies about its encoding). */
function send(
  url: string,
  method: string,
  path: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Answer> {
  const target = new URL(path, url);
  const payload = body === undefined ? undefined : Buffer.from(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      target,
      {
        method,
        headers: { ...headers, ...(payload ? { 'content-length': String(payload.length) } : {}) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const contentType = String(response.headers['content-type'] ?? '');
          resolve({
            status: response.statusCode!,
            contentType,
            text,
            json: contentType.startsWith('application/json') ? JSON.parse(text) : {},
          });
        });
      },
    );
    // The server may answer (401) before reading a large body, and close: the answer counts.
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    request.end(payload);
  });
}

const JSON_TYPE = { 'content-type': 'application/json' };
const OVER_1_MIB = JSON.stringify({ name: 'x'.repeat(1_100_000) });

function expectError(answer: Answer, status: number) {
  expect(answer.status, answer.text.slice(0, 300)).toBe(status);
  expect(answer.json).toMatchObject({ statusCode: status, message: expect.any(String) });
}

describeOnEachDatabase('the request pipeline', ({ harness, tokenOf, as }) => {
  it('refuses an anonymous caller before reading or validating its body', async () => {
    const { url } = harness();
    expectError(await send(url, 'PATCH', '/api/companies', { headers: JSON_TYPE, body: OVER_1_MIB }), 401);
    expectError(await send(url, 'PATCH', '/api/companies', { headers: JSON_TYPE, body: '{"name":' }), 401);
    expectError(
      await send(url, 'PATCH', '/api/companies', {
        headers: { ...JSON_TYPE, 'content-encoding': 'gzip' },
        body: 'not gzip',
      }),
      401,
    );
    expectError(await send(url, 'GET', '/api/users/Infinity/managers'), 401);
    // Public operations still read their request as before.
    expect((await send(url, 'GET', '/api/health')).status).toBe(200);
    expectError(await send(url, 'POST', '/api/auth/token'), 401);
    // An unknown path is refused as unknown, whoever asks.
    expectError(await send(url, 'GET', '/api/no-such-thing'), 404);
  });

  it('reads a larger body only for an operation that declares it (a bulk import of 20,000 rows)', async () => {
    const { url } = harness();
    const auth = { authorization: `Bearer ${await tokenOf('admin@demo.accrue.local')}` };
    const rows = Array.from({ length: 20_000 }, (_, i) => ({
      userEmail: `someone.${i}@nowhere.example`,
      teamName: 'Sales Europe West',
      teamRole: 'TEAM_EMPLOYEE',
      effectiveAsOf: '2026-01-01',
      effectiveUntil: '2026-12-31',
    }));
    const body = JSON.stringify({ dryRun: true, rowsToImport: rows });
    expect(body.length).toBeGreaterThan(2 * 1024 * 1024);
    const checked = await send(url, 'POST', '/api/team_assignments/bulk-import', {
      headers: { ...auth, ...JSON_TYPE },
      body,
    });
    // Read and checked: every row names its unknown user.
    expect(checked.status, checked.text.slice(0, 300)).toBe(200);
    expect(JSON.stringify(checked.json)).toContain('USER_NOT_FOUND');
    const tooLarge = await send(url, 'POST', '/api/team_assignments/bulk-import', {
      headers: { ...auth, ...JSON_TYPE },
      body: `{"dryRun":true,"rowsToImport":[${'"x",'.repeat(2_200_000)}"x"]}`,
    });
    expectError(tooLarge, 413);
    expect(tooLarge.json.message).toBe('The request body is too large (at most 8 MiB).');
  });

  it('answers unreadable bodies with 413, 415 and 400 instead of 500', async () => {
    const { url } = harness();
    const auth = { authorization: `Bearer ${await tokenOf('admin@demo.accrue.local')}` };
    const patch = (headers: Record<string, string>, body: string | Buffer) =>
      send(url, 'PATCH', '/api/companies', { headers: { ...auth, ...headers }, body });

    const tooLarge = await patch(JSON_TYPE, OVER_1_MIB);
    expectError(tooLarge, 413);
    expect(tooLarge.json.message).toBe('The request body is too large (at most 1 MiB).');
    const encoding = await patch({ ...JSON_TYPE, 'content-encoding': 'br-fuzz' }, '{}');
    expectError(encoding, 415);
    expect(encoding.json.message).toBe('Unsupported Content-Encoding: br-fuzz.');
    expectError(await patch({ ...JSON_TYPE, 'content-encoding': 'gzip' }, 'not gzip'), 400);
    const latin1 = await patch(
      { 'content-type': 'application/json; charset=latin1' },
      '{"name":"Caf\u00e9"}',
    );
    expectError(latin1, 415);
    expect(latin1.json.message).toBe('Unsupported charset: latin1 (JSON bodies are UTF-8).');
    expectError(await patch({ 'content-type': 'text/plain' }, '{"name":"Acme"}'), 415);
    const malformed = await patch(JSON_TYPE, '{"name":');
    expectError(malformed, 422);
    expect(malformed.json.errors).toEqual([{ field: 'body', message: 'This field is invalid.' }]);
    // A well-formed gzip body is read (and then validated like any other).
    const gzipped = await patch({ ...JSON_TYPE, 'content-encoding': 'gzip' }, zlib.gzipSync('{"name":5}'));
    expectError(gzipped, 422);
    expect(gzipped.json.errors).toEqual([{ field: 'name', message: 'This field must be of type string' }]);

    const admin = await as('admin@demo.accrue.local');
    expect((await admin('GET', '/companies')).body.name).toBe('Demo Company');
  });

  it('refuses non-finite and out-of-range numbers in paths and queries before they reach SQL', async () => {
    const admin = await as('admin@demo.accrue.local');
    for (const id of ['Infinity', '-Infinity', '1e400', '1e3', '0x10']) {
      const answer = await admin('GET', `/users/${id}/managers`);
      expect(answer.status, id).toBe(422);
      expect(answer.body.errors).toEqual([{ field: 'userId', message: 'This field must be an integer.' }]);
    }
    for (const id of ['12345678901234567890', '2147483648']) {
      const answer = await admin('GET', `/users/${id}/managers`);
      expect(answer.status, id).toBe(422);
      expect(answer.body.errors).toEqual([
        { field: 'userId', message: 'This field must be less than or equal to 2147483647' },
      ]);
    }
    expect((await admin('DELETE', '/company/api-keys/Infinity')).status).toBe(422);
    expect((await admin('GET', '/notifications?page=Infinity')).body.errors).toEqual([
      { field: 'page', message: 'This field must be an integer.' },
    ]);
    expect((await admin('GET', '/notifications?limit=1e400')).body.errors).toEqual([
      { field: 'limit', message: 'This field must be an integer.' },
    ]);
    expect((await admin('GET', '/notifications?page=1000001')).status).toBe(422);
    expect((await admin('PATCH', '/users/impersonate', { userIdToImpersonate: 2 ** 31 })).status).toBe(422);
    // Plain numerals still work.
    expect((await admin('GET', '/notifications?page=1&limit=5')).status).toBe(200);
  });

  it('answers a sign-in callback that carries no provider answer as a refused sign-in, not a 500', async () => {
    const { url } = harness();
    for (const query of ['', '?fuzz=1', '?state=forged']) {
      const answer = await fetch(`${url}/api/auth/callback${query}`, { redirect: 'manual' });
      expect(answer.status, query).toBe(302);
      expect(new URL(answer.headers.get('location')!, url).searchParams.get('error')).toBe('access_denied');
      // No session was opened.
      expect(answer.headers.getSetCookie().some((cookie) => cookie.startsWith('accrue_session='))).toBe(
        false,
      );
    }
  });

  it("answers the bundled provider's interaction pages without their cookie with a 4xx page", async () => {
    const { url } = harness();
    const page = await send(url, 'GET', '/oidc/interaction/no-such-interaction');
    expect(page.status).toBeGreaterThanOrEqual(400);
    expect(page.status).toBeLessThan(500);
    expect(page.contentType).toMatch(/^text\/html/);
    const login = await send(url, 'POST', '/oidc/interaction/no-such-interaction/login', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=admin%40demo.accrue.local&password=x',
    });
    expect(login.status).toBeGreaterThanOrEqual(400);
    expect(login.status).toBeLessThan(500);
  });
});
