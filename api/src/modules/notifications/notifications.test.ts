import { beforeAll, describe, expect, it } from 'vitest';
import { api, type Harness } from '../../platform/test/harness.js';
import { describeOnEachDatabase } from '../../platform/test/suite.js';

describeOnEachDatabase('the notifications module', (suite) => {
  const { as, signIn, tokenOf, idOf, tenantOf } = suite;
  let h: Harness;
  beforeAll(() => {
    h = suite.harness();
  });

  describe('notifications, changelog and the real-time stream', () => {
    it('pages notifications from 1 with the unread count and marks them read up to lastCheck', async () => {
      const employee = api(h, await signIn('employee-3@demo.accrue.local'));
      const me = (await employee('GET', '/users/me')).body.user;
      const tenant = await tenantOf('employee-3@demo.accrue.local');
      expect(tenant.companyId).toBe(me.companyId);
      const base = Date.UTC(2026, 0, 1);
      for (let i = 0; i < 30; i++) {
        await h.platform.notifications.notify(tenant, {
          userId: me.id,
          type: 'REVIEW_STATEMENT',
          content: `n${i}`,
          createdAt: new Date(base + i * 1000),
        });
      }
      const first = await employee('GET', '/notifications');
      expect(first.body).toMatchObject({ totalItems: 30, currentPage: 1, pageCount: 2, unreadCount: 30 });
      expect(first.body.items).toHaveLength(24);
      expect(first.body.items[0].content).toBe('n29');
      const second = await employee('GET', '/notifications?page=2&limit=24');
      expect(second.body.items.map((n: { content: string }) => n.content)).toEqual([
        'n5',
        'n4',
        'n3',
        'n2',
        'n1',
        'n0',
      ]);
      const read = await employee('POST', '/notifications/read-notifications', {
        lastCheck: new Date(base + 9 * 1000).toISOString(),
      });
      expect(read.body).toEqual({ unreadCount: 20 });
      expect((await employee('GET', '/notifications?page=0')).status).toBe(422);
      // Nobody else sees them.
      expect(
        (await (await as('employee@demo.accrue.local'))('GET', '/notifications')).body.items.some(
          (n: { content: string }) => n.content === 'n0',
        ),
      ).toBe(false);
    });

    it('pages the changelog with a cursor and filters new entries', async () => {
      const employee = await as('employee@demo.accrue.local');
      const all = await employee('GET', '/changelog-entries?cursor=&from=&new=false');
      expect(all.status).toBe(200);
      expect(all.body.entries.map((e: { name: string }) => e.name)).toEqual([
        'Real-time notifications',
        'Company API keys',
        'One sign-in for every Accrue app',
      ]);
      expect(all.body).toMatchObject({ hasMore: false, cursor: '' });
      const recent = await employee(
        'GET',
        `/changelog-entries?new=true&from=${encodeURIComponent('2026-05-10T08:00:00.000Z')}`,
      );
      expect(recent.body.entries).toHaveLength(2);
      expect((await employee('GET', '/changelog-entries?cursor=garbage')).status).toBe(422);
    });

    it('pushes a notification to its user’s open stream and to nobody else’s', async () => {
      const open = async (email: string) => {
        const response = await fetch(`${h.url}/api/events`, {
          headers: { authorization: `Bearer ${await tokenOf(email)}` },
        });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
        const reader = response.body!.getReader();
        let buffer = '';
        const next = async (): Promise<{ type: string; data: { content?: string; userId?: number } }> => {
          for (;;) {
            const match = /^data: (.*)\n\n/m.exec(buffer);
            if (match) {
              buffer = buffer.slice(match.index + match[0].length);
              return JSON.parse(match[1]!);
            }
            const { value, done } = await reader.read();
            if (done) throw new Error('stream ended');
            buffer += new TextDecoder().decode(value);
          }
        };
        return { next, close: () => reader.cancel() };
      };
      const alice = await open('employee@demo.accrue.local');
      const bob = await open('employee-2@demo.accrue.local');
      expect((await alice.next()).type).toBe('ready');
      expect((await bob.next()).type).toBe('ready');
      const demo = await tenantOf('employee@demo.accrue.local');
      await h.platform.notifications.notify(demo, {
        userId: await idOf('employee@demo.accrue.local'),
        type: 'NEW_EXPORT_AVAILABLE',
        content: 'for alice',
      });
      await h.platform.notifications.notify(demo, {
        userId: await idOf('employee-2@demo.accrue.local'),
        type: 'NEW_EXPORT_AVAILABLE',
        content: 'for bob',
      });
      expect(await alice.next()).toMatchObject({ type: 'notification', data: { content: 'for alice' } });
      // Bob's first message after ready is his own: alice's never reached him.
      expect(await bob.next()).toMatchObject({ type: 'notification', data: { content: 'for bob' } });
      await alice.close();
      await bob.close();
    });
  });
});
