import fs from 'node:fs';
import ExcelJS from 'exceljs';

/** A cell as an XLSX worksheet holds it (a CSV's cells are all text). */
export type Cell = string | number | boolean | Date | null;

/** Raised for a file that is not a readable workbook. */
export class XlsxError extends Error {}

/** A cell value of exceljs reduced to a plain value: formulas by their result, rich text as text. */
function plain(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if (typeof value === 'object') {
    if ('result' in value) return plain((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String((value as ExcelJS.CellHyperlinkValue).text);
    if ('error' in value) return null;
  }
  return null;
}

/** A workbook is read whole (see below), so its file is bounded more tightly than a CSV. */
export const XLSX_LIMIT_BYTES = 10 * 1024 * 1024;

/**
 * The rows of the first worksheet of an XLSX file, each with its row number as the sheet numbers
 * it; empty rows are skipped. The workbook is read whole with exceljs' regular reader: its
 * streaming reader (4.4.0) loses parts of the archive now and then (in about 5% of reads of the
 * same file, the workbook part or the shared strings are missing), which an import cannot
 * afford. Hence the tighter limit; a larger sheet imports as CSV, which streams.
 */
export async function* readXlsx(file: string): AsyncGenerator<{ row: number; cells: Cell[] }> {
  if ((await fs.promises.stat(file)).size > XLSX_LIMIT_BYTES)
    throw new XlsxError('An XLSX file can have at most 10 MiB; save a larger one as CSV.');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.readFile(file);
  } catch {
    throw new XlsxError('The file is not a readable XLSX workbook.');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return;
  for (let number = 1; number <= sheet.rowCount; number++) {
    const row = sheet.findRow(number);
    if (!row) continue;
    // `values` is 1-based and sparse: position 0 is always empty.
    const values = (Array.isArray(row.values) ? row.values : []) as ExcelJS.CellValue[];
    const cells: Cell[] = [];
    for (let i = 1; i < values.length; i++) cells.push(plain(values[i]));
    if (cells.some((cell) => cell !== null && cell !== '')) yield { row: number, cells };
  }
}
