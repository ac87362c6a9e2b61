import {
  toBool,
  toDateOnly,
  toIso,
  toJson,
  toNumberOrNull,
  toStringOrNull,
} from '../../platform/db/values.js';
import type { ChangelogEntryRow, NotificationRow } from './tables.js';
import type { ChangelogEntry, Notification } from './types.js';

export function toNotification(row: NotificationRow): Notification {
  return {
    id: Number(row.id),
    userId: Number(row.userId),
    type: String(row.type),
    content: String(row.content),
    contentMetadata: toJson<Record<string, unknown>>(row.contentMetadata, {}),
    payload: toJson<Record<string, unknown>>(row.payload, {}),
    link: toStringOrNull(row.link),
    authorId: toNumberOrNull(row.authorId),
    read: toBool(row.read),
    createdAt: toIso(row.createdAt)!,
  };
}

export function toChangelogEntry(row: ChangelogEntryRow): ChangelogEntry {
  return {
    id: Number(row.id),
    name: String(row.name),
    date: toDateOnly(row.date)!,
    content: String(row.content),
    imageUrl: toStringOrNull(row.imageUrl),
    url: toStringOrNull(row.url),
    urlLabel: toStringOrNull(row.urlLabel),
    releaseType: row.releaseType as ChangelogEntry['releaseType'],
    importance: row.importance as ChangelogEntry['importance'],
    roles: toJson<string[]>(row.roles, []),
    topic: toStringOrNull(row.topic),
  };
}
