import type { CallResult } from '@accrue/sdk';
import { useSession } from './session-context';

/** The signed-in session's typed API client (a page that calls the API is shown signed in only). */
export function useApi() {
  const session = useSession();
  if (!session) throw new Error('This page needs a signed-in session');
  return session.api;
}

/**
 * The data of a typed client's answer, or the error `toError` makes of a refusal (from its status
 * and the API's error body, `{}` when there is none). A success without a body (204) is undefined.
 * Each feature keeps its own error class, which its pages read fields from.
 */
export function checked<T, E extends Error>(
  answer: CallResult<T>,
  toError: (status: number, body: unknown) => E,
): T {
  if (answer.error !== undefined || (answer.data === undefined && answer.response.status !== 204))
    throw toError(answer.response.status, answer.error ?? {});
  return answer.data as T;
}
