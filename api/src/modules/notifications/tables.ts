import {
  column,
  companyTable,
  platformTable,
  type DbBoolean,
  type DbDate,
} from '../../platform/db/tables.js';

export interface NotificationRow {
  id: number;
  companyId: number;
  userId: number;
  type: string;
  content: string;
  /** JSON object */
  contentMetadata: string;
  /** JSON object */
  payload: string;
  link: string | null;
  authorId: number | null;
  read: DbBoolean;
  createdAt: DbDate;
}

export const notificationsTable = companyTable<NotificationRow>('notifications', {
  id: column.id,
  companyId: column.companyId,
  userId: column.integer,
  type: column.string,
  content: column.text,
  contentMetadata: column.text,
  payload: column.text,
  link: column.string,
  authorId: column.integer,
  read: column.boolean,
  createdAt: column.date,
});

/** The product's changelog: the same for every company. */
export interface ChangelogEntryRow {
  id: number;
  name: string;
  date: DbDate;
  content: string;
  imageUrl: string | null;
  url: string | null;
  urlLabel: string | null;
  releaseType: string;
  importance: string;
  /** JSON: string[] */
  roles: string;
  topic: string | null;
  createdAt: DbDate;
}

export const changelogEntriesTable = platformTable<ChangelogEntryRow>('changelog_entries', {
  id: column.id,
  name: column.string,
  date: column.dateOnly,
  content: column.text,
  imageUrl: column.string,
  url: column.string,
  urlLabel: column.string,
  releaseType: column.string,
  importance: column.string,
  roles: column.text,
  topic: column.string,
  createdAt: column.date,
});
