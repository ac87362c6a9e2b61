import { Router } from 'express';
import { userContextOf } from '../../platform/http/authorize.js';
import { HttpError } from '../../platform/http/errors.js';
import { answer, answerNoContent, answerVersioned, operation } from '../../platform/http/openapi.js';
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
    answer('getMe', (call) => currentUserContext(call.user)),
  );
  router.patch(
    '/users/settings',
    answer('updateUserSettings', (call) => updateOwnSettings(call.user, call.body)),
  );
  router.patch(
    '/users/impersonate',
    answerNoContent('impersonateUser', (call) => impersonate(call.user, call.body, call.req)),
  );
  router.get(
    '/users/profile',
    answer('listUserProfiles', (call) => listDirectory(call.context, call.query)),
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
    answer('sendInvitations', (call) =>
      sendInvitations(
        call.user,
        call.body.map((user) => user.id),
        mail,
      ),
    ),
  );
  router.get(
    '/users/profile/invitations/outbox',
    answer('readInvitationOutbox', (call) => readOutbox(call.context)),
  );
  router.get(
    '/users/profile/:userId',
    answerVersioned('getUserProfile', (call) => getProfile(call.context, call.id('userId'))),
  );
  router.post(
    '/users/profile/:userId/toggle-deactivation',
    answer('toggleUserDeactivation', (call) =>
      withErrorCodes(() => toggleDeactivation(call.user, call.id('userId'), call.req)),
    ),
  );
  router.get(
    '/users/:userId/managers',
    answer('getUserManagers', (call) =>
      managersOf(call.context, {
        userId: call.id('userId'),
        ...(call.query.date ? { date: call.query.date } : {}),
      }),
    ),
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
