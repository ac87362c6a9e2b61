import type { Database } from './platform/db/database.js';
import { Worker, type DailySchedule, type JobHandler, type WorkerOptions } from './platform/jobs/index.js';
import { calculationJobHandler, nightlyCalculationSchedule } from './modules/statements/index.js';
import { nightlyRefreshSchedule, refreshJobHandler } from './modules/data/index.js';
import { generationJobHandler } from './modules/plan-agreements/index.js';

/**
 * Composition of the background jobs: each module's handlers (job kind → handler) and daily
 * schedules. A module that enqueues a new kind adds its handler here; every worker (the API
 * process's and `npm run worker`'s) then runs it.
 */
export const JOB_HANDLERS: readonly JobHandler<never, unknown>[] = [
  calculationJobHandler as JobHandler<never, unknown>,
  refreshJobHandler as JobHandler<never, unknown>,
  generationJobHandler as JobHandler<never, unknown>,
];

export const DAILY_SCHEDULES: readonly DailySchedule[] = [nightlyCalculationSchedule, nightlyRefreshSchedule];

export function createWorker(db: Database, options: Partial<WorkerOptions> = {}): Worker {
  return new Worker(db, { handlers: JOB_HANDLERS, schedules: DAILY_SCHEDULES, ...options });
}
