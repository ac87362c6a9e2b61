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
