/**
 * The pure parts of the quota screens: the bulk paste/CSV parser (owner, date, value per row), the
 * year a value screen shows, and the badge of the quota list. Values stay decimal text end to end.
 */

export type QuotaType = 'user' | 'team' | 'plan';

/** One row of a paste or CSV, as the bulk call takes it (the owner by e-mail or name). */
export interface BulkRow {
  quotaId: number;
  quotaType: QuotaType;
  userEmail?: string;
  teamName?: string;
  planName?: string;
  date: string;
  value: string;
}

export interface ParsedBulk {
  rows: BulkRow[];
  /** Lines of the text that are rows (1-based in the pasted text), for the preview. */
  lines: number[];
  /** A header row was found and skipped. */
  hasHeader: boolean;
}

export const MAX_BULK_ROWS = 5000;

const OWNER_FIELD = { user: 'userEmail', team: 'teamName', plan: 'planName' } as const;

/** Splits a CSV line: quoted cells ("a, b" or "say ""hi""") keep their separators and quotes. */
export function cellsOf(line: string, separator: string): string[] {
  const cells: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        current += '"';
        i++;
      } else if (c === '"') quoted = false;
      else current += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      cells.push(current.trim());
      current = '';
    } else current += c;
  }
  cells.push(current.trim());
  return cells;
}

/** A spreadsheet paste is tab-separated; a CSV file comma- or semicolon-separated. */
function separatorOf(line: string): string {
  if (line.includes('\t')) return '\t';
  if (line.includes(';') && !line.includes(',')) return ';';
  return ',';
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Reads pasted text or a CSV: three columns, the owner (an e-mail for a user quota, a team's or a
 * plan's name), the date (YYYY-MM-DD) and the value. A first line whose date cell is no date is a
 * header and is skipped. Cells are sent as they are: the server checks them and names bad rows.
 */
export function parseBulk(text: string, quota: { id: number; type: QuotaType }): ParsedBulk {
  const lines = text.split(/\r?\n/);
  const rows: BulkRow[] = [];
  const numbers: number[] = [];
  let hasHeader = false;
  let first = true;
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    const [owner = '', date = '', value = ''] = cellsOf(line, separatorOf(line));
    if (first) {
      first = false;
      if (!DATE.test(date) && /date/i.test(date)) {
        hasHeader = true;
        return;
      }
    }
    rows.push({
      quotaId: quota.id,
      quotaType: quota.type,
      [OWNER_FIELD[quota.type]]: owner.slice(0, 255),
      date: date.slice(0, 255),
      value: value.slice(0, 255),
    });
    numbers.push(index + 1);
  });
  return { rows, lines: numbers, hasHeader };
}

export function ownerOfRow(row: BulkRow): string {
  return row.userEmail ?? row.teamName ?? row.planName ?? '';
}

/** The first and last day of a year, the value screen's range. */
export function yearRange(year: number): { startDate: string; endDate: string } {
  return { startDate: `${year}-01-01`, endDate: `${year}-12-31` };
}

/** The years the value screen offers: two back, the current one, and the next. */
export function yearChoices(today: string): number[] {
  const year = Number(today.slice(0, 4));
  return [year - 2, year - 1, year, year + 1];
}

/** Exact decimal text, as the server takes it. */
export function isDecimal(text: string): boolean {
  return /^[+-]?\d{1,15}(\.\d{1,10})?$/.test(text.replace(/[\s\u00a0\u202f]/g, ''));
}

/** The message id and count of the list's badge (doc 3 §2: 'Not used in any plan' / 'Used in N plan(s)'). */
export function planBadge(assignedPlans: readonly unknown[]): { id: string; count: number } {
  return assignedPlans.length === 0
    ? { id: 'quotas.badge.unused', count: 0 }
    : { id: 'quotas.badge.used', count: assignedPlans.length };
}
