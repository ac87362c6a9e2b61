import { promisify } from 'node:util';
import { deflateRaw, inflateRawSync } from 'node:zlib';
import type { StatementJson } from '@accrue/engine';
import { toJson } from '../../platform/db/values.js';

/**
 * How a statement's content (the engine's statement JSON) is stored, in statements, their
 * versions and forecasts. A large one is deflated and kept as base64 text behind a marker: a
 * statement lists every record line of its line-payout rules, and at a million deals a full job
 * wrote 391 MB of content twice (statement and version), which bounded the job (bench:calc). The
 * JSON of record lines is stored 3.4 to 5.4 times smaller (base64 included). Small contents stay
 * plain JSON, readable in the database, as do the rows stored before this codec: `unpackContent`
 * reads both. A migration that reads content must unpack it too.
 */

/** Marks packed content: no JSON text starts with it. */
const PACKED = '~deflate:';

/** Below this many characters, content is stored as it is (packing would save little). */
const PACK_FROM_CHARS = 2_048;

/**
 * Level 1: the fastest. Higher levels save 2–8% more bytes for up to 1.3 times the time (measured on
 * the benchmark's statements), and deflating already runs beside the serializing.
 */
const LEVEL = 1;

const deflateRawAsync = promisify(deflateRaw);

/** Content as stored, from its JSON text (deflated on one of libuv's threads). */
export async function packContent(json: string): Promise<string> {
  if (json.length < PACK_FROM_CHARS) return json;
  return PACKED + (await deflateRawAsync(json, { level: LEVEL })).toString('base64');
}

/** How many contents a `ContentPacker` deflates at once (libuv's pool has four threads). */
const PACKING_AT_ONCE = 8;

/**
 * Packs the content of rows on libuv's threads while the caller goes on serializing the next ones
 * (deflating was a third of serializing a large plan on one thread). A few at a time, so that the
 * JSON texts waiting are few; `packed()` answers once every row handed over holds its packed content.
 */
export class ContentPacker {
  private readonly packing = new Set<Promise<void>>();

  /** Packs `row.content` in place; waits only while PACKING_AT_ONCE others are deflating. */
  async pack(row: { content: string }): Promise<void> {
    if (row.content.length < PACK_FROM_CHARS) return;
    const done: Promise<void> = packContent(row.content).then((packed) => {
      row.content = packed;
      this.packing.delete(done);
    });
    this.packing.add(done);
    if (this.packing.size >= PACKING_AT_ONCE) await Promise.race(this.packing);
  }

  async packed(): Promise<void> {
    await Promise.all(this.packing);
  }
}

/** The JSON text of stored content (packed or not). */
export function unpackContent(stored: string): string {
  if (!stored.startsWith(PACKED)) return stored;
  return inflateRawSync(Buffer.from(stored.slice(PACKED.length), 'base64')).toString('utf8');
}

/** Stored content as the engine's statement JSON (`{}` for none). */
export function parseContent(stored: unknown): StatementJson {
  return toJson<StatementJson>(
    typeof stored === 'string' ? unpackContent(stored) : stored,
    {} as StatementJson,
  );
}
