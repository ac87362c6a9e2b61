import { Router } from 'express';
import { answerNoContent } from '../../platform/http/openapi.js';
import * as people from '../people/index.js';

/** Provider back-office calls (the sa_ prefix is part of the path; platform permissions). */
export function backofficeRoutes(): Router {
  const router = Router();
  router.patch(
    '/sa_settings/impersonate',
    answerNoContent('superAdminImpersonate', (call) =>
      people.impersonateByEmail(call.user, { email: call.body.IMPERSONATE.emailToImpersonate }, call.req),
    ),
  );
  return router;
}
