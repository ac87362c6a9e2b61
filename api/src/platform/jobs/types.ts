/**
 * Job statuses (doc 2 §3, doc 3 §4 "Refresh and calculation jobs"). PENDING waits for a worker,
 * REFRESH waits on a data refresh, STARTED runs under a worker's lease, STOPPING was asked to stop
 * and stops after the batch it is writing; the others are final.
 */
export const JOB_STATUSES = [
  'PENDING',
  'REFRESH',
  'STARTED',
  'SUCCESS',
  'ERROR',
  'INCOMPLETE',
  'STOPPING',
  'STOPPED',
] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** The running statuses (doc 2 §3): a job in one of these is "ongoing". */
export const RUNNING_STATUSES: readonly JobStatus[] = ['PENDING', 'REFRESH', 'STARTED', 'STOPPING'];
export const FINAL_STATUSES: readonly JobStatus[] = ['SUCCESS', 'ERROR', 'INCOMPLETE', 'STOPPED'];

/** A job as the platform hands it to handlers and modules (plain values, dates as ISO text). */
export interface Job<Payload = unknown, Result = unknown> {
  id: number;
  companyId: number;
  kind: string;
  status: JobStatus;
  payload: Payload;
  result: Result | null;
  error: string | null;
  progress: { done: number; total: number };
  createdBy: number | null;
  attempts: number;
  maxAttempts: number;
  workerId: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  updatedAt: string;
}

/** What a handler answers: the job's final status (SUCCESS unless said otherwise) and its result. */
export interface JobOutcome<Result = unknown> {
  status?: 'SUCCESS' | 'ERROR';
  result?: Result;
  error?: string;
}

/** Thrown inside a run when the job was force-stopped or taken over: nothing more may be written. */
export class JobLost extends Error {
  constructor(readonly jobId: number) {
    super(`Job ${jobId} is no longer held by this worker`);
  }
}

/** Thrown inside a run (by `JobRun.throwIfStopping`) when a stop was asked: the job ends STOPPED. */
export class JobStopped extends Error {
  constructor(readonly jobId: number) {
    super(`Job ${jobId} was stopped`);
  }
}
