import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { useApi } from '@accrue/remote-runtime';
import type { CallResult } from '@accrue/sdk';
import { check } from './api';

type Api = ReturnType<typeof useApi>;

/** What follows a write: its react-query callbacks (onMutate, onSuccess, onError, onSettled). */
export type WriteEffects<Input, Output, Context> = Omit<
  UseMutationOptions<Output, Error, Input, Context>,
  'mutationFn'
>;

/**
 * A write to the API as a mutation: `send` makes the call with the session's client, whose answer
 * is checked (its data, or an ApiError thrown); `effects` gives what follows it, with the query
 * client at hand (patching or refreshing the queries it changed).
 */
export function useApiWrite<Input, Output, Context = unknown>(
  send: (api: Api, input: Input) => Promise<CallResult<Output>>,
  effects: (client: QueryClient) => WriteEffects<Input, Output, Context> = () => ({}),
) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    ...effects(client),
    mutationFn: async (input: Input) => check(await send(api, input)),
  });
}
