import { beforeAll, describe, expect, it } from 'vitest';
import { api, type Harness } from '../../platform/test/harness.js';
import { describeOnEachDatabase } from '../../platform/test/suite.js';

describeOnEachDatabase('the back-office module', (suite) => {
  const { as, signIn } = suite;
  let h: Harness;
  beforeAll(() => {
    h = suite.harness();
  });

  describe('super-admin impersonation', () => {
    it('lets a super-admin impersonate any company user by e-mail, and nobody else', async () => {
      const superadmin = api(h, await signIn('superadmin@accrue.local'));
      expect(
        (
          await (
            await as('admin@demo.accrue.local')
          )('PATCH', '/sa_settings/impersonate', {
            IMPERSONATE: { emailToImpersonate: 'admin@other.accrue.local' },
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await superadmin('PATCH', '/sa_settings/impersonate', {
            IMPERSONATE: { emailToImpersonate: 'admin@other.accrue.local' },
          })
        ).status,
      ).toBe(204);
      const me = await superadmin('GET', '/users/me');
      expect(me.body.user.company.slug).toBe('other-company');
      expect(me.body.meta.isSuperAdmin).toBe(false);
      expect((await superadmin('PATCH', '/companies', { name: 'Taken over' })).status).toBe(403);
      expect((await superadmin('PATCH', '/users/impersonate', { userIdToImpersonate: null })).status).toBe(
        204,
      );
      expect((await superadmin('GET', '/users/me')).body.user.email).toBe('superadmin@accrue.local');
    });
  });
});
