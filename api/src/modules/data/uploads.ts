import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import { detectDelimiter, hasBom, readCsv } from './csv.js';
import { pagesOf, type FileType, type RowPages } from './import-types.js';
import { readXlsx } from './xlsx.js';

/** The largest file an import accepts (the app's JSON limit is 1 MiB; a file has its own). */
export const UPLOAD_LIMIT_BYTES = 50 * 1024 * 1024;
/** The refusal of a file over `limit` bytes. */
export function tooLarge(limit: number): string {
  return `The file is too large (at most ${Math.floor(limit / (1024 * 1024))} MiB).`;
}

/** Where uploaded files wait between their preview and their application, and how large one may be. */
export interface UploadStore {
  dir: string;
  /** UPLOAD_LIMIT_BYTES unless configured (IMPORT_FILE_LIMIT_MB). */
  limitBytes?: number;
}

export class UploadTooLarge extends Error {}

/** The path of a stored upload (its name is ours, never the client's). */
export function storedPath(store: UploadStore, name: string): string {
  if (!/^[\w.-]+$/.test(name)) throw new Error('unsafe stored file name');
  return path.join(store.dir, name);
}

/**
 * Streams a request body to a new file of the store, at most `limit` bytes (UploadTooLarge beyond,
 * the partial file removed); answers the file's name and size.
 */
export async function receiveUpload(
  store: UploadStore,
  body: Readable,
  companyId: number,
  limit = store.limitBytes ?? UPLOAD_LIMIT_BYTES,
): Promise<{ name: string; size: number }> {
  await fs.promises.mkdir(store.dir, { recursive: true });
  const name = `${companyId}-${randomUUID()}.upload`;
  const file = storedPath(store, name);
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > limit) done(new UploadTooLarge(tooLarge(limit)));
      else done(null, chunk);
    },
  });
  try {
    await pipeline(body, counter, fs.createWriteStream(file));
  } catch (error) {
    await removeUpload(store, name);
    throw error;
  }
  return { name, size };
}

export async function removeUpload(store: UploadStore, name: string | null): Promise<void> {
  if (name) await fs.promises.rm(storedPath(store, name), { force: true });
}

/** What a stored file is: a workbook (a ZIP: XLSX) or CSV text, its encoding and delimiter. */
export interface FileShape {
  fileType: FileType;
  delimiter: string | null;
  encoding: string | null;
}

export async function shapeOf(store: UploadStore, name: string): Promise<FileShape> {
  const handle = await fs.promises.open(storedPath(store, name), 'r');
  try {
    const head = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const bytes = head.subarray(0, bytesRead);
    // Every XLSX is a ZIP archive: "PK\x03\x04".
    if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04)
      return { fileType: 'xlsx', delimiter: null, encoding: null };
    return {
      fileType: 'csv',
      delimiter: detectDelimiter(new TextDecoder('utf-8').decode(bytes)),
      encoding: hasBom(bytes) ? 'UTF-8 with BOM' : 'UTF-8',
    };
  } finally {
    await handle.close();
  }
}

/** The rows of a stored file, streamed, each with its row number (the header is the first). */
export function rowsOf(store: UploadStore, name: string, shape: FileShape): RowPages {
  const file = storedPath(store, name);
  return shape.fileType === 'xlsx'
    ? pagesOf(readXlsx(file))
    : readCsv(fs.createReadStream(file, { highWaterMark: 256 * 1024 }), shape.delimiter ?? ',');
}
