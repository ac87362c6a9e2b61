import { Router } from 'express';
import type { Database } from '../db/database.js';
import { asyncRoute } from '../http/async-route.js';
import { authOf, userOf } from '../http/auth.js';
import { impersonate, impersonateByEmail } from '../services/impersonation-service.js';
import { currentUserContext, managersOf, updateSettings } from '../services/user-service.js';

export function userRoutes(db: Database): Router {
  const router = Router();
  router.get(
    '/users/me',
    asyncRoute(async (req, res) => {
      res.json(await currentUserContext(userOf(req).auth));
    }),
  );
  router.patch(
    '/users/settings',
    asyncRoute(async (req, res) => {
      res.json(await updateSettings(userOf(req).auth, req.body as { language?: string }));
    }),
  );
  router.patch(
    '/users/impersonate',
    asyncRoute(async (req, res) => {
      await impersonate(
        db,
        userOf(req).auth,
        (req.body as { userIdToImpersonate: number | null }).userIdToImpersonate,
      );
      res.status(204).end();
    }),
  );
  router.get(
    '/users/:userId/managers',
    asyncRoute(async (req, res) => {
      const date = typeof req.query.date === 'string' ? req.query.date : undefined;
      res.json(await managersOf(authOf(req), Number(req.params.userId), date));
    }),
  );
  router.patch(
    '/sa_settings/impersonate',
    asyncRoute(async (req, res) => {
      const body = req.body as { IMPERSONATE: { emailToImpersonate: string } };
      await impersonateByEmail(db, userOf(req).auth, body.IMPERSONATE.emailToImpersonate);
      res.status(204).end();
    }),
  );
  return router;
}
