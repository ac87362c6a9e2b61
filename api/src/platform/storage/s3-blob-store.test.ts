import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { InvalidBlobKey } from './blob-store.js';
import { openBlobStore } from './index.js';
import { S3BlobStore, type S3Settings } from './s3-blob-store.js';
import { startS3Server, type TestS3Server } from './test/s3-server.js';

describe('the blob store settings', () => {
  const SECRET = 'wJalrXUtnFEMI-K7MDENG-bPxRfiCYEXAMPLEKEY';

  it('keep files under DATA_DIR/files unless S3_BUCKET is set', () => {
    expect(loadConfig({ DATA_DIR: '/srv/accrue' }).blobStore).toEqual({
      kind: 'files',
      directory: path.resolve('/srv/accrue/files'),
    });
  });

  it('read a bucket on an S3-compatible service, path-style by default there', () => {
    const config = loadConfig({
      S3_BUCKET: 'accrue-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: SECRET,
    });
    expect(config.blobStore).toEqual({
      kind: 's3',
      bucket: 'accrue-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'minio', secretAccessKey: SECRET },
      forcePathStyle: true,
    });
    expect(openBlobStore(config.blobStore).location).toBe('s3://accrue-files at http://127.0.0.1:9000');
  });

  it('read Amazon S3 itself with the SDK’s own credentials, virtual-hosted unless told', () => {
    expect(loadConfig({ S3_BUCKET: 'accrue-files', S3_REGION: 'eu-west-3' }).blobStore).toEqual({
      kind: 's3',
      bucket: 'accrue-files',
      endpoint: undefined,
      region: 'eu-west-3',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(
      loadConfig({ S3_BUCKET: 'b-1', S3_ENDPOINT: 'https://r2.example', S3_FORCE_PATH_STYLE: 'false' })
        .blobStore,
    ).toMatchObject({ forcePathStyle: false });
  });

  it('refuse an incomplete or mistyped S3 configuration, saying what to set, never echoing the secret', () => {
    const refusal = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error(`accepted ${JSON.stringify(env)}`);
    };
    expect(refusal({ S3_ENDPOINT: 'http://minio:9000', S3_SECRET_ACCESS_KEY: SECRET })).toBe(
      'S3_ENDPOINT, S3_SECRET_ACCESS_KEY are set but S3_BUCKET is not: set S3_BUCKET to keep files ' +
        '(avatars) in that bucket, or unset them to keep files under DATA_DIR',
    );
    expect(refusal({ S3_BUCKET: 'b-1', S3_SECRET_ACCESS_KEY: SECRET })).toMatch(
      /^S3_SECRET_ACCESS_KEY is set without S3_ACCESS_KEY_ID: set both/,
    );
    expect(refusal({ S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'minio' })).toMatch(
      /^S3_ACCESS_KEY_ID is set without S3_SECRET_ACCESS_KEY/,
    );
    expect(refusal({ S3_BUCKET: 's3://accrue-files' })).toMatch(/^S3_BUCKET must be a bucket's name alone/);
    expect(refusal({ S3_BUCKET: 'b-1', S3_ENDPOINT: 'minio:9000' })).toMatch(
      /^S3_ENDPOINT must be an http\(s\) URL/,
    );
    expect(refusal({ S3_BUCKET: 'b-1', S3_ENDPOINT: 'ftp://minio' })).toMatch(
      /^S3_ENDPOINT must be an http\(s\) URL/,
    );
    expect(refusal({ S3_BUCKET: 'b-1', S3_FORCE_PATH_STYLE: 'yes' })).toBe(
      'S3_FORCE_PATH_STYLE must be true or false, got yes',
    );
    const withKeyInUrl = refusal({ S3_BUCKET: 'b-1', S3_ENDPOINT: `http://minio:${SECRET}@minio:9000` });
    expect(withKeyInUrl).toMatch(/^S3_ENDPOINT must not hold credentials/);
    expect(withKeyInUrl).not.toContain(SECRET);
    expect(refusal({ S3_BUCKET: 'b-1', S3_ENDPOINT: `${SECRET} oops` })).not.toContain(SECRET);
  });
});

describe('the S3 blob store, against an S3-compatible server', () => {
  let server: TestS3Server;
  let store: S3BlobStore;
  const settings = (overrides: Partial<S3Settings> = {}): S3Settings => ({
    ...(loadConfig(server.env).blobStore as S3Settings),
    ...overrides,
  });
  beforeAll(async () => {
    server = await startS3Server();
    store = new S3BlobStore(settings());
  });
  afterAll(async () => {
    store?.close();
    await server?.close();
  });

  it('puts, gets and deletes an object under its key, with its type', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
    await store.put('avatars/7/abc', bytes, 'image/png');
    expect(await store.get('avatars/7/abc')).toEqual({ bytes, contentType: 'image/png' });
    await store.delete('avatars/7/abc');
    expect(await store.get('avatars/7/abc')).toBeNull();
    // Deleting what is not there is not an error.
    await store.delete('avatars/7/abc');
  });

  it('refuses the keys the file store refuses, before any request', async () => {
    await expect(store.put('../outside', Buffer.from('x'), 'text/plain')).rejects.toThrow(InvalidBlobKey);
    await expect(store.get('avatars//1')).rejects.toThrow(InvalidBlobKey);
    await expect(store.delete('.hidden')).rejects.toThrow(InvalidBlobKey);
  });

  it('fails, rather than answering "no object", when the bucket is missing', async () => {
    // (s3rver does not verify SigV4 signatures, so a wrong secret cannot be tested against it.)
    const noBucket = new S3BlobStore(settings({ bucket: 'no-such-bucket' }));
    try {
      await expect(noBucket.get('avatars/1/x')).rejects.toThrow();
    } finally {
      noBucket.close();
    }
  });
});
