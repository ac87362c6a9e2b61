import type { Database } from '../../../platform/db/database.js';
import { Tenant } from '../../../platform/db/tenancy.js';
import type { DailySchedule } from '../../../platform/jobs/index.js';
import * as company from '../../company/index.js';
import { enqueueNightlyCalculation } from '../calculations.js';

/** From this UTC hour on, the day's nightly calculations are due (a worker started later catches up). */
export const NIGHTLY_HOUR_UTC = 1;

/**
 * The nightly calculation (doc 2 §3 job kind "nightly calculation"): once a day, one job per
 * company for every active plan's current and previous period. Every worker runs the schedule;
 * the job's unique key (`nightly:<day>`) makes it one job per company and day.
 */
export const nightlyCalculationSchedule: DailySchedule = {
  name: 'statements.nightly-calculation',
  hourUtc: NIGHTLY_HOUR_UTC,
  async run(db: Database, day: string) {
    for (const companyId of await company.listCompanyIds(db))
      await enqueueNightlyCalculation(new Tenant(db, companyId), day);
  },
};
