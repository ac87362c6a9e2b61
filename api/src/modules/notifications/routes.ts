import { Router } from 'express';
import type { EventHub } from '../../platform/events.js';
import { userContextOf } from '../../platform/http/authorize.js';
import { answer } from '../../platform/http/openapi.js';
import { changelogPage, NOTIFICATION_PAGE_SIZE, type NotificationService } from './service.js';
import { StreamSlots } from './streams.js';

/** Keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

export function notificationRoutes(
  notifications: NotificationService,
  hub: EventHub,
  { maxStreamsPerUser }: { maxStreamsPerUser: number },
): Router {
  const router = Router();
  const slots = new StreamSlots(maxStreamsPerUser);
  router.get(
    '/notifications',
    answer('listNotifications', (call) =>
      notifications.page(call.user, call.paging({ page: 1, limit: NOTIFICATION_PAGE_SIZE })),
    ),
  );
  router.post(
    '/notifications/read-notifications',
    answer('readNotifications', (call) =>
      notifications.markRead(call.user, { lastCheck: new Date(call.body.lastCheck) }),
    ),
  );
  router.get(
    '/changelog-entries',
    answer('listChangelogEntries', (call) => changelogPage(call.context, call.query)),
  );

  /**
   * Server-sent events: one JSON message per event, for the signed-in (effective) user only. The
   * person signed in has at most `maxStreamsPerUser` open; one more ends the oldest.
   */
  router.get('/events', (req, res, next) => {
    try {
      const context = userContextOf(req);
      res.status(200).set({
        'Content-Type': 'text/event-stream',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      res.flushHeaders();
      const send = (message: unknown) => res.write(`data: ${JSON.stringify(message)}\n\n`);
      const unsubscribe = hub.subscribe(context.companyId, context.userId, send);
      const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
      // Told why, so that a client does not reconnect at once (and end another of its streams).
      const release = slots.take(context.signedInUserId, () => {
        send({ type: 'closed', data: { reason: 'TOO_MANY_STREAMS' } });
        res.end();
      });
      send({ type: 'ready', data: { userId: context.userId } });
      // The response's close: the client went away, or the stream was ended here (its slot taken).
      res.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        release();
      });
    } catch (error) {
      next(error);
    }
  });
  return router;
}
