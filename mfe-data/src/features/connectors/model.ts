/** Pure helpers of the connectors page and the file import flow. */

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The content type an upload is sent with: a workbook by its extension, anything else as CSV. */
export function contentTypeOf(fileName: string): string {
  return /\.xlsx$/i.test(fileName) ? XLSX_TYPE : 'text/csv';
}

/** The files the drop zone accepts (doc 3 §5 file upload rules, here for imports). */
export const ACCEPTED_FILES = ['.csv', '.txt', '.tsv', '.xlsx', 'text/csv', XLSX_TYPE];
export const MAX_FILE_BYTES = 50 * 1024 * 1024;

/** The connector categories in the order the page shows them (doc 3 §2: data, then user). */
export const CATEGORIES = ['data', 'user'] as const;

/** A delimiter as a person reads it. */
export function delimiterLabel(delimiter: string | null): string {
  if (delimiter === null) return '';
  if (delimiter === '\t') return 'Tab';
  return delimiter;
}

/** Whether two mappings differ (the preview must then be computed again before applying). */
export function mappingChanged(
  a: readonly { column: string; field: string | null }[],
  b: readonly { column: string; field: string | null }[],
): boolean {
  if (a.length !== b.length) return true;
  return a.some((entry, index) => entry.column !== b[index]!.column || entry.field !== b[index]!.field);
}

/** Whether a field is mapped by another column than this one (a field fills one column at most). */
export function takenFields(
  mapping: readonly { column: string; field: string | null }[],
  column: string,
): Set<string> {
  return new Set(
    mapping.filter((entry) => entry.column !== column && entry.field !== null).map((entry) => entry.field!),
  );
}
