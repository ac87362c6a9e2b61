import { recordChange } from '../../platform/audit/audit-log.js';
import type { Context } from '../../platform/context.js';
import type { Database } from '../../platform/db/database.js';
import { Tenant } from '../../platform/db/tenancy.js';
import { Conflict, Invalid, NotFound } from '../../platform/errors.js';
import {
  enqueue,
  findJob,
  JOB_STATUSES,
  listJobs,
  RUNNING_STATUSES,
  stopJob,
  type DailySchedule,
  type Job,
  type JobHandler,
  type JobOutcome,
  type JobRun,
  type JobStatus,
} from '../../platform/jobs/index.js';
import * as company from '../company/index.js';
import { dataSource, markConnection, type DataSource, type StoredSource } from './connectors-service.js';
import { CRM_KINDS } from './crm-source.js';
import { scan } from './import-scan.js';
import type { ColumnMapping, ImportScope } from './import-types.js';
import { closeChangeSet } from './change-sets.js';
import * as repository from './imports-repository.js';
import * as records from './repository.js';
import { SourceError, SQL_KINDS } from './sql-source.js';
import { connectionsTable, dataImportsTable } from './tables.js';
import { MODEL_NOT_FOUND } from './service.js';

/**
 * Refresh jobs (doc 3 §3, §4: job kind "data refreshment"): a connection's tables (a database's
 * tables, a CRM's objects) are read again into the models they were mapped to (the last applied
 * import of each model from the connection says which table, with which mapping, scope and
 * filters). A CRM's objects are read incrementally: only the rows modified since the last read
 * (less a margin for clocks that differ), upserted, and the records deleted in the CRM since then
 * (HubSpot's archived objects, Salesforce's getDeleted) removed in the same change set; a
 * connection last read longer ago than its CRM keeps deletions (Salesforce 30 days, HubSpot 90) is
 * read whole (its model's scope). Each model is written in one
 * transaction fenced by the job's claim, with its change set (which the calculation consumes): a
 * refresh failing half-way leaves the models it had not finished as they were, and says why.
 * Asked for by hand (`POST /refreshments`) or nightly for connections scheduled DAILY.
 */
export const REFRESH_JOB = 'data.refreshment';
/** A CRM's rows modified this long before the last read are read again (clocks differ). */
const CLOCK_MARGIN_MS = 5 * 60_000;

/** Doc 3 §3 failure causes of a refresh. */
export type RefreshCause = 'token' | 'configuration' | 'connection' | 'stopped' | 'other';

export interface RefreshPayload {
  connectionId: number;
  /** Only this model; null for every model mapped from the connection. */
  objectName: string | null;
}

export interface RefreshResult {
  models: { objectName: string; importId: number; added: number; changed: number; removed: number }[];
  cause: RefreshCause | null;
}

/** A refresh as the API answers it. */
export interface Refreshment {
  id: number;
  connectionId: number;
  objectName: string | null;
  status: JobStatus;
  /** Doc 3 §3 scope: full (every model of the connection) or partial (one). */
  scope: 'full' | 'partial';
  cause: RefreshCause | null;
  error: string | null;
  progress: { done: number; total: number };
  models: RefreshResult['models'];
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

const REFRESH_NOT_FOUND = 'No table of this connection is mapped to a record model yet.';
export const REFRESH_RUNNING = 'A refresh of this connection is already running.';

function toRefreshment(job: Job): Refreshment {
  const payload = job.payload as RefreshPayload;
  const result = job.result as RefreshResult | null;
  return {
    id: job.id,
    connectionId: Number(payload.connectionId),
    objectName: payload.objectName ?? null,
    status: job.status,
    scope: payload.objectName ? 'partial' : 'full',
    cause: result?.cause ?? (job.status === 'STOPPED' ? 'stopped' : job.status === 'ERROR' ? 'other' : null),
    error: job.error,
    progress: job.progress,
    models: result?.models ?? [],
    createdAt: job.createdAt,
    startedAt: job.startedAt,
    finishedAt: job.finishedAt,
  };
}

/** A model's source: the last applied import of it from this connection (table, mapping, scope). */
interface Source {
  modelId: number;
  objectName: string;
  table: StoredSource;
  mapping: ColumnMapping[];
  scope: ImportScope;
}

async function sourcesOf(tenant: Tenant, connectionId: number, objectName: string | null): Promise<Source[]> {
  const models = new Map((await records.listRecordModels(tenant)).map((m) => [m.id, m]));
  const rows = await tenant.findAll(dataImportsTable, {
    where: { connectionId, status: 'SUCCESS', fileType: 'table' },
    order: [['id', 'DESC']],
    limit: 500,
  });
  const sources = new Map<number, Source>();
  for (const row of rows) {
    const model = models.get(Number(row.modelId));
    if (!model || sources.has(model.id) || !row.source) continue;
    if (objectName !== null && model.machineName !== objectName) continue;
    sources.set(model.id, {
      modelId: model.id,
      objectName: model.machineName,
      table: JSON.parse(row.source) as StoredSource,
      mapping: JSON.parse(row.mapping) as ColumnMapping[],
      scope: row.scope as ImportScope,
    });
  }
  return [...sources.values()];
}

async function lastRefreshments(tenant: Tenant, limit = 100): Promise<Refreshment[]> {
  const page = await listJobs(tenant, { kinds: [REFRESH_JOB], statuses: JOB_STATUSES, offset: 0, limit });
  return page.items.map(toRefreshment);
}

/** Enqueues a refresh of a connection (every mapped model, or one); 409 while one is running. */
export async function requestRefresh(
  context: Context,
  input: { connectionId: number; objectName?: string | null },
): Promise<Refreshment> {
  const { tenant } = context;
  await dataSource(tenant, input.connectionId);
  const objectName = input.objectName ?? null;
  if ((await sourcesOf(tenant, input.connectionId, objectName)).length === 0)
    throw new Invalid([{ field: 'connectionId', message: REFRESH_NOT_FOUND }]);
  const running = (await lastRefreshments(tenant)).find(
    (r) => r.connectionId === input.connectionId && RUNNING_STATUSES.includes(r.status),
  );
  if (running) throw new Conflict(REFRESH_RUNNING);
  const id = await enqueue<RefreshPayload>(tenant, {
    kind: REFRESH_JOB,
    payload: { connectionId: input.connectionId, objectName },
    createdBy: 'userId' in context ? (context as { userId: number }).userId : null,
    maxAttempts: 1,
  });
  const job = (await lastRefreshments(tenant)).find((r) => r.id === id);
  return job!;
}

export const REFRESH_NOT_RUNNING = 'This refresh is not running.';

/** Stop (after the model being written) or force-stop (now, the model in hand rolls back). */
export async function operateRefresh(
  context: Context,
  id: number,
  operation: 'stop' | 'forcestop',
): Promise<Refreshment> {
  const { tenant } = context;
  if (!(await findJob(tenant, id, [REFRESH_JOB]))) throw new NotFound('Refresh not found.');
  if (!(await stopJob(tenant, id, operation === 'forcestop'))) throw new Conflict(REFRESH_NOT_RUNNING);
  return toRefreshment((await findJob(tenant, id, [REFRESH_JOB]))!);
}

/** The last refresh of each connection of the company. */
export async function lastRefreshOfEach(context: Context): Promise<Refreshment[]> {
  const seen = new Set<number>();
  return (await lastRefreshments(context.tenant)).filter((r) => {
    if (seen.has(r.connectionId)) return false;
    seen.add(r.connectionId);
    return true;
  });
}

/** The last refresh of a connection (touching this model, when one is named), or null. */
export async function lastRefreshOf(
  context: Context,
  connectionId: number,
  objectName: string | null,
): Promise<Refreshment | null> {
  const found = await context.tenant.findById(connectionsTable, connectionId);
  if (!found) throw new NotFound('Connection not found.');
  // A model that does not exist has no refresh to show: 404, as for any unknown name.
  if (objectName !== null && !(await records.findRecordModel(context.tenant, objectName)))
    throw new NotFound(MODEL_NOT_FOUND);
  return (
    (await lastRefreshments(context.tenant)).find(
      (r) =>
        r.connectionId === connectionId &&
        (objectName === null || r.objectName === objectName || r.objectName === null),
    ) ?? null
  );
}

async function refreshRun(run: JobRun<RefreshPayload>): Promise<JobOutcome<RefreshResult>> {
  const { tenant, job } = run;
  const { connectionId, objectName } = job.payload;
  const result: RefreshResult = { models: [], cause: null };
  let source: DataSource;
  try {
    source = await dataSource(tenant, connectionId);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { status: 'ERROR', error: message, result: { ...result, cause: 'configuration' } };
  }
  const sources = await sourcesOf(tenant, connectionId, objectName ?? null);
  const total = sources.length;
  await run.progress({ done: 0, total });
  for (const [index, model] of sources.entries()) {
    run.throwIfStopping();
    const recordModel = await records.findRecordModel(tenant, model.objectName);
    if (!recordModel) continue;
    const readAt = new Date();
    let since =
      source.incremental && model.table.readAt
        ? new Date(new Date(model.table.readAt).getTime() - CLOCK_MARGIN_MS)
        : null;
    // The records deleted in the CRM since then, when it can say: removed in the same change set
    // (when the model's key is the CRM's id). When it cannot say that far back, read whole.
    const table = { schema: model.table.schema, name: model.table.name };
    const keyColumn = model.mapping.find((entry) => entry.field === recordModel.keyField)?.column;
    let deleted: AsyncIterable<string[]> | null = null;
    if (since && source.deleted) {
      const found = source.deleted(table, since);
      if (found === null) since = null;
      else if (found.column === keyColumn) deleted = found.ids;
    }
    // An incremental read is PARTIAL; a whole read takes the scope the model was first imported
    // with (kept in the source: the refreshes' own imports say PARTIAL).
    const baseScope: ImportScope = model.table.scope ?? model.scope;
    const scope: ImportScope = since ? 'PARTIAL' : baseScope;
    const stored: StoredSource = {
      ...model.table,
      ...(source.incremental ? { readAt: readAt.toISOString(), scope: baseScope } : {}),
    };
    const importId = await repository.insertImport(tenant, {
      connectionId,
      modelId: model.modelId,
      fileName: `${model.table.schema}.${model.table.name}`.slice(0, 255),
      fileSize: 0,
      fileType: 'table',
      storedFile: null,
      delimiter: null,
      encoding: null,
      scope,
      status: 'STARTED',
      mapping: model.mapping,
      preview: { columns: [], rows: [], counts: { added: 0, changed: 0, removed: 0, unchanged: 0 } },
      rowCount: 0,
      createdById: job.createdBy,
      createdByName: null,
      source: JSON.stringify(stored),
    });
    try {
      const counts = await run.commit(
        async (t) => {
          const now = new Date();
          const changeSetId = await repository.insertChangeSet(
            tenant,
            { modelId: model.modelId, importId },
            t,
          );
          const scanned = await scan(
            tenant,
            recordModel,
            source.rows(source.checked(table), { since, filters: model.table.filters ?? [] }),
            { mapping: model.mapping, scope, writer: { t, changeSetId }, delimiter: null, deleted },
          );
          const { added, changed, removed } = scanned.preview.counts;
          await closeChangeSet(
            tenant,
            {
              id: changeSetId,
              model: recordModel.machineName,
              counts: scanned.preview.counts,
              createdBy: job.createdBy,
            },
            t,
          );
          await repository.moveImport(
            tenant,
            importId,
            'STARTED',
            {
              status: 'SUCCESS',
              changeSetId,
              appliedAt: now,
              preview: JSON.stringify(scanned.preview),
              rowCount: scanned.rowCount,
            },
            t,
          );
          await repository.markConnectionImported(tenant, connectionId, now, t);
          await recordChange(
            { tenant, userId: job.createdBy },
            {
              action: 'import.applied',
              target: { type: 'recordModel', id: recordModel.machineName, label: recordModel.name },
              details: {
                fileName: `${model.table.schema}.${model.table.name}`,
                importId,
                rows: scanned.rowCount,
                added,
                changed,
                removed,
              },
            },
            t,
          );
          return { added, changed, removed };
        },
        { done: index + 1, total },
      );
      result.models.push({ objectName: model.objectName, importId, ...counts });
    } catch (error) {
      const cause: RefreshCause =
        error instanceof SourceError
          ? error.failure === 'connection' || error.failure === 'token'
            ? error.failure
            : 'configuration'
          : error instanceof Invalid
            ? 'configuration'
            : 'other';
      const message =
        error instanceof Error ? error.message : 'The refresh failed; nothing of it was applied.';
      await repository.moveImport(tenant, importId, 'STARTED', { status: 'ERROR', error: message });
      if (error instanceof SourceError) await markConnection(tenant, connectionId, message);
      if (!(error instanceof SourceError) && !(error instanceof Invalid)) throw error;
      return { status: 'ERROR', error: message, result: { ...result, cause } };
    }
  }
  return { result };
}

export const refreshJobHandler: JobHandler<RefreshPayload, RefreshResult> = {
  kind: REFRESH_JOB,
  run: refreshRun,
};

/** From this UTC hour on, the day's refreshes are due (doc 3 §9: daily at midnight). */
export const NIGHTLY_REFRESH_HOUR_UTC = 0;

/** Enqueues the day's refresh of each DAILY database connection (one per connection and day). */
export async function enqueueNightlyRefreshes(tenant: Tenant, day: string): Promise<number> {
  const connections = await tenant.findAll(connectionsTable, {
    where: { schedule: 'DAILY', connectorKey: [...SQL_KINDS, ...CRM_KINDS] },
    attributes: ['id'],
    limit: 100,
  });
  let enqueued = 0;
  for (const connection of connections) {
    if ((await sourcesOf(tenant, Number(connection.id), null)).length === 0) continue;
    const id = await enqueue<RefreshPayload>(tenant, {
      kind: REFRESH_JOB,
      payload: { connectionId: Number(connection.id), objectName: null },
      uniqueKey: `nightly:${connection.id}:${day}`,
      maxAttempts: 1,
    });
    if (id !== null) enqueued++;
  }
  return enqueued;
}

export const nightlyRefreshSchedule: DailySchedule = {
  name: 'data.nightly-refresh',
  hourUtc: NIGHTLY_REFRESH_HOUR_UTC,
  async run(db: Database, day: string) {
    for (const companyId of await company.listCompanyIds(db))
      await enqueueNightlyRefreshes(new Tenant(db, companyId), day);
  },
};
