import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { UniqueConstraintError, type Transaction } from 'sequelize';
import { selectableRoles, type UserRole } from '@accrue/access';
import { recordChange, type AuditAction } from '../../platform/audit/audit-log.js';
import { recordSecurityEvent } from '../../platform/audit/security-log.js';
import type { Context, UserContext } from '../../platform/context.js';
import type { ReachableUsers } from '../../platform/db/reach.js';
import { todayIso } from '../../platform/db/values.js';
import { Conflict, Forbidden, Invalid, MESSAGES, NotFound, type FieldError } from '../../platform/errors.js';
import { LANGUAGES, isLanguage } from '../../platform/reference.js';
import * as company from '../company/index.js';
import { userChanged } from './caller.js';
import { hierarchyAnswer } from './caller-cache.js';
import {
  countOtherActiveAdmins,
  directoryWhere,
  endManagerAssignments,
  managerAssignmentsFrom,
  orderedUserIds,
  pageOfUsers,
  updateUserVersioned,
  type DirectoryFilter,
  type DirectorySort,
  type UserChanges,
  usersInOrder,
} from './directory-repository.js';
import { findAccountByEmail } from './platform-repository.js';
import { findAdminScope, findUser, insertNewUser, listTeams } from './repository.js';
import type { ExternalIdSource, HrisIdSource, User, UserStatus } from './types.js';

/** Spec doc 3 §9: the directory's default status filter. */
export const DEFAULT_STATUS_FILTER: readonly UserStatus[] = ['ACTIVE', 'INACTIVE', 'INVITED'];

/** A 409 the front end acts on by its code (doc 3 §3 error codes, and the demotion confirmation). */
export class CodedConflict extends Conflict {
  constructor(
    message: string,
    readonly code: 'EMAIL_ALREADY_TAKEN' | 'LAST_ACTIVE_ADMIN' | 'DEMOTION_NEEDS_CONFIRMATION',
    readonly detail: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const DIRECTORY_MESSAGES = {
  emailTaken: 'This e-mail address is already taken.',
  lastActiveAdmin: 'This user is the last active admin of the company.',
  demotion: (teams: string) =>
    `This user manages teams (${teams}). Changing them to Employee will unassign them from those teams.`,
  notYourself: 'You cannot deactivate yourself.',
  notReachable: 'You do not have the permission to see this user.',
  notModifiable: 'You do not have the permission to modify this user.',
  adminRoleForbidden: 'Only an admin can give an admin role.',
  sourceWithoutId: 'This field must be empty when no source is chosen.',
} as const;

export interface DirectoryQuery {
  page?: number;
  limit?: number;
  sort?: DirectorySort;
  desc?: boolean;
  search?: string;
  status?: UserStatus[];
  role?: UserRole[];
  currency?: string[];
  externalIdSource?: string[];
  hrisIdSource?: string[];
  userIds?: number[];
}

export interface DirectoryPage {
  items: User[];
  totalItems: number;
  currentPage: number;
  pageCount: number;
}

/**
 * `GET /users/profile`: a page of the users the caller reaches for VIEW_MEMBER_PROFILE (admins
 * all, scoped admins their scope, managers their managees, everyone themselves), as one filtered,
 * sorted and paged query: the reach is a `where` on the id, never a list read then cut.
 */
export async function listDirectory(context: Context, query: DirectoryQuery): Promise<DirectoryPage> {
  const limit = query.limit ?? 10;
  const page = query.page ?? 0;
  const sort = query.sort ?? 'fullName';
  const desc = query.desc ?? false;
  const reachable = await context.reach.users('VIEW_MEMBER_PROFILE');
  const reach = await context.reach.userWhere('VIEW_MEMBER_PROFILE', 'id');
  const filter: DirectoryFilter = {
    statuses: query.status?.length ? query.status : DEFAULT_STATUS_FILTER,
    roles: query.role,
    currencies: query.currency,
    externalIdSources: query.externalIdSource,
    hrisIdSources: query.hrisIdSource,
    userIds: query.userIds,
    searchWords: (query.search ?? '').split(/\s+/).filter(Boolean).slice(0, 5),
  };
  const pageOf = (total: number) => ({
    totalItems: total,
    currentPage: page,
    pageCount: Math.max(1, Math.ceil(total / limit)),
  });
  if (!reachable.all && reachable.ids.length <= REMEMBERED_ORDER_IDS && sort !== 'lastConnection') {
    const order = await hierarchyAnswer(
      context.tenant.db,
      context.tenant.companyId,
      `directory-order:${reachKeyOf(reachable)}:${sort}:${desc}:${JSON.stringify(filter)}`,
      () => orderedUserIds(context.tenant, directoryWhere(reach, filter), sort, desc),
    );
    const ids = order.slice(page * limit, (page + 1) * limit);
    // The filter again on the page's rows: a change another process made since the order was
    // remembered drops a row rather than showing one the filter no longer keeps.
    const items = await usersInOrder(context.tenant, ids, directoryWhere({}, filter));
    return { items, ...pageOf(order.length) };
  }
  const { users, total } = await pageOfUsers(
    context.tenant,
    directoryWhere(reach, filter),
    {
      sort,
      desc,
      limit,
      offset: page * limit,
      fewIds: (!reachable.all && reachable.ids.length <= FEW_IDS) || (query.userIds?.length ?? 0) > 0,
    },
    (count) => rememberedTotal(context, reachable, filter, count),
  );
  return { items: users, ...pageOf(total) };
}

/** Up to this many reachable users, a directory page reads them by primary key (see pageOfUsers). */
const FEW_IDS = 5_000;

/**
 * Up to this many reachable users (a manager's managees, a scoped admin's scope), the directory
 * remembers the order of all of them for a filter and sort, with the hierarchy's answers, and a
 * page reads only its own rows: sorting the whole reach again for every page and every reader was
 * most of a manager's list (bench:people). A write of a user or an assignment in this process
 * forgets it at once; another process's within the hierarchy's time limit. Not for the last
 * connection's sort, which every sign-in changes without saying so.
 */
const REMEMBERED_ORDER_IDS = 2_000;

/** A digest of the reach for cache keys, once per list of ids (see `withSelf` in reach.ts). */
function reachKeyOf(reachable: ReachableUsers): string {
  if (reachable.all) return 'all';
  let key = reachKeys.get(reachable.ids);
  if (!key) {
    key = createHash('sha256').update(reachable.ids.join(',')).digest('base64url');
    reachKeys.set(reachable.ids, key);
  }
  return key;
}
const reachKeys = new WeakMap<readonly number[], string>();

/**
 * The total of a directory filter, remembered with the company's hierarchy answers: every page
 * turn and sort of one filter would otherwise count the same rows again (7 ms over 12,000 of
 * 20,000 users on MariaDB). Every write of a user or an assignment in this process forgets it at
 * once (`userChanged`, `hierarchyChanged`); another process's write shows within the hierarchy's
 * time limit. The key holds the reach itself, so two callers share a total only if they reach the
 * same users.
 */
function rememberedTotal(
  context: Context,
  reachable: ReachableUsers,
  filter: DirectoryFilter,
  count: () => Promise<number>,
): Promise<number> {
  const key = `directory-total:${reachKeyOf(reachable)}:${JSON.stringify(filter)}`;
  return hierarchyAnswer(context.tenant.db, context.tenant.companyId, key, count);
}

/** `GET /users/profile/{userId}`: 404 outside the company, 403 outside the caller's reach. */
export async function getProfile(context: Context, userId: number): Promise<User> {
  const user = await findUser(context.tenant, userId);
  if (!user) throw new NotFound('User not found.');
  if (!(await context.reach.canReachUser('VIEW_MEMBER_PROFILE', userId)))
    throw new Forbidden(DIRECTORY_MESSAGES.notReachable);
  return user;
}

/** The add-user / edit-user form (doc 3 §5 and §7 PUT /users/profile). */
export interface ProfileInput {
  id?: number;
  version?: number;
  firstName?: string;
  lastName?: string;
  email?: string;
  role?: UserRole;
  adminScopeId?: number | null;
  currency?: string;
  language?: string;
  externalId?: string | null;
  externalIdSource?: Exclude<ExternalIdSource, 'NONE'> | null;
  hrisId?: string | null;
  hrisIdSource?: Exclude<HrisIdSource, 'NONE'> | null;
  confirmDemotion?: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ADMIN_ROLES: readonly UserRole[] = [
  'ADMIN',
  'READ_ONLY_ADMIN',
  'SCOPED_ADMIN',
  'SCOPED_READ_ONLY_ADMIN',
];
const DEMOTED_ROLES: readonly UserRole[] = ['EMPLOYEE', 'READ_ONLY_EMPLOYEE'];

const blank = (value: string | null | undefined) =>
  value === undefined || value === null || value.trim() === '';

interface ValidProfile {
  firstName: string;
  lastName: string;
  email: string;
  role: UserRole;
  adminScopeId: number | null;
  currency: string;
  language: string;
  externalId: string | null;
  externalIdSource: string | null;
  hrisId: string | null;
  hrisIdSource: string | null;
}

/** Every rule of the add-user form, each failure on its field with the spec's message. */
async function validateProfile(
  context: Context,
  input: ProfileInput,
  existing: User | null,
): Promise<ValidProfile> {
  const errors: FieldError[] = [];
  const found = await company.readCompany(context);
  for (const field of ['firstName', 'lastName', 'email'] as const)
    if (blank(input[field])) errors.push({ field, message: MESSAGES.required });
  const email = (input.email ?? '').trim().toLowerCase();
  if (!blank(input.email) && !EMAIL.test(email)) errors.push({ field: 'email', message: MESSAGES.email });

  const role = input.role;
  // The roles offered (doc 3 §5); an edit may keep a role the form no longer offers.
  const offered = selectableRoles(context.subject.featureFlags);
  if (!role) errors.push({ field: 'role', message: MESSAGES.required });
  else if (!offered.includes(role) && role !== existing?.role)
    errors.push({ field: 'role', message: MESSAGES.oneOf(offered) });

  const adminScopeId = input.adminScopeId ?? null;
  if (role === 'SCOPED_ADMIN' || role === 'SCOPED_READ_ONLY_ADMIN') {
    if (adminScopeId === null) errors.push({ field: 'adminScopeId', message: MESSAGES.required });
    else if (!(await findAdminScope(context.tenant, adminScopeId)))
      errors.push({ field: 'adminScopeId', message: MESSAGES.invalid });
  } else if (adminScopeId !== null) {
    errors.push({ field: 'adminScopeId', message: MESSAGES.invalid });
  }

  const language = input.language ?? existing?.language ?? 'en';
  if (!isLanguage(language)) errors.push({ field: 'language', message: MESSAGES.oneOf(LANGUAGES) });
  const currencies = [...new Set([found.currency, ...found.symbols])];
  const currency = input.currency ?? existing?.currency ?? found.currency;
  // As with roles, an edit may keep the currency the user already has.
  if (!currencies.includes(currency) && currency !== existing?.currency)
    errors.push({ field: 'currency', message: MESSAGES.oneOf(currencies) });

  const identifier = (idField: 'externalId' | 'hrisId', sourceField: 'externalIdSource' | 'hrisIdSource') => {
    const source = input[sourceField] ?? null;
    const id = input[idField]?.trim() ?? '';
    if (source === null && id !== '')
      errors.push({ field: idField, message: DIRECTORY_MESSAGES.sourceWithoutId });
    if (source !== null && id === '') errors.push({ field: idField, message: MESSAGES.required });
    return { source, id: source === null ? null : id };
  };
  const external = identifier('externalId', 'externalIdSource');
  const hris = identifier('hrisId', 'hrisIdSource');
  if (errors.length) throw new Invalid(errors);
  return {
    firstName: input.firstName!.trim(),
    lastName: input.lastName!.trim(),
    email,
    role: role!,
    adminScopeId,
    currency,
    language,
    externalId: external.id,
    externalIdSource: external.source,
    hrisId: hris.id,
    hrisIdSource: hris.source,
  };
}

async function ensureEmailFree(context: Context, email: string, exceptId: number | null): Promise<void> {
  // E-mail is the sign-in name, unique across companies (the unique index stays the last word).
  const owner = await findAccountByEmail(context.tenant.db, email);
  if (owner && owner.id !== exceptId)
    throw new CodedConflict(DIRECTORY_MESSAGES.emailTaken, 'EMAIL_ALREADY_TAKEN');
}

const isActiveAdmin = (user: User) => user.role === 'ADMIN' && user.status === 'ACTIVE';

function dayBefore(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/**
 * `PUT /users/profile`: adds a user (no id; status INACTIVE until invited) or edits one (id and
 * the version read; a stale version answers 409). A scoped admin edits only users of their scope
 * and never gives an admin role; the last active admin is never demoted; demoting a team manager
 * to Employee needs the confirmation and then ends their manager assignments, in one transaction
 * with the edit.
 */
export async function saveProfile(
  context: UserContext,
  input: ProfileInput,
  request?: Pick<Request, 'ip' | 'headers'>,
): Promise<{ user: User; created: boolean }> {
  const existing = input.id === undefined ? null : await findUser(context.tenant, input.id);
  if (input.id !== undefined && !existing) throw new NotFound('User not found.');
  if (existing && !(await context.reach.canReachUser('MODIFY_USERS', existing.id)))
    throw new Forbidden(DIRECTORY_MESSAGES.notModifiable);
  if (existing && input.version === undefined)
    throw new Invalid([{ field: 'version', message: MESSAGES.required }]);
  const profile = await validateProfile(context, input, existing);

  // A scoped admin administers plans, not admins (doc 3 §6): no admin role given or taken.
  if (context.subject.role !== 'ADMIN') {
    const touchesAdmin =
      ADMIN_ROLES.includes(profile.role) || (existing && ADMIN_ROLES.includes(existing.role));
    if (touchesAdmin && profile.role !== existing?.role)
      throw new Forbidden(DIRECTORY_MESSAGES.adminRoleForbidden);
  }
  await ensureEmailFree(context, profile.email, existing?.id ?? null);

  try {
    if (!existing) {
      const id = await context.tenant.transaction(async (t) => {
        const inserted = await insertNewUser(context.tenant, profile, new Date(), t);
        await recordUserChange(
          context,
          'user.created',
          { id: inserted, ...profile },
          { email: profile.email, role: profile.role },
          t,
        );
        return inserted;
      });
      await userChanged(context.tenant, { userId: id, actorUserId: context.signedInUserId });
      return { user: (await findUser(context.tenant, id))!, created: true };
    }

    if (
      isActiveAdmin(existing) &&
      profile.role !== 'ADMIN' &&
      (await countOtherActiveAdmins(context.tenant, existing.id)) === 0
    )
      throw new CodedConflict(DIRECTORY_MESSAGES.lastActiveAdmin, 'LAST_ACTIVE_ADMIN');

    const today = todayIso();
    const demoted = DEMOTED_ROLES.includes(profile.role) && !DEMOTED_ROLES.includes(existing.role);
    const managed = demoted ? await managerAssignmentsFrom(context.tenant, existing.id, today) : [];
    if (managed.length && input.confirmDemotion !== true) {
      const teams = await listTeams(context.tenant);
      const names = [
        ...new Set(managed.map((a) => teams.find((t) => t.id === a.teamId)?.name ?? String(a.teamId))),
      ];
      throw new CodedConflict(DIRECTORY_MESSAGES.demotion(names.join(', ')), 'DEMOTION_NEEDS_CONFIRMATION', {
        teams: names,
      });
    }
    const changes: UserChanges = profile;
    await context.tenant.transaction(async (t) => {
      await updateUserVersioned(context.tenant, existing.id, changes, [input.version!], t);
      if (managed.length) await endManagerAssignments(context.tenant, managed, today, dayBefore(today), t);
      const fields = (Object.keys(profile) as (keyof ValidProfile)[]).filter(
        (field) => profile[field] !== (existing[field] ?? null),
      );
      await recordUserChange(
        context,
        'user.updated',
        { id: existing.id, ...profile },
        {
          fields,
          ...(profile.role === existing.role ? {} : { role: { from: existing.role, to: profile.role } }),
        },
        t,
      );
    });
    // Names and team membership feed the cached hierarchy answers (caller.ts).
    await userChanged(context.tenant, { userId: existing.id, actorUserId: context.signedInUserId });
    if (profile.role !== existing.role) {
      await recordSecurityEvent(context.tenant.db, {
        type: 'role.changed',
        companyId: context.companyId,
        actorUserId: context.signedInUserId,
        subjectUserId: existing.id,
        request,
        detail: {
          from: existing.role,
          to: profile.role,
          unassignedTeamAssignments: managed.map((a) => a.id),
        },
      });
    }
    return { user: (await findUser(context.tenant, existing.id))!, created: false };
  } catch (error) {
    if (error instanceof UniqueConstraintError)
      throw new CodedConflict(DIRECTORY_MESSAGES.emailTaken, 'EMAIL_ALREADY_TAKEN');
    throw error;
  }
}

/** Writes a change of a person to the audit log, inside the change's transaction. */
function recordUserChange(
  context: Context,
  action: AuditAction,
  user: { id: number; firstName: string; lastName: string },
  details: Record<string, unknown> | null,
  t: Transaction,
): Promise<void> {
  const label = `${user.firstName} ${user.lastName}`.trim();
  return recordChange(
    context,
    { action, target: { type: 'user', id: user.id, label }, ...(details ? { details } : {}) },
    t,
  );
}

/** The status a reactivated user returns to: where their invitation had got to. */
function statusBeforeDeactivation(user: User): UserStatus {
  if (user.joinedAt) return 'ACTIVE';
  if (user.invitationSentAt) return 'INVITED';
  return 'INACTIVE';
}

/**
 * `POST /users/profile/{userId}/toggle-deactivation`: sets clearedAt (deactivated) or clears it
 * (reactivated). Never yourself (nor the person impersonating), never the last active admin.
 * The update is conditional on the state read, so two concurrent toggles cannot both apply.
 */
export async function toggleDeactivation(
  context: UserContext,
  userId: number,
  request?: Pick<Request, 'ip' | 'headers'>,
): Promise<User> {
  const user = await findUser(context.tenant, userId);
  if (!user) throw new NotFound('User not found.');
  if (!(await context.reach.canReachUser('TOGGLE_USER_DEACTIVATION', userId)))
    throw new Forbidden(DIRECTORY_MESSAGES.notModifiable);
  if (userId === context.userId || userId === context.signedInUserId)
    throw new Forbidden(DIRECTORY_MESSAGES.notYourself);
  const deactivating = user.status !== 'DEACTIVATED' && !user.clearedAt;
  if (deactivating && isActiveAdmin(user) && (await countOtherActiveAdmins(context.tenant, user.id)) === 0)
    throw new CodedConflict(DIRECTORY_MESSAGES.lastActiveAdmin, 'LAST_ACTIVE_ADMIN');
  const changes: UserChanges = deactivating
    ? { status: 'DEACTIVATED', clearedAt: new Date() }
    : { status: statusBeforeDeactivation(user), clearedAt: null };
  await context.tenant.transaction(async (t) => {
    await updateUserVersioned(context.tenant, user.id, changes, [user.version], t);
    await recordUserChange(context, deactivating ? 'user.deactivated' : 'user.reactivated', user, null, t);
  });
  // A deactivation also ends every sign-in session of the user (`session.revoked` in the log).
  await userChanged(context.tenant, {
    userId: user.id,
    deactivated: deactivating,
    actorUserId: context.signedInUserId,
    ...(request ? { request } : {}),
  });
  if (deactivating) {
    await recordSecurityEvent(context.tenant.db, {
      type: 'user.deactivated',
      companyId: context.companyId,
      actorUserId: context.signedInUserId,
      subjectUserId: user.id,
      request,
    });
  }
  return (await findUser(context.tenant, user.id))!;
}
