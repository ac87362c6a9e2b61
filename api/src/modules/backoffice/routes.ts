import { Router } from 'express';
import { userContextOf } from '../../platform/http/authorize.js';
import { operation } from '../../platform/http/openapi.js';
import * as people from '../people/index.js';

/** Provider back-office calls (the sa_ prefix is part of the path; platform permissions). */
export function backofficeRoutes(): Router {
  const router = Router();
  router.patch(
    '/sa_settings/impersonate',
    operation('superAdminImpersonate', async (req, res) => {
      await people.impersonateByEmail(
        userContextOf(req),
        { email: req.body.IMPERSONATE.emailToImpersonate },
        req,
      );
      res.status(204).end();
    }),
  );
  return router;
}
