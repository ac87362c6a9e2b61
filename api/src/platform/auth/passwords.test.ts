import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  PASSWORD_HASH_PARAMS,
  passwordHashStats,
  sharedPasswordHash,
  TEST_PASSWORD_HASH_PARAMS,
  verifyPassword,
} from './passwords.js';

describe('password hashes', () => {
  it('use OWASP’s scrypt cost by default and name it in the hash', async () => {
    expect(PASSWORD_HASH_PARAMS).toEqual({ ln: 17, r: 8, p: 1 });
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^scrypt\$ln=17,r=8,p=1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('wrong horse', hash)).toBe(false);
  });

  it('verify each hash at its own cost, including the first format (Node’s defaults)', async () => {
    const cheap = await hashPassword('pw', TEST_PASSWORD_HASH_PARAMS);
    expect(cheap).toMatch(/^scrypt\$ln=10,r=8,p=1\$/);
    expect(await verifyPassword('pw', cheap)).toBe(true);
    expect(passwordHashStats.lastLn).toBe(10);

    const salt = Buffer.from('0123456789abcdef');
    const legacy = `scrypt$${salt.toString('base64url')}$${scryptSync('pw', salt, 32).toString('base64url')}`;
    expect(await verifyPassword('pw', legacy)).toBe(true);
    expect(await verifyPassword('other', legacy)).toBe(false);
  });

  it('still run scrypt at the current cost without a usable hash, and refuse', async () => {
    for (const stored of [null, 'plain', 'scrypt$ln=40,r=8,p=1$c2FsdA$aGFzaA']) {
      const before = passwordHashStats.derivations;
      expect(await verifyPassword('pw', stored)).toBe(false);
      expect(passwordHashStats.derivations, String(stored)).toBe(before + 1);
      expect(passwordHashStats.lastLn).toBe(PASSWORD_HASH_PARAMS.ln);
    }
  });

  it('hash a shared password once per process and cost', async () => {
    const before = passwordHashStats.derivations;
    const [a, b] = await Promise.all([
      sharedPasswordHash('demo', TEST_PASSWORD_HASH_PARAMS),
      sharedPasswordHash('demo', TEST_PASSWORD_HASH_PARAMS),
    ]);
    expect(a).toBe(b);
    expect(passwordHashStats.derivations).toBe(before + 1);
    expect(await verifyPassword('demo', a)).toBe(true);
  });
});
