import type { CallResult, components } from '@accrue/sdk';
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checked, useApi } from '@accrue/remote-runtime';
import { followStream } from '@accrue/remote-runtime/stream';

export type Calculation = components['schemas']['Calculation'];
export type CalculationStatus = Calculation['status'];

/** The running statuses (doc 2 §3). */
export const RUNNING: readonly CalculationStatus[] = ['PENDING', 'REFRESH', 'STARTED', 'STOPPING'];

/** Ongoing and last calculations are polled every 10 s (doc 2 §9), and pushed by the stream. */
export const POLL_MS = 10_000;

const ONGOING = ['calculations', 'ongoing'] as const;
const LAST = ['calculations', 'last'] as const;

/** An answer of the API that is not a success, with the server's message (doc 2 §8). */
export class CalculationError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function check<T>(answer: CallResult<T>): T {
  return checked(
    answer,
    (status, body) =>
      new CalculationError(status, (body as { message?: string }).message ?? `HTTP ${status}`),
  );
}

export function useOngoingCalculations() {
  const api = useApi();
  return useQuery({
    queryKey: ONGOING,
    queryFn: async () => check(await api.GET('/calculations/ongoing')),
    refetchInterval: POLL_MS,
  });
}

/** The latest finished calculation, or null. */
export function useLastCalculation() {
  const api = useApi();
  return useQuery({
    queryKey: LAST,
    queryFn: async () =>
      check(await api.GET('/calculations/last', { params: { query: { page: 0, limit: 1 } } })).items[0] ??
      null,
    refetchInterval: POLL_MS,
  });
}

export function useStartCalculation() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (periodIds: string[]) =>
      check(await api.POST('/calculations', { body: { periodIds, target: 'statement' } })),
    onSuccess: (started) => {
      client.setQueryData<Calculation[]>(ONGOING, (list) => [
        started,
        ...(list ?? []).filter((c) => c.id !== started.id),
      ]);
    },
  });
}

export function useStopCalculation() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, force }: { id: number; force: boolean }) =>
      check(
        await api.PATCH('/calculations/operation/{calculationId}/{operation}', {
          params: { path: { calculationId: id, operation: force ? 'forcestop' : 'stop' } },
        }),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: ['calculations'] }),
  });
}

/**
 * Keeps the ongoing and last calculations up to date from the real-time stream between polls:
 * a `calculation` message replaces the calculation in the ongoing list, or moves it to "last"
 * once it ended; `onEnded` hears each calculation that ended.
 */
export function useCalculationStream(onEnded: (calculation: Calculation) => void) {
  const api = useApi();
  const client = useQueryClient();
  useEffect(() => {
    const controller = new AbortController();
    void followStream(
      api,
      (message) => {
        if (message.type !== 'calculation') return;
        const calculation = message.data as Calculation;
        const running = RUNNING.includes(calculation.status);
        client.setQueryData<Calculation[]>(ONGOING, (list = []) => {
          const others = list.filter((c) => c.id !== calculation.id);
          return running ? [calculation, ...others].sort((a, b) => b.id - a.id) : others;
        });
        if (!running) {
          client.setQueryData<Calculation | null>(LAST, (last) =>
            !last || last.id <= calculation.id ? calculation : last,
          );
          onEnded(calculation);
        }
      },
      controller.signal,
    );
    return () => controller.abort();
    // onEnded is read through a ref by the caller; the stream opens once per client.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, client]);
}
