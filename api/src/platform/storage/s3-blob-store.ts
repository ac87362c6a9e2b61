import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkBlobKey, type BlobStore, type BlobStoreSettings, type StoredBlob } from './blob-store.js';

export type S3Settings = Extract<BlobStoreSettings, { kind: 's3' }>;

/**
 * Objects in an S3-compatible bucket (Amazon S3, MinIO, Cloudflare R2…) under their key as is.
 * S3 writes an object whole or not at all, and deleting a missing object succeeds: the interface's
 * promises hold without anything more here.
 */
export class S3BlobStore implements BlobStore {
  readonly location: string;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.location = `s3://${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // Amazon S3 answers a bucket of another region with a redirect the SDK follows only if asked.
      followRegionRedirects: !settings.endpoint,
      // The SDK's default CRC checksums on every request (since 3.729) are refused or mishandled by
      // several S3-compatible services: with an endpoint of its own, checksums only where the S3
      // API requires one (PutObject still signs its payload's SHA-256).
      ...(settings.endpoint
        ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
        : {}),
      // Without timeouts an unreachable service would hold the request (and its HTTP client) forever.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000, throwOnRequestTimeout: true },
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    checkBlobKey(key);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: contentType }),
    );
  }

  async get(key: string): Promise<StoredBlob | null> {
    checkBlobKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      const bytes = Buffer.from((await object.Body?.transformToByteArray()) ?? new Uint8Array());
      return { bytes, contentType: object.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    checkBlobKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** Closes the client's connections (tests; a server keeps its store for its lifetime). */
  close(): void {
    this.client.destroy();
  }
}

/** NoSuchKey, or a bare 404 (some S3-compatible services answer one without the error code). */
function isMissingObject(error: unknown): boolean {
  if (error instanceof NoSuchKey) return true;
  return (
    error instanceof S3ServiceException &&
    error.$metadata.httpStatusCode === 404 &&
    error.name !== 'NoSuchBucket'
  );
}
