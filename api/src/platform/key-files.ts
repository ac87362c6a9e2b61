import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A secret key kept in a file of DATA_DIR when no environment variable gives one (the access-token
 * signing key, the key of connection passwords): 32 random bytes, base64url, created by the first
 * instance that needs it and readable by its owner only. Answers the key's bytes.
 */
export function keyFromFile(dataDir: string, fileName: string, holds: string): Buffer {
  const file = path.join(dataDir, fileName);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // `wx`: only one instance creates it; another starting at the same moment reads this one.
    const fd = fs.openSync(file, 'wx', 0o600);
    try {
      // The umask could only narrow 0600, but a file system may ignore the creation mode.
      fs.fchmodSync(fd, 0o600);
      fs.writeSync(fd, `${randomBytes(32).toString('base64url')}\n`);
    } finally {
      fs.closeSync(fd);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if ((fs.statSync(file).mode & 0o077) !== 0)
    throw new Error(`${file} is readable by other users: it holds ${holds}. Run chmod 600 on it.`);
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
  if (key.length < 32) throw new Error(`${file} holds no key of at least 32 bytes (delete it to create one)`);
  return key;
}
