import type { components } from '@accrue/sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '@accrue/remote-runtime';
import { check } from '../statements/api';

export type OverwriteListItem = components['schemas']['OverwriteListItem'];
export type OverwriteKind = OverwriteListItem['kind'];

export interface OverwriteQuery {
  periodId?: string;
  kind?: OverwriteKind;
  page: number;
  limit: number;
}

/** GET /overwrites: a page of the overwrites in the caller's reach, latest first. */
export function useOverwrites(query: OverwriteQuery | null) {
  const api = useApi();
  return useQuery({
    queryKey: ['overwrites', query],
    enabled: query !== null,
    placeholderData: keepPreviousData,
    queryFn: async () => check(await api.GET('/overwrites', { params: { query: query! } })),
  });
}

export type RowEditListItem = components['schemas']['RowEditListItem'];

/** GET /row-edits: a page of the rows left out of or added to statements by hand, latest first. */
export function useRowEdits(query: { periodId?: string; page: number; limit: number } | null) {
  const api = useApi();
  return useQuery({
    queryKey: ['row-edits', query],
    enabled: query !== null,
    placeholderData: keepPreviousData,
    queryFn: async () => check(await api.GET('/row-edits', { params: { query: query! } })),
  });
}
