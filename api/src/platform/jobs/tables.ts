import { column, companyTable, type DbDate } from '../db/tables.js';

/** A background job as stored (see migration 0017 and `store.ts`). */
export interface JobRow {
  id: number;
  companyId: number;
  kind: string;
  status: string;
  /** JSON: what the job's handler is given. */
  payload: string;
  /** JSON: what the handler answered when it finished. */
  result: string | null;
  error: string | null;
  progressDone: number;
  progressTotal: number;
  uniqueKey: string | null;
  createdBy: number | null;
  attempts: number;
  maxAttempts: number;
  workerId: string | null;
  claimToken: string | null;
  leaseUntil: DbDate | null;
  runAt: DbDate;
  createdAt: DbDate;
  startedAt: DbDate | null;
  finishedAt: DbDate | null;
  updatedAt: DbDate;
}

export const jobsTable = companyTable<JobRow>('jobs', {
  id: column.id,
  companyId: column.companyId,
  kind: column.string,
  status: column.string,
  payload: column.text,
  result: column.text,
  error: column.text,
  progressDone: column.integer,
  progressTotal: column.integer,
  uniqueKey: column.string,
  createdBy: column.integer,
  attempts: column.integer,
  maxAttempts: column.integer,
  workerId: column.string,
  claimToken: column.string,
  leaseUntil: column.date,
  runAt: column.date,
  createdAt: column.date,
  startedAt: column.date,
  finishedAt: column.date,
  updatedAt: column.date,
});
