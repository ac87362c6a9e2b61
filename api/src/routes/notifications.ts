import { Router } from 'express';
import type { Database } from '../db/database.js';
import { asyncRoute } from '../http/async-route.js';
import { userOf } from '../http/auth.js';
import { changelogPage } from '../services/changelog-service.js';
import type { EventHub } from '../services/events.js';
import { NOTIFICATION_PAGE_SIZE, type NotificationService } from '../services/notification-service.js';

/** Keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

export function notificationRoutes(db: Database, notifications: NotificationService, hub: EventHub): Router {
  const router = Router();
  router.get(
    '/notifications',
    asyncRoute(async (req, res) => {
      const { auth, user } = userOf(req);
      const page = Number(req.query.page ?? 1);
      const limit = Number(req.query.limit ?? NOTIFICATION_PAGE_SIZE);
      res.json(await notifications.page(auth.tenant, user.id, page, limit));
    }),
  );
  router.post(
    '/notifications/read-notifications',
    asyncRoute(async (req, res) => {
      const { auth, user } = userOf(req);
      res.json(
        await notifications.markRead(
          auth.tenant,
          user.id,
          new Date((req.body as { lastCheck: string }).lastCheck),
        ),
      );
    }),
  );
  router.get(
    '/changelog-entries',
    asyncRoute(async (req, res) => {
      res.json(await changelogPage(db, req.query as { cursor?: string; from?: string; new?: string }));
    }),
  );

  /** Server-sent events: one JSON message per event, for the signed-in (effective) user only. */
  router.get('/events', (req, res, next) => {
    try {
      const { auth, user } = userOf(req);
      res.status(200).set({
        'Content-Type': 'text/event-stream',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      res.flushHeaders();
      const send = (message: unknown) => res.write(`data: ${JSON.stringify(message)}\n\n`);
      const unsubscribe = hub.subscribe(auth.companyId, user.id, send);
      const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
      send({ type: 'ready', data: { userId: user.id } });
      req.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
      });
    } catch (error) {
      next(error);
    }
  });
  return router;
}
