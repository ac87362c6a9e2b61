import type { Request, Response } from 'express';
import type { ExpectedVersion } from '../db/versioned.js';

/**
 * Conditional requests over a record's version (RFC 9110 §13): the answer carries the version as a
 * strong ETag (`"7"`), and a whole-object edit sends it back in `If-Match`; the write then applies
 * only if the record is still at that version (see `db/versioned.ts`), else 409.
 */

/** Sets the record's version as the answer's ETag. */
export function setVersionETag(res: Pick<Response, 'setHeader'>, version: number): void {
  res.setHeader('ETag', `"${version}"`);
}

/**
 * The versions `If-Match` accepts: undefined without the header or with `*` (any version); else
 * the versions of its entity tags. A tag that is no version of ours (weak, or not a number) can
 * never match, so a header naming only such tags expects `[]`: the write is refused as stale.
 */
export function expectedVersionOf(req: Pick<Request, 'headers'>): ExpectedVersion {
  const header = req.headers['if-match'];
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value.trim() === '*') return undefined;
  const versions: number[] = [];
  for (const tag of value.split(',')) {
    // Strong comparison (RFC 9110 §13.1.1): a weak tag (W/"…") never matches. A bare number is
    // taken too, for clients that drop the quotes.
    const match = /^\s*"?(\d{1,15})"?\s*$/.exec(tag);
    if (match) versions.push(Number(match[1]));
  }
  return versions;
}
