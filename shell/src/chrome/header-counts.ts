import { useEffect, useState } from 'react';
import type { AccrueClient } from '@accrue/sdk';
import type { Session } from '@accrue/remote-runtime';

/**
 * A count the header strip shows beside a shortcut, asked again on each navigation: a change made
 * elsewhere (a review taken, a thread answered) shows on the next page. 0 for whom may not see it.
 */
function useCountOnNavigation(
  session: Session | null,
  allowed: boolean,
  pathname: string,
  ask: (api: AccrueClient) => Promise<number>,
): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!allowed || !session) return;
    let current = true;
    ask(session.api)
      .then((answer) => current && setCount(answer))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [allowed, session, pathname, ask]);
  return allowed ? count : 0;
}

/** Doc 2 §9: the indicator asks for one statement and reads the total. */
const askStatementsToReview = async (api: AccrueClient) =>
  (await api.GET('/statements-review', { params: { query: { limit: 1 } } })).data?.totalItems ?? 0;

/** Doc 1 §9: the Threads dot asks for the open threads with a page size of 0 and reads the total. */
const askOpenThreads = async (api: AccrueClient) =>
  (await api.GET('/statement-threads', { params: { query: { status: 'OPEN', limit: 0 } } })).data
    ?.totalItems ?? 0;

/** How many statements await the signed-in user's review. */
export function useStatementsToReview(session: Session | null, pathname: string): number {
  const allowed = session !== null && session.can('VIEW_STATEMENT_REVIEWS') && session.me.user !== null;
  return useCountOnNavigation(session, allowed, pathname, askStatementsToReview);
}

/**
 * How many threads of the statements the user sees are open: only for those who mark threads
 * reviewed (REVIEW_THREADS), who answer them; an employee asks questions and gets no indicator.
 */
export function useOpenThreads(session: Session | null, pathname: string): number {
  const allowed = session !== null && session.can('VIEW_THREADS') && session.can('REVIEW_THREADS');
  return useCountOnNavigation(session, allowed, pathname, askOpenThreads);
}
