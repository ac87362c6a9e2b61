import { randomUUID } from 'node:crypto';
import { Op, QueryTypes, Transaction, type WhereOptions } from 'sequelize';
import type { Database } from '../db/database.js';
import type { Tenant } from '../db/tenancy.js';
import { toIso, toJson } from '../db/values.js';
import { jobsTable, type JobRow } from './tables.js';
import { RUNNING_STATUSES, type Job, type JobStatus } from './types.js';

/**
 * The jobs table's queries. Company-scoped ones (enqueue, list, stop) go through the `Tenant`;
 * the worker's own (claim, renew, fence, finish, sweep) span companies and need what the ORM
 * cannot say on MySQL (`FOR UPDATE SKIP LOCKED`, `INSERT IGNORE`), so they are SQL here, the one
 * file of the platform that writes jobs outside the tenancy layer. Every timestamp is the
 * caller's clock passed as a replacement (sequelize formats it as each dialect stores DATETIMEs,
 * so comparisons match what the ORM writes).
 */

export function toJob<Payload = unknown, Result = unknown>(row: JobRow): Job<Payload, Result> {
  return {
    id: Number(row.id),
    companyId: Number(row.companyId),
    kind: String(row.kind),
    status: String(row.status) as JobStatus,
    payload: toJson<Payload>(row.payload, {} as Payload),
    result: toJson<Result | null>(row.result, null),
    error: row.error === null || row.error === undefined ? null : String(row.error),
    progress: { done: Number(row.progressDone ?? 0), total: Number(row.progressTotal ?? 0) },
    createdBy: row.createdBy === null || row.createdBy === undefined ? null : Number(row.createdBy),
    attempts: Number(row.attempts ?? 0),
    maxAttempts: Number(row.maxAttempts ?? 0),
    workerId: row.workerId === null || row.workerId === undefined ? null : String(row.workerId),
    createdAt: toIso(row.createdAt)!,
    startedAt: toIso(row.startedAt),
    finishedAt: toIso(row.finishedAt),
    updatedAt: toIso(row.updatedAt)!,
  };
}

export interface NewJob<Payload> {
  kind: string;
  payload: Payload;
  createdBy?: number | null;
  /** At most one job of this kind and key per company, ever (e.g. `nightly:2026-11-24`). */
  uniqueKey?: string;
  /**
   * At most one job of this kind and key per company *waiting* (PENDING): while one waits, another
   * enqueue with the key adds nothing and answers the waiting job's id (changes arriving in a burst
   * share one run). A worker's claim or a stop frees the key, so a change that comes while the job
   * runs queues one more: the running job may have read before it.
   */
  pendingKey?: string;
  maxAttempts?: number;
  runAt?: Date;
}

/** The workers of this process, told when a job is enqueued here (see `onEnqueued`). */
const enqueueListeners = new Set<() => void>();

/**
 * Calls `listener` once each job enqueued in this process is committed: a worker here claims it
 * at once instead of at its next poll (a pushed deal's recalculation starts within milliseconds;
 * workers of other processes still find it by polling). Answers the function that stops it.
 */
export function onEnqueued(listener: () => void): () => void {
  enqueueListeners.add(listener);
  return () => enqueueListeners.delete(listener);
}

function announceEnqueued(transaction?: Transaction): void {
  const announce = () => {
    for (const listener of enqueueListeners) listener();
  };
  if (transaction) transaction.afterCommit(announce);
  else announce();
}

/** How a pending key is stored in `uniqueKey` (the claim frees keys with this prefix). */
const PENDING_PREFIX = 'pending:';

/**
 * Adds a PENDING job for the tenant's company, inside `transaction` when given (the job then exists
 * exactly when what asked for it is committed). With a `uniqueKey` that the company already has
 * for this kind, adds nothing and answers null (several workers scheduling the same run); with a
 * `pendingKey` of a job still waiting, adds nothing and answers that job's id.
 */
export async function enqueue<Payload>(
  tenant: Tenant,
  job: NewJob<Payload>,
  now = new Date(),
  transaction?: Transaction,
): Promise<number | null> {
  const uniqueKey = job.pendingKey !== undefined ? `${PENDING_PREFIX}${job.pendingKey}` : job.uniqueKey;
  const values = {
    companyId: tenant.companyId,
    kind: job.kind,
    status: 'PENDING',
    payload: JSON.stringify(job.payload),
    progressDone: 0,
    progressTotal: 0,
    uniqueKey: uniqueKey ?? null,
    createdBy: job.createdBy ?? null,
    attempts: 0,
    maxAttempts: job.maxAttempts ?? 3,
    runAt: job.runAt ?? now,
    createdAt: now,
    updatedAt: now,
  };
  if (uniqueKey === undefined) {
    const { companyId: _companyId, ...rest } = values;
    const id = await tenant.insert(jobsTable, { ...rest, ...nullFields }, transaction);
    announceEnqueued(transaction);
    return id;
  }
  const columns = Object.keys(values);
  const ignore = tenant.db.dialect === 'mysql' ? 'INSERT IGNORE' : 'INSERT OR IGNORE';
  const sql = `${ignore} INTO jobs (${columns.map((c) => quote(tenant.db, c)).join(', ')}) VALUES (${columns
    .map((c) => `:${c}`)
    .join(', ')})`;
  const [, changed] = (await tenant.db.sequelize.query(sql, {
    replacements: timestamps(tenant.db, values),
    type: QueryTypes.INSERT,
    ...(transaction ? { transaction } : {}),
  })) as unknown as [number, number];
  if (!changed && job.pendingKey === undefined) return null;
  if (changed) announceEnqueued(transaction);
  const row = await tenant.findOne(jobsTable, { kind: job.kind, uniqueKey }, transaction);
  return row ? Number(row.id) : null;
}

/** The SQL that frees a pending key (a claimed or stopped job no longer holds it). */
const FREE_PENDING_KEY = `uniqueKey = CASE WHEN uniqueKey LIKE '${PENDING_PREFIX}%' THEN NULL ELSE uniqueKey END`;

const nullFields = {
  result: null,
  error: null,
  workerId: null,
  claimToken: null,
  leaseUntil: null,
  startedAt: null,
  finishedAt: null,
} satisfies Partial<JobRow>;

const quote = (db: Database, name: string) => (db.dialect === 'mysql' ? `\`${name}\`` : `"${name}"`);

/**
 * A timestamp as each dialect stores DATETIME(3) (the ORM's format), for raw replacements:
 * sequelize would format a Date without its milliseconds on MySQL, and a job enqueued in the
 * same second would then not be due yet.
 */
function at(db: Database, date: Date): string {
  const text = date.toISOString().replace('T', ' ').replace('Z', '');
  return db.dialect === 'mysql' ? text : `${text} +00:00`;
}

/** Replacements with their Dates formatted by `at`. */
function timestamps(db: Database, replacements: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(replacements).map(([key, value]) => [key, value instanceof Date ? at(db, value) : value]),
  );
}

export async function findJob(tenant: Tenant, id: number, kinds: readonly string[]): Promise<Job | null> {
  const row = await tenant.findOne(jobsTable, { id, kind: [...kinds] });
  return row ? toJob(row) : null;
}

export interface JobListQuery {
  kinds: readonly string[];
  statuses: readonly JobStatus[];
  /** Only jobs created by this user. */
  createdBy?: number;
  offset: number;
  limit: number;
}

/** A page of the tenant's jobs, latest first. */
export async function listJobs(
  tenant: Tenant,
  query: JobListQuery,
): Promise<{ items: Job[]; total: number }> {
  const where: WhereOptions = {
    kind: [...query.kinds],
    status: [...query.statuses],
    ...(query.createdBy !== undefined ? { createdBy: query.createdBy } : {}),
  };
  const [rows, total] = await Promise.all([
    tenant.findAll(jobsTable, {
      where,
      order: [
        ['createdAt', 'DESC'],
        ['id', 'DESC'],
      ],
      offset: query.offset,
      limit: query.limit,
    }),
    tenant.count(jobsTable, where),
  ]);
  return { items: rows.map((row) => toJob(row)), total };
}

/**
 * Stop (graceful): a PENDING job ends STOPPED at once; a STARTED one becomes STOPPING, and its
 * worker stops after the batch it is writing. Force-stop: STOPPED at once, lease and claim
 * dropped, so the worker's next write is refused (its batch rolls back). Answers whether the job
 * was running (one UPDATE each, conditioned on the status: two stops cannot cross).
 */
export async function stopJob(
  tenant: Tenant,
  id: number,
  force: boolean,
  now = new Date(),
): Promise<boolean> {
  const stopped = { status: 'STOPPED', finishedAt: now, updatedAt: now, claimToken: null, leaseUntil: null };
  // Stopped and its pending key freed in one transaction: a stopped job left holding the key would
  // answer every later enqueue with its own id, and none of them would ever run.
  const stopNow = (statuses: readonly JobStatus[]) =>
    tenant.transaction(async (t) => {
      if ((await tenant.update(jobsTable, { id, status: [...statuses] }, stopped, t)) === 0) return false;
      await tenant.update(
        jobsTable,
        { id, uniqueKey: { [Op.like]: `${PENDING_PREFIX}%` } },
        { uniqueKey: null },
        t,
      );
      return true;
    });
  if (force) return stopNow(RUNNING_STATUSES);
  if (await stopNow(['PENDING', 'REFRESH'])) return true;
  if ((await tenant.update(jobsTable, { id, status: 'STARTED' }, { status: 'STOPPING', updatedAt: now })) > 0)
    return true;
  return (await tenant.count(jobsTable, { id, status: 'STOPPING' })) > 0;
}

// The worker's side, across companies.

export interface Claim {
  job: Job;
  token: string;
}

/**
 * Claims the oldest due job of these kinds: a PENDING one, or a STARTED one whose lease ran out
 * (its worker died) with attempts left. On MySQL/MariaDB the candidate row is read with
 * `FOR UPDATE SKIP LOCKED` inside the claiming transaction (Solid Queue's design): concurrent
 * workers skip each other's candidates instead of queueing on them, and never claim one twice.
 * SQLite has one writer and one worker; the UPDATE re-checks the status anyway.
 */
export async function claimNext(
  db: Database,
  kinds: readonly string[],
  worker: { id: string; leaseMs: number },
  now = new Date(),
): Promise<Claim | null> {
  if (!kinds.length) return null;
  // Taken over first (they are older), then the oldest due PENDING job. Each candidate query walks
  // the (status, runAt) index in its ORDER BY, so a locking read stops at the first free row
  // rather than locking (and making every other worker skip) all the rows it sorted.
  const candidates = [
    `status = 'STARTED' AND leaseUntil < :now AND attempts < maxAttempts AND kind IN (:kinds)`,
    `status = 'PENDING' AND runAt <= :now AND kind IN (:kinds)`,
  ];
  for (const due of candidates) {
    const claim = await claimWhere(db, due, { kinds: [...kinds], now }, worker);
    if (claim) return claim;
  }
  return null;
}

async function claimWhere(
  db: Database,
  due: string,
  replacements: Record<string, unknown>,
  worker: { id: string; leaseMs: number },
): Promise<Claim | null> {
  const now = replacements.now as Date;
  const token = randomUUID();
  // READ COMMITTED: no gap locks, and rows read but not matched are not held.
  const isolationLevel = db.dialect === 'mysql' ? Transaction.ISOLATION_LEVELS.READ_COMMITTED : undefined;
  return db.sequelize.transaction({ ...(isolationLevel ? { isolationLevel } : {}) }, async (transaction) => {
    const lock = db.dialect === 'mysql' ? ' FOR UPDATE SKIP LOCKED' : '';
    const found = await db.sequelize.query<{ id: number }>(
      `SELECT id FROM jobs WHERE ${due} ORDER BY status, runAt, id LIMIT 1${lock}`,
      { replacements: timestamps(db, replacements), type: QueryTypes.SELECT, transaction },
    );
    const id = found[0]?.id;
    if (id === undefined) return null;
    const claimed = await bulkUpdate(
      db,
      `UPDATE jobs SET status = 'STARTED', claimToken = :token, workerId = :workerId,
         leaseUntil = :leaseUntil, attempts = attempts + 1, startedAt = COALESCE(startedAt, :now),
         updatedAt = :now, ${FREE_PENDING_KEY}
       WHERE id = :id AND ${due}`,
      {
        ...replacements,
        id,
        token,
        workerId: worker.id,
        leaseUntil: new Date(now.getTime() + worker.leaseMs),
      },
      transaction,
    );
    if (claimed !== 1) return null;
    const [row] = await db.sequelize.query<JobRow>('SELECT * FROM jobs WHERE id = :id', {
      replacements: { id },
      type: QueryTypes.SELECT,
      transaction,
    });
    return { job: toJob(row!), token };
  });
}

function bulkUpdate(
  db: Database,
  sql: string,
  replacements: Record<string, unknown>,
  transaction?: Transaction,
): Promise<number> {
  return db.sequelize.query(sql, {
    replacements: timestamps(db, replacements),
    type: QueryTypes.BULKUPDATE,
    ...(transaction ? { transaction } : {}),
  }) as unknown as Promise<number>;
}

/**
 * Renews the lease of a job this claim still holds. Answers its status (STARTED or STOPPING), or
 * null when the claim is lost (force-stopped, or taken over after the lease ran out).
 */
export async function renewLease(
  db: Database,
  claim: { jobId: number; token: string },
  leaseMs: number,
  now = new Date(),
): Promise<'STARTED' | 'STOPPING' | null> {
  const renewed = await bulkUpdate(
    db,
    `UPDATE jobs SET leaseUntil = :leaseUntil
     WHERE id = :id AND claimToken = :token AND status IN ('STARTED', 'STOPPING')`,
    { id: claim.jobId, token: claim.token, leaseUntil: new Date(now.getTime() + leaseMs) },
  );
  if (renewed !== 1) return null;
  const [row] = await db.sequelize.query<{ status: string }>(
    'SELECT status FROM jobs WHERE id = :id AND claimToken = :token',
    { replacements: { id: claim.jobId, token: claim.token }, type: QueryTypes.SELECT },
  );
  return row?.status === 'STARTED' || row?.status === 'STOPPING' ? row.status : null;
}

/**
 * The fence of a batch: inside the batch's transaction, records its progress only if this claim
 * still holds the job, and answers whether it does. A batch whose fence fails rolls back, so a
 * force-stopped or taken-over worker writes nothing more. On MySQL the UPDATE also locks the job's
 * row until the batch commits, so a force-stop waits for the batch rather than crossing it.
 */
export async function fence(
  db: Database,
  claim: { jobId: number; token: string },
  progress: { done: number; total: number } | undefined,
  transaction: Transaction,
  now = new Date(),
): Promise<boolean> {
  const set = progress
    ? 'progressDone = :done, progressTotal = :total, updatedAt = :now'
    : 'updatedAt = :now';
  const held = await bulkUpdate(
    db,
    `UPDATE jobs SET ${set} WHERE id = :id AND claimToken = :token AND status IN ('STARTED', 'STOPPING')`,
    { id: claim.jobId, token: claim.token, now, done: progress?.done ?? 0, total: progress?.total ?? 0 },
    transaction,
  );
  return held === 1;
}

/** Ends a job this claim holds with its final status; answers false when the claim was lost. */
export async function finish(
  db: Database,
  claim: { jobId: number; token: string },
  end: { status: JobStatus; result?: unknown; error?: string | null },
  now = new Date(),
): Promise<boolean> {
  const done = await bulkUpdate(
    db,
    `UPDATE jobs SET status = :status, result = :result, error = :error, finishedAt = :now,
       updatedAt = :now, claimToken = NULL, leaseUntil = NULL
     WHERE id = :id AND claimToken = :token AND status IN ('STARTED', 'STOPPING')`,
    {
      id: claim.jobId,
      token: claim.token,
      now,
      status: end.status,
      result: end.result === undefined ? null : JSON.stringify(end.result),
      error: end.error ?? null,
    },
  );
  return done === 1;
}

export const LOST_WORKER_MESSAGE = 'The worker running this job stopped answering, and no attempt is left.';

/**
 * Ends what dead workers left: a STARTED job whose lease ran out with no attempt left becomes
 * INCOMPLETE (one with attempts left is claimed again by `claimNext`), a STOPPING one STOPPED.
 * Any worker runs it; the UPDATEs are conditioned, so several at once do it once.
 */
export async function sweepExpired(db: Database, now = new Date()): Promise<number> {
  const incomplete = await bulkUpdate(
    db,
    `UPDATE jobs SET status = 'INCOMPLETE', error = :message, finishedAt = :now, updatedAt = :now,
       claimToken = NULL, leaseUntil = NULL
     WHERE status = 'STARTED' AND leaseUntil < :now AND attempts >= maxAttempts`,
    { now, message: LOST_WORKER_MESSAGE },
  );
  const stopped = await bulkUpdate(
    db,
    `UPDATE jobs SET status = 'STOPPED', finishedAt = :now, updatedAt = :now, claimToken = NULL,
       leaseUntil = NULL
     WHERE status = 'STOPPING' AND leaseUntil < :now`,
    { now },
  );
  return incomplete + stopped;
}

/**
 * The jobs of these kinds changed after `since` (any company), oldest change first: what the
 * real-time relay publishes. Bounded: a relay that falls behind catches up over several looks.
 */
export async function jobsChangedSince(
  db: Database,
  kinds: readonly string[],
  since: Date,
  limit = 200,
): Promise<Job[]> {
  const rows = await db.sequelize.query<JobRow>(
    'SELECT * FROM jobs WHERE kind IN (:kinds) AND updatedAt > :since ORDER BY updatedAt, id LIMIT :limit',
    { replacements: timestamps(db, { kinds: [...kinds], since, limit }), type: QueryTypes.SELECT },
  );
  return rows.map((row) => toJob(row));
}

/** The ids of a tenant's jobs of a kind still running (to skip a duplicate nightly run, say). */
export async function runningJobCount(tenant: Tenant, kind: string): Promise<number> {
  return tenant.count(jobsTable, { kind, status: { [Op.in]: [...RUNNING_STATUSES] } });
}
