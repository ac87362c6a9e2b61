import type * as plans from '../../plans/index.js';

/** Period ids per plan frequency: 2026-03, 2026-Q1, 2026. */
export const PERIOD_PATTERN: Record<plans.PlanFrequency, RegExp> = {
  month: /^\d{4}-(0[1-9]|1[0-2])$/,
  quarter: /^\d{4}-Q[1-4]$/,
  year: /^\d{4}$/,
};

/** The periods among `periodIds` that a plan of this frequency has. */
export function periodsOfFrequency(frequency: plans.PlanFrequency, periodIds: readonly string[]): string[] {
  const pattern = PERIOD_PATTERN[frequency];
  return [...new Set(periodIds)].filter((id) => pattern?.test(id)).sort();
}

/**
 * The period of this frequency holding `day` (YYYY-MM-DD) and the one before: what the nightly
 * calculation recomputes (late deals and paid invoices still move the previous period).
 */
export function currentAndPreviousPeriods(frequency: plans.PlanFrequency, day: string): string[] {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  if (frequency === 'year') return [String(year - 1), String(year)];
  if (frequency === 'quarter') {
    const quarter = Math.ceil(month / 3);
    const previous = quarter === 1 ? `${year - 1}-Q4` : `${year}-Q${quarter - 1}`;
    return [previous, `${year}-Q${quarter}`];
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  const previous = month === 1 ? `${year - 1}-12` : `${year}-${pad(month - 1)}`;
  return [previous, `${year}-${pad(month)}`];
}

/**
 * The first period of the fiscal year of `periodId`, in its frequency: the period holding the fiscal
 * year's first day (2026-01, 2026-Q1, 2026 with a calendar year; 2025-04 for 2026-03 with a year
 * starting in April). A period belongs to the fiscal year its last month falls in (the engine's
 * rule, docs/plan-format.md "Fiscal year"); when the year starts inside a quarter or a year
 * period, that period is the first (computing one more period early is harmless).
 */
export function firstOfYear(frequency: plans.PlanFrequency, periodId: string, fiscalStartMonth = 1): string {
  const year = Number(periodId.slice(0, 4));
  const lastMonth =
    frequency === 'month'
      ? Number(periodId.slice(5, 7))
      : frequency === 'quarter'
        ? Number(periodId.slice(6)) * 3
        : 12;
  const startYear = lastMonth >= fiscalStartMonth ? year : year - 1;
  if (frequency === 'year') return String(startYear);
  if (frequency === 'quarter') return `${startYear}-Q${Math.ceil(fiscalStartMonth / 3)}`;
  return `${startYear}-${String(fiscalStartMonth).padStart(2, '0')}`;
}

/** The periods of this frequency from `from` to `to`, both included, at most `max` (the latest). */
export function periodRange(frequency: plans.PlanFrequency, from: string, to: string, max = 120): string[] {
  const index = (id: string) => {
    const year = Number(id.slice(0, 4));
    if (frequency === 'year') return year;
    if (frequency === 'quarter') return year * 4 + Number(id.slice(6)) - 1;
    return year * 12 + Number(id.slice(5, 7)) - 1;
  };
  const idOf = (n: number) => {
    if (frequency === 'year') return String(n);
    if (frequency === 'quarter') return `${Math.floor(n / 4)}-Q${(n % 4) + 1}`;
    return `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
  };
  const last = index(to);
  const first = Math.max(index(from), last - max + 1);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => idOf(first + i));
}
