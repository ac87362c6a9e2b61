import type { DetectedFormat } from './import-values.js';
import type { Cell } from './xlsx.js';

/** A row of a file or a table, with its number (the header is row 1). */
export interface SourceRow {
  row: number;
  cells: Cell[];
}

/**
 * The rows of a file or a table, header first, a page at a time: one promise per page, not per
 * row (per row, a million rows cost seconds of promise bookkeeping, bench:import).
 */
export type RowPages = AsyncGenerator<SourceRow[]>;

/** Row-by-row rows as pages of at most `size`. */
export async function* pagesOf(rows: AsyncIterable<SourceRow>, size = 1000): RowPages {
  let page: SourceRow[] = [];
  for await (const row of rows) {
    page.push(row);
    if (page.length >= size) {
      yield page;
      page = [];
    }
  }
  if (page.length) yield page;
}

export type ImportScope = 'FULL' | 'PARTIAL';
/** Doc 3 §3 job statuses an import goes through (PENDING: previewed, waiting for confirmation). */
export type ImportStatus = 'PENDING' | 'STARTED' | 'SUCCESS' | 'ERROR' | 'STOPPED';
export type ChangeKind = 'ADDED' | 'CHANGED' | 'REMOVED';
/** `table`: an import read from a database connection's table (sql-source.ts). */
export type FileType = 'csv' | 'xlsx' | 'table';

/** Which field of the model a column of the file fills (null: the column is skipped). */
export interface ColumnMapping {
  column: string;
  field: string | null;
}

export interface ImportColumn {
  name: string;
  field: string | null;
  detectedFormat: DetectedFormat;
  samples: string[];
}

export interface ImportCounts {
  added: number;
  changed: number;
  removed: number;
  unchanged: number;
}

/** What an upload's preview holds (stored as JSON with the import). */
export interface ImportPreview {
  columns: ImportColumn[];
  rows: string[][];
  counts: ImportCounts;
}

export interface ChangeSetSummary {
  id: number;
  added: number;
  changed: number;
  removed: number;
  createdAt: string;
}

/** A change set as the calculation reads it: which model's records changed, and how many. */
export interface ChangeSet extends ChangeSetSummary {
  modelId: number;
  importId: number | null;
}

export interface DataImport {
  id: number;
  objectName: string;
  modelName: string;
  connectionId: number;
  fileName: string;
  fileSize: number;
  fileType: FileType;
  delimiter: string | null;
  encoding: string | null;
  scope: ImportScope;
  status: ImportStatus;
  rowCount: number;
  columns: ImportColumn[];
  rows: string[][];
  counts: ImportCounts;
  changeSet: ChangeSetSummary | null;
  error: string | null;
  createdBy: string | null;
  createdAt: string;
  appliedAt: string | null;
}

export interface Connection {
  id: number;
  connectorKey: string;
  name: string;
  status: 'ACTIVE' | 'ERROR';
  error: string | null;
  lastImportAt: string | null;
  updatedAt: string;
  /** A database connection's host, port, database and user (null for files); never its password. */
  settings: { host: string; port: number; database: string; user: string } | null;
  /** Whether a password is stored (it is never answered). */
  hasPassword: boolean;
  /** Doc 3 §9 sync schedule: daily at midnight, or manually. */
  schedule: 'DAILY' | 'MANUAL';
  version: number;
}
