import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { receiveUpload, UploadTooLarge } from './uploads.js';

describe('receiveUpload', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'accrue-uploads-'));
  });
  afterEach(async () => {
    await fs.promises.rm(dir, { recursive: true, force: true });
  });

  const chunks = (count: number, size: number) =>
    Readable.from(Array.from({ length: count }, () => Buffer.alloc(size, 0x61)));

  it('stores a body up to the limit, under a name of its own', async () => {
    const stored = await receiveUpload({ dir }, chunks(4, 256), 7, 1024);
    expect(stored.size).toBe(1024);
    expect(stored.name).toMatch(/^7-[\w-]+\.upload$/);
    expect((await fs.promises.stat(path.join(dir, stored.name))).size).toBe(1024);
  });

  it('stops a streamed body past the limit and leaves no partial file', async () => {
    await expect(receiveUpload({ dir }, chunks(5, 256), 7, 1024)).rejects.toBeInstanceOf(UploadTooLarge);
    expect(await fs.promises.readdir(dir)).toEqual([]);
  });
});
