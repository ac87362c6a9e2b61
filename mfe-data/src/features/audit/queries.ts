import type { AccrueClient, CallResult } from '@accrue/sdk';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { checked, downloadFile, useApi } from '@accrue/remote-runtime';
import type { AuditArea } from './model';

/** The filters of the log and of its export (days are YYYY-MM-DD, UTC, both ends included). */
export interface AuditFilters {
  area?: AuditArea;
  actorUserId?: number;
  from?: string;
  to?: string;
  search?: string;
}

export interface AuditQuery extends AuditFilters {
  /** Zero-based. */
  page: number;
  limit: number;
}

/** An answer of the API that is not a success: its message and status (doc 1 §8). */
export class AuditApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message?: string },
  ) {
    super(body.message ?? `HTTP ${status}`);
  }
}

function check<T>(answer: CallResult<T>): T {
  return checked(answer, (status, body) => new AuditApiError(status, body as AuditApiError['body']));
}

/** GET /audit-events: a page of the log, latest first; the page shown stays while the next loads. */
export function useAuditEvents(query: AuditQuery | null) {
  const api = useApi();
  return useQuery({
    // The query holds every filter, the page and the limit: each combination is its own entry.
    queryKey: ['data', 'audit-events', query],
    enabled: query !== null,
    placeholderData: keepPreviousData,
    queryFn: async () => check(await api.GET('/audit-events', { params: { query: query! } })),
  });
}

/** The export's file name, dated by the UTC day like the log's filters. */
export const exportFileName = (now: Date) => `audit-${now.toISOString().slice(0, 10)}.csv`;

/** Downloads the log (with the filters) as CSV, through the signed-in client (`downloadFile`). */
export async function exportAuditCsv(api: AccrueClient, filters: AuditFilters): Promise<void> {
  const file = check(await api.GET('/audit-events/export', { params: { query: filters }, parseAs: 'blob' }));
  downloadFile(file, exportFileName(new Date()));
}

/** The export as a mutation: the page disables its button while it runs and shows its error. */
export function useExportAuditCsv() {
  const api = useApi();
  return useMutation({ mutationFn: (filters: AuditFilters) => exportAuditCsv(api, filters) });
}
