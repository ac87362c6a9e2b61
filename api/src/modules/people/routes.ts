import { Router } from 'express';
import { contextOf, userContextOf } from '../../platform/http/authorize.js';
import { HttpError } from '../../platform/http/errors.js';
import { operation } from '../../platform/http/openapi.js';
import { setVersionETag } from '../../platform/http/preconditions.js';
import { CodedConflict, getProfile, listDirectory, saveProfile, toggleDeactivation } from './directory.js';
import { impersonate } from './impersonation.js';
import { readOutbox, sendInvitations } from './invitations.js';
import type { MailSettings } from '../../platform/mail.js';
import { currentUserContext, managersOf } from './service.js';
import { updateOwnSettings } from './profile.js';
import { usersRoutes } from './users-routes.js';
import { quotasRoutes } from './quotas-routes.js';
import { teamsRoutes } from './teams-routes.js';

export function peopleRoutes(mail: MailSettings): Router {
  const router = Router();
  router.get(
    '/users/me',
    operation('getMe', async (req, res) => {
      res.json(await currentUserContext(userContextOf(req)));
    }),
  );
  router.patch(
    '/users/settings',
    operation('updateUserSettings', async (req, res) => {
      res.json(await updateOwnSettings(userContextOf(req), req.body));
    }),
  );
  router.patch(
    '/users/impersonate',
    operation('impersonateUser', async (req, res) => {
      await impersonate(userContextOf(req), req.body, req);
      res.status(204).end();
    }),
  );
  router.get(
    '/users/profile',
    operation('listUserProfiles', async (req, res) => {
      res.json(await listDirectory(contextOf(req), req.query));
    }),
  );
  router.put(
    '/users/profile',
    operation('saveUserProfile', async (req, res) => {
      const { user, created } = await withErrorCodes(() => saveProfile(userContextOf(req), req.body, req));
      setVersionETag(res, user.version);
      res.status(created ? 201 : 200).json(user);
    }),
  );
  router.post(
    '/users/profile/invitations',
    operation('sendInvitations', async (req, res) => {
      res.json(
        await sendInvitations(
          userContextOf(req),
          req.body.map((user) => user.id),
          mail,
        ),
      );
    }),
  );
  router.get(
    '/users/profile/invitations/outbox',
    operation('readInvitationOutbox', async (req, res) => {
      res.json(await readOutbox(contextOf(req)));
    }),
  );
  router.get(
    '/users/profile/:userId',
    operation('getUserProfile', async (req, res) => {
      const user = await getProfile(contextOf(req), Number(req.params.userId));
      setVersionETag(res, user.version);
      res.json(user);
    }),
  );
  router.post(
    '/users/profile/:userId/toggle-deactivation',
    operation('toggleUserDeactivation', async (req, res) => {
      res.json(
        await withErrorCodes(() => toggleDeactivation(userContextOf(req), Number(req.params.userId), req)),
      );
    }),
  );
  router.get(
    '/users/:userId/managers',
    operation('getUserManagers', async (req, res) => {
      res.json(
        await managersOf(contextOf(req), {
          userId: Number(req.params.userId),
          ...(req.query.date ? { date: req.query.date } : {}),
        }),
      );
    }),
  );
  router.use(usersRoutes());
  router.use(teamsRoutes());
  router.use(quotasRoutes());
  return router;
}

/** A conflict the form acts on answers its code (and details) beside the message. */
async function withErrorCodes<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CodedConflict)
      throw new HttpError(409, error.message, { code: error.code, ...error.detail });
    throw error;
  }
}
