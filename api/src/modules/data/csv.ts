/**
 * Reading an uploaded CSV file: its delimiter, its byte-order mark, and its records one at a time
 * (cut by hand, a page at a time, so memory stays flat whatever the file's size).
 */

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

const QUOTE = 34;
const LF = 10;
const CR = 13;

/**
 * The records of a CSV byte stream, a page at a time, each with its row number (the header is
 * row 1, as a spreadsheet numbers it). Blank lines are skipped. The bytes go through a strict
 * UTF-8 decoder (a file that is not UTF-8 is refused, never imported with replacement
 * characters) and a leading BOM is dropped; then the text is cut by hand: quoted values with
 * doubled quotes and line breaks inside, CRLF, LF or CR line ends, and a quote inside an
 * unquoted value kept as a character, as spreadsheets write it. Only the record being cut is
 * held beyond a page, so memory stays flat whatever the file's size. (csv-parse did the cutting
 * before: it was a third of the import's processor time, bench:import.)
 */
export async function* readCsv(
  chunks: AsyncIterable<Uint8Array>,
  delimiter: string,
): AsyncGenerator<{ row: number; cells: string[] }[]> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  const cutter = new CsvCutter(delimiter.charCodeAt(0));
  let text = '';
  const decode = (chunk?: Uint8Array) => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      throw new CsvError('The file is not UTF-8 text.', cutter.row + 1);
    }
  };
  for await (const chunk of chunks) {
    text += decode(chunk);
    const page = cutter.cut(text, false);
    text = text.slice(cutter.consumed);
    if (page.length) yield page;
  }
  text += decode();
  const last = cutter.cut(text, true);
  if (last.length) yield last;
}

/** Cuts CSV text into records; `consumed` says where the first record it could not finish starts. */
class CsvCutter {
  row = 0;
  consumed = 0;
  constructor(private readonly delimiter: number) {}

  cut(text: string, final: boolean): { row: number; cells: string[] }[] {
    const records: { row: number; cells: string[] }[] = [];
    const n = text.length;
    const delimiter = this.delimiter;
    let i = 0;
    this.consumed = 0;
    records: while (i < n) {
      const start = i;
      const cells: string[] = [];
      for (;;) {
        let value: string;
        if (text.charCodeAt(i) === QUOTE) {
          value = '';
          let from = i + 1;
          for (;;) {
            const quote = text.indexOf('"', from);
            if (quote < 0 || (quote + 1 === n && !final)) {
              if (!final) break records;
              throw new CsvError('A quoted value is never closed.', this.row + 1);
            }
            if (text.charCodeAt(quote + 1) === QUOTE) {
              value += text.slice(from, quote + 1);
              from = quote + 2;
              continue;
            }
            value += text.slice(from, quote);
            i = quote + 1;
            break;
          }
          // Anything between the closing quote and the delimiter is kept, as written.
          const end = endOfValue(text, i, delimiter);
          if (end === n && !final) break records;
          if (end > i) value += text.slice(i, end);
          i = end;
        } else {
          const end = endOfValue(text, i, delimiter);
          if (end === n && !final) break records;
          value = text.slice(i, end);
          i = end;
        }
        cells.push(value);
        if (i >= n) break;
        const c = text.charCodeAt(i);
        i++;
        if (c === delimiter) {
          if (i === n) {
            if (!final) break records;
            cells.push('');
            break;
          }
          continue;
        }
        // A line end: CR LF, LF or CR (a CR ending one chunk and its LF starting the next make
        // one blank line more, which is skipped).
        if (c === CR && i < n && text.charCodeAt(i) === LF) i++;
        break;
      }
      this.consumed = i;
      // A blank line: one empty value, nothing written for it.
      if (cells.length === 1 && cells[0] === '' && text.charCodeAt(start) !== QUOTE) continue;
      records.push({ row: ++this.row, cells });
    }
    if (final) this.consumed = n;
    return records;
  }
}

/** Where the unquoted value starting at `from` ends: its delimiter, its line end, or the text's end. */
function endOfValue(text: string, from: number, delimiter: number): number {
  const n = text.length;
  let i = from;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === delimiter || c === LF || c === CR) return i;
    i++;
  }
  return n;
}
