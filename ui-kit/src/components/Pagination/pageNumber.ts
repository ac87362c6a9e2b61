/** The page number input's rules (spec doc 3 §5 "Page number input"). Page numbers are 1-based here. */

export type PageNumberError =
  'kit.table.pageNumberInteger' | 'kit.table.pageNumberMin' | 'kit.table.pageNumberMax';

export type PageNumberResult =
  { page: number; error?: undefined } | { page?: undefined; error: PageNumberError };

/**
 * The typed page number: an integer ('The page number must be an integer.'), at least 1 ('… greater
 * than 0.') and at most the page count ('… cannot be greater than the total number of pages.').
 */
export function validatePageNumber(input: string, pageCount: number): PageNumberResult {
  const text = input.trim();
  const value = text === '' ? Number.NaN : Number(text);
  if (!Number.isInteger(value)) return { error: 'kit.table.pageNumberInteger' };
  if (value < 1) return { error: 'kit.table.pageNumberMin' };
  if (value > pageCount) return { error: 'kit.table.pageNumberMax' };
  return { page: value };
}

/** The input is disabled when there are fewer than 2 pages. */
export const isPageNumberDisabled = (pageCount: number): boolean => pageCount < 2;

/** The rows shown, 1-based, for '{start} - {end} of {total}'; 0 - 0 when there are none. */
export function pageRange(
  page: number,
  pageSize: number,
  totalItems: number,
): { start: number; end: number } {
  if (totalItems <= 0) return { start: 0, end: 0 };
  const start = Math.min(page * pageSize + 1, totalItems);
  return { start, end: Math.min((page + 1) * pageSize, totalItems) };
}
