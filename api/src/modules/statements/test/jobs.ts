import { createWorker } from '../../../job-handlers.js';
import type { Database } from '../../../platform/db/database.js';
import type { Tenant } from '../../../platform/db/tenancy.js';
import { listJobs, RUNNING_STATUSES, stopJob } from '../../../platform/jobs/index.js';
import { CALCULATION_JOB } from '../calculation/job.js';

/**
 * Force-stops every calculation still pending or running in these companies: each test of a suite
 * that runs a worker starts with none (a worker claims the oldest due one).
 */
export async function stopCalculations(tenants: readonly Tenant[]): Promise<void> {
  for (const tenant of tenants) {
    const { items } = await listJobs(tenant, {
      kinds: [CALCULATION_JOB],
      statuses: RUNNING_STATUSES,
      offset: 0,
      limit: 100,
    });
    for (const job of items) await stopJob(tenant, job.id, true);
  }
}

/**
 * Runs every due job on a worker of the API's kind, polling fast, then fails with the calculations
 * of `tenant` that did not succeed: a recalculation that failed leaves a statement as it was, and
 * the test should say why rather than which figure did not move.
 */
export async function drainJobs(db: Database, tenant: Tenant): Promise<void> {
  const worker = createWorker(db, { renewMs: 50, pollMs: 10, schedules: [] });
  while (await worker.runOnce());
  const failed = await listJobs(tenant, {
    kinds: [CALCULATION_JOB],
    statuses: ['ERROR', 'INCOMPLETE', 'STOPPED'],
    offset: 0,
    limit: 5,
  });
  if (failed.items.length)
    throw new Error(
      `Calculations that did not succeed: ${failed.items.map((job) => `${job.id} ${job.status}: ${job.error}`).join('; ')}`,
    );
}
