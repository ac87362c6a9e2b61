import type { Tenant } from '../db/tenancy.js';
import type { Team, TeamAssignment } from '../domain/types.js';
import { toTeam, toTeamAssignment } from './mappers.js';

export async function listTeams(tenant: Tenant): Promise<Team[]> {
  return (await tenant.findAll('teams', { order: [['id', 'ASC']] })).map(toTeam);
}

export async function listTeamAssignments(tenant: Tenant): Promise<TeamAssignment[]> {
  return (await tenant.findAll('team_assignments', { order: [['id', 'ASC']] })).map(toTeamAssignment);
}
