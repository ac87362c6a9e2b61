import { Router } from 'express';
import { answer, answerNoContent } from '../../platform/http/openapi.js';
import type { NotificationService } from '../notifications/index.js';
import {
  createMessage,
  createThread,
  deleteMessage,
  listMessages,
  listStatementThreads,
  listThreads,
  reviewThreads,
  updateMessage,
  usersAllowedToView,
} from './service.js';

/** The statement and the thread a call names in its path, in the order the services take them. */
const threadOf = (call: { id(name: 'statementId' | 'threadId'): number }): [number, number] => [
  call.id('statementId'),
  call.id('threadId'),
];

/** Statement threads and their messages (doc 3 §7 Statement threads). */
export function threadRoutes(notifications: NotificationService): Router {
  const router = Router();
  router.get(
    '/statement-threads',
    answer('listThreads', (call) =>
      listThreads(call.context, { status: call.query.status, ...call.paging({ page: 1, limit: 20 }) }),
    ),
  );
  router.patch(
    '/statement-threads',
    answer('reviewThreads', (call) => reviewThreads(call.user, call.body)),
  );
  // Before /statements/:statementId/statement-threads/:threadId… (a literal segment).
  router.get(
    '/statements/:statementId/statement-threads/usersAllowedToView',
    answer('listUsersAllowedToViewThreads', (call) =>
      usersAllowedToView(call.context, call.id('statementId')),
    ),
  );
  router.get(
    '/statements/:statementId/statement-threads',
    answer('listStatementThreads', (call) => listStatementThreads(call.context, call.id('statementId'))),
  );
  router.post(
    '/statements/:statementId/statement-threads',
    answer(
      'createStatementThread',
      (call) => createThread(call.user, call.id('statementId'), call.body, notifications),
      201,
    ),
  );
  router.get(
    '/statements/:statementId/statement-threads/:threadId/messages',
    answer('listThreadMessages', (call) =>
      listMessages(call.context, ...threadOf(call), call.paging({ page: 1, limit: 100 })),
    ),
  );
  router.post(
    '/statements/:statementId/statement-threads/:threadId/messages',
    answer(
      'createThreadMessage',
      (call) => createMessage(call.user, ...threadOf(call), call.body, notifications),
      201,
    ),
  );
  router.patch(
    '/statements/:statementId/statement-threads/:threadId/messages/:messageId',
    answer('updateThreadMessage', (call) =>
      updateMessage(call.user, ...threadOf(call), call.id('messageId'), call.body),
    ),
  );
  router.delete(
    '/statements/:statementId/statement-threads/:threadId/messages/:messageId',
    answerNoContent('deleteThreadMessage', (call) =>
      deleteMessage(call.user, ...threadOf(call), call.id('messageId')),
    ),
  );
  return router;
}
