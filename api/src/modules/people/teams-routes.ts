import { Router } from 'express';
import { contextOf } from '../../platform/http/authorize.js';
import { HttpError } from '../../platform/http/errors.js';
import { operation } from '../../platform/http/openapi.js';
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
    operation('listTeams', async (req, res) => {
      res.json(await listTeamsOf(contextOf(req), req.query));
    }),
  );
  router.post(
    '/teams',
    operation('createTeam', async (req, res) => {
      res.status(201).json(await onNameField(() => createTeamOf(contextOf(req), req.body)));
    }),
  );
  router.get(
    '/teams/team/:teamId',
    operation('getTeam', async (req, res) => {
      res.json(await getTeam(contextOf(req), Number(req.params.teamId)));
    }),
  );
  router.put(
    '/teams/:teamId/name',
    operation('renameTeam', async (req, res) => {
      res.json(await onNameField(() => renameTeam(contextOf(req), Number(req.params.teamId), req.body)));
    }),
  );
  router.delete(
    '/teams/:teamId',
    operation('deleteTeam', async (req, res) => {
      await deleteTeam(contextOf(req), Number(req.params.teamId));
      res.status(204).end();
    }),
  );
  router.post(
    '/teams/:teamId/link-existing-teams',
    operation('linkExistingTeams', async (req, res) => {
      res.json(await linkTeams(contextOf(req), Number(req.params.teamId), req.body));
    }),
  );
  router.delete(
    '/teams/:teamId/parent-team',
    operation('unlinkParentTeam', async (req, res) => {
      res.json(await unlinkTeam(contextOf(req), Number(req.params.teamId)));
    }),
  );
  router.post(
    '/teams/:teamId/archive',
    operation('archiveTeam', async (req, res) => {
      res.json(await setArchived(contextOf(req), Number(req.params.teamId), true));
    }),
  );
  router.post(
    '/teams/:teamId/unarchive',
    operation('unarchiveTeam', async (req, res) => {
      res.json(await setArchived(contextOf(req), Number(req.params.teamId), false));
    }),
  );
  router.get(
    '/team_assignments',
    operation('listTeamAssignments', async (req, res) => {
      res.json(await listAssignments(contextOf(req), req.query));
    }),
  );
  router.post(
    '/team_assignments',
    operation('createTeamAssignments', async (req, res) => {
      res.status(201).json(await createAssignments(contextOf(req), req.body));
    }),
  );
  router.patch(
    '/team_assignments',
    operation('updateTeamAssignments', async (req, res) => {
      res.json(await updateAssignments(contextOf(req), req.body));
    }),
  );
  router.delete(
    '/team_assignments',
    operation('deleteTeamAssignments', async (req, res) => {
      res.json(await removeAssignments(contextOf(req), req.body));
    }),
  );
  router.post(
    '/team_assignments/bulk-import',
    operation('importTeamAssignments', async (req, res) => {
      res.json(await importAssignments(contextOf(req), req.body));
    }),
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
