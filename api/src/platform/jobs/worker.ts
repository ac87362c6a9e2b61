import os from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Transaction } from 'sequelize';
import type { Database } from '../db/database.js';
import { Tenant } from '../db/tenancy.js';
import { logger } from '../logging.js';
import { claimNext, fence, finish, onEnqueued, renewLease, sweepExpired, type Claim } from './store.js';
import { JobLost, JobStopped, type Job, type JobOutcome } from './types.js';

/** What a handler is given to run one job. */
export interface JobRun<Payload = unknown> {
  job: Job<Payload>;
  /** The job's company: every read and write of the run goes through it. */
  tenant: Tenant;
  /** Aborted when the job is asked to stop, force-stopped or taken over. */
  signal: AbortSignal;
  /** Throws JobStopped (or JobLost) when the run must not go on; call it between batches. */
  throwIfStopping(): void;
  /**
   * Runs one batch in one transaction with the fence: the batch commits only if this worker
   * still holds the job, with the job's progress; otherwise it rolls back and JobLost is thrown.
   */
  commit<T>(
    work: (transaction: Transaction) => Promise<T>,
    progress?: { done: number; total: number },
  ): Promise<T>;
  /** Records progress alone (fenced the same way). */
  progress(progress: { done: number; total: number }): Promise<void>;
  /**
   * Before a synchronous stretch of about `ms` (the engine on a large plan), during which this
   * worker's event loop cannot renew the lease: holds it for `ms` on top of the usual lease (at
   * most MAX_LEASE_MS), and renewals keep that for the rest of the run, so no other worker takes
   * the job over meanwhile, even on its first stall. Throws JobLost if the job is no longer held
   * (JobStopped if a stop was asked).
   */
  holdFor(ms: number): Promise<void>;
}

/** Runs the jobs of one kind (`kind` is what `enqueue` names). */
export interface JobHandler<Payload = unknown, Result = unknown> {
  kind: string;
  run(run: JobRun<Payload>): Promise<JobOutcome<Result> | void>;
}

/** Something a worker does once a day (e.g. enqueue the nightly calculations), idempotently. */
export interface DailySchedule {
  name: string;
  /** The UTC hour from which the day's run is due (a worker started later catches up). */
  hourUtc: number;
  run(db: Database, day: string): Promise<void>;
}

export interface WorkerOptions {
  handlers: readonly JobHandler<never, unknown>[];
  schedules?: readonly DailySchedule[];
  /** Names the worker in the jobs it holds (host, process, random). */
  id?: string;
  /** How long a claim holds without renewal. */
  leaseMs?: number;
  /** How often the lease is renewed (and a stop request noticed). */
  renewMs?: number;
  /** How long an idle worker waits before looking for a job again. */
  pollMs?: number;
  /** The time leases and schedules are judged by (tests move it forward). */
  clock?: () => Date;
}

const DEFAULTS = { leaseMs: 30_000, renewMs: 5_000, pollMs: 1_000, clock: () => new Date() };
/** However long a job has stalled, a dead worker's job is taken over within this. */
const MAX_LEASE_MS = 30 * 60_000;

/**
 * A worker: claims due jobs one at a time (claimNext), runs each under a lease it renews, and
 * ends it SUCCESS, ERROR or STOPPED; sweeps what dead workers left (INCOMPLETE) and runs the
 * daily schedules. Any number of workers, in the API process (`npm start`) or alone (`npm run
 * worker`), share the jobs of one database: on MySQL/MariaDB they claim with SKIP LOCKED; on
 * SQLite only the API process runs one.
 */
export class Worker {
  readonly id: string;
  private readonly options: Required<Omit<WorkerOptions, 'id' | 'schedules'>> & {
    schedules: readonly DailySchedule[];
  };
  private readonly handlers: Map<string, JobHandler<never, unknown>>;
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private readonly scheduledDays = new Map<string, string>();

  constructor(
    private readonly db: Database,
    options: WorkerOptions,
  ) {
    this.id = options.id ?? `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
    this.options = {
      ...DEFAULTS,
      ...Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)),
      schedules: options.schedules ?? [],
    } as Worker['options'];
    this.handlers = new Map(options.handlers.map((handler) => [handler.kind, handler]));
  }

  /** Stops listening to this process's enqueues (set while the loop runs). */
  private unlisten: (() => void) | null = null;

  /** Starts the loop (claims until stopped); a job enqueued in this process wakes it at once. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.unlisten = onEnqueued(() => this.poke());
    this.loop = this.run();
  }

  /** Stops claiming and waits for the job in hand to end (or be left for another worker). */
  async stop(): Promise<void> {
    this.running = false;
    this.unlisten?.();
    this.unlisten = null;
    this.wake?.();
    await this.loop;
    this.loop = null;
  }

  /** Set by a poke that came while the loop was not waiting: the loop looks again before it waits. */
  private poked = false;

  /** Looks for a job now rather than at the next poll (after an enqueue in this process). */
  poke(): void {
    if (this.wake) this.wake();
    else this.poked = true;
  }

  private async run(): Promise<void> {
    while (this.running) {
      let worked = false;
      this.poked = false;
      try {
        await this.runSchedules(this.options.clock());
        await sweepExpired(this.db, this.options.clock());
        worked = await this.runOnce();
      } catch (error) {
        logger.error({ error: describe(error), worker: this.id }, 'Job worker: a pass failed');
      }
      if (!worked && this.running && !this.poked)
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, this.options.pollMs);
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      this.wake = null;
    }
  }

  /** Daily schedules: each once per UTC day per worker, from its hour on (idempotent across workers). */
  async runSchedules(now = new Date()): Promise<void> {
    const day = now.toISOString().slice(0, 10);
    for (const schedule of this.options.schedules) {
      if (now.getUTCHours() < schedule.hourUtc || this.scheduledDays.get(schedule.name) === day) continue;
      await schedule.run(this.db, day);
      this.scheduledDays.set(schedule.name, day);
    }
  }

  /** Claims one due job and runs it to its end; answers whether there was one. */
  async runOnce(): Promise<boolean> {
    const claim = await claimNext(
      this.db,
      [...this.handlers.keys()],
      { id: this.id, leaseMs: this.options.leaseMs },
      this.options.clock(),
    );
    if (!claim) return false;
    await this.execute(claim);
    return true;
  }

  private async execute({ job, token }: Claim): Promise<void> {
    const handler = this.handlers.get(job.kind)!;
    const held = { jobId: job.id, token };
    const controller = new AbortController();
    const reasons = { stopping: false, lost: false };
    const abort = (reason: 'stopping' | 'lost') => {
      reasons[reason] = true;
      if (!controller.signal.aborted) controller.abort(reason);
    };
    // A claim taken over a dead worker may already be STOPPING: the sweep ends those instead.
    // The renewal runs on this event loop, so a handler's synchronous stretch (the engine on a
    // large plan) delays it: to another worker the lease would then look expired and the job be
    // taken over mid-run (docs/scaling.md). Each renewal therefore holds the lease for twice the
    // longest stall seen in this run on top of leaseMs: a job that blocked for B once is not swept
    // while it blocks about as long again. Its first stall must still fit in leaseMs, unless the
    // handler announced it (`holdFor`).
    let longestStall = 0;
    let lastTick = performance.now();
    /** What a handler asked to hold the lease for (`holdFor`): renewals keep at least that. */
    let announced = 0;
    const leaseMs = () =>
      Math.min(this.options.leaseMs + Math.max(2 * Math.ceil(longestStall), announced), MAX_LEASE_MS);
    const answered = (status: 'STARTED' | 'STOPPING' | null) => {
      if (status === null) abort('lost');
      else if (status === 'STOPPING') abort('stopping');
    };
    const renewal = setInterval(() => {
      const tick = performance.now();
      longestStall = Math.max(longestStall, tick - lastTick - this.options.renewMs);
      lastTick = tick;
      renewLease(this.db, held, leaseMs()).then(answered, (error: unknown) =>
        logger.warn({ error: describe(error), job: job.id }, 'Job worker: lease renewal failed'),
      );
    }, this.options.renewMs);
    const tenant = new Tenant(this.db, job.companyId);
    const run: JobRun<never> = {
      job: job as Job<never>,
      tenant,
      signal: controller.signal,
      throwIfStopping: () => {
        if (reasons.lost) throw new JobLost(job.id);
        if (reasons.stopping) throw new JobStopped(job.id);
      },
      commit: (work, progress) =>
        tenant.transaction(async (transaction) => {
          if (!(await fence(this.db, held, progress, transaction))) {
            abort('lost');
            throw new JobLost(job.id);
          }
          return work(transaction);
        }),
      progress: async (progress) => {
        await run.commit(async () => undefined, progress);
      },
      holdFor: async (ms) => {
        announced = Math.max(announced, Math.ceil(ms));
        answered(await renewLease(this.db, held, leaseMs()));
        run.throwIfStopping();
      },
    };
    try {
      const outcome = (await handler.run(run)) ?? {};
      await finish(this.db, held, {
        status: outcome.status ?? 'SUCCESS',
        result: outcome.result,
        error: outcome.error ?? null,
      });
    } catch (error) {
      if (error instanceof JobLost) {
        logger.info({ job: job.id, worker: this.id }, 'Job worker: the job was force-stopped or taken over');
      } else if (error instanceof JobStopped) {
        await finish(this.db, held, { status: 'STOPPED' });
      } else {
        logger.error({ error: describe(error), job: job.id }, 'Job worker: the job failed');
        await finish(this.db, held, { status: 'ERROR', error: describe(error).message });
      }
    } finally {
      clearInterval(renewal);
    }
  }
}

function describe(error: unknown): { name: string; message: string } {
  return error instanceof Error
    ? { name: error.name, message: error.message }
    : { name: 'Error', message: String(error) };
}
