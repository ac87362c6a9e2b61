import type { Context } from './platform/context.js';
import type { Tenant } from './platform/db/tenancy.js';
import * as data from './modules/data/index.js';

/**
 * The demo rep's statement history (issue #13 points 5 and 6): one of their won deals first came
 * in from the CRM with a lower amount; its correction arrives after the first calculation as a
 * pushed change set, and the recalculation keeps both versions of the statements it changed, so
 * the statement's History tab and /home's "what changed" have something to explain. The records
 * end as `demoDeals` builds them, so the figures the tests compute independently still hold.
 */
export const DEMO_CORRECTION = { userKey: 'employee', by: '1500' } as const;

/**
 * The deals as first imported (the rep's latest won deal before `asOf`, `DEMO_CORRECTION.by`
 * lower) and the deal as corrected; null when the rep has no won deal yet.
 */
export function demoCorrection(
  deals: readonly data.RecordData[],
  ownerId: string,
  asOf: string,
): { first: data.RecordData[]; corrected: data.RecordData } | null {
  const won = deals
    .filter((deal) => deal.ownerId === ownerId && deal.stage === 'won' && String(deal.closeDate) <= asOf)
    .sort((a, b) => String(a.closeDate).localeCompare(String(b.closeDate)));
  const corrected = won.at(-1);
  if (!corrected) return null;
  // Whole cents, exact: the amounts are decimal text such as "12450.00".
  const [whole, cents = '00'] = String(corrected.amount).split('.');
  const earlier = `${Number(whole) - Number(DEMO_CORRECTION.by)}.${cents}`;
  return {
    first: deals.map((deal) => (deal === corrected ? { ...deal, amount: earlier } : deal)),
    corrected,
  };
}

/** Pushes the corrected deal as the CRM would (a change set of one changed key). */
export async function pushDemoCorrection(tenant: Tenant, corrected: data.RecordData): Promise<void> {
  // The push reads the caller's tenant only; the seeding has no signed-in caller.
  await data.pushRecords(
    { tenant } as unknown as Context,
    'deal',
    { records: [corrected as Record<string, data.RecordValue>] },
    // The seeding recalculates at once (demo-data.ts), not through a queued job.
    { announce: false },
  );
}
