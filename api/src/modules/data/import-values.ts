import { MESSAGES } from '../../platform/errors.js';
import { isIsoDate } from '../../platform/db/values.js';
import type { FieldFormat, RecordValue } from './types.js';
import type { Cell } from './xlsx.js';

/** The formats a column's sample can suggest (doc 3 §3 field formats a file can express). */
export type DetectedFormat = 'number' | 'date' | 'date-time' | 'boolean' | 'text';

const DECIMAL = /^[-+]?\d+(\.\d+)?$/;
/** A decimal comma, as semicolon-separated files from European spreadsheets write it. */
const DECIMAL_COMMA = /^[-+]?\d+,\d+$/;
/** Thousands separated by commas, with an optional decimal point. */
const GROUPED = /^[-+]?\d{1,3}(,\d{3})+(\.\d+)?$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;
const TRUE = new Set(['true', 'yes', 'y', '1']);
const FALSE = new Set(['false', 'no', 'n', '0']);

/** A cell as text, as the preview shows it (dates of a workbook as ISO dates). */
export function cellText(cell: Cell): string {
  if (cell === null) return '';
  if (cell instanceof Date) return isMidnightUtc(cell) ? cell.toISOString().slice(0, 10) : cell.toISOString();
  if (typeof cell === 'number') return numberText(cell);
  return String(cell);
}

function isMidnightUtc(date: Date): boolean {
  return date.getUTCHours() === 0 && date.getUTCMinutes() === 0 && date.getUTCSeconds() === 0;
}

/** A number as plain decimal text (never an exponent). */
function numberText(value: number): string {
  // An integer's own text has no exponent below 2^53; toLocaleString costs microseconds a call,
  // seconds on a table of a million rows.
  if (Number.isSafeInteger(value)) return String(value);
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}

/** The exact decimal text of a number cell, or null when it is not one. */
function decimalOf(text: string): string | null {
  // Spaces (plain, no-break, narrow no-break) group thousands in many locales: "2 400,50".
  const trimmed = text.trim().replace(/(\d)[ \u00a0\u202f](?=\d{3}(\D|$))/g, '$1');
  let decimal: string | null = null;
  if (DECIMAL.test(trimmed)) decimal = trimmed;
  else if (DECIMAL_COMMA.test(trimmed)) decimal = trimmed.replace(',', '.');
  else if (GROUPED.test(trimmed)) decimal = trimmed.replace(/,/g, '');
  return decimal === null ? null : decimal.replace(/^\+/, '');
}

/** Thrown by `convert`: the message for the cell (the caller names the row and the column). */
export class CellError extends Error {}

/**
 * A cell as the field's format stores it (doc 3 §3): amounts and numbers as exact decimal text,
 * dates as YYYY-MM-DD, date-times as ISO text, booleans as booleans, text as text; an empty cell
 * is null. A value the format cannot hold throws its validation message.
 */
export function convert(cell: Cell, format: FieldFormat): RecordValue {
  if (cell === null || cell === '') return null;
  switch (format) {
    case 'number':
    case 'currency':
    case 'percent': {
      if (typeof cell === 'number') {
        if (!Number.isFinite(cell)) throw new CellError(MESSAGES.type('number'));
        return numberText(cell);
      }
      const decimal = typeof cell === 'string' ? decimalOf(cell) : null;
      if (decimal === null) throw new CellError(MESSAGES.type('number'));
      return decimal;
    }
    case 'date': {
      if (cell instanceof Date) return cell.toISOString().slice(0, 10);
      const text = String(cell).trim();
      if (!isIsoDate(text)) throw new CellError(MESSAGES.dateFormat);
      return text;
    }
    case 'date-time': {
      if (cell instanceof Date) return cell.toISOString();
      const text = String(cell).trim();
      const parsed = DATE_TIME.test(text) ? new Date(text.replace(' ', 'T')) : null;
      if (!parsed || Number.isNaN(parsed.getTime())) throw new CellError(MESSAGES.dateTime);
      return parsed.toISOString();
    }
    case 'boolean': {
      if (typeof cell === 'boolean') return cell;
      const text = String(cell).trim().toLowerCase();
      if (TRUE.has(text)) return true;
      if (FALSE.has(text)) return false;
      throw new CellError(MESSAGES.boolean);
    }
    default:
      return cellText(cell);
  }
}

/** The format every non-empty value of a sample fits (text when they agree on nothing else). */
export function detectFormat(sample: readonly Cell[]): DetectedFormat {
  const values = sample.filter((cell) => cell !== null && cell !== '');
  if (values.length === 0) return 'text';
  const all = (test: (cell: Cell) => boolean) => values.every(test);
  if (all((cell) => typeof cell === 'boolean' || /^(true|false)$/i.test(String(cell).trim())))
    return 'boolean';
  if (all((cell) => typeof cell === 'number' || (typeof cell === 'string' && decimalOf(cell) !== null)))
    return 'number';
  if (all((cell) => (cell instanceof Date ? isMidnightUtc(cell) : isIsoDate(String(cell).trim()))))
    return 'date';
  if (
    all(
      (cell) =>
        cell instanceof Date ||
        (DATE_TIME.test(String(cell).trim()) && !Number.isNaN(Date.parse(String(cell)))),
    )
  )
    return 'date-time';
  return 'text';
}

/** Whether a stored value and a converted one are the same (stored numbers may be JSON numbers). */
export function sameValue(stored: unknown, next: RecordValue): boolean {
  if (stored === undefined || stored === null) return next === null;
  if (next === null) return false;
  if (typeof stored === 'number' && typeof next === 'string') return String(stored) === next;
  return stored === next;
}
