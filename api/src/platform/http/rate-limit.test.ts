import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { api } from '../test/harness.js';
import { listen } from '../test/http.js';
import { describeOnEachDatabase } from '../test/suite.js';

const PER_MINUTE = 5;

describeOnEachDatabase('rate limits per caller', ({ harness, signIn, tokenOf }) => {
  // The app again, on the suite's database, with a small budget (RATE_LIMIT_PER_MINUTE=5).
  let limited: { url: string; close: () => Promise<void> };
  beforeAll(async () => {
    const { config, db } = harness();
    limited = await listen(createApp({ config: { ...config, rateLimitPerMinute: PER_MINUTE }, db }));
  });
  afterAll(() => limited.close());

  it('answers 429 with Retry-After and the error body once a person has spent their budget', async () => {
    const token = await signIn('admin@demo.accrue.local');
    const admin = api(limited, token);
    for (let i = 0; i < PER_MINUTE; i++) expect((await admin('GET', '/users/me')).status).toBe(200);

    const refused = await fetch(`${limited.url}/api/users/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true);
    expect(await refused.json()).toEqual({ message: 'Too many requests. Try again later.', statusCode: 429 });

    // The budget is the person's, not the session's: a second sign-in shares it.
    expect((await api(limited, await signIn('admin@demo.accrue.local'))('GET', '/users/me')).status).toBe(
      429,
    );
    // Other people keep theirs, and anonymous calls are not counted here.
    expect((await api(limited, await tokenOf('employee@demo.accrue.local'))('GET', '/users/me')).status).toBe(
      200,
    );
    for (let i = 0; i <= PER_MINUTE; i++) expect((await fetch(`${limited.url}/api/health`)).status).toBe(200);
  });

  it('gives each API key its own budget', async () => {
    // Created on the suite's app, whose budget is the default one.
    const created = await api(harness(), await tokenOf('admin@demo.accrue.local'))(
      'POST',
      '/company/api-keys',
      {
        name: 'Rate limit test',
      },
    );
    expect(created.status).toBe(201);
    const other = await api(harness(), await tokenOf('admin@demo.accrue.local'))(
      'POST',
      '/company/api-keys',
      {
        name: 'Rate limit test 2',
      },
    );
    const key = api(limited, created.body.key as string);
    for (let i = 0; i < PER_MINUTE; i++) expect((await key('GET', '/companies')).status).toBe(200);
    expect((await key('GET', '/companies')).status).toBe(429);
    expect((await api(limited, other.body.key as string)('GET', '/companies')).status).toBe(200);
  });
});
