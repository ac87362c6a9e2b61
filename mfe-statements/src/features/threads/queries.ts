import type { components, operations } from '@accrue/sdk';
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { useApi } from '@accrue/remote-runtime';
import { check } from '../statements/api';
import { useApiWrite } from '../statements/api-write';

/** A conversation about a statement, one of its rules or one record of a rule (doc 3 §3). */
export type StatementThread = components['schemas']['StatementThread'];
/** What a thread is about: the whole statement, a rule (by its name on the statement) or a record. */
export type ThreadScope = components['schemas']['ThreadScope'];
export type ThreadMessage = components['schemas']['ThreadMessage'];
export type ThreadUser = components['schemas']['ThreadUser'];
/** The threads list's filter: the open ones, the reviewed ones, or both when absent. */
export type ThreadStatus = NonNullable<
  NonNullable<operations['listThreads']['parameters']['query']>['status']
>;
/** What a review of threads did: the threads reviewed, and why each of the others was refused. */
export type ThreadReviewResult = operations['reviewThreads']['responses'][200]['content']['application/json'];

/** Every thread query: a write anywhere reads them all again (the lists, the counts, the messages). */
export const threadsKey = ['statement-threads'] as const;
const statementThreadsKey = (statementId: number) => [...threadsKey, 'statement', statementId] as const;
const messagesKey = (statementId: number, threadId: number) =>
  [...threadsKey, 'messages', statementId, threadId] as const;

/** A thread's messages are read this many at a time (the API's most). */
const MESSAGES_PAGE = 100;

/** GET /statements/{id}/statement-threads: the statement's threads, the latest message first. */
export function useStatementThreads(statementId: number, { enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: statementThreadsKey(statementId),
    enabled,
    queryFn: async () =>
      check(
        await api.GET('/statements/{statementId}/statement-threads', {
          params: { path: { statementId } },
        }),
      ).items,
  });
}

/**
 * GET …/statement-threads/{threadId}/messages, oldest first: every message of the thread (a
 * conversation, at most 1,000), the first page then the others side by side.
 */
export function useThreadMessages(statementId: number, threadId: number) {
  const api = useApi();
  return useQuery({
    queryKey: messagesKey(statementId, threadId),
    queryFn: async () => {
      const page = async (number: number) =>
        check(
          await api.GET('/statements/{statementId}/statement-threads/{threadId}/messages', {
            params: { path: { statementId, threadId }, query: { page: number, limit: MESSAGES_PAGE } },
          }),
        );
      const first = await page(1);
      const others = await Promise.all(
        Array.from({ length: Math.max(0, first.pageCount - 1) }, (_, index) => page(index + 2)),
      );
      return [first, ...others].flatMap((answer) => answer.items);
    },
  });
}

/** GET …/statement-threads/usersAllowedToView: who may read the statement's threads, asked when shown. */
export function useUsersAllowedToView(statementId: number, { enabled }: { enabled: boolean }) {
  const api = useApi();
  return useQuery({
    queryKey: [...threadsKey, 'viewers', statementId],
    enabled,
    queryFn: async () =>
      check(
        await api.GET('/statements/{statementId}/statement-threads/usersAllowedToView', {
          params: { path: { statementId } },
        }),
      ).items,
  });
}

/** After a write, every thread list and count reads again (a reply reopens a reviewed thread). */
function refreshThreads(client: QueryClient) {
  return client.invalidateQueries({ queryKey: threadsKey });
}

function patchMessages(
  client: QueryClient,
  statementId: number,
  threadId: number,
  patch: (messages: ThreadMessage[]) => ThreadMessage[],
) {
  client.setQueryData<ThreadMessage[]>(messagesKey(statementId, threadId), (current) =>
    current ? patch(current) : current,
  );
}

/** What a new thread is about: the whole statement (no rule) or one of its rules. */
export interface NewThread {
  ruleId: string | null;
  content: string;
}

/** POST /statements/{id}/statement-threads: a thread with its first message; answers the thread. */
export function useCreateThread(statementId: number) {
  return useApiWrite(
    (api, { ruleId, content }: NewThread) =>
      api.POST('/statements/{statementId}/statement-threads', {
        params: { path: { statementId } },
        body: { content, ruleId },
      }),
    (client) => ({ onSuccess: () => refreshThreads(client) }),
  );
}

/** POST …/messages: a reply, added at the end of the thread as soon as the API answers it. */
export function useReply(statementId: number, threadId: number) {
  return useApiWrite(
    (api, content: string) =>
      api.POST('/statements/{statementId}/statement-threads/{threadId}/messages', {
        params: { path: { statementId, threadId } },
        body: { content },
      }),
    (client) => ({
      onSuccess: (message) => {
        patchMessages(client, statementId, threadId, (messages) => [...messages, message]);
        return refreshThreads(client);
      },
    }),
  );
}

/** PATCH …/messages/{messageId}: one's own message, its new text in place once the API answers. */
export function useEditMessage(statementId: number, threadId: number) {
  return useApiWrite(
    (api, { messageId, content }: { messageId: number; content: string }) =>
      api.PATCH('/statements/{statementId}/statement-threads/{threadId}/messages/{messageId}', {
        params: { path: { statementId, threadId, messageId } },
        body: { content },
      }),
    (client) => ({
      onSuccess: (edited) => {
        patchMessages(client, statementId, threadId, (messages) =>
          messages.map((message) => (message.id === edited.id ? edited : message)),
        );
        return refreshThreads(client);
      },
    }),
  );
}

/** DELETE …/messages/{messageId}: one's own message (the thread goes with its last one). */
export function useDeleteMessage(statementId: number, threadId: number) {
  return useApiWrite(
    (api, messageId: number) =>
      api.DELETE('/statements/{statementId}/statement-threads/{threadId}/messages/{messageId}', {
        params: { path: { statementId, threadId, messageId } },
      }),
    (client) => ({
      onSuccess: (_answer, messageId) => {
        patchMessages(client, statementId, threadId, (messages) =>
          messages.filter((message) => message.id !== messageId),
        );
        return refreshThreads(client);
      },
    }),
  );
}

/** GET /statement-threads's query: the status (both when absent), `page` from 1, `limit` at most 100. */
export interface ThreadsQuery {
  status?: ThreadStatus;
  page: number;
  limit: number;
}

/** GET /statement-threads: a page of the threads of the statements the viewer sees, latest message first. */
export function useThreads(query: ThreadsQuery) {
  const api = useApi();
  return useQuery({
    queryKey: [...threadsKey, 'list', query],
    placeholderData: keepPreviousData,
    queryFn: async () => check(await api.GET('/statement-threads', { params: { query } })),
  });
}

/**
 * PATCH /statement-threads: marks the threads reviewed, each on its own (one refused never stops
 * the others). Every list and count reads again, whatever the answer.
 */
export function useReviewThreads() {
  return useApiWrite(
    (api, statementThreadIds: number[]) => api.PATCH('/statement-threads', { body: { statementThreadIds } }),
    (client) => ({ onSettled: () => refreshThreads(client) }),
  );
}
