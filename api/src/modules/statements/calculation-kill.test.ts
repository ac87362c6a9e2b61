import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createWorker } from '../../job-handlers.js';
import { Tenant } from '../../platform/db/tenancy.js';
import { findJob } from '../../platform/jobs/index.js';
import { startHarness, testDialects } from '../../platform/test/harness.js';
import { api, signInThroughProvider } from '../../platform/test/harness.js';
import * as plans from '../plans/index.js';
import { DEMO_PLAN_MEMBERS, demoMonths } from '../../demo-commissions.js';
import { todayIso } from '../../platform/db/values.js';
import { CALCULATION_JOB } from './calculation/job.js';
import { frozenStatementIds } from './review-state.js';
import { listStatements } from './service.js';

const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const { dialects } = await testDialects();
const KILLS = 6;

/**
 * Crash safety (issue #13 point 3): a worker process (`npm run worker`) killed with SIGKILL at
 * random points of a calculation leaves every statement as it was or as the job computed it:
 * each (plan, period) batch is whole (one calculation time, every assigned user), never a mix.
 * MariaDB only: `npm run worker` is the MySQL/MariaDB way to add workers (SQLite runs one, in
 * the API process).
 */
describe.runIf(dialects.includes('mysql'))('a calculation worker killed at random points', () => {
  it('never leaves a statement half-written, and the job is taken over to its end', async () => {
    const harness = await startHarness('mysql');
    try {
      const admin = await harness.accountOf('admin@demo.accrue.local');
      const tenant = new Tenant(harness.db, admin.companyId);
      const plan = (await plans.listPlans(tenant)).find((p) => p.name === 'Account Executives 2026');
      const months = demoMonths(todayIso());
      const token = (await signInThroughProvider(harness.url, 'admin@demo.accrue.local')).accessToken;
      const asAdmin = api(harness, token);

      /**
       * Every (plan, period) batch is whole: every member there, one calculation time each (the
       * fully reviewed statements, which calculations leave as they are, aside).
       */
      async function checkWhole() {
        const stored = await listStatements({ tenant }, { planId: plan!.id, periodIds: months });
        const frozen = await frozenStatementIds(tenant, { planId: plan!.id });
        for (const month of months) {
          const batch = stored.filter((s) => s.periodId === month);
          expect(batch, month).toHaveLength(DEMO_PLAN_MEMBERS.length);
          const calculated = batch.filter((s) => !frozen.has(s.id));
          if (calculated.length) expect(new Set(calculated.map((s) => s.calculatedAt)).size, month).toBe(1);
        }
      }

      let jobId = 0;
      let interrupted = 0;
      for (let kill = 0; kill < KILLS; kill += 1) {
        const started = await asAdmin('POST', '/calculations', { planIds: [plan!.id], periodIds: months });
        expect(started.status).toBe(202);
        jobId = started.body.id;
        const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
          cwd: API_ROOT,
          env: {
            ...process.env,
            DATABASE_URL: harness.config.databaseUrl!,
            BUNDLED_SIGN_IN: 'true',
            DATA_DIR: harness.config.dataDir,
            LOG_LEVEL: 'silent',
          },
          stdio: 'ignore',
        });
        const exited = new Promise((resolve) => child.once('exit', resolve));
        // Once the worker holds the job, kill it at a random point of its run: when the batches it
        // has committed reach a random count short of the last (a fixed delay would often fall
        // after the end of a run as quick as the demo's, and prove nothing).
        const target = Math.floor(Math.random() * months.length);
        for (let i = 0; i < 4000; i += 1) {
          const job = await findJob(tenant, jobId, [CALCULATION_JOB]);
          if (job && job.status !== 'PENDING' && (job.status !== 'STARTED' || job.progress.done >= target))
            break;
          await new Promise((resolve) => setTimeout(resolve, 2));
        }
        child.kill('SIGKILL');
        await exited;
        // Killed mid-run: the job is left STARTED under a lease nobody renews.
        if ((await findJob(tenant, jobId, [CALCULATION_JOB]))!.status === 'STARTED') interrupted += 1;
        await checkWhole();
        // A worker an hour later, when the dead one's lease has run out, takes the job over.
        const worker = createWorker(harness.db, {
          schedules: [],
          clock: () => new Date(Date.now() + 3_600_000),
        });
        while (await worker.runOnce()) {
          // runs what the killed worker left, to its end
        }
        const job = (await findJob(tenant, jobId, [CALCULATION_JOB]))!;
        expect(['SUCCESS', 'INCOMPLETE']).toContain(job.status);
        await checkWhole();
      }
      // The kills did land inside runs (a worker killed after its job ended proves nothing).
      expect(interrupted).toBeGreaterThan(0);
    } finally {
      await harness.close();
    }
  }, 180_000);
});
