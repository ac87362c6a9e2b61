import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkBlobKey, InvalidBlobKey } from './blob-store.js';
import { FileBlobStore } from './file-blob-store.js';

/** Every file under a folder, as relative paths (hidden ones included). */
function filesUnder(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return (fs.readdirSync(folder, { recursive: true }) as string[])
    .filter((entry) => fs.statSync(path.join(folder, entry)).isFile())
    .map((entry) => entry.split(path.sep).join('/'))
    .sort();
}

describe('blob keys', () => {
  it('accepts plain relative paths of letters, digits, _, - and inner dots', () => {
    for (const key of ['avatars/1/0123abcdef', 'a', 'imports/12/file.v2.csv', 'A_b-c/d.e']) {
      expect(() => checkBlobKey(key)).not.toThrow();
    }
  });

  it('refuses keys that could leave the folder, name a hidden file or be read differently', () => {
    const refused = [
      '',
      '..',
      '.',
      '../outside',
      'avatars/../../outside',
      'avatars/./1',
      '/etc/passwd',
      'avatars/',
      'avatars//1',
      '.hidden',
      'avatars/1/.abc.type',
      'avatars\\..\\outside',
      'C:/windows',
      'avatars/%2e%2e/x',
      'avatars/1/a b',
      'avatars/1/a\u0000b',
      'avatars/1/é',
      'a'.repeat(513),
    ];
    for (const key of refused) expect(() => checkBlobKey(key), key).toThrow(InvalidBlobKey);
  });
});

describe('the file blob store', () => {
  let root: string;
  let store: FileBlobStore;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'accrue-blobs-'));
    store = new FileBlobStore(path.join(root, 'files'));
  });
  afterEach(() => {
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('keeps an object as a plain file under its key, with its type, until deleted', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
    await store.put('avatars/7/abc', bytes, 'image/png');
    // The file holds the bytes exactly; no temporary file is left beside it.
    expect(fs.readFileSync(path.join(root, 'files', 'avatars', '7', 'abc')).equals(bytes)).toBe(true);
    expect(filesUnder(path.join(root, 'files'))).toEqual(['avatars/7/.abc.type', 'avatars/7/abc']);
    expect(await store.get('avatars/7/abc')).toEqual({ bytes, contentType: 'image/png' });

    await store.put('avatars/7/abc', Buffer.from('<svg/>'), 'image/svg+xml');
    expect(await store.get('avatars/7/abc')).toEqual({
      bytes: Buffer.from('<svg/>'),
      contentType: 'image/svg+xml',
    });

    await store.delete('avatars/7/abc');
    expect(await store.get('avatars/7/abc')).toBeNull();
    expect(filesUnder(path.join(root, 'files'))).toEqual([]);
    // Deleting what is not there is not an error.
    await store.delete('avatars/7/abc');
    await store.delete('never/written');
  });

  it('answers null for a key that holds nothing, even with a killed write’s temporary file beside it', async () => {
    expect(await store.get('avatars/1/none')).toBeNull();
    // What a process killed mid-put leaves: a hidden temporary file, never the key's own file.
    fs.mkdirSync(path.join(root, 'files', 'avatars', '1'), { recursive: true });
    fs.writeFileSync(path.join(root, 'files', 'avatars', '1', '.half.0a1b2c3d4e5f.tmp'), 'half a pic');
    expect(await store.get('avatars/1/half')).toBeNull();
  });

  it('refuses a bad key on every call, writing and removing nothing outside its folder', async () => {
    fs.writeFileSync(path.join(root, 'outside'), 'keep me');
    for (const key of ['../outside', '../../outside', '/tmp/outside', 'a/../../outside', '.outside']) {
      await expect(store.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(InvalidBlobKey);
      await expect(store.get(key), key).rejects.toThrow(InvalidBlobKey);
      await expect(store.delete(key), key).rejects.toThrow(InvalidBlobKey);
    }
    expect(fs.readFileSync(path.join(root, 'outside'), 'utf8')).toBe('keep me');
    expect(filesUnder(root)).toEqual(['outside']);
  });

  it('removes its temporary file when a write fails, leaving no object', async () => {
    // A folder already at the key's path: the final rename fails, as a full disk would fail a write.
    fs.mkdirSync(path.join(root, 'files', 'avatars', '2', 'pic'), { recursive: true });
    await expect(store.put('avatars/2/pic', Buffer.from('x'), 'image/png')).rejects.toThrow();
    expect(filesUnder(path.join(root, 'files')).filter((file) => file.endsWith('.tmp'))).toEqual([]);
  });
});
