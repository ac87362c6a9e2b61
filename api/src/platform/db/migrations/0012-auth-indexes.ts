import type { QueryInterface } from 'sequelize';
import { dropIndexIfPresent, ensureIndex } from '../ddl.js';

/**
 * Indexes for authentication and the security log (issue "Security and reliability" §5, §14, §15).
 * Resolving a caller reads the session and the users by primary key (no index needed); these serve
 * the other reads: ending every live session of a user (deactivation) and a user's security history.
 */
export async function up(q: QueryInterface): Promise<void> {
  await ensureIndex(q, 'sessions', ['userId', 'revokedAt'], { name: 'sessions_user_live' });
  await ensureIndex(q, 'security_events', ['actorUserId', 'occurredAt'], { name: 'security_events_actor' });
  await ensureIndex(q, 'security_events', ['subjectUserId', 'occurredAt'], {
    name: 'security_events_subject',
  });
}

export async function down(q: QueryInterface): Promise<void> {
  await dropIndexIfPresent(q, 'security_events', 'security_events_subject');
  await dropIndexIfPresent(q, 'security_events', 'security_events_actor');
  await dropIndexIfPresent(q, 'sessions', 'sessions_user_live');
}
