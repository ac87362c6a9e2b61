/**
 * Reading an uploaded CSV file: its delimiter, its byte-order mark, and its records one at a time
 * (csv-parse in streaming mode, so memory stays flat whatever the file's size).
 */
import { once } from 'node:events';
import { parse, type Info } from 'csv-parse';

export const DELIMITERS = [',', ';', '\t', '|'] as const;

/** Raised for a file that is not UTF-8 text or whose quotes never close. */
export class CsvError extends Error {
  constructor(
    message: string,
    readonly row: number,
  ) {
    super(message);
  }
}

const BOM = '\uFEFF';

/** Whether the bytes start with the UTF-8 byte-order mark. */
export function hasBom(head: Uint8Array): boolean {
  return head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf;
}

/**
 * The delimiter of the header line: the candidate found most often outside quotes (a comma when
 * none is, i.e. a one-column file).
 */
export function detectDelimiter(headText: string): string {
  const text = headText.startsWith(BOM) ? headText.slice(1) : headText;
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  let best = ',';
  let bestCount = 0;
  for (const [delimiter, count] of counts)
    if (count > bestCount) {
      best = delimiter;
      bestCount = count;
    }
  return best;
}

/**
 * The records of a CSV byte stream, each with its row number (the header is row 1, as a
 * spreadsheet numbers it). Blank lines are skipped. csv-parse reads the CSV (quotes, doubled
 * quotes, CRLF/LF/CR, a leading BOM); the bytes are also run through a strict UTF-8 decoder on
 * their way, because csv-parse would turn bytes that are not UTF-8 into replacement characters
 * and import them silently.
 */
export async function* readCsv(
  chunks: AsyncIterable<Uint8Array>,
  delimiter: string,
): AsyncGenerator<{ row: number; cells: string[] }> {
  const parser = parse({
    delimiter,
    bom: true,
    info: true,
    relax_column_count: true,
    // A quote inside an unquoted value is a character, as spreadsheets write it.
    relax_quotes: true,
    skip_empty_lines: true,
  });
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const feed = (async () => {
    try {
      for await (const chunk of chunks) {
        decoder.decode(chunk, { stream: true });
        if (!parser.write(chunk)) await once(parser, 'drain');
      }
      decoder.decode();
      parser.end();
    } catch (error) {
      parser.destroy(error instanceof TypeError ? new NotUtf8() : (error as Error));
    }
  })();
  let row = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: Info }>) {
      row = info.records;
      yield { row, cells: record };
    }
  } catch (error) {
    if (error instanceof NotUtf8) throw new CsvError('The file is not UTF-8 text.', row + 1);
    if ((error as { code?: string }).code === 'CSV_QUOTE_NOT_CLOSED')
      throw new CsvError('A quoted value is never closed.', row + 1);
    throw error;
  } finally {
    await feed;
  }
}

class NotUtf8 extends Error {}
