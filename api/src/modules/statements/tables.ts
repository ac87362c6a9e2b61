import { column, companyTable, type DbDate } from '../../platform/db/tables.js';

/**
 * A statement as the commission engine computed it: one per plan, user and period. `content` is
 * the engine's statement JSON; `total` its total as exact decimal text (null when unfinished).
 */
export interface StatementRow {
  id: number;
  companyId: number;
  planId: number;
  userId: number;
  periodId: string;
  periodStart: DbDate;
  periodEnd: DbDate;
  total: string | null;
  currency: string;
  status: string | null;
  content: string;
  calculatedAt: DbDate;
}

export const statementsTable = companyTable<StatementRow>('statements', {
  id: column.id,
  companyId: column.companyId,
  planId: column.integer,
  userId: column.integer,
  periodId: column.string,
  periodStart: column.dateOnly,
  periodEnd: column.dateOnly,
  total: column.string,
  currency: column.string,
  status: column.string,
  content: column.text,
  calculatedAt: column.date,
});
