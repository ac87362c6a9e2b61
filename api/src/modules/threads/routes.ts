import { Router } from 'express';
import { contextOf, userContextOf } from '../../platform/http/authorize.js';
import { operation } from '../../platform/http/openapi.js';
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

const ids = (params: Record<string, string>) => ({
  statementId: Number(params.statementId),
  threadId: Number(params.threadId),
  messageId: Number(params.messageId),
});

/** Statement threads and their messages (doc 3 §7 Statement threads). */
export function threadRoutes(notifications: NotificationService): Router {
  const router = Router();
  router.get(
    '/statement-threads',
    operation('listThreads', async (req, res) => {
      res.json(
        await listThreads(contextOf(req), {
          status: req.query.status,
          page: req.query.page ?? 1,
          limit: req.query.limit ?? 20,
        }),
      );
    }),
  );
  router.patch(
    '/statement-threads',
    operation('reviewThreads', async (req, res) => {
      res.json(await reviewThreads(userContextOf(req), req.body));
    }),
  );
  // Before /statements/:statementId/statement-threads/:threadId… (a literal segment).
  router.get(
    '/statements/:statementId/statement-threads/usersAllowedToView',
    operation('listUsersAllowedToViewThreads', async (req, res) => {
      res.json(await usersAllowedToView(contextOf(req), ids(req.params).statementId));
    }),
  );
  router.get(
    '/statements/:statementId/statement-threads',
    operation('listStatementThreads', async (req, res) => {
      res.json(await listStatementThreads(contextOf(req), ids(req.params).statementId));
    }),
  );
  router.post(
    '/statements/:statementId/statement-threads',
    operation('createStatementThread', async (req, res) => {
      res
        .status(201)
        .json(await createThread(userContextOf(req), ids(req.params).statementId, req.body, notifications));
    }),
  );
  router.get(
    '/statements/:statementId/statement-threads/:threadId/messages',
    operation('listThreadMessages', async (req, res) => {
      const { statementId, threadId } = ids(req.params);
      res.json(
        await listMessages(contextOf(req), statementId, threadId, {
          page: req.query.page ?? 1,
          limit: req.query.limit ?? 100,
        }),
      );
    }),
  );
  router.post(
    '/statements/:statementId/statement-threads/:threadId/messages',
    operation('createThreadMessage', async (req, res) => {
      const { statementId, threadId } = ids(req.params);
      res
        .status(201)
        .json(await createMessage(userContextOf(req), statementId, threadId, req.body, notifications));
    }),
  );
  router.patch(
    '/statements/:statementId/statement-threads/:threadId/messages/:messageId',
    operation('updateThreadMessage', async (req, res) => {
      const { statementId, threadId, messageId } = ids(req.params);
      res.json(await updateMessage(userContextOf(req), statementId, threadId, messageId, req.body));
    }),
  );
  router.delete(
    '/statements/:statementId/statement-threads/:threadId/messages/:messageId',
    operation('deleteThreadMessage', async (req, res) => {
      const { statementId, threadId, messageId } = ids(req.params);
      await deleteMessage(userContextOf(req), statementId, threadId, messageId);
      res.status(204).end();
    }),
  );
  return router;
}
