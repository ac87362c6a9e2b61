import type { BlobStore, BlobStoreSettings } from './blob-store.js';
import { FileBlobStore } from './file-blob-store.js';
import { S3BlobStore } from './s3-blob-store.js';

export {
  checkBlobKey,
  InvalidBlobKey,
  type BlobStore,
  type BlobStoreSettings,
  type StoredBlob,
} from './blob-store.js';
export { FileBlobStore } from './file-blob-store.js';
export { S3BlobStore, type S3Settings } from './s3-blob-store.js';

/** The store the configuration names (config.ts reads and checks the S3_* variables and DATA_DIR). */
export function openBlobStore(settings: BlobStoreSettings): BlobStore {
  return settings.kind === 's3' ? new S3BlobStore(settings) : new FileBlobStore(settings.directory);
}
