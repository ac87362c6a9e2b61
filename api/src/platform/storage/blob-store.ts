/**
 * Files the API keeps outside the database (avatars; later imports and agreements), behind one
 * small interface with two backends: files under DATA_DIR, or an S3-compatible bucket. Every
 * instance of one deployment must reach the same store, as they reach the same database.
 *
 * A key is a plain relative path (`avatars/<companyId>/<token>`) that the calling code builds from
 * values it chose itself, never from a request's text; it is checked all the same (see
 * `checkBlobKey`), so that a mistake cannot write outside the store's folder.
 */
export interface BlobStore {
  /** Stores the object whole (or not at all), replacing any object under the key. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object and the type it was stored with, or null when the key holds none. */
  get(key: string): Promise<StoredBlob | null>;
  /** Removes the object; a key that holds none is not an error. */
  delete(key: string): Promise<void>;
  /** Where the objects are, for logs and messages (never a secret). */
  readonly location: string;
}

export interface StoredBlob {
  bytes: Buffer;
  contentType: string;
}

/** Where the objects live, from the environment (see config.ts: S3_* variables, else DATA_DIR). */
export type BlobStoreSettings =
  | { kind: 'files'; directory: string }
  | {
      kind: 's3';
      bucket: string;
      /** An S3-compatible service (MinIO, R2…); unset means Amazon S3 itself. */
      endpoint: string | undefined;
      region: string;
      /** Unset: the AWS SDK's default chain (AWS_* variables, shared files, an instance's role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (what MinIO needs out of the box). */
      forcePathStyle: boolean;
    };

/** A key `checkBlobKey` refuses: a bug in the caller, never something a user can cause. */
export class InvalidBlobKey extends Error {
  constructor(key: string, reason: string) {
    super(`Invalid blob key ${JSON.stringify(key.slice(0, 100))}: ${reason}`);
    this.name = 'InvalidBlobKey';
  }
}

const MAX_KEY_LENGTH = 512;
/**
 * One segment of a key: letters, digits, `_`, `-` and `.`, not starting with a dot. That excludes
 * `.` and `..` (escaping the folder), hidden names (the file backend keeps its temporary and type
 * files under names starting with a dot, which no key can then collide with), and every character
 * a file system or an S3 service treats specially (`\`, `:`, NUL, `%`…).
 */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** Throws `InvalidBlobKey` unless `key` is a plain relative path of safe segments. */
export function checkBlobKey(key: string): void {
  if (typeof key !== 'string' || key === '') throw new InvalidBlobKey(String(key), 'it is empty');
  if (key.length > MAX_KEY_LENGTH)
    throw new InvalidBlobKey(key, `it is longer than ${MAX_KEY_LENGTH} characters`);
  for (const segment of key.split('/')) {
    if (segment === '')
      throw new InvalidBlobKey(key, 'it has an empty segment (a leading, trailing or double /)');
    if (!SEGMENT.test(segment))
      throw new InvalidBlobKey(
        key,
        `segment ${JSON.stringify(segment)} must be letters, digits, _, - and . (not first)`,
      );
  }
}
