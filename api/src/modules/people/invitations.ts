import { Op } from 'sequelize';
import { recordChange } from '../../platform/audit/audit-log.js';
import { newSecretToken } from '../../platform/auth/tokens.js';
import type { Context, UserContext } from '../../platform/context.js';
import type { Tenant } from '../../platform/db/tenancy.js';
import { toIso } from '../../platform/db/values.js';
import { nextVersion } from '../../platform/db/versioned.js';
import { logger } from '../../platform/logging.js';
import type { Mail, MailSettings } from '../../platform/mail.js';
import * as company from '../company/index.js';
import { userChanged } from './caller.js';
import { toUser } from './mappers.js';
import { findUser } from './repository.js';
import { mailOutboxTable, userInvitationsTable, usersTable, type UserRow } from './tables.js';
import type { User } from './types.js';

/** How long an invitation link works (once). */
export const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;
/** At most this many people in one bulk invitation (the contract's maxItems). */
export const MAX_BULK_INVITATIONS = 100;

export const INVITATION_MESSAGES = {
  notFound: 'User not found.',
  notReachable: 'You do not have the permission to invite this user.',
  alreadyActive: 'This user has already joined.',
  deactivated: 'This user is deactivated.',
  noEmail: 'This user has no e-mail address.',
  notSent: 'The invitation e-mail could not be sent. Try again later.',
} as const;

export interface InvitationResult {
  /** The users invited, as they are now (INVITED, invitationSentAt set). */
  invited: User[];
  /** Doc 3 §3: the bulk invitation error response, each failed user with its reason, and the total. */
  errors: { id: number; message: string }[];
  total: number;
}

export interface OutboxMessage {
  id: number;
  userId: number | null;
  recipient: string;
  subject: string;
  body: string;
  link: string | null;
  createdAt: string;
}

/**
 * Sends the message through SMTP when SMTP_URL is set; otherwise keeps it in the company's outbox,
 * where the admin reads it (and its link).
 */
async function deliver(
  tenant: Tenant,
  mail: MailSettings,
  userId: number,
  message: Mail,
  link: string,
): Promise<void> {
  if (mail.mailer) {
    await mail.mailer.send(message);
    return;
  }
  await tenant.insert(mailOutboxTable, {
    userId,
    recipient: message.to,
    subject: message.subject,
    body: message.text,
    link,
    createdAt: new Date(),
  });
}

function refusal(user: User | null, reachable: boolean): string | null {
  if (!user) return INVITATION_MESSAGES.notFound;
  if (!reachable) return INVITATION_MESSAGES.notReachable;
  // Doc 3 §4: only a user who is not ACTIVE or DEACTIVATED, and has an e-mail, is invited.
  if (user.status === 'DEACTIVATED' || user.clearedAt) return INVITATION_MESSAGES.deactivated;
  if (user.status === 'ACTIVE') return INVITATION_MESSAGES.alreadyActive;
  if (!user.email) return INVITATION_MESSAGES.noEmail;
  return null;
}

/**
 * `POST /users/profile/invitations`: invites each user (single or bulk) with a one-time link,
 * valid for 7 days, of which only a hash is stored. Each user succeeds or fails alone; the failed
 * ones come back with their reason (the front end makes them the selection).
 */
export async function sendInvitations(
  context: UserContext,
  userIds: readonly number[],
  mail: MailSettings,
): Promise<InvitationResult> {
  const ids = [...new Set(userIds)];
  const found = await company.readCompany(context);
  const inviter = await findUser(context.tenant, context.signedInUserId);
  const result: InvitationResult = { invited: [], errors: [], total: ids.length };
  for (const id of ids) {
    const user = await findUser(context.tenant, id);
    const reachable = !!user && (await context.reach.canReachUser('INVITE_USERS', id));
    const refused = refusal(user, reachable);
    if (refused) {
      result.errors.push({ id, message: refused });
      continue;
    }
    const { token, tokenHash } = newSecretToken();
    const now = new Date();
    const link = `${mail.publicUrl}/invitations/${token}`;
    try {
      await context.tenant.insert(userInvitationsTable, {
        userId: id,
        tokenHash,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
        usedAt: null,
        createdById: context.signedInUserId,
        createdAt: now,
      });
      await deliver(
        context.tenant,
        mail,
        id,
        {
          to: user!.email,
          subject: `You are invited to ${found.name} on Accrue`,
          text: [
            `Hello ${user!.firstName},`,
            '',
            `${inviter?.fullName ?? 'Your admin'} invites you to ${found.name} on Accrue.`,
            'Open this link to set your password and sign in (it works once, for 7 days):',
            link,
          ].join('\n'),
        },
        link,
      );
    } catch (error) {
      logger.warn({ err: error, userId: id }, 'invitation could not be sent');
      // The reason stays in the log: the SMTP server's own words are no business of the admin's page.
      result.errors.push({ id, message: INVITATION_MESSAGES.notSent });
      continue;
    }
    // Only a user still waiting moves to INVITED (a concurrent join or deactivation wins). The
    // invitation went out either way: the audit line, one per person, is written with the status.
    await context.tenant.transaction(async (t) => {
      await context.tenant.update(
        usersTable,
        { id, status: { [Op.in]: ['INACTIVE', 'INVITED'] } },
        {
          status: 'INVITED',
          invitationSentAt: now,
          updatedAt: now,
          version: nextVersion(context.tenant.db),
        } as unknown as Partial<UserRow>,
        t,
      );
      await recordChange(
        context,
        {
          action: 'user.invited',
          target: { type: 'user', id, label: `${user!.firstName} ${user!.lastName}`.trim() },
          details: { email: user!.email, resent: user!.status === 'INVITED' },
        },
        t,
      );
    });
    await userChanged(context.tenant, { userId: id, actorUserId: context.signedInUserId });
    result.invited.push(toUserOrThrow(await context.tenant.findById(usersTable, id)));
  }
  return result;
}

function toUserOrThrow(row: UserRow | null): User {
  if (!row) throw new Error('The invited user vanished');
  return toUser(row);
}

/** `GET /users/profile/invitations/outbox`: the company's kept messages, newest first (at most 100). */
export async function readOutbox(context: Context): Promise<OutboxMessage[]> {
  // A scoped admin reads only the messages to the users of their scope.
  const rows = await context.tenant.findAll(mailOutboxTable, {
    where: await context.reach.userWhere('INVITE_USERS', 'userId'),
    order: [
      ['createdAt', 'DESC'],
      ['id', 'DESC'],
    ],
    limit: 100,
  });
  return rows.map((row) => ({
    id: Number(row.id),
    userId: row.userId === null ? null : Number(row.userId),
    recipient: String(row.recipient),
    subject: String(row.subject),
    body: String(row.body),
    link: row.link === null ? null : String(row.link),
    createdAt: toIso(row.createdAt)!,
  }));
}
