/**
 * Background jobs: rows in the `jobs` table (migration 0017) claimed by workers, the design of
 * Rails' Solid Queue. A module registers a handler per job kind and enqueues jobs through its
 * tenant; `npm start` runs a worker in the API process and `npm run worker` more of them against
 * the same DATABASE_URL. See worker.ts (claim, lease, fence) and store.ts (the SQL).
 */
export {
  enqueue,
  findJob,
  jobsChangedSince,
  listJobs,
  runningJobCount,
  stopJob,
  LOST_WORKER_MESSAGE,
  type JobListQuery,
  type NewJob,
} from './store.js';
export { Worker, type DailySchedule, type JobHandler, type JobRun, type WorkerOptions } from './worker.js';
export {
  FINAL_STATUSES,
  JOB_STATUSES,
  JobLost,
  JobStopped,
  RUNNING_STATUSES,
  type Job,
  type JobOutcome,
  type JobStatus,
} from './types.js';
