/**
 * CSV rows for calculation bundles: the header line names the fields, every cell stays text (the
 * engine converts it with the model field's format, so "12000.00" never passes through a float),
 * and an empty cell is an empty string, which the engine reads as "no value".
 */
import { parse } from 'csv-parse/sync';

export function parseCsv(text: string): Record<string, string>[] {
  return parse(text, {
    bom: true,
    columns: true,
    skip_empty_lines: true,
    trim: true,
  }) as Record<string, string>[];
}
