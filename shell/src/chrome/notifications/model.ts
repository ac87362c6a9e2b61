import type { components } from '@accrue/sdk';
import type { Session } from '@accrue/remote-runtime';

// What the bell needs on the chrome's first paint; the popover's own rules are in list-model.ts,
// which loads with it.

export type Notification = components['schemas']['Notification'];
export type NotificationPage = components['schemas']['NotificationPage'];

/** The unread count is asked again this often, between the stream's pushes (spec doc 1 §9). */
export const UNREAD_POLL_MS = 15_000;

/** Whether a session has a bell: every role may read its notifications, but only as a user. */
export function hasNotifications(session: Session | null): session is Session {
  return session !== null && session.can('VIEW_NOTIFICATIONS') && session.me.user !== null;
}
