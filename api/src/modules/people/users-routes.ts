import { Router } from 'express';
import { answer } from '../../platform/http/openapi.js';
import { uploadUsers } from './user-upload.js';
import { memberPlanAssignments, memberTeamAssignments } from './users.js';

/** The member page's calls (doc 3 §7 Users): a user's teams and plans. */
export function usersRoutes(): Router {
  const router = Router();
  router.get(
    '/users/:userId/team-assignments',
    answer('getUserTeamAssignments', (call) =>
      memberTeamAssignments(call.context, call.id('userId'), call.query),
    ),
  );
  router.get(
    '/users/:userId/plan-assignments',
    answer('getUserPlanAssignments', (call) => memberPlanAssignments(call.context, call.id('userId'))),
  );
  router.post(
    '/users/registrations',
    answer('uploadUsers', (call) => uploadUsers(call.user, call.body)),
  );
  return router;
}
