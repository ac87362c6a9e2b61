import { describe, expect, it } from 'vitest';
import type { Session } from '@accrue/remote-runtime';
import {
  authorNameOf,
  isFailedExport,
  linkOf,
  marksReadOnOpen,
  mergeNotifications,
  readCheckpoint,
  relativeTimeOf,
} from './list-model';
import type { Notification } from './model';

const notification = (overrides: Partial<Notification>): Notification => ({
  id: 1,
  userId: 7,
  type: 'NEW_COMMENT_ON_STATEMENT',
  content: 'Manon Dupont commented on your statement.',
  contentMetadata: {},
  payload: {},
  link: null,
  authorId: null,
  read: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const ORIGIN = 'https://accrue.test';

describe("the popover's rules", () => {
  it('marks read up to one second after the newest notification', () => {
    expect(
      readCheckpoint([
        notification({ createdAt: '2026-11-20T10:00:00.000Z' }),
        notification({ createdAt: '2026-11-21T08:30:15.250Z' }),
      ]),
    ).toBe('2026-11-21T08:30:16.250Z');
    expect(readCheckpoint([])).toBeNull();
  });

  it('marks read on opening for everyone but a super-admin', () => {
    const withLevels = (platformLevels: string[]) =>
      ({ me: { meta: { platformLevels } } }) as unknown as Session;
    expect(marksReadOnOpen(withLevels([]))).toBe(true);
    expect(marksReadOnOpen(withLevels(['TECH_ADMIN']))).toBe(true);
    expect(marksReadOnOpen(withLevels(['SUPER_ADMIN', 'TECH_ADMIN']))).toBe(false);
  });

  it('follows a link of this origin on the client, and ignores one that does not parse', () => {
    const linked = (link: string | null) => linkOf(notification({ link }), ORIGIN);
    expect(linked('/statements/12/comments/3')).toBe('/statements/12/comments/3');
    expect(linked(`${ORIGIN}/statements/12?tab=review#steps`)).toBe('/statements/12?tab=review#steps');
    expect(linked('https://help.accrue.test/exports')).toBe('https://help.accrue.test/exports');
    expect(linked('http://[::1')).toBeNull();
    expect(linked('javascript:alert(1)')).toBeNull();
    expect(linked(null)).toBeNull();
    expect(linked('')).toBeNull();
  });

  it("names the author from the comment's or the review's metadata, or nobody", () => {
    expect(authorNameOf(notification({ contentMetadata: { commentAuthorFullName: 'Manon Dupont' } }))).toBe(
      'Manon Dupont',
    );
    expect(authorNameOf(notification({ contentMetadata: { reviewerFullName: ' Fiona Becker ' } }))).toBe(
      'Fiona Becker',
    );
    expect(authorNameOf(notification({ contentMetadata: { reviewerFullName: '' } }))).toBeNull();
    expect(authorNameOf(notification({ type: 'NEW_EXPORT_AVAILABLE', authorId: 4 }))).toBeNull();
  });

  it('tells a failed export from a delivered one', () => {
    const exported = (isInError: unknown) =>
      notification({ type: 'NEW_EXPORT_AVAILABLE', contentMetadata: { isInError } });
    expect(isFailedExport(exported(true))).toBe(true);
    expect(isFailedExport(exported(false))).toBe(false);
    expect(isFailedExport(notification({ contentMetadata: { isInError: true } }))).toBe(false);
  });

  it('keeps the list newest first with each notification once', () => {
    const merged = mergeNotifications(
      [notification({ id: 3, createdAt: '2026-11-22T00:00:00Z' }), notification({ id: 2 })],
      [
        notification({ id: 2, read: true }),
        notification({ id: 1, createdAt: '2026-11-19T00:00:00Z' }),
        notification({ id: 4, createdAt: '2026-11-23T00:00:00Z' }),
      ],
    );
    expect(merged.map((n) => n.id)).toEqual([4, 3, 2, 1]);
    expect(merged[2]!.read).toBe(true);
  });

  it('says how long ago in the largest unit, and "now" under a minute', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(relativeTimeOf('2026-11-27T11:59:30Z', now)).toEqual({ value: 0, unit: 'second' });
    expect(relativeTimeOf('2026-11-27T11:55:00Z', now)).toEqual({ value: -5, unit: 'minute' });
    expect(relativeTimeOf('2026-11-27T09:00:00Z', now)).toEqual({ value: -3, unit: 'hour' });
    expect(relativeTimeOf('2026-11-25T12:00:00Z', now)).toEqual({ value: -2, unit: 'day' });
    expect(relativeTimeOf('2026-11-06T12:00:00Z', now)).toEqual({ value: -3, unit: 'week' });
    expect(relativeTimeOf('2025-10-01T12:00:00Z', now)).toEqual({ value: -1, unit: 'year' });
  });
});
