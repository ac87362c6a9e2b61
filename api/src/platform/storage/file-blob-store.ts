import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { checkBlobKey, InvalidBlobKey, type BlobStore, type StoredBlob } from './blob-store.js';

/** What `get` answers for an object whose type file is missing (written by hand, say). */
const UNKNOWN_TYPE = 'application/octet-stream';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Objects as files under one folder (`$DATA_DIR/files`): key `avatars/1/abc` is the file
 * `avatars/1/abc`, holding the bytes exactly, and its type is kept beside it in `avatars/1/.abc.type`
 * (no key can name a file starting with a dot, so the two never collide).
 *
 * A file appears whole or not at all: it is written to a temporary file in the same folder,
 * flushed to disk, then renamed over the key (a rename within one file system is atomic). A kill
 * mid-write leaves at most a `.…tmp` file, which no key names; a power cut after `put` returned
 * still finds the file, as its folder is flushed too (the database row pointing at it commits
 * only after `put`).
 */
export class FileBlobStore implements BlobStore {
  readonly directory: string;

  constructor(directory: string) {
    this.directory = path.resolve(directory);
  }

  get location(): string {
    return this.directory;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const file = this.fileOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // The type first: whenever the bytes are there, so is their type.
    await writeWhole(typeFileOf(file), Buffer.from(contentType, 'utf8'));
    await writeWhole(file, bytes);
  }

  async get(key: string): Promise<StoredBlob | null> {
    const file = this.fileOf(key);
    let bytes: Buffer;
    try {
      bytes = await fs.readFile(file);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    const contentType = await fs.readFile(typeFileOf(file), 'utf8').catch((error: unknown) => {
      if (isMissing(error)) return UNKNOWN_TYPE;
      throw error;
    });
    return { bytes, contentType };
  }

  async delete(key: string): Promise<void> {
    const file = this.fileOf(key);
    // The bytes first: a type file left behind by a crash in between is harmless.
    await fs.rm(file, { force: true });
    await fs.rm(typeFileOf(file), { force: true });
  }

  /** The key's file, refusing any key that is not a plain path inside the folder. */
  private fileOf(key: string): string {
    checkBlobKey(key);
    const file = path.resolve(this.directory, ...key.split('/'));
    // checkBlobKey already refuses `..` and absolute paths; this holds even if its rules loosen.
    if (!file.startsWith(this.directory + path.sep)) throw new InvalidBlobKey(key, 'it leaves the folder');
    return file;
  }
}

const typeFileOf = (file: string) => path.join(path.dirname(file), `.${path.basename(file)}.type`);

/** Writes `file` whole or not at all: a temporary file beside it, flushed, renamed over it. */
async function writeWhole(file: string, bytes: Buffer): Promise<void> {
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`,
  );
  try {
    const handle = await fs.open(temporary, 'wx');
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
  await syncFolder(path.dirname(file));
}

/** Flushes a folder's entries (the rename just made) so a power cut cannot undo them. */
async function syncFolder(folder: string): Promise<void> {
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(folder, 'r');
  } catch {
    // Some systems (Windows) cannot open a folder; the rename itself is still atomic there.
    return;
  }
  try {
    await handle.sync();
  } catch {
    // Nor can every file system flush one (EINVAL): the same, durability is best effort there.
  } finally {
    await handle.close();
  }
}
