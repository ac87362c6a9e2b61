import { QueryTypes } from 'sequelize';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Dialect } from '../db/database.js';
import { Tenant } from '../db/tenancy.js';
import { startHarness, testDialects, type Harness } from '../test/harness.js';
import {
  claimNext,
  enqueue,
  fence,
  findJob,
  finish,
  listJobs,
  LOST_WORKER_MESSAGE,
  renewLease,
  stopJob,
  sweepExpired,
} from './store.js';
import { JobLost, RUNNING_STATUSES } from './types.js';
import { Worker, type JobHandler, type JobRun } from './worker.js';

const { dialects } = await testDialects();
const KIND = 'test.echo';
const later = (ms: number) => new Date(Date.now() + ms);

/** A handler that records the jobs it ran and echoes their payload after one fenced commit. */
function recordingHandler() {
  const runs: number[] = [];
  const handler: JobHandler<{ value: string }, { echoed: string }> = {
    kind: KIND,
    async run(run: JobRun<{ value: string }>) {
      runs.push(run.job.id);
      await run.commit(async () => undefined, { done: 1, total: 1 });
      return { result: { echoed: run.job.payload.value } };
    },
  };
  return { handler: handler as JobHandler<never, unknown>, runs };
}

describe.each(dialects)('the job queue on %s', (dialect: Dialect) => {
  let harness: Harness;
  let tenant: Tenant;
  beforeAll(async () => {
    harness = await startHarness(dialect);
    tenant = new Tenant(harness.db, (await harness.accountOf('admin@demo.accrue.local')).companyId);
  }, 120_000);
  afterAll(async () => {
    await harness?.close();
  });
  // Each test starts with no job of its kind left running (a worker claims the oldest due one).
  afterEach(async () => {
    for (const email of ['admin@demo.accrue.local', 'admin@other.accrue.local']) {
      const t = new Tenant(harness.db, (await harness.accountOf(email)).companyId);
      const { items } = await listJobs(t, {
        kinds: [KIND],
        statuses: RUNNING_STATUSES,
        offset: 0,
        limit: 100,
      });
      for (const job of items) await stopJob(t, job.id, true);
    }
  });

  /** When a job's lease runs out, as stored. */
  const leaseUntilOf = async (id: number) => {
    const [row] = await harness.db.sequelize.query<{ leaseUntil: Date | string }>(
      'SELECT leaseUntil FROM jobs WHERE id = :id',
      { replacements: { id }, type: QueryTypes.SELECT },
    );
    const value = row!.leaseUntil;
    // MariaDB answers a Date, SQLite the text it stored ('2026-11-28 00:15:10.408 +00:00').
    return value instanceof Date ? value : new Date(value.replace(' ', 'T').replace(' +00:00', 'Z'));
  };

  const worker = (handlers: JobHandler<never, unknown>[], options: { leaseMs?: number } = {}) =>
    new Worker(harness.db, { handlers, renewMs: 50, pollMs: 10, ...options });

  it('runs a job once, to SUCCESS with its result and progress', async () => {
    const gated = recordingHandler();
    const id = (await enqueue(tenant, { kind: KIND, payload: { value: 'hello' } }))!;
    const w = worker([gated.handler]);
    expect(await w.runOnce()).toBe(true);
    expect(await w.runOnce()).toBe(false);
    const job = await findJob(tenant, id, [KIND]);
    expect(job).toMatchObject({
      status: 'SUCCESS',
      result: { echoed: 'hello' },
      progress: { done: 1, total: 1 },
      attempts: 1,
    });
    expect(gated.runs).toEqual([id]);
  });

  it('never lets two workers claim one job, however many claim at once', async () => {
    const ids = await Promise.all(
      Array.from({ length: 8 }, (_, i) => enqueue(tenant, { kind: KIND, payload: { value: `job ${i}` } })),
    );
    // 16 claims at once from two workers (the pool gives each its own connection on MariaDB).
    const claims = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        claimNext(harness.db, [KIND], { id: `worker-${i % 2}`, leaseMs: 60_000 }).catch((error: Error) => {
          // SQLite has one writer: a claim that finds the database busy simply finds nothing.
          if (dialect === 'sqlite' && /SQLITE_BUSY/.test(error.message)) return null;
          throw error;
        }),
      ),
    );
    const claimed = claims.filter((claim) => claim !== null).map((claim) => claim!.job.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    if (dialect === 'mysql') expect(claimed.sort()).toEqual([...ids].sort());
    for (const claim of claims)
      if (claim) await finish(harness.db, { jobId: claim.job.id, token: claim.token }, { status: 'SUCCESS' });
    // Whatever a busy SQLite left unclaimed, the next claims take, each once.
    for (;;) {
      const claim = await claimNext(harness.db, [KIND], { id: 'worker-0', leaseMs: 60_000 });
      if (!claim) break;
      expect(claimed).not.toContain(claim.job.id);
      claimed.push(claim.job.id);
      await finish(harness.db, { jobId: claim.job.id, token: claim.token }, { status: 'SUCCESS' });
    }
    expect(claimed.sort()).toEqual([...ids].sort());
    for (const id of ids) expect((await findJob(tenant, id!, [KIND]))!.attempts).toBe(1);
  });

  it('runs a job claimed by two real workers at once exactly once', async () => {
    const gated = recordingHandler();
    const id = (await enqueue(tenant, { kind: KIND, payload: { value: 'once' } }))!;
    const a = worker([gated.handler]);
    const b = worker([gated.handler]);
    const ran = await Promise.all([a.runOnce(), b.runOnce()].map((p) => p.catch(() => false)));
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(gated.runs).toEqual([id]);
    expect(await findJob(tenant, id, [KIND])).toMatchObject({ status: 'SUCCESS', attempts: 1 });
  });

  it('claims a job enqueued in its own process at once, not at its next poll', async () => {
    let ran: (id: number) => void = () => undefined;
    const done = new Promise<number>((resolve) => (ran = resolve));
    const handler: JobHandler<{ value: string }, unknown> = {
      kind: KIND,
      async run(run) {
        ran(run.job.id);
      },
    };
    // A poll far longer than the test may last: only the enqueue's news can wake it.
    const sleeper = new Worker(harness.db, {
      handlers: [handler as JobHandler<never, unknown>],
      pollMs: 3_600_000,
    });
    sleeper.start();
    try {
      // Let the worker find nothing and fall asleep first.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const id = await harness.db.sequelize.transaction((t) =>
        enqueue(tenant, { kind: KIND, payload: { value: 'now' } }, new Date(), t),
      );
      expect(await done).toBe(id);
    } finally {
      await sleeper.stop();
    }
  });

  it('takes over a job whose worker died (lease expired), and fences the dead one out', async () => {
    const id = (await enqueue(tenant, { kind: KIND, payload: { value: 'orphan' } }))!;
    // A worker claims it and dies: its lease is never renewed.
    const dead = (await claimNext(harness.db, [KIND], { id: 'dead', leaseMs: 60_000 }))!;
    expect(dead.job.id).toBe(id);
    // Not claimable while the lease holds…
    expect(await claimNext(harness.db, [KIND], { id: 'other', leaseMs: 60_000 })).toBeNull();
    // …claimable once it ran out (a claim one minute later).
    const taken = (await claimNext(harness.db, [KIND], { id: 'other', leaseMs: 60_000 }, later(61_000)))!;
    expect(taken.job).toMatchObject({ id, attempts: 2, status: 'STARTED', workerId: 'other' });
    // The dead worker, should it wake up, can write nothing: its fence fails, its end is refused.
    const fenced = await harness.db.sequelize.transaction((t) =>
      fence(harness.db, { jobId: id, token: dead.token }, { done: 1, total: 1 }, t),
    );
    expect(fenced).toBe(false);
    expect(await finish(harness.db, { jobId: id, token: dead.token }, { status: 'SUCCESS' })).toBe(false);
    expect(await finish(harness.db, { jobId: id, token: taken.token }, { status: 'SUCCESS' })).toBe(true);
    expect(await findJob(tenant, id, [KIND])).toMatchObject({ status: 'SUCCESS', attempts: 2 });
  });

  it('keeps the claim of a job that blocks its event loop longer than the lease, once it has stalled before', async () => {
    // A handler computing synchronously (the engine on a large plan) delays the renewal on its
    // event loop. After a first stall of ~600 ms, renewals hold the lease long enough that a
    // second, longer stall (1.2 s > leaseMs) ends before the lease does: no other worker could
    // have taken the job over meanwhile.
    const busy = (ms: number) => {
      const end = performance.now() + ms;
      while (performance.now() < end);
    };
    const leaseUntil = leaseUntilOf;
    const leaseMs = 1_000;
    let stallEnded = 0;
    let heldUntil = 0;
    const handler: JobHandler<never, unknown> = {
      kind: KIND,
      async run(run) {
        busy(600);
        // Until a renewal after the stall has lengthened the lease (polled, not slept on).
        for (let tries = 0; ; tries++) {
          heldUntil = (await leaseUntil(run.job.id)).getTime();
          if (heldUntil > Date.now() + leaseMs + 500) break;
          if (tries > 200) throw new Error('The lease was never lengthened');
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        busy(1_200);
        stallEnded = Date.now();
        await run.commit(async () => undefined, { done: 1, total: 1 });
      },
    };
    const id = (await enqueue(tenant, { kind: KIND, payload: { value: 'stalling' } }))!;
    expect(await worker([handler], { leaseMs }).runOnce()).toBe(true);
    expect(stallEnded).toBeLessThan(heldUntil);
    expect(await findJob(tenant, id, [KIND])).toMatchObject({ status: 'SUCCESS', attempts: 1 });
  });

  it('keeps the claim through a first stall longer than the lease, once the handler announced it', async () => {
    // The calculation announces the engine's stretch (holdFor) before it blocks: its lease then
    // outlasts even a first stall, which renewals alone could not cover.
    const leaseMs = 1_000;
    let heldUntil = 0;
    let stallEnded = 0;
    const handler: JobHandler<never, unknown> = {
      kind: KIND,
      async run(run) {
        await run.holdFor(2_000);
        heldUntil = (await leaseUntilOf(run.job.id)).getTime();
        const end = performance.now() + 1_500;
        while (performance.now() < end);
        stallEnded = Date.now();
        // No other worker could take it over meanwhile: a claim now finds nothing due.
        expect(await claimNext(harness.db, [KIND], { id: 'other', leaseMs })).toBeNull();
        await run.commit(async () => undefined, { done: 1, total: 1 });
      },
    };
    const id = (await enqueue(tenant, { kind: KIND, payload: { value: 'announced' } }))!;
    expect(await worker([handler], { leaseMs }).runOnce()).toBe(true);
    expect(heldUntil).toBeGreaterThan(stallEnded);
    expect(await findJob(tenant, id, [KIND])).toMatchObject({ status: 'SUCCESS', attempts: 1 });
  });

  it('keeps a claim renewed or fenced twice in one millisecond (a write that changes nothing still holds)', async () => {
    // A worker renews its lease on a timer and when a handler announces a stall (`holdFor`): both
    // can fall in one millisecond and write the same lease. MariaDB counts only the rows a write
    // changed unless told otherwise, and a claim counted 0 was taken for lost (the job then sat
    // STARTED until its lease ran out, and the recalculation a test waited for never came).
    const id = (await enqueue(tenant, { kind: KIND, payload: { value: 'twice' } }))!;
    const claim = (await claimNext(harness.db, [KIND], { id: 'worker-0', leaseMs: 60_000 }))!;
    expect(claim.job.id).toBe(id);
    const held = { jobId: id, token: claim.token };
    const now = new Date();
    expect(await renewLease(harness.db, held, 60_000, now)).toBe('STARTED');
    expect(await renewLease(harness.db, held, 60_000, now)).toBe('STARTED');
    for (let i = 0; i < 2; i++)
      expect(await tenant.transaction((t) => fence(harness.db, held, { done: 1, total: 2 }, t, now))).toBe(
        true,
      );
    expect(await finish(harness.db, held, { status: 'SUCCESS' })).toBe(true);
  });

  it('marks INCOMPLETE a job whose last attempt lost its worker, never leaving it STARTED', async () => {
    const id = (await enqueue(tenant, { kind: KIND, payload: { value: 'doomed' }, maxAttempts: 1 }))!;
    await claimNext(harness.db, [KIND], { id: 'dead', leaseMs: 60_000 });
    expect(await sweepExpired(harness.db)).toBe(0);
    expect((await findJob(tenant, id, [KIND]))!.status).toBe('STARTED');
    // No attempt left: not claimable again, and the sweep ends it.
    expect(await claimNext(harness.db, [KIND], { id: 'other', leaseMs: 60_000 }, later(61_000))).toBeNull();
    expect(await sweepExpired(harness.db, later(61_000))).toBe(1);
    expect(await findJob(tenant, id, [KIND])).toMatchObject({
      status: 'INCOMPLETE',
      error: LOST_WORKER_MESSAGE,
    });
  });

  it('stops a STARTED job after its batch (STOPPING → STOPPED), and force-stops one at once', async () => {
    // Graceful: the run notices the stop at its next check.
    const stopping: JobHandler<unknown, unknown> = {
      kind: KIND,
      async run(run) {
        await stopJob(tenant, run.job.id, false);
        await new Promise((resolve) => setTimeout(resolve, 200));
        run.throwIfStopping();
        return { result: 'should not finish' };
      },
    };
    const id = (await enqueue(tenant, { kind: KIND, payload: {} }))!;
    await worker([stopping as JobHandler<never, unknown>]).runOnce();
    expect((await findJob(tenant, id, [KIND]))!.status).toBe('STOPPED');

    // Forced: the batch in hand is refused (its work never runs) and the job stays STOPPED.
    let wrote = false;
    let lost: unknown;
    const forced: JobHandler<unknown, unknown> = {
      kind: KIND,
      async run(run) {
        await stopJob(tenant, run.job.id, true);
        try {
          await run.commit(async () => {
            wrote = true;
          });
        } catch (error) {
          lost = error;
          throw error;
        }
      },
    };
    const forcedId = (await enqueue(tenant, { kind: KIND, payload: {} }))!;
    await worker([forced as JobHandler<never, unknown>]).runOnce();
    expect(lost).toBeInstanceOf(JobLost);
    expect(wrote).toBe(false);
    expect((await findJob(tenant, forcedId, [KIND]))!.status).toBe('STOPPED');
  });

  it('enqueues a job with a unique key once per company, however many try', async () => {
    const key = `nightly-test:${dialect}`;
    const ids = await Promise.all(
      Array.from({ length: 4 }, () => enqueue(tenant, { kind: KIND, payload: {}, uniqueKey: key })),
    );
    expect(ids.filter((id) => id !== null)).toHaveLength(1);
    expect(await enqueue(tenant, { kind: KIND, payload: {}, uniqueKey: key })).toBeNull();
    const other = new Tenant(harness.db, (await harness.accountOf('admin@other.accrue.local')).companyId);
    expect(await enqueue(other, { kind: KIND, payload: {}, uniqueKey: key })).not.toBeNull();
  });

  it('lets one job wait per pending key: a claim or a stop frees the key, a rolled-back enqueue leaves nothing', async () => {
    const worker = { id: 'pending-test', leaseMs: 60_000 };
    const key = `plan:${dialect}`;
    const waiting = await Promise.all(
      Array.from({ length: 4 }, () => enqueue(tenant, { kind: KIND, payload: {}, pendingKey: key })),
    );
    expect(new Set(waiting).size).toBe(1);
    expect(waiting[0]).not.toBeNull();
    // Claimed: the next change queues a job of its own, which then waits in turn.
    const claim = (await claimNext(harness.db, [KIND], worker))!;
    expect(claim.job.id).toBe(waiting[0]);
    const next = await enqueue(tenant, { kind: KIND, payload: {}, pendingKey: key });
    expect(next).not.toBe(waiting[0]);
    expect(await enqueue(tenant, { kind: KIND, payload: {}, pendingKey: key })).toBe(next);
    // Stopped while waiting: the key is free again.
    expect(await stopJob(tenant, next!, false)).toBe(true);
    const afterStop = await enqueue(tenant, { kind: KIND, payload: {}, pendingKey: key });
    expect(afterStop).not.toBe(next);
    await stopJob(tenant, afterStop!, true);
    // Inside a transaction that rolls back, nothing is queued.
    const before = (
      await listJobs(tenant, { kinds: [KIND], statuses: RUNNING_STATUSES, offset: 0, limit: 100 })
    ).total;
    await expect(
      tenant.transaction(async (t) => {
        await enqueue(tenant, { kind: KIND, payload: {}, pendingKey: key }, new Date(), t);
        throw new Error('the writer failed');
      }),
    ).rejects.toThrow('the writer failed');
    const after = await listJobs(tenant, {
      kinds: [KIND],
      statuses: RUNNING_STATUSES,
      offset: 0,
      limit: 100,
    });
    expect(after.total).toBe(before);
    await finish(harness.db, { jobId: claim.job.id, token: claim.token }, { status: 'SUCCESS' });
  });

  it("hides another company's jobs from a tenant", async () => {
    const other = new Tenant(harness.db, (await harness.accountOf('admin@other.accrue.local')).companyId);
    const id = (await enqueue(other, { kind: KIND, payload: {} }))!;
    expect(await findJob(tenant, id, [KIND])).toBeNull();
    expect(await stopJob(tenant, id, true)).toBe(false);
    expect((await findJob(other, id, [KIND]))!.status).toBe('PENDING');
    await stopJob(other, id, true);
  });
});
