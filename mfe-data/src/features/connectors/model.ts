/** Pure helpers of the connectors page and the file import flow. */

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The content type an upload is sent with: a workbook by its extension, anything else as CSV. */
export function contentTypeOf(fileName: string): string {
  return /\.xlsx$/i.test(fileName) ? XLSX_TYPE : 'text/csv';
}

/** The files the drop zone accepts (doc 3 §5 file upload rules, here for imports). */
export const ACCEPTED_FILES = ['.csv', '.txt', '.tsv', '.xlsx', 'text/csv', XLSX_TYPE];

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

/** The connectors that are databases (doc 3 §3 "database connection"), with their default port. */
export const DATABASE_PORTS: Readonly<Record<string, number>> = { postgresql: 5432, mysql: 3306 };
export const isDatabaseConnector = (key: string): boolean => key in DATABASE_PORTS;

/** The CRMs connected with OAuth2 authorization code (HubSpot, Salesforce). */
export const CRM_CONNECTORS = ['hubspot', 'salesforce'] as const;
export const isCrmConnector = (key: string): boolean => (CRM_CONNECTORS as readonly string[]).includes(key);

/** A connection whose tables or objects can be mapped to models and refreshed. */
export const isSourceConnector = (key: string): boolean => isDatabaseConnector(key) || isCrmConnector(key);

/**
 * The code and state a provider sent back (the callback page's query string), or its error; null
 * when the message is not an OAuth answer.
 */
export function oauthAnswer(search: unknown): { code: string; state: string } | { error: string } | null {
  if (typeof search !== 'string') return null;
  const query = new URLSearchParams(search);
  const error = query.get('error_description') ?? query.get('error');
  if (error) return { error };
  const code = query.get('code');
  const state = query.get('state');
  return code && state ? { code, state } : null;
}

/** A field identifier for a column: letters and digits only (doc 3 §5), camelCased from its words. */
export function identifierOf(column: string): string {
  const words = column
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  const joined = words
    .map((word, index) =>
      index === 0
        ? word.charAt(0).toLowerCase() + word.slice(1)
        : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join('');
  const safe = /^[0-9]/.test(joined) ? `c${joined}` : joined;
  return (safe || 'column').slice(0, 64);
}

/** A machine name for a model from its table's name (letters and digits only). */
export function machineNameOf(table: string): string {
  return identifierOf(table);
}

export type FieldFormat = 'number' | 'currency' | 'percent' | 'date' | 'date-time' | 'text' | 'boolean';
export const FIELD_FORMATS: readonly FieldFormat[] = [
  'text',
  'number',
  'currency',
  'percent',
  'date',
  'date-time',
  'boolean',
];

export interface ColumnChoice {
  column: string;
  include: boolean;
  identifier: string;
  format: FieldFormat;
}

/** The fields a table's columns suggest: each column, its identifier and its detected format. */
export function choicesOf(columns: readonly { name: string; detectedFormat: string }[]): ColumnChoice[] {
  const used = new Set<string>();
  return columns.map((column) => {
    let identifier = identifierOf(column.name);
    for (let n = 2; used.has(identifier); n++) identifier = `${identifierOf(column.name)}${n}`;
    used.add(identifier);
    return {
      column: column.name,
      include: true,
      identifier,
      format: (FIELD_FORMATS as readonly string[]).includes(column.detectedFormat)
        ? (column.detectedFormat as FieldFormat)
        : 'text',
    };
  });
}
