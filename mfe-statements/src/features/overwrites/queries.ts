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
