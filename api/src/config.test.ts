import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const MYSQL = 'mysql://accrue:s3cret@db.internal:3306/accrue';
const OIDC = { OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'accrue', OIDC_CLIENT_SECRET: 'x' };
const key = (bytes = 32) => randomBytes(bytes).toString('base64url');

describe('the mode loadConfig chooses', () => {
  it('keeps the quick start: SQLite, the bundled provider and the demo accounts', () => {
    for (const env of [{}, { NODE_ENV: 'production' }]) {
      const config = loadConfig(env);
      expect(config).toMatchObject({ databaseUrl: undefined, demoData: true, bundledSignIn: true });
      expect(config.oidc).toBeUndefined();
    }
  });

  it('turns the demo off on SQLite when asked', () => {
    expect(loadConfig({ DEMO_DATA: 'false' }).demoData).toBe(false);
  });

  it('refuses to start on DATABASE_URL alone, saying what to set', () => {
    expect(() => loadConfig({ DATABASE_URL: MYSQL })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: MYSQL })).toThrow(
      /DATABASE_URL is set but no sign-in provider is chosen\. Set OIDC_ISSUER.*or BUNDLED_SIGN_IN=true.*npm run create-admin/,
    );
    // Asking for demo data does not choose a provider either.
    expect(() => loadConfig({ DATABASE_URL: MYSQL, DEMO_DATA: 'true' })).toThrow(/BUNDLED_SIGN_IN=true/);
  });

  it('runs DATABASE_URL with the bundled provider only when enabled, without demo data unless asked', () => {
    const config = loadConfig({ DATABASE_URL: MYSQL, BUNDLED_SIGN_IN: 'true' });
    expect(config).toMatchObject({ databaseUrl: MYSQL, bundledSignIn: true, demoData: false });
    expect(config.oidc).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: MYSQL, BUNDLED_SIGN_IN: 'true', DEMO_DATA: 'true' }).demoData).toBe(
      true,
    );
  });

  it('runs an external provider without the bundled one and without demo data unless asked', () => {
    for (const env of [OIDC, { ...OIDC, DATABASE_URL: MYSQL }]) {
      const config = loadConfig(env);
      expect(config).toMatchObject({ bundledSignIn: false, demoData: false });
      expect(config.oidc).toEqual({
        issuer: 'https://id.example.com',
        clientId: 'accrue',
        clientSecret: 'x',
      });
      expect(loadConfig({ ...env, DEMO_DATA: 'true' }).demoData).toBe(true);
    }
  });

  it('refuses both providers at once, no provider at all, and flags that are not true or false', () => {
    expect(() => loadConfig({ ...OIDC, BUNDLED_SIGN_IN: 'true' })).toThrow(/choose one sign-in provider/);
    expect(() => loadConfig({ BUNDLED_SIGN_IN: 'false' })).toThrow(/nobody could sign in/);
    expect(() => loadConfig({ DEMO_DATA: 'yes' })).toThrow('DEMO_DATA must be true or false, got yes');
    expect(() => loadConfig({ OIDC_ISSUER: 'https://id.example.com' })).toThrow(/OIDC_CLIENT_ID/);
  });

  it('serves Storybook only when asked, and sends HSTS only over https', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).serveStorybook).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SERVE_STORYBOOK: 'true' }).serveStorybook).toBe(true);
    expect(loadConfig({}).https).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://accrue.example.com' }).https).toBe(true);
  });
});

describe('access-token keys from the environment', () => {
  it('reads the current and previous keys as base64url of at least 32 bytes', () => {
    const [current, old1, old2] = [key(), key(48), key()];
    const config = loadConfig({
      ACCESS_TOKEN_SECRET: current,
      ACCESS_TOKEN_PREVIOUS_SECRETS: `${old1}, ${old2}`,
    });
    expect(Buffer.from(config.accessTokenSecrets.current!).toString('base64url')).toBe(current);
    expect(config.accessTokenSecrets.previous.map((k) => Buffer.from(k).toString('base64url'))).toEqual([
      old1,
      old2,
    ]);
    expect(loadConfig({}).accessTokenSecrets).toEqual({ current: undefined, previous: [] });
  });

  it('refuses short or malformed keys without repeating them', () => {
    const short = key(16);
    expect(() => loadConfig({ ACCESS_TOKEN_SECRET: short })).toThrow(/at least 32 bytes/);
    try {
      loadConfig({ ACCESS_TOKEN_SECRET: short });
    } catch (error) {
      expect((error as Error).message).not.toContain(short);
    }
    expect(() => loadConfig({ ACCESS_TOKEN_PREVIOUS_SECRETS: `${key()},not a key!` })).toThrow(
      /ACCESS_TOKEN_PREVIOUS_SECRETS must be base64url/,
    );
  });
});
