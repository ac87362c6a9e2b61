import type { QueryInterface } from 'sequelize';
import { insertMissing } from '../ddl.js';

/** The product's changelog entries shipped with this version (product content, not demo data). */
const ENTRIES = [
  {
    name: 'One sign-in for every Accrue app',
    date: '2026-05-04',
    content: '<p>Sign in once through your identity provider; every part of Accrue shares the session.</p>',
    releaseType: 'NEW_RELEASE',
    importance: 'HIGH',
  },
  {
    name: 'Company API keys',
    date: '2026-05-11',
    content:
      '<p>Admins can create API keys in Company settings → API to call Accrue from their own systems.</p>',
    releaseType: 'NEW_RELEASE',
    importance: 'MEDIUM',
  },
  {
    name: 'Real-time notifications',
    date: '2026-05-18',
    content: '<p>New notifications now appear as soon as they are created, without reloading.</p>',
    releaseType: 'IMPROVEMENT',
    importance: 'MEDIUM',
  },
];

export async function up(q: QueryInterface): Promise<void> {
  const now = new Date();
  // By name: on MySQL a start killed after the insert committed runs this migration again.
  await insertMissing(
    q,
    'changelog_entries',
    'name',
    ENTRIES.map((e) => ({
      ...e,
      imageUrl: null,
      url: null,
      urlLabel: null,
      roles: '[]',
      topic: null,
      createdAt: now,
    })),
  );
}

export async function down(q: QueryInterface): Promise<void> {
  await q.bulkDelete('changelog_entries', { name: ENTRIES.map((e) => e.name) });
}
