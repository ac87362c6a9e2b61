import type { Session } from '@accrue/remote-runtime';
import type { Notification } from './model';

// Spec doc 1 §9 (business constants).
/** Notifications per page of the popover. */
export const PAGE_SIZE = 24;
/** Rows of skeletons while a page loads. */
export const SKELETON_ROWS = 10;
/** The next page loads once the list is scrolled to within this many notifications of its end. */
export const LOAD_MORE_THRESHOLD = 10;
/** The popover's width and greatest height, in pixels. */
export const POPOVER_WIDTH = 500;
export const POPOVER_MAX_HEIGHT = 500;

/**
 * Whether opening the popover marks its notifications read: not for a super-admin (platform level
 * SUPER_ADMIN, spec doc 1 §4), who marks them read on demand only, with "Mark all as read".
 */
export function marksReadOnOpen(session: Session): boolean {
  return !session.me.meta.platformLevels.includes('SUPER_ADMIN');
}

/**
 * What "mark read" sends (spec doc 1 §9): one second after the newest notification, so that the
 * newest is included whatever the precision of the stored time, and anything newer stays unread.
 */
export function readCheckpoint(notifications: readonly Notification[]): string | null {
  const newest = Math.max(...notifications.map((n) => Date.parse(n.createdAt)).filter(Number.isFinite));
  return Number.isFinite(newest) ? new Date(newest + 1000).toISOString() : null;
}

/**
 * Where a notification leads, or null: a link that does not parse as a web address, or parses to
 * something else than http(s) (`javascript:`…), is ignored and the notification shows without one
 * (spec doc 1 §8). A link of this origin becomes a path, which the client-side router follows.
 */
export function linkOf(notification: Notification, origin = window.location.origin): string | null {
  if (!notification.link) return null;
  let url: URL;
  try {
    url = new URL(notification.link, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/**
 * The name to show initials of: the API names the author by id only, and the comment and review
 * notifications carry their author's name in their metadata (spec doc 1 §3). Null otherwise (an
 * export, a system notification): a generic icon shows instead.
 */
export function authorNameOf(notification: Notification): string | null {
  const metadata = notification.contentMetadata;
  for (const key of ['commentAuthorFullName', 'reviewerFullName']) {
    const name = metadata[key];
    if (typeof name === 'string' && name.trim()) return name.trim();
  }
  return null;
}

/** An export that failed: its text is then prefixed with the failure (spec doc 3 §8). */
export function isFailedExport(notification: Notification): boolean {
  return notification.type === 'NEW_EXPORT_AVAILABLE' && notification.contentMetadata.isInError === true;
}

/**
 * The pages read so far, with what arrived live since: newest first, each notification once (a
 * page asked after live arrivals overlaps the one before it by as many notifications).
 */
export function mergeNotifications(
  current: readonly Notification[],
  incoming: readonly Notification[],
): Notification[] {
  const byId = new Map(current.map((n) => [n.id, n]));
  for (const n of incoming) byId.set(n.id, n);
  return [...byId.values()].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
}

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/**
 * A time relative to now in the largest unit it holds ("3 hours ago"); under a minute it is "now"
 * (react-intl's numeric: 'auto' says 0 seconds so).
 */
export function relativeTimeOf(
  createdAt: string,
  now: number = Date.now(),
): { value: number; unit: Intl.RelativeTimeFormatUnit } {
  const seconds = (Date.parse(createdAt) - now) / 1000;
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return { value: Math.trunc(seconds / size), unit };
  }
  return { value: 0, unit: 'second' };
}
