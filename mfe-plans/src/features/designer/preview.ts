import { useMemo } from 'react';
import type { IntlShape } from 'react-intl';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '@accrue/sdk';
import { useApi } from '@accrue/remote-runtime';
import { ok } from '@accrue/remote-runtime/query-hooks';
import { EM_DASH, formatAmount, isCurrencyCode, isNumeric } from '@accrue/ui-kit/format';
import { usePlanAssignments, type PlanAssignment, type PlanFrequency } from '../plans/queries';

/**
 * The rule designer's live preview (POST /plans/{planId}/preview): the rule of the draft plan file
 * calculated for one person and period on the company's data, nothing stored. What the panel
 * (PreviewPanel.tsx) asks and shows, apart from its looks.
 */

export type RulePreview = components['schemas']['RulePreview'];
export type PreviewRequest = {
  /** The whole plan file as the designer holds it, saved or not (and compiling). */
  definition: string;
  ruleId: string;
  userId: number;
  periodId: string;
  /** The rule's forecast (the draft with its forecast formulas) instead of its actual figure. */
  forecast?: boolean;
};
type Format = components['schemas']['Format'];
type JsonValue = components['schemas']['JsonValue'];

/** How long the draft must rest before it is calculated again. */
export const PREVIEW_DEBOUNCE_MS = 400;
/** How many years back, besides the current one, the period can be chosen from. */
export const PREVIEW_YEARS_BACK = 4;

/**
 * The preview of the request (none while it is null), each draft, rule, person and period its own
 * query; the last answer stays shown while the next one is calculated. A calculation is costly, so
 * an answer is kept a minute (going back to a draft shows it again at once) and the window's focus
 * does not recalculate it.
 */
export function useRulePreview(planId: number, request: PreviewRequest | null) {
  const api = useApi();
  return useQuery({
    queryKey: ['plans', 'preview', planId, request],
    enabled: request !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    queryFn: async () =>
      ok(
        await api.POST('/plans/{planId}/preview', {
          params: { path: { planId } },
          body: request!,
        }),
      ),
  });
}

export interface PreviewPerson {
  id: number;
  name: string;
  status: PlanAssignment['status'];
}

// The first 500 assignments (every status): whom the preview offers.
const FIRST_PAGE = { page: 0, limit: 500 };

/**
 * The people on the plan (any of their assignments, once each), those on it today first: the first
 * of them is the one the preview starts with.
 */
export function usePreviewPeople(planId: number) {
  const assignments = usePlanAssignments(planId, 'ALL', FIRST_PAGE);
  const people = useMemo(() => peopleOf(assignments.data?.items ?? []), [assignments.data]);
  return { people, isPending: assignments.isPending, error: assignments.error };
}

const STATUS_ORDER: Record<PlanAssignment['status'], number> = { ACTIVE: 0, FUTURE: 1, EXPIRED: 2 };

/** Each person once, with their most current assignment's status, active ones first (stable). */
export function peopleOf(assignments: readonly PlanAssignment[]): PreviewPerson[] {
  const byUser = new Map<number, PreviewPerson>();
  for (const { user, status } of assignments) {
    const known = byUser.get(user.id);
    if (!known || STATUS_ORDER[status] < STATUS_ORDER[known.status])
      byUser.set(user.id, { id: user.id, name: `${user.firstName} ${user.lastName}`, status });
  }
  return [...byUser.values()].sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status]);
}

/** The id of the period of a plan of `frequency` holding `day` (YYYY-MM-DD): 2026-03, 2026-Q1, 2026. */
export function periodOf(frequency: PlanFrequency, day: string): string {
  const year = day.slice(0, 4);
  if (frequency === 'month') return day.slice(0, 7);
  if (frequency === 'quarter') return `${year}-Q${Math.ceil(Number(day.slice(5, 7)) / 3)}`;
  return year;
}

/** The periods of `year` a plan of `frequency` has, up to the one holding `today`, in order. */
export function periodsOfYear(frequency: PlanFrequency, year: number, today: string): string[] {
  const current = periodOf(frequency, today);
  const ids =
    frequency === 'month'
      ? Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`)
      : frequency === 'quarter'
        ? Array.from({ length: 4 }, (_, i) => `${year}-Q${i + 1}`)
        : [String(year)];
  // Ids of one frequency sort as their periods do.
  return ids.filter((id) => id <= current);
}

/** The years the period is chosen from: this one, then the ones before it. */
export function previewYears(today: string): number[] {
  const year = Number(today.slice(0, 4));
  return Array.from({ length: PREVIEW_YEARS_BACK + 1 }, (_, i) => year - i);
}

/** A period's name: "March 2026", "Q1 2026", "2026". */
export function periodName(intl: IntlShape, id: string): string {
  const [, year, quarter] = /^(\d{4})-Q([1-4])$/.exec(id) ?? [];
  if (year && quarter) return intl.formatMessage({ id: 'preview.quarter' }, { quarter, year });
  if (/^\d{4}-\d{2}$/.test(id))
    return intl.formatDate(`${id}-01T00:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return id;
}

/**
 * A figure of the preview as statements print it: exact decimal text through the kit's formatting
 * (money in the statement's currency, percents from ratios), never through a float; yes or no, a
 * table's row count, other text as it is; an em dash for none. Pure, for table cells.
 */
export function figureText(intl: IntlShape, value: JsonValue | undefined, format: Format, currency: string) {
  if (value === null || value === undefined || value === '') return EM_DASH;
  if (typeof value === 'boolean') return intl.formatMessage({ id: value ? 'preview.yes' : 'preview.no' });
  if (typeof value === 'object') return intl.formatMessage({ id: 'preview.rows' }, { count: value.rows });
  const numeric = format === 'number' || format === 'percent' || format === 'currency';
  if (!numeric || !isNumeric(value)) return value;
  const money = format === 'currency' && isCurrencyCode(currency);
  return formatAmount(value, intl.locale, money ? { format, currency } : { format });
}
