import { Router } from 'express';
import { contextOf, userContextOf } from '../../platform/http/authorize.js';
import { operation } from '../../platform/http/openapi.js';
import { uploadUsers } from './user-upload.js';
import { memberPlanAssignments, memberTeamAssignments } from './users.js';

/** The member page's calls (doc 3 §7 Users): a user's teams and plans. */
export function usersRoutes(): Router {
  const router = Router();
  router.get(
    '/users/:userId/team-assignments',
    operation('getUserTeamAssignments', async (req, res) => {
      res.json(await memberTeamAssignments(contextOf(req), Number(req.params.userId), req.query));
    }),
  );
  router.get(
    '/users/:userId/plan-assignments',
    operation('getUserPlanAssignments', async (req, res) => {
      res.json(await memberPlanAssignments(contextOf(req), Number(req.params.userId)));
    }),
  );
  router.post(
    '/users/registrations',
    operation('uploadUsers', async (req, res) => {
      res.json(await uploadUsers(userContextOf(req), req.body));
    }),
  );
  return router;
}
