import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import path from 'node:path';
import { loadConfig } from '../../config.js';
import { keyFromFile } from '../../platform/key-files.js';

/**
 * Connection passwords at rest (doc 3 §3 database connections): AES-256-GCM under a key derived
 * (HKDF-SHA256) from CONNECTION_SECRET (base64url, at least 32 bytes), or else from a key file
 * under DATA_DIR created on first use (readable by its owner only). The company id is the
 * additional authenticated data, so a ciphertext copied to another company does not decrypt.
 * Instances sharing a database must share the secret (the same variable or one DATA_DIR).
 */
export const CONNECTION_KEY_FILE = 'connection-secret.key';
const VERSION = 'v1';

let cached: { source: string; key: Buffer } | null = null;

function dataDir(): string {
  try {
    return loadConfig().dataDir;
  } catch {
    return path.resolve(process.env.DATA_DIR ?? 'data');
  }
}

function keyMaterial(): { source: string; material: Buffer } {
  const env = process.env.CONNECTION_SECRET;
  if (env) {
    const material = Buffer.from(env, 'base64url');
    if (material.length < 32)
      throw new Error('CONNECTION_SECRET must be base64url text of at least 32 bytes');
    return { source: `env:${createHash('sha256').update(material).digest('hex')}`, material };
  }
  const dir = dataDir();
  const file = path.join(dir, CONNECTION_KEY_FILE);
  const material = keyFromFile(dir, CONNECTION_KEY_FILE, 'the key of connection passwords');
  return { source: `file:${file}`, material };
}

function key(): Buffer {
  const { source, material } = keyMaterial();
  if (cached?.source !== source)
    cached = {
      source,
      key: Buffer.from(hkdfSync('sha256', material, Buffer.alloc(0), 'accrue connection passwords', 32)),
    };
  return cached.key;
}

/**
 * A key for signing short-lived values (a CRM authorization's state), derived from the same
 * material under another label, so it never equals the encryption key.
 */
export function signingKey(label: string): Buffer {
  return Buffer.from(hkdfSync('sha256', keyMaterial().material, Buffer.alloc(0), `accrue ${label}`, 32));
}

export function encryptSecret(plain: string, companyId: number): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  cipher.setAAD(Buffer.from(`company:${companyId}`));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [
    VERSION,
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    body.toString('base64url'),
  ].join(':');
}

/** The password, or null when it cannot be decrypted (another key, another company, tampered). */
export function decryptSecret(stored: string, companyId: number): string | null {
  const [version, iv, tag, body] = stored.split(':');
  if (version !== VERSION || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(`company:${companyId}`));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
