import type { Transaction } from 'sequelize';
import { DEMO_QUOTAS, DEMO_REPS } from './demo-commissions.js';
import * as people from './modules/people/index.js';
import type { Tenant } from './platform/db/tenancy.js';

/**
 * A year of quotas for Demo Company beside the plan's monthly quota (seeded with the plan): what a
 * sales-ops admin keeps in a spreadsheet today. Quarterly bookings and monthly new-logo targets per
 * rep, quarterly targets per sales team, and a monthly commission budget for the plan. None of them
 * is named by a plan yet, so the quota list shows "Not used in any plan" beside the plan's quota.
 */
const QUARTERS = ['2026-01-01', '2026-04-01', '2026-07-01', '2026-10-01'];
const MONTHS = Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}-01`);

/** Monthly new-logo targets per rep, January to December (a slow summer, a strong Q4). */
const NEW_LOGOS: Record<string, number[]> = {
  employee: [3, 3, 4, 4, 4, 3, 2, 2, 4, 4, 5, 5],
  'employee-2': [2, 3, 3, 3, 3, 3, 2, 2, 3, 3, 4, 4],
  'employee-3': [4, 4, 4, 5, 5, 4, 3, 3, 5, 5, 6, 6],
  'employee-4': [2, 2, 3, 3, 3, 3, 2, 2, 3, 3, 3, 4],
  'readonly-employee': [1, 2, 2, 2, 2, 2, 1, 1, 2, 2, 2, 3],
};

/** Quarterly targets of the teams in EUR. */
const TEAM_TARGETS: Record<'Sales' | 'Sales North' | 'Sales South', string[]> = {
  Sales: ['1350000', '1410000', '1500000', '1620000'],
  'Sales North': ['720000', '750000', '800000', '860000'],
  'Sales South': ['480000', '500000', '530000', '570000'],
};

export async function seedDemoQuotas(
  tenant: Tenant,
  ids: {
    userIdOf: (key: string) => number;
    teamIdOf: (name: keyof typeof TEAM_TARGETS) => number;
    planId: number;
    scopeId: number;
  },
  t: Transaction,
): Promise<void> {
  const quota = (
    machineName: string,
    name: string,
    type: people.QuotaType,
    frequency: 'month' | 'quarter',
    format: 'currency' | 'number',
  ) => people.createQuota(tenant, { machineName, name, type, frequency, format, isQuotaRequired: false }, t);
  const bookings = await quota('quarterlyBookings', 'Quarterly bookings', 'user', 'quarter', 'currency');
  const logos = await quota('newLogos', 'New logos', 'user', 'month', 'number');
  const teamTarget = await quota(
    'teamQuarterlyTarget',
    'Team quarterly target',
    'team',
    'quarter',
    'currency',
  );
  const budget = await quota('commissionBudget', 'Commission budget', 'plan', 'month', 'currency');
  const none = { userId: null, teamId: null, planId: null };

  const values: Omit<people.QuotaValue, 'id'>[] = [
    ...DEMO_REPS.flatMap((rep) =>
      QUARTERS.map((date, q) => ({
        ...none,
        quotaId: bookings,
        userId: ids.userIdOf(rep),
        date,
        // Three months of the rep's monthly quota, with the half's raise from July.
        value: String(Number(DEMO_QUOTAS[rep]![q < 2 ? 'h1' : 'h2']) * 3),
      })),
    ),
    ...DEMO_REPS.flatMap((rep) =>
      MONTHS.map((date, m) => ({
        ...none,
        quotaId: logos,
        userId: ids.userIdOf(rep),
        date,
        value: String(NEW_LOGOS[rep]![m]),
      })),
    ),
    ...(Object.keys(TEAM_TARGETS) as (keyof typeof TEAM_TARGETS)[]).flatMap((team) =>
      QUARTERS.map((date, q) => ({
        ...none,
        quotaId: teamTarget,
        teamId: ids.teamIdOf(team),
        date,
        value: TEAM_TARGETS[team][q]!,
      })),
    ),
    ...MONTHS.map((date, m) => ({
      ...none,
      quotaId: budget,
      planId: ids.planId,
      date,
      value: (24000 + m * 750).toFixed(2),
    })),
  ];
  await people.addQuotaValues(tenant, values, t);
  // The demo scope names the reps' quotas (its plans stay as they are).
  await people.setAdminScopeQuotas(tenant, ids.scopeId, [bookings, logos], t);
}
