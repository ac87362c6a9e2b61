/**
 * The people module: users, teams and their effective-dated assignments, admin scopes, quotas and
 * their values, who is calling (the request context and its reach), sign-in sessions of accounts,
 * and impersonation. Other modules reach people only through what this file exports.
 */
export { CallerResolver, companyChanged, userChanged } from './caller.js';
export { revokeSessionsOfUser } from '../../platform/sessions/sessions.js';
export { impersonate, impersonateByEmail } from './impersonation.js';
export { findAccountByEmail, findAccountById } from './platform-repository.js';
export { managerIdsOf } from './hierarchy.js';
export { peopleRoutes } from './routes.js';
export { avatarRoutes } from './avatars.js';
export { invitationRoutes } from './invitation-page.js';
export {
  addQuotaValues,
  adminScopeIdsHolding,
  assignToTeam,
  createAdminScope,
  createQuota,
  createTeam,
  createUser,
  currentUserContext,
  findQuotas,
  listCompanyTeamAssignments,
  listCompanyTeams,
  listCompanyUsers,
  managersOf,
  quotaValuesOf,
  setAdminScopePlans,
  updateSettings,
  usersByIds,
  type UserSubject,
} from './service.js';
export { NO_LINKED_ACCOUNT, SignInService } from './sign-in.js';
export { setAdminScopeQuotas } from './admin-scopes.js';
export type {
  Account,
  AdminScope,
  Quota,
  QuotaType,
  QuotaValue,
  Team,
  TeamAssignment,
  User,
} from './types.js';
