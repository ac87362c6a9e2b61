import { beforeAll, describe, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../platform/test/suite.js';
import { type Harness } from '../../platform/test/harness.js';
import { usersTable } from './tables.js';
import { AVATAR_MAX_BYTES } from './avatars.js';

const ADMIN = 'admin@demo.accrue.local';
const SCOPED = 'scoped-admin@demo.accrue.local';
const MANAGER = 'manager@demo.accrue.local';
const EMPLOYEE = 'employee@demo.accrue.local';
const EMPLOYEE_2 = 'employee-2@demo.accrue.local';
const READONLY_EMPLOYEE = 'readonly-employee@demo.accrue.local';
const DEACTIVATED = 'deactivated@demo.accrue.local';
const OTHER_EMPLOYEE = 'employee@other.accrue.local';

/** A valid 1×1 PNG. */
const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describeOnEachDatabase('member page, profile, avatars and CSV upload', (suite) => {
  const { as, idOf, tenantOf, signIn } = suite;
  let h: Harness;
  beforeAll(() => {
    h = suite.harness();
  });

  describe('the member page calls', () => {
    it("answers a reachable user's teams and plans, 404 for another company's user, 403 outside reach", async () => {
      const admin = await as(ADMIN);
      const employeeId = await idOf(EMPLOYEE);
      const teams = await admin('GET', `/users/${employeeId}/team-assignments`);
      expect(teams.status).toBe(200);
      expect(teams.body.length).toBeGreaterThan(0);
      expect(teams.body[0]).toMatchObject({ userId: employeeId, team: { name: expect.any(String) } });
      expect(['ACTIVE', 'EXPIRED', 'FUTURE']).toContain(teams.body[0].status);
      const managers = await admin('GET', `/users/${employeeId}/team-assignments?teamRole=TEAM_MANAGER`);
      expect(managers.body).toEqual([]);
      const plans = await admin('GET', `/users/${employeeId}/plan-assignments`);
      expect(plans.status).toBe(200);
      expect(plans.body.length).toBeGreaterThan(0);
      expect(plans.body[0]).toMatchObject({
        planName: expect.any(String),
        effectiveAsOf: expect.any(String),
      });

      const otherId = await idOf(OTHER_EMPLOYEE);
      for (const path of [
        `/users/profile/${otherId}`,
        `/users/${otherId}/team-assignments`,
        `/users/${otherId}/plan-assignments`,
      ])
        expect((await admin('GET', path)).status).toBe(404);

      const employee = await as(EMPLOYEE);
      const colleague = await idOf(EMPLOYEE_2);
      expect((await employee('GET', `/users/${employeeId}/team-assignments`)).status).toBe(200);
      expect((await employee('GET', `/users/${colleague}/team-assignments`)).status).toBe(403);
      expect((await employee('GET', `/users/${colleague}/plan-assignments`)).status).toBe(403);
      // A manager sees their managee's page.
      const manager = await as(MANAGER);
      expect((await manager('GET', `/users/${employeeId}/team-assignments`)).status).toBe(200);
      // A scoped admin sees no teams (doc 3 §6).
      const scoped = await as(SCOPED);
      expect((await scoped('GET', `/users/${await idOf(SCOPED)}/team-assignments`)).status).toBe(403);
    });
  });

  describe('PATCH /users/settings (the profile)', () => {
    it('changes the caller’s own language and name, never another user’s profile', async () => {
      const token = await signIn(EMPLOYEE_2);
      const rep = async (method: string, path: string, body?: unknown) => {
        const response = await fetch(`${h.url}/api${path}`, {
          method,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        });
        const text = await response.text();
        return { status: response.status, body: text ? JSON.parse(text) : undefined };
      };
      const changed = await rep('PATCH', '/users/settings', { language: 'fr', firstName: ' Élise ' });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ language: 'fr', firstName: 'Élise', lastName: 'Cohen' });
      expect((await rep('GET', '/users/me')).body.user).toMatchObject({ language: 'fr', firstName: 'Élise' });
      expect((await rep('PATCH', '/users/settings', { firstName: '  ' })).status).toBe(422);
      expect((await rep('PATCH', '/users/settings', { language: 'xx' })).status).toBe(422);

      const other = await idOf(EMPLOYEE);
      const before = (await (await as(ADMIN))('GET', `/users/profile/${other}`)).body;
      const edit = await rep('PUT', '/users/profile', {
        id: other,
        version: before.version,
        firstName: 'Hacked',
        lastName: before.lastName,
        email: before.email,
        role: before.role,
      });
      expect(edit.status).toBe(403);
      const after = (await (await as(ADMIN))('GET', `/users/profile/${other}`)).body;
      expect(after.firstName).toBe(before.firstName);

      // Read-only roles change only their language.
      const readonly = await as(READONLY_EMPLOYEE);
      expect((await readonly('PATCH', '/users/settings', { lastName: 'X' })).status).toBe(403);
      expect((await readonly('PATCH', '/users/settings', { language: 'de' })).status).toBe(200);
      await rep('PATCH', '/users/settings', { language: 'en', firstName: 'Eli' });
    });
  });

  describe('avatars', () => {
    it('stores the caller’s picture and serves it publicly by its token with its type and nosniff', async () => {
      const employee = await as(EMPLOYEE);
      const uploaded = await employee('PATCH', '/users/avatar', {
        avatarBase64: `data:image/png;base64,${PNG_1PX}`,
      });
      expect(uploaded.status).toBe(200);
      expect(uploaded.body.url).toMatch(/^\/api\/avatars\/\d+\/[0-9a-f]{32}$/);
      expect((await employee('GET', '/users/me')).body.user.pictureURL).toBe(uploaded.body.url);

      const served = await fetch(`${h.url}${uploaded.body.url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-security-policy')).toContain('sandbox');
      expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(PNG_1PX, 'base64'))).toBe(true);

      // The token is the company's: under another company's id it is not found.
      const token = uploaded.body.url.split('/').at(-1);
      const otherCompany = (await tenantOf(OTHER_EMPLOYEE)).companyId;
      expect((await fetch(`${h.url}/api/avatars/${otherCompany}/${token}`)).status).toBe(404);
      expect((await fetch(`${h.url}/api/avatars/1/${'0'.repeat(32)}`)).status).toBe(404);

      // A new picture replaces the old one, whose URL then answers 404.
      const random = await employee('PATCH', '/users/avatar/randomize');
      expect(random.status).toBe(200);
      expect(random.body.url).not.toBe(uploaded.body.url);
      expect((await fetch(`${h.url}${uploaded.body.url}`)).status).toBe(404);
      const svg = await fetch(`${h.url}${random.body.url}`);
      expect(svg.headers.get('content-type')).toBe('image/svg+xml');
      expect(await svg.text()).toContain('>ES</text>');
    });

    it('refuses a missing, oversized or wrong-type picture with the spec’s message, changing nothing', async () => {
      const employee = await as(EMPLOYEE_2);
      const before = (await employee('GET', '/users/me')).body.user.pictureURL;
      const refused = async (avatarBase64: string, message: string) => {
        const answer = await employee('PATCH', '/users/avatar', { avatarBase64 });
        expect(answer.status).toBe(422);
        expect(answer.body.errors).toEqual([{ field: 'avatarBase64', message }]);
      };
      await refused('', 'An avatar must be provided');
      const big = Buffer.alloc(AVATAR_MAX_BYTES + 1);
      Buffer.from(PNG_1PX, 'base64').copy(big);
      await refused(big.toString('base64'), 'File is too large');
      await refused(Buffer.from('GIF89a\x01\x00\x01\x00').toString('base64'), 'Invalid file type');
      await refused(Buffer.from('<html><body>hi</body></html>').toString('base64'), 'Invalid file type');
      await refused(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString(
          'base64',
        ),
        'Invalid file type',
      );
      await refused('not base64 at all!', 'Invalid file type');
      expect((await employee('GET', '/users/me')).body.user.pictureURL).toBe(before);
      // A deactivated user only views their profile.
      const deactivated = await as(DEACTIVATED);
      expect((await deactivated('PATCH', '/users/avatar', { avatarBase64: PNG_1PX })).status).toBe(403);
    });
  });

  describe('POST /users/registrations (CSV upload)', () => {
    async function countUsers(email: string) {
      return (await tenantOf(email)).count(usersTable, {});
    }

    it('previews, then adds every user in one go, with normalised role, language and currency', async () => {
      const admin = await as(ADMIN);
      const stamp = Math.random().toString(36).slice(2, 8);
      const csv = [
        'First Name,Last Name,Email,Role,Language,Currency,External ID,Email',
        `Paula,Preview,paula.${stamp}@demo.accrue.local, read only manager ,FR-fr,,crm-1,x`,
        `Quinn,Preview,QUINN.${stamp}@demo.accrue.local,,,,,`,
      ].join('\n');
      const before = await countUsers(ADMIN);
      const dry = await admin('POST', '/users/registrations', { dryRun: true, csv });
      expect(dry.status).toBe(200);
      expect(dry.body).toMatchObject({ dryRun: true, rowCount: 2, errors: [], created: 0 });
      expect(dry.body.users).toEqual([
        expect.objectContaining({
          row: 2,
          email: `paula.${stamp}@demo.accrue.local`,
          role: 'READ_ONLY_MANAGER',
          language: 'fr',
          externalId: 'crm-1',
        }),
        expect.objectContaining({
          row: 3,
          email: `quinn.${stamp}@demo.accrue.local`,
          role: 'EMPLOYEE',
          language: 'en',
        }),
      ]);
      expect(await countUsers(ADMIN)).toBe(before);

      const applied = await admin('POST', '/users/registrations', { dryRun: false, csv });
      expect(applied.status).toBe(200);
      expect(applied.body).toMatchObject({ dryRun: false, created: 2 });
      expect(await countUsers(ADMIN)).toBe(before + 2);
      const found = await admin('GET', `/users/profile?search=${stamp}`);
      expect(found.body.items.map((u: { status: string }) => u.status)).toEqual(['INACTIVE', 'INACTIVE']);
      expect(found.body.items[0]).toMatchObject({ externalIdSource: 'OTHERSOURCE', externalId: 'crm-1' });
      // The same file again: every e-mail is taken now, and nothing is added.
      const again = await admin('POST', '/users/registrations', { dryRun: false, csv });
      expect(again.status).toBe(422);
      expect(await countUsers(ADMIN)).toBe(before + 2);
    });

    it('refuses a bad file with 422 naming each bad row, and writes nothing', async () => {
      const admin = await as(ADMIN);
      const stamp = Math.random().toString(36).slice(2, 8);
      const csv = [
        'First Name,Last Name,Email,Role,Currency,Language',
        `Good,Row,good.${stamp}@demo.accrue.local,employee,,`,
        `,NoFirst,nofirst.${stamp}@demo.accrue.local,,,`,
        `Bad,Role,badrole.${stamp}@demo.accrue.local,chief,,`,
        `Bad,Email,not-an-email,,,`,
        `Taken,Email,${ADMIN},,,`,
        `Bad,Currency,cur.${stamp}@demo.accrue.local,,XYZ,klingon`,
      ].join('\n');
      const before = await countUsers(ADMIN);
      const dry = await admin('POST', '/users/registrations', { dryRun: true, csv });
      expect(dry.status).toBe(200);
      expect(dry.body.errors).toEqual([
        { row: 3, column: 'First Name', message: 'This field is required.' },
        { row: 4, column: 'Role', message: 'Unknown role' },
        { row: 5, column: 'Email', message: 'This field must be a valid email.' },
        { row: 6, column: 'Email', message: 'This e-mail address is already taken.' },
        { row: 7, column: 'Currency', message: 'Unknown currency: XYZ' },
        { row: 7, column: 'Language', message: 'Unknown language: klingon' },
      ]);
      const applied = await admin('POST', '/users/registrations', { dryRun: false, csv });
      expect(applied.status).toBe(422);
      expect(applied.body.errors.map((e: { field: string }) => e.field)).toEqual([
        'rows.3.First Name',
        'rows.4.Role',
        'rows.5.Email',
        'rows.6.Email',
        'rows.7.Currency',
        'rows.7.Language',
      ]);
      expect(await countUsers(ADMIN)).toBe(before);

      const missing = await admin('POST', '/users/registrations', {
        dryRun: true,
        csv: 'First Name,Email\nA,a@b.co',
      });
      expect(missing.status).toBe(422);
      expect(missing.body.errors).toEqual([{ field: 'csv', message: 'Missing column: Last Name' }]);
      const unreadable = await admin('POST', '/users/registrations', {
        dryRun: true,
        csv: 'First Name,Last Name,Email\n"A,B,c@d.co',
      });
      expect(unreadable.status).toBe(422);
      expect(await countUsers(ADMIN)).toBe(before);
    });

    it('is for those who modify users', async () => {
      const employee = await as(EMPLOYEE);
      const csv = 'First Name,Last Name,Email\nA,B,ab@demo.accrue.local';
      expect((await employee('POST', '/users/registrations', { dryRun: true, csv })).status).toBe(403);
    });
  });

  describe('a scoped admin’s reach', () => {
    it('is the users of the scope’s plans, narrowed to its plan assignments when it names any', async () => {
      const admin = await as(ADMIN);
      const scoped = await as(SCOPED);
      const scope = (await admin('GET', '/admin-scopes')).body.find(
        (s: { name: string }) => s.name === 'EMEA plans',
      );
      const plan = (await admin('GET', '/plans?limit=100')).body.items.find(
        (p: { name: string }) => p.name === 'Account Executives 2026',
      );
      const assignments = (await admin('GET', `/plans/${plan.id}/assignments?limit=500`)).body.items as {
        id: number;
        userId: number;
      }[];
      const emma = await idOf(EMPLOYEE);
      const eli = await idOf(EMPLOYEE_2);
      const emmas = assignments.filter((a) => a.userId === emma).map((a) => a.id);
      expect(emmas.length).toBeGreaterThan(0);
      expect(assignments.some((a) => a.userId === eli)).toBe(true);
      const listed = async () =>
        ((await scoped('GET', '/users/profile?limit=100')).body.items as { id: number }[]).map((u) => u.id);
      const before = (await admin('GET', '/admin-scopes')).body.find(
        (s: { id: number }) => s.id === scope.id,
      );
      try {
        expect(
          (await admin('PATCH', `/admin-scopes/${scope.id}`, { planIds: [plan.id], planAssignmentIds: [] }))
            .status,
        ).toBe(200);
        expect(await listed()).toEqual(expect.arrayContaining([emma, eli]));

        expect(
          (
            await admin('PATCH', `/admin-scopes/${scope.id}`, {
              planIds: [plan.id],
              planAssignmentIds: emmas,
            })
          ).status,
        ).toBe(200);
        const narrowed = await listed();
        expect(narrowed).toContain(emma);
        expect(narrowed).not.toContain(eli);
        expect((await scoped('GET', `/users/profile/${eli}`)).status).toBe(403);
        expect((await scoped('GET', '/users/me')).body.subject.scopedUserIds).toEqual([emma]);
      } finally {
        await admin('PATCH', `/admin-scopes/${scope.id}`, {
          planIds: before.planIds,
          planAssignmentIds: before.planAssignmentIds ?? [],
        });
      }
    });
  });
});
