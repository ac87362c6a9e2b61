import type { CallResult } from '@accrue/sdk';
import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checked, useApi } from '@accrue/remote-runtime';
import type { PaginatedQuery } from '@accrue/ui-kit/table';
import type { ModelDetails, ModelPage, ModelPatch, RecordPage } from './model';

/** An answer of the API that is not a success: its message and status (doc 1 §8). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message?: string; [key: string]: unknown },
  ) {
    super(body.message ?? `HTTP ${status}`);
  }
}

export function check<T>(answer: CallResult<T>): T {
  return checked(answer, (status, body) => new ApiError(status, body as ApiError['body']));
}

export interface Loaded<T> {
  data: T | undefined;
  error: Error | undefined;
  isLoading: boolean;
}

/**
 * Reads `load()` whenever `key` changes, keeping the previous answer while the next one loads
 * (a table's page stays on screen while the next page comes); an answer that arrives after a newer
 * request started is dropped.
 */
function useLoad<T>(key: string | null, load: () => Promise<T>): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({
    data: undefined,
    error: undefined,
    isLoading: key !== null,
  });
  useEffect(() => {
    if (key === null) return;
    let current = true;
    setState((previous) => ({ ...previous, isLoading: true }));
    load().then(
      (data) => current && setState({ data, error: undefined, isLoading: false }),
      (error: unknown) =>
        current &&
        setState((previous) => ({
          data: previous.data,
          error: error instanceof Error ? error : new Error(String(error)),
          isLoading: false,
        })),
    );
    return () => {
      current = false;
    };
    // `load` is rebuilt on every render; `key` says everything it depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}

/** A page of the company's record models. */
export function useModels(page: number, limit: number): Loaded<ModelPage> {
  const api = useApi();
  return useLoad(`models:${page}:${limit}`, async () =>
    check(await api.GET('/objects-definitions', { params: { query: { page, limit } } })),
  );
}

/**
 * The models a field may link to: the company's first 100 by name (a company has a few dozen at
 * most; the call's page is bounded).
 */
export function useLinkTargets(): readonly { machineName: string; name: string }[] {
  return useModels(0, 100).data?.items ?? [];
}

const modelKey = (machineName: string) => ['data', 'record-model', machineName] as const;

/** A model's definition, its record count and the plans using it (cached: an edit refreshes it). */
export function useModel(machineName: string) {
  const api = useApi();
  return useQuery<ModelDetails, Error>({
    queryKey: modelKey(machineName),
    queryFn: async () =>
      check(await api.GET('/objects-definitions/{machineName}', { params: { path: { machineName } } })),
  });
}

/**
 * PATCH /objects-definitions/{machineName}: saves what changed, from the version the form was
 * opened on (If-Match: a model changed since answers 409 and nothing is written); once saved, the
 * model is read again before the promise settles, so the page shows the new definition.
 */
export function useUpdateModel(machineName: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ patch, version }: { patch: ModelPatch; version: number }) =>
      check(
        await api.PATCH('/objects-definitions/{machineName}', {
          params: { path: { machineName }, header: { 'If-Match': `"${version}"` } },
          body: patch,
        }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: modelKey(machineName) }),
  });
}

/** One page of a model's records, filtered, sorted and searched on the server. */
export function useRecords(
  machineName: string,
  query: PaginatedQuery | null,
  filter: readonly string[] = [],
): Loaded<RecordPage> {
  const api = useApi();
  return useLoad(query ? `records:${machineName}:${JSON.stringify([query, filter])}` : null, async () =>
    check(
      await api.GET('/objects-definitions/{machineName}/records', {
        params: {
          path: { machineName },
          query: {
            page: query!.page,
            limit: query!.limit,
            ...(query!.sort ? { sort: query!.sort, direction: query!.desc ? 'DESC' : 'ASC' } : {}),
            ...(query!.search ? { search: query!.search.slice(0, 100) } : {}),
            ...(filter.length ? { filter: [...filter] } : {}),
          },
        },
      }),
    ),
  );
}
