import type { Transaction } from 'sequelize';
import type { Database } from '../db/database.js';
import { Tenant } from '../db/tenancy.js';
import { hashPassword } from '../auth/passwords.js';
import { DEFAULT_CUSTOMIZATION } from '../domain/types.js';
import type { UserRole } from '@accrue/sdk/permissions';
import { countCompanies, insertCompany } from '../repositories/platform/accounts.js';
import { insertNotification } from '../repositories/notifications.js';

export const DEMO_PASSWORD = 'accrue-demo';

interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  role: UserRole;
  deactivated?: boolean;
  scoped?: boolean;
  superAdmin?: boolean;
}

/** Demo Company: one user per role, several employees in a team tree under the manager (README). */
export const DEMO_USERS: DemoUser[] = [
  { email: 'admin@demo.accrue.local', firstName: 'Ada', lastName: 'Admin', role: 'ADMIN' },
  {
    email: 'readonly-admin@demo.accrue.local',
    firstName: 'Rory',
    lastName: 'Readonly-Admin',
    role: 'READ_ONLY_ADMIN',
  },
  {
    email: 'scoped-admin@demo.accrue.local',
    firstName: 'Scott',
    lastName: 'Scoped-Admin',
    role: 'SCOPED_ADMIN',
    scoped: true,
  },
  { email: 'finance@demo.accrue.local', firstName: 'Fiona', lastName: 'Finance', role: 'FINANCE' },
  { email: 'manager@demo.accrue.local', firstName: 'Manon', lastName: 'Manager', role: 'MANAGER' },
  {
    email: 'readonly-manager@demo.accrue.local',
    firstName: 'Remy',
    lastName: 'Readonly-Manager',
    role: 'READ_ONLY_MANAGER',
  },
  { email: 'employee@demo.accrue.local', firstName: 'Emma', lastName: 'Employee', role: 'EMPLOYEE' },
  { email: 'employee-2@demo.accrue.local', firstName: 'Eli', lastName: 'Employee', role: 'EMPLOYEE' },
  { email: 'employee-3@demo.accrue.local', firstName: 'Eva', lastName: 'Employee', role: 'EMPLOYEE' },
  { email: 'employee-4@demo.accrue.local', firstName: 'Ezra', lastName: 'Employee', role: 'EMPLOYEE' },
  {
    email: 'readonly-employee@demo.accrue.local',
    firstName: 'Rita',
    lastName: 'Readonly-Employee',
    role: 'READ_ONLY_EMPLOYEE',
  },
  {
    email: 'deactivated@demo.accrue.local',
    firstName: 'Dan',
    lastName: 'Deactivated',
    role: 'EMPLOYEE',
    deactivated: true,
  },
  {
    email: 'superadmin@accrue.local',
    firstName: 'Sam',
    lastName: 'Superadmin',
    role: 'ADMIN',
    superAdmin: true,
  },
];

export const OTHER_USERS: DemoUser[] = [
  { email: 'admin@other.accrue.local', firstName: 'Otto', lastName: 'Other-Admin', role: 'ADMIN' },
  { email: 'employee@other.accrue.local', firstName: 'Olga', lastName: 'Other-Employee', role: 'EMPLOYEE' },
];

async function insertUsers(
  tenant: Tenant,
  users: DemoUser[],
  passwordHash: string,
  adminScopeId: number | null,
  t: Transaction,
) {
  const now = new Date();
  const ids = new Map<string, number>();
  for (const u of users) {
    const id = await tenant.insert(
      'users',
      {
        email: u.email,
        firstName: u.firstName,
        lastName: u.lastName,
        role: u.role,
        status: u.deactivated ? 'DEACTIVATED' : 'ACTIVE',
        language: 'en',
        currency: 'EUR',
        externalId: null,
        externalIdSource: null,
        hrisId: null,
        hrisIdSource: null,
        pictureURL: null,
        adminScopeId: u.scoped ? adminScopeId : null,
        passwordHash,
        isSuperAdmin: u.superAdmin === true,
        isProviderAdmin: u.superAdmin === true,
        isTechAdmin: u.superAdmin === true,
        joinedAt: now,
        invitationSentAt: now,
        clearedAt: u.deactivated ? now : null,
        lastConnection: null,
        previousLastConnection: null,
        createdAt: now,
        updatedAt: now,
      },
      t,
    );
    ids.set(u.email.split('@')[0]!, id);
  }
  return ids;
}

/**
 * On an empty database: "Demo Company" (one user per role, a team tree under the manager, an
 * admin scope, a few notifications) and "Other Company" (its own admin), to try tenancy. The
 * provider super-admin belongs to Demo Company. Runs in one transaction: all or nothing.
 */
export async function seedDemoData(db: Database): Promise<boolean> {
  if ((await countCompanies(db)) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  await db.sequelize.transaction(async (t) => {
    const demoId = await insertCompany(
      db,
      {
        name: 'Demo Company',
        slug: 'demo-company',
        status: 'ACTIVE',
        currency: 'EUR',
        symbols: ['EUR', 'USD', 'GBP'],
        statementFrequency: 'month',
        featureFlags: {
          ADMIN_SCOPES: true,
          FINANCE_USER_ROLE: true,
          FORECAST: true,
          PAYMENTS_LOCK: true,
          CUSTOM_DASHBOARDS: true,
          PLAN_AGREEMENTS: true,
          STATEMENT_PDF_EXPORT: true,
        },
        customization: { ...DEFAULT_CUSTOMIZATION, planAgreementsSharedWithManagers: true },
      },
      t,
    );
    const demo = new Tenant(db, demoId);
    const scopeId = await demo.insert(
      'admin_scopes',
      { name: 'EMEA plans', planIds: '[]', quotaIds: '[]', createdAt: now, updatedAt: now },
      t,
    );
    const ids = await insertUsers(demo, DEMO_USERS, passwordHash, scopeId, t);
    const id = (key: string) => ids.get(key)!;

    const team = async (name: string, parentTeamId: number | null) =>
      demo.insert('teams', { name, parentTeamId, archived: false, createdAt: now, updatedAt: now }, t);
    const assign = (
      teamId: number,
      userId: number,
      teamRole: 'TEAM_MANAGER' | 'TEAM_EMPLOYEE',
      effectiveAsOf: string,
      effectiveUntil: string | null = null,
    ) =>
      demo.insert(
        'team_assignments',
        { teamId, userId, teamRole, effectiveAsOf, effectiveUntil, createdAt: now, updatedAt: now },
        t,
      );
    const sales = await team('Sales', null);
    const north = await team('Sales North', sales);
    const south = await team('Sales South', sales);
    await assign(sales, id('manager'), 'TEAM_MANAGER', '2024-01-01');
    await assign(sales, id('employee'), 'TEAM_EMPLOYEE', '2024-01-01');
    await assign(north, id('readonly-manager'), 'TEAM_MANAGER', '2024-01-01');
    await assign(north, id('employee-2'), 'TEAM_EMPLOYEE', '2024-01-01');
    await assign(north, id('employee-3'), 'TEAM_EMPLOYEE', '2024-01-01');
    await assign(south, id('employee-4'), 'TEAM_EMPLOYEE', '2024-01-01');
    await assign(south, id('readonly-employee'), 'TEAM_EMPLOYEE', '2024-01-01');
    await assign(sales, id('deactivated'), 'TEAM_EMPLOYEE', '2024-01-01', '2024-12-31');

    await insertNotification(
      demo,
      {
        userId: id('admin'),
        type: 'NEW_EXPORT_AVAILABLE',
        content: 'Your export is ready.',
        contentMetadata: { isInError: false },
        payload: { exportId: 'demo-export' },
        createdAt: new Date(now.getTime() - 60_000),
      },
      t,
    );
    await insertNotification(
      demo,
      {
        userId: id('employee'),
        type: 'NEW_COMMENT_ON_STATEMENT',
        content: 'Manon Manager commented on your statement.',
        contentMetadata: { statementUserFullName: 'Emma Employee', commentAuthorFullName: 'Manon Manager' },
        authorId: id('manager'),
      },
      t,
    );

    const otherId = await insertCompany(
      db,
      {
        name: 'Other Company',
        slug: 'other-company',
        status: 'ACTIVE',
        currency: 'USD',
        symbols: ['USD'],
        statementFrequency: 'quarter',
        featureFlags: {},
        customization: DEFAULT_CUSTOMIZATION,
      },
      t,
    );
    await insertUsers(new Tenant(db, otherId), OTHER_USERS, passwordHash, null, t);
  });
  return true;
}
