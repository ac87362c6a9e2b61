import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * scrypt password hashes for the bundled identity provider's accounts. A hash names its own cost:
 * `scrypt$ln=17,r=8,p=1$<salt>$<hash>` (N = 2^ln), so raising the cost never breaks stored
 * hashes; the first format, `scrypt$<salt>$<hash>`, was made with Node's defaults (N=2^14, r=8,
 * p=1) and still verifies.
 */
export interface ScryptParams {
  /** log2 of N, the CPU/memory cost. */
  ln: number;
  r: number;
  p: number;
}

/** OWASP's Password Storage Cheat Sheet minimum for scrypt: N=2^17, r=8, p=1. */
export const PASSWORD_HASH_PARAMS: ScryptParams = { ln: 17, r: 8, p: 1 };

/**
 * Far cheaper parameters, for test suites that create many accounts. Only ever used when a caller
 * passes them explicitly (the test harness); nothing selects them from the environment.
 */
export const TEST_PASSWORD_HASH_PARAMS: ScryptParams = { ln: 10, r: 8, p: 1 };

const LEGACY_PARAMS: ScryptParams = { ln: 14, r: 8, p: 1 };
const KEY_LENGTH = 32;
/** Highest cost accepted from a stored hash (a forged or corrupt row cannot exhaust memory). */
const MAX_LN = 20;

/**
 * How many times a password was run through scrypt, and at which cost the last time: tests
 * observe with it that an unknown e-mail pays for a derivation as a known one does.
 */
export const passwordHashStats = { derivations: 0, lastLn: 0 };

function derive(password: string, salt: Buffer, { ln, r, p }: ScryptParams): Promise<Buffer> {
  passwordHashStats.derivations++;
  passwordHashStats.lastLn = ln;
  const N = 2 ** ln;
  // Node refuses scrypt above 32 MiB by default; the work area is 128 * N * r * p bytes.
  const maxmem = 2 * 128 * N * r * p;
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(
  password: string,
  params: ScryptParams = PASSWORD_HASH_PARAMS,
): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, params);
  return `scrypt$ln=${params.ln},r=${params.r},p=${params.p}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

function parse(stored: string): { params: ScryptParams; salt: Buffer; hash: Buffer } | null {
  const parts = stored.split('$');
  if (parts[0] !== 'scrypt') return null;
  if (parts.length === 3 && parts[1] && parts[2])
    return {
      params: LEGACY_PARAMS,
      salt: Buffer.from(parts[1], 'base64url'),
      hash: Buffer.from(parts[2], 'base64url'),
    };
  if (parts.length !== 4 || !parts[2] || !parts[3]) return null;
  const match = /^ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})$/.exec(parts[1] ?? '');
  if (!match) return null;
  const [ln, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (ln < 1 || ln > MAX_LN || r < 1 || p < 1) return null;
  return {
    params: { ln, r, p },
    salt: Buffer.from(parts[2], 'base64url'),
    hash: Buffer.from(parts[3], 'base64url'),
  };
}

const DUMMY_SALT = randomBytes(16);

/**
 * Verifies a password against a stored hash. Without a usable hash (an unknown e-mail, an account
 * without a password) the password is still run through scrypt at the current cost, against a
 * dummy hash, so the answer takes as long and does not tell which e-mails exist.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parsed = stored ? parse(stored) : null;
  if (!parsed) {
    await derive(password, DUMMY_SALT, PASSWORD_HASH_PARAMS);
    return false;
  }
  const actual = await derive(password, parsed.salt, parsed.params);
  return parsed.hash.length === actual.length && timingSafeEqual(parsed.hash, actual);
}

const shared = new Map<string, Promise<string>>();

/**
 * One hash of a shared password (the demo accounts') per process and cost, reused for every
 * account that has it: seeding pays one derivation, not one per account nor per seeded database.
 */
export function sharedPasswordHash(
  password: string,
  params: ScryptParams = PASSWORD_HASH_PARAMS,
): Promise<string> {
  const key = `${params.ln},${params.r},${params.p}\0${password}`;
  if (!shared.has(key)) shared.set(key, hashPassword(password, params));
  return shared.get(key)!;
}
