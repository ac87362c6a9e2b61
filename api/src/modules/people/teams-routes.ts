import { Router } from 'express';
import { HttpError } from '../../platform/http/errors.js';
import { answer, answerNoContent } from '../../platform/http/openapi.js';
import {
  createAssignments,
  createTeamOf,
  deleteTeam,
  getTeam,
  importAssignments,
  linkTeams,
  listAssignments,
  listTeamsOf,
  removeAssignments,
  renameTeam,
  setArchived,
  TeamNameTaken,
  unlinkTeam,
  updateAssignments,
} from './teams.js';

/** The teams and team assignments calls of doc 3 §7 (see teams.ts for who may do what). */
export function teamsRoutes(): Router {
  const router = Router();
  router.get(
    '/teams',
    answer('listTeams', (call) => listTeamsOf(call.context, call.query)),
  );
  router.post(
    '/teams',
    answer('createTeam', (call) => onNameField(() => createTeamOf(call.context, call.body)), 201),
  );
  router.get(
    '/teams/team/:teamId',
    answer('getTeam', (call) => getTeam(call.context, call.id('teamId'))),
  );
  router.put(
    '/teams/:teamId/name',
    answer('renameTeam', (call) => onNameField(() => renameTeam(call.context, call.id('teamId'), call.body))),
  );
  router.delete(
    '/teams/:teamId',
    answerNoContent('deleteTeam', (call) => deleteTeam(call.context, call.id('teamId'))),
  );
  router.post(
    '/teams/:teamId/link-existing-teams',
    answer('linkExistingTeams', (call) => linkTeams(call.context, call.id('teamId'), call.body)),
  );
  router.delete(
    '/teams/:teamId/parent-team',
    answer('unlinkParentTeam', (call) => unlinkTeam(call.context, call.id('teamId'))),
  );
  router.post(
    '/teams/:teamId/archive',
    answer('archiveTeam', (call) => setArchived(call.context, call.id('teamId'), true)),
  );
  router.post(
    '/teams/:teamId/unarchive',
    answer('unarchiveTeam', (call) => setArchived(call.context, call.id('teamId'), false)),
  );
  router.get(
    '/team_assignments',
    answer('listTeamAssignments', (call) => listAssignments(call.context, call.query)),
  );
  router.post(
    '/team_assignments',
    answer('createTeamAssignments', (call) => createAssignments(call.context, call.body), 201),
  );
  router.patch(
    '/team_assignments',
    answer('updateTeamAssignments', (call) => updateAssignments(call.context, call.body)),
  );
  router.delete(
    '/team_assignments',
    answer('deleteTeamAssignments', (call) => removeAssignments(call.context, call.body)),
  );
  router.post(
    '/team_assignments/bulk-import',
    answer('importTeamAssignments', (call) => importAssignments(call.context, call.body)),
  );
  return router;
}

/** A taken team name answers 409 naming the field (doc 3 §5: shown on the field, no snackbar). */
async function onNameField<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof TeamNameTaken)
      throw new HttpError(409, error.message, { errors: [{ field: error.field, message: error.message }] });
    throw error;
  }
}
