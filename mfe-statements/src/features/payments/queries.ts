import type { components, operations } from '@accrue/sdk';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { downloadFile, useApi } from '@accrue/remote-runtime';
import { check } from '../statements/api';

/** A page of the period's payments, with the totals of every matching row (not only the page's). */
export type PaymentPage = components['schemas']['PaymentPage'];
/** One statement of the period: who, which plan, and its payments per category. */
export type PaymentRow = components['schemas']['PaymentRow'];
/** Achievement, hold, paid, adjustments and what stays held: exact decimal strings. */
export type PaymentAmounts = components['schemas']['PaymentAmounts'];

/** GET /payments's query: `periodId` required, `page` zero-based, `limit` at most 100. */
export type PaymentQuery = operations['listPayments']['parameters']['query'];

/** GET /payments: a page of the period's payments the caller may see, with the selection's totals. */
export function usePayments(query: PaymentQuery | null) {
  const api = useApi();
  return useQuery({
    queryKey: ['payments', 'list', query],
    enabled: query !== null,
    placeholderData: keepPreviousData,
    queryFn: async () => check(await api.GET('/payments', { params: { query: query! } })),
  });
}

/** GET /payments/export's filters: the page's, without the paging. */
export type PaymentExportQuery = operations['exportPayments']['parameters']['query'];

/**
 * Downloads the selection as the payroll's CSV file (`payments-<period>.csv`), through the signed-in
 * client: the page disables its button while it runs and shows its error.
 */
export function useExportPayments() {
  const api = useApi();
  return useMutation({
    mutationFn: async (query: PaymentExportQuery) => {
      const file = check(await api.GET('/payments/export', { params: { query }, parseAs: 'blob' }));
      downloadFile(file, `payments-${query.periodId}.csv`);
    },
  });
}

/** A period id's kind: `2026-03` a month, `2026-Q1` a quarter, `2026` a year. */
function frequencyOf(periodId: string): 'month' | 'quarter' | 'year' {
  return /-Q[1-4]$/.test(periodId) ? 'quarter' : /^\d{4}$/.test(periodId) ? 'year' : 'month';
}

/**
 * GET /plans the caller sees with an assignment during the period (active ones by name, then
 * archived ones): the plan filter's choices, keeping those of the period's frequency, the only
 * ones with statements of that period.
 */
export function usePeriodPlans(periodId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: ['payments', 'plans', periodId],
    enabled: periodId !== null,
    queryFn: async () =>
      check(await api.GET('/plans', { params: { query: { periodId: periodId!, limit: 500 } } }))
        .items.filter((plan) => plan.frequency === frequencyOf(periodId!))
        .map((plan) => ({ id: plan.id, name: plan.name })),
  });
}
