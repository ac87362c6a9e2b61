import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decodeProtectedHeader } from 'jose';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createApp, platformOf } from '../../app.js';
import { loadConfig } from '../../config.js';
import { api } from '../test/harness.js';
import { listen } from '../test/http.js';
import { describeOnEachDatabase } from '../test/suite.js';
import { ACCESS_TOKEN_KEY_FILE, AccessTokens, signingKeys } from './tokens.js';

describe('the access-token key file', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'accrue-keys-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const noSecrets = { current: undefined, previous: [] };

  it('is created under DATA_DIR readable by its owner only, then reused', () => {
    const first = signingKeys({ accessTokenSecrets: noSecrets, dataDir });
    const file = path.join(dataDir, ACCESS_TOKEN_KEY_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(first.current.key.length).toBe(32);
    expect(signingKeys({ accessTokenSecrets: noSecrets, dataDir }).current).toEqual(first.current);
  });

  it('is refused when other users may read it', () => {
    fs.chmodSync(path.join(dataDir, ACCESS_TOKEN_KEY_FILE), 0o644);
    expect(() => signingKeys({ accessTokenSecrets: noSecrets, dataDir })).toThrow(/chmod 600/);
  });

  it('is not used when ACCESS_TOKEN_SECRET is set', () => {
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'accrue-keys-'));
    const secret = randomBytes(32).toString('base64url');
    const keys = signingKeys(loadConfig({ DATA_DIR: elsewhere, ACCESS_TOKEN_SECRET: secret }));
    expect(Buffer.from(keys.current.key).toString('base64url')).toBe(secret);
    expect(fs.existsSync(path.join(elsewhere, ACCESS_TOKEN_KEY_FILE))).toBe(false);
    fs.rmSync(elsewhere, { recursive: true, force: true });
  });
});

describe('verifying access tokens', () => {
  const key = { kid: 'k1', key: new Uint8Array(randomBytes(32)) };
  const tokens = new AccessTokens({ current: key, previous: [] }, 'http://accrue.test', 60);
  afterEach(() => vi.useRealTimers());

  it('remembers a checked token until it expires, and never a changed one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await tokens.issue({ userId: 7, sessionId: 3 });
    expect(await tokens.verify(token)).toEqual({ userId: 7, sessionId: 3 });
    // The same text again is answered from memory; one character changed is checked, and refused.
    expect(await tokens.verify(token)).toEqual({ userId: 7, sessionId: 3 });
    const [header, payload, signature] = token.split('.');
    const forged = `${header}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await tokens.verify(forged)).toBeNull();
    const otherKey = new AccessTokens(
      { current: { kid: 'k1', key: new Uint8Array(32) }, previous: [] },
      'http://accrue.test',
      60,
    );
    expect(await otherKey.verify(token)).toBeNull();
    // Past its expiry the remembered token is refused like any other.
    vi.setSystemTime(Date.now() + 61_000);
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });
});

describeOnEachDatabase('access-token key rotation', ({ harness, signIn, idOf }) => {
  /** Another instance of the API on the same database and PUBLIC_URL, with other keys. */
  async function instance(env: Record<string, string>) {
    const h = harness();
    const config = { ...h.config, accessTokenSecrets: loadConfig(env).accessTokenSecrets };
    const app = createApp({ config, db: h.db, validateResponses: true });
    const server = await listen(app);
    return { ...server, tokens: platformOf(app).tokens };
  }
  const status = async (url: string, token: string) => (await api({ url }, token)('GET', '/users/me')).status;

  it('keeps tokens of the previous key valid and signs new ones with the current key, named by kid', async () => {
    const h = harness();
    const before = await signIn('employee@demo.accrue.local');
    const oldKey = signingKeys(h.config).current;
    expect(decodeProtectedHeader(before)).toMatchObject({ alg: 'HS256', kid: oldKey.kid });

    const newSecret = randomBytes(32).toString('base64url');
    const rotated = await instance({
      ACCESS_TOKEN_SECRET: newSecret,
      ACCESS_TOKEN_PREVIOUS_SECRETS: Buffer.from(oldKey.key).toString('base64url'),
    });
    const forgotten = await instance({ ACCESS_TOKEN_SECRET: newSecret });
    try {
      // A token of the previous key still works after the rotation, until it expires.
      expect(await status(rotated.url, before)).toBe(200);
      // Without the previous key listed, it no longer does.
      expect(await status(forgotten.url, before)).toBe(401);

      const { sid } = JSON.parse(Buffer.from(before.split('.')[1]!, 'base64url').toString()) as {
        sid: number;
      };
      const after = await rotated.tokens.issue({
        userId: await idOf('employee@demo.accrue.local'),
        sessionId: sid,
      });
      const newKid = signingKeys(loadConfig({ ACCESS_TOKEN_SECRET: newSecret })).current.kid;
      expect(newKid).not.toBe(oldKey.kid);
      expect(decodeProtectedHeader(after).kid).toBe(newKid);
      expect(await status(rotated.url, after)).toBe(200);
      expect(await status(forgotten.url, after)).toBe(200);
      // The instance still on the old key alone does not know the new one.
      expect(await status(h.url, after)).toBe(401);
    } finally {
      await rotated.close();
      await forgotten.close();
    }
  });
});
