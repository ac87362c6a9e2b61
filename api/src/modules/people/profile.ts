import { grantOf } from '@accrue/access';
import type { UserContext } from '../../platform/context.js';
import { Forbidden, Invalid, MESSAGES, NotFound, type FieldError } from '../../platform/errors.js';
import { nextVersion } from '../../platform/db/versioned.js';
import { isLanguage } from '../../platform/reference.js';
import { userChanged } from './caller.js';
import { findUser } from './repository.js';
import { usersTable } from './tables.js';
import type { User } from './types.js';

export const PROFILE_MESSAGES = {
  nameNotEditable: 'You may change only your language.',
} as const;

/** Read-only roles (and a deactivated user) change only their language (doc 3 §6). */
const LANGUAGE_ONLY = new Set([
  'READ_ONLY_ADMIN',
  'SCOPED_READ_ONLY_ADMIN',
  'READ_ONLY_MANAGER',
  'READ_ONLY_EMPLOYEE',
  'DEACTIVATED_USER',
]);

export interface OwnSettings {
  language?: string;
  firstName?: string;
  lastName?: string;
}

/**
 * `PATCH /users/settings`: the signed-in user's own language (anyone, deactivated users included)
 * and name (not read-only roles). Only the fields sent change, in one UPDATE.
 */
export async function updateOwnSettings(context: UserContext, settings: OwnSettings): Promise<User> {
  const errors: FieldError[] = [];
  const changes: Partial<Record<'language' | 'firstName' | 'lastName', string>> = {};
  if (settings.language !== undefined) {
    if (!isLanguage(settings.language))
      errors.push({ field: 'language', message: MESSAGES.unknownLanguage(settings.language) });
    else changes.language = settings.language;
  }
  const names = (['firstName', 'lastName'] as const).filter((field) => settings[field] !== undefined);
  if (names.length) {
    if (LANGUAGE_ONLY.has(context.subject.role) || !grantOf(context.subject, 'EDIT_OWN_AVATAR'))
      throw new Forbidden(PROFILE_MESSAGES.nameNotEditable);
    for (const field of names) {
      const value = settings[field]!.trim();
      if (value === '') errors.push({ field, message: MESSAGES.required });
      else changes[field] = value;
    }
  }
  if (errors.length) throw new Invalid(errors);
  if (Object.keys(changes).length) {
    // The version moves on, so an admin's edit made from an older read answers 409.
    await context.tenant.update(usersTable, { id: context.userId }, {
      ...changes,
      updatedAt: new Date(),
      version: nextVersion(context.tenant.db),
    } as never);
    // Names feed the cached hierarchy answers (caller.ts).
    if (names.length)
      await userChanged(context.tenant, { userId: context.userId, actorUserId: context.signedInUserId });
  }
  const user = await findUser(context.tenant, context.userId);
  if (!user) throw new NotFound('User not found.');
  return user;
}
