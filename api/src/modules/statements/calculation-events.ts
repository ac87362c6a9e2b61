import { accessRole, grantOf, type Role } from '@accrue/access';
import type { Database } from '../../platform/db/database.js';
import { Tenant } from '../../platform/db/tenancy.js';
import type { EventHub } from '../../platform/events.js';
import * as jobs from '../../platform/jobs/index.js';
import { logger } from '../../platform/logging.js';
import * as people from '../people/index.js';
import { CALCULATION_JOB } from './calculation/job.js';
import { toCalculation } from './calculations.js';

/** How often the relay looks for changed calculations (only while someone has a stream open). */
const RELAY_MS = 1_000;
/** Changes are read again this far back: clocks of several workers and same-millisecond writes. */
const OVERLAP_MS = 2_000;

/**
 * Pushes calculations' progress over the real-time stream (`{ type: 'calculation', data }` on
 * GET /events): the workers that run them may be other processes, so the relay reads the jobs
 * changed since its last look (one indexed query a second, and none while no stream is open)
 * and publishes each change to the company's connected users who may see it: those whose
 * CALCULATE_STATEMENTS grant reaches everyone, and whoever asked for it.
 */
export class CalculationEvents {
  private timer: NodeJS.Timeout | null = null;
  private since = new Date(Date.now() - OVERLAP_MS);
  /** The last version published per job, so the overlap publishes nothing twice. */
  private readonly published = new Map<number, string>();
  private busy = false;

  constructor(
    private readonly db: Database,
    private readonly hub: EventHub,
  ) {}

  start(intervalMs = RELAY_MS): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** One look: publishes what changed since the previous one. */
  async tick(now = new Date()): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      if (!this.hub.hasSubscribers()) {
        this.since = new Date(now.getTime() - OVERLAP_MS);
        return;
      }
      const changed = await jobs.jobsChangedSince(this.db, [CALCULATION_JOB], this.since);
      const fresh = changed.filter((job) => this.published.get(job.id) !== version(job));
      const byCompany = new Map<number, jobs.Job[]>();
      for (const job of fresh) byCompany.set(job.companyId, [...(byCompany.get(job.companyId) ?? []), job]);
      for (const [companyId, companyJobs] of byCompany) await this.publish(companyId, companyJobs);
      for (const job of fresh) this.published.set(job.id, version(job));
      const latest = changed.at(-1)?.updatedAt;
      const next = Math.max(
        this.since.getTime(),
        Math.min(now.getTime(), latest ? Date.parse(latest) : now.getTime()) - OVERLAP_MS,
      );
      this.since = new Date(next);
      if (this.published.size > 10_000) this.published.clear();
    } catch (error) {
      logger.warn({ error: (error as Error).message }, 'Calculation events: a look failed');
    } finally {
      this.busy = false;
    }
  }

  private async publish(companyId: number, companyJobs: jobs.Job[]): Promise<void> {
    const listening = new Set(this.hub.subscribersOf(companyId));
    if (!listening.size) return;
    const users = new Map(
      (await people.listCompanyUsers(new Tenant(this.db, companyId))).map((user) => [user.id, user]),
    );
    const seesAll = (userId: number) => {
      const user = users.get(userId);
      if (!user) return false;
      const role: Role = accessRole(user);
      return grantOf({ role, userId, featureFlags: {} }, 'CALCULATE_STATEMENTS')?.reach === 'ALL';
    };
    for (const job of companyJobs) {
      const data = toCalculation(job, users);
      for (const userId of listening)
        if (seesAll(userId) || job.createdBy === userId)
          this.hub.publish(companyId, userId, { type: 'calculation', data });
    }
  }
}

const version = (job: jobs.Job) => `${job.updatedAt} ${job.status} ${job.progress.done}`;
