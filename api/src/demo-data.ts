import type { Transaction } from 'sequelize';
import type { UserRole } from '@accrue/access';
import { sharedPasswordHash, type ScryptParams } from './platform/auth/passwords.js';
import * as company from './modules/company/index.js';
import * as data from './modules/data/index.js';
import {
  DEMO_DATA_AS_OF,
  DEMO_PLAN,
  DEMO_PLAN_MEMBERS,
  DEMO_RATES,
  demoDeals,
  demoMonths,
  demoQuotaValues,
  OTHER_PLAN,
  otherDeals,
  otherQuarters,
  seedPlan,
  DEMO_STATEMENT_EDITS,
} from './demo-commissions.js';
import { DEMO_CORRECTION, demoCorrection, pushDemoCorrection } from './demo-history.js';
import { seedDemoQuotas } from './demo-quotas.js';
import { seedDemoAccountsAndInvoices } from './demo-records.js';
import { RENEWALS_PLAN, seedRenewalsPlan } from './demo-plans.js';
import * as notifications from './modules/notifications/index.js';
import * as people from './modules/people/index.js';
import * as plans from './modules/plans/index.js';
import { recordChange } from './platform/audit/audit-log.js';
import * as statements from './modules/statements/index.js';
import * as threads from './modules/threads/index.js';
import * as agreements from './modules/plan-agreements/index.js';
import type { Database } from './platform/db/database.js';
import { Tenant } from './platform/db/tenancy.js';
import { todayIso } from './platform/db/values.js';

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
  { email: 'admin@demo.accrue.local', firstName: 'Ada', lastName: 'Moreau', role: 'ADMIN' },
  {
    email: 'readonly-admin@demo.accrue.local',
    firstName: 'Rory',
    lastName: 'Walsh',
    role: 'READ_ONLY_ADMIN',
  },
  {
    email: 'scoped-admin@demo.accrue.local',
    firstName: 'Scott',
    lastName: 'Lindqvist',
    role: 'SCOPED_ADMIN',
    scoped: true,
  },
  { email: 'finance@demo.accrue.local', firstName: 'Fiona', lastName: 'Becker', role: 'FINANCE' },
  { email: 'manager@demo.accrue.local', firstName: 'Manon', lastName: 'Dupont', role: 'MANAGER' },
  {
    email: 'readonly-manager@demo.accrue.local',
    firstName: 'Remy',
    lastName: 'Laurent',
    role: 'READ_ONLY_MANAGER',
  },
  { email: 'employee@demo.accrue.local', firstName: 'Emma', lastName: 'Schultz', role: 'EMPLOYEE' },
  { email: 'employee-2@demo.accrue.local', firstName: 'Eli', lastName: 'Cohen', role: 'EMPLOYEE' },
  { email: 'employee-3@demo.accrue.local', firstName: 'Eva', lastName: 'Novak', role: 'EMPLOYEE' },
  { email: 'employee-4@demo.accrue.local', firstName: 'Ezra', lastName: 'Mensah', role: 'EMPLOYEE' },
  {
    email: 'readonly-employee@demo.accrue.local',
    firstName: 'Rita',
    lastName: 'Fernandes',
    role: 'READ_ONLY_EMPLOYEE',
  },
  {
    email: 'deactivated@demo.accrue.local',
    firstName: 'Dan',
    lastName: 'Okoro',
    role: 'EMPLOYEE',
    deactivated: true,
  },
  {
    email: 'superadmin@accrue.local',
    firstName: 'Sam',
    lastName: 'Rivera',
    role: 'ADMIN',
    superAdmin: true,
  },
];

export const OTHER_USERS: DemoUser[] = [
  { email: 'admin@other.accrue.local', firstName: 'Otto', lastName: 'Berg', role: 'ADMIN' },
  { email: 'employee@other.accrue.local', firstName: 'Olga', lastName: 'Ivanova', role: 'EMPLOYEE' },
];

/** A colleague of the demo directory (doc 3 §2): someone a newcomer recognises as a real company. */
interface DirectoryPerson {
  firstName: string;
  lastName: string;
  role: UserRole;
  /** ACTIVE unless said otherwise; INVITED and INACTIVE have not joined (no password yet). */
  status?: 'ACTIVE' | 'INVITED' | 'INACTIVE' | 'DEACTIVATED';
  language?: 'en' | 'fr' | 'de' | 'pt' | 'es' | 'it';
  currency?: 'EUR' | 'USD' | 'GBP';
  salesforce?: boolean;
  hris?: 'PERSONIO' | 'WORKDAY';
  /** The team they belong to, and whether they manage it. */
  team: DirectoryTeam;
  manages?: boolean;
}

type DirectoryTeam =
  'Go-to-market' | 'Customer Success' | 'CS EMEA' | 'CS Americas' | 'Partnerships' | 'Operations';

/** Three levels of teams beside the Sales tree: Go-to-market › Customer Success › CS EMEA / CS Americas. */
const DIRECTORY_TEAMS: { name: DirectoryTeam; parent: DirectoryTeam | null }[] = [
  { name: 'Go-to-market', parent: null },
  { name: 'Customer Success', parent: 'Go-to-market' },
  { name: 'CS EMEA', parent: 'Customer Success' },
  { name: 'CS Americas', parent: 'Customer Success' },
  { name: 'Partnerships', parent: 'Go-to-market' },
  { name: 'Operations', parent: null },
];

/** 47 more people, so Demo Company's directory has about 60 (a few deactivated, some invited). */
export const DIRECTORY_PEOPLE: DirectoryPerson[] = [
  {
    firstName: 'Grace',
    lastName: 'Hopper',
    role: 'MANAGER',
    team: 'Go-to-market',
    manages: true,
    currency: 'USD',
    salesforce: true,
    hris: 'WORKDAY',
  },
  {
    firstName: 'Camille',
    lastName: 'Durand',
    role: 'MANAGER',
    team: 'Customer Success',
    manages: true,
    language: 'fr',
    salesforce: true,
    hris: 'PERSONIO',
  },
  {
    firstName: 'Lukas',
    lastName: 'Schneider',
    role: 'MANAGER',
    team: 'CS EMEA',
    manages: true,
    language: 'de',
    hris: 'PERSONIO',
  },
  {
    firstName: 'Olivia',
    lastName: 'Johnson',
    role: 'READ_ONLY_MANAGER',
    team: 'CS Americas',
    manages: true,
    currency: 'USD',
    hris: 'WORKDAY',
  },
  {
    firstName: 'Mateo',
    lastName: 'García',
    role: 'MANAGER',
    team: 'Partnerships',
    manages: true,
    language: 'es',
    salesforce: true,
  },
  {
    firstName: 'Priya',
    lastName: 'Raman',
    role: 'READ_ONLY_ADMIN',
    team: 'Operations',
    currency: 'GBP',
    hris: 'WORKDAY',
  },
  { firstName: 'Henrik', lastName: 'Larsen', role: 'FINANCE', team: 'Operations', hris: 'PERSONIO' },
  {
    firstName: 'Sofia',
    lastName: 'Rossi',
    role: 'EMPLOYEE',
    team: 'CS EMEA',
    language: 'it',
    salesforce: true,
    hris: 'PERSONIO',
  },
  {
    firstName: 'Léa',
    lastName: 'Martin',
    role: 'EMPLOYEE',
    team: 'CS EMEA',
    language: 'fr',
    salesforce: true,
  },
  {
    firstName: 'Jonas',
    lastName: 'Weber',
    role: 'EMPLOYEE',
    team: 'CS EMEA',
    language: 'de',
    salesforce: true,
    hris: 'PERSONIO',
  },
  {
    firstName: 'Inês',
    lastName: 'Costa',
    role: 'EMPLOYEE',
    team: 'CS EMEA',
    language: 'pt',
    salesforce: true,
  },
  {
    firstName: 'Marta',
    lastName: 'López',
    role: 'EMPLOYEE',
    team: 'CS EMEA',
    language: 'es',
    status: 'INVITED',
  },
  {
    firstName: 'Giulia',
    lastName: 'Bianchi',
    role: 'EMPLOYEE',
    team: 'CS EMEA',
    language: 'it',
    status: 'DEACTIVATED',
    salesforce: true,
  },
  {
    firstName: 'Noah',
    lastName: 'Williams',
    role: 'EMPLOYEE',
    team: 'CS Americas',
    currency: 'USD',
    salesforce: true,
    hris: 'WORKDAY',
  },
  {
    firstName: 'Ava',
    lastName: 'Brown',
    role: 'EMPLOYEE',
    team: 'CS Americas',
    currency: 'USD',
    salesforce: true,
    hris: 'WORKDAY',
  },
  {
    firstName: 'Liam',
    lastName: 'Davis',
    role: 'EMPLOYEE',
    team: 'CS Americas',
    currency: 'USD',
    salesforce: true,
  },
  {
    firstName: 'Isabela',
    lastName: 'Souza',
    role: 'EMPLOYEE',
    team: 'CS Americas',
    currency: 'USD',
    language: 'pt',
    salesforce: true,
  },
  {
    firstName: 'Ethan',
    lastName: 'Miller',
    role: 'EMPLOYEE',
    team: 'CS Americas',
    currency: 'USD',
    status: 'INVITED',
  },
  {
    firstName: 'Mia',
    lastName: 'Wilson',
    role: 'EMPLOYEE',
    team: 'CS Americas',
    currency: 'USD',
    status: 'INACTIVE',
  },
  {
    firstName: 'Lucas',
    lastName: 'Moore',
    role: 'EMPLOYEE',
    team: 'CS Americas',
    currency: 'USD',
    status: 'DEACTIVATED',
    hris: 'WORKDAY',
  },
  {
    firstName: 'Chloé',
    lastName: 'Bernard',
    role: 'EMPLOYEE',
    team: 'Customer Success',
    language: 'fr',
    salesforce: true,
  },
  {
    firstName: 'Felix',
    lastName: 'Wagner',
    role: 'EMPLOYEE',
    team: 'Customer Success',
    language: 'de',
    hris: 'PERSONIO',
  },
  {
    firstName: 'Alejandro',
    lastName: 'Fernández',
    role: 'EMPLOYEE',
    team: 'Partnerships',
    language: 'es',
    salesforce: true,
  },
  {
    firstName: 'Lucía',
    lastName: 'Martínez',
    role: 'EMPLOYEE',
    team: 'Partnerships',
    language: 'es',
    salesforce: true,
  },
  { firstName: 'Tomás', lastName: 'Silva', role: 'EMPLOYEE', team: 'Partnerships', language: 'pt' },
  {
    firstName: 'Amelia',
    lastName: 'Taylor',
    role: 'EMPLOYEE',
    team: 'Partnerships',
    currency: 'GBP',
    salesforce: true,
  },
  {
    firstName: 'Oliver',
    lastName: 'Smith',
    role: 'EMPLOYEE',
    team: 'Partnerships',
    currency: 'GBP',
    status: 'INVITED',
  },
  {
    firstName: 'Harper',
    lastName: 'Anderson',
    role: 'EMPLOYEE',
    team: 'Go-to-market',
    currency: 'USD',
    salesforce: true,
  },
  {
    firstName: 'Benjamin',
    lastName: 'Thomas',
    role: 'EMPLOYEE',
    team: 'Go-to-market',
    currency: 'USD',
    salesforce: true,
    hris: 'WORKDAY',
  },
  { firstName: 'Charlotte', lastName: 'Jackson', role: 'EMPLOYEE', team: 'Go-to-market', currency: 'USD' },
  { firstName: 'Elena', lastName: 'Popescu', role: 'EMPLOYEE', team: 'Go-to-market', status: 'INACTIVE' },
  {
    firstName: 'Matteo',
    lastName: 'Romano',
    role: 'EMPLOYEE',
    team: 'Go-to-market',
    language: 'it',
    salesforce: true,
  },
  {
    firstName: 'Hannah',
    lastName: 'Fischer',
    role: 'EMPLOYEE',
    team: 'Go-to-market',
    language: 'de',
    status: 'DEACTIVATED',
  },
  { firstName: 'Yusuf', lastName: 'Demir', role: 'EMPLOYEE', team: 'Operations', hris: 'PERSONIO' },
  {
    firstName: 'Aiko',
    lastName: 'Tanaka',
    role: 'EMPLOYEE',
    team: 'Operations',
    currency: 'USD',
    status: 'INVITED',
  },
  {
    firstName: 'Nadia',
    lastName: 'Haddad',
    role: 'EMPLOYEE',
    team: 'Operations',
    language: 'fr',
    hris: 'PERSONIO',
  },
  {
    firstName: 'Pedro',
    lastName: 'Almeida',
    role: 'EMPLOYEE',
    team: 'CS EMEA',
    language: 'pt',
    salesforce: true,
  },
  {
    firstName: 'Clara',
    lastName: 'Hoffmann',
    role: 'EMPLOYEE',
    team: 'CS EMEA',
    language: 'de',
    status: 'INVITED',
    hris: 'PERSONIO',
  },
  {
    firstName: 'Antoine',
    lastName: 'Lefebvre',
    role: 'EMPLOYEE',
    team: 'Customer Success',
    language: 'fr',
    salesforce: true,
  },
  {
    firstName: 'Emily',
    lastName: 'Clark',
    role: 'EMPLOYEE',
    team: 'CS Americas',
    currency: 'USD',
    salesforce: true,
  },
  {
    firstName: 'James',
    lastName: 'Lewis',
    role: 'EMPLOYEE',
    team: 'CS Americas',
    currency: 'USD',
    status: 'INACTIVE',
  },
  {
    firstName: 'Zoe',
    lastName: 'Walker',
    role: 'EMPLOYEE',
    team: 'Partnerships',
    currency: 'GBP',
    salesforce: true,
  },
  {
    firstName: 'Daniel',
    lastName: 'Hall',
    role: 'EMPLOYEE',
    team: 'Partnerships',
    currency: 'GBP',
    status: 'DEACTIVATED',
  },
  {
    firstName: 'Valentina',
    lastName: 'Greco',
    role: 'EMPLOYEE',
    team: 'CS EMEA',
    language: 'it',
    salesforce: true,
  },
  {
    firstName: 'Carmen',
    lastName: 'Ruiz',
    role: 'EMPLOYEE',
    team: 'Partnerships',
    language: 'es',
    status: 'INVITED',
  },
  {
    firstName: 'Samuel',
    lastName: 'Young',
    role: 'EMPLOYEE',
    team: 'Go-to-market',
    currency: 'USD',
    salesforce: true,
  },
  { firstName: 'Maya', lastName: 'King', role: 'EMPLOYEE', team: 'Operations', currency: 'GBP' },
];

/** firstname.lastname@demo.accrue.local, accents dropped. */
export function directoryEmail(person: Pick<DirectoryPerson, 'firstName' | 'lastName'>): string {
  const part = (name: string) =>
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z]+/g, '-');
  return `${part(person.firstName)}.${part(person.lastName)}@demo.accrue.local`;
}

/** Days before `now`, so the directory's dates (added, invited, active since) look lived in. */
const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

async function insertDirectory(tenant: Tenant, passwordHash: string, t: Transaction): Promise<void> {
  const now = new Date();
  const teams = new Map<DirectoryTeam, number>();
  for (const team of DIRECTORY_TEAMS) {
    teams.set(
      team.name,
      await people.createTeam(
        tenant,
        { name: team.name, parentTeamId: team.parent ? teams.get(team.parent)! : null },
        t,
      ),
    );
  }
  for (const [index, person] of DIRECTORY_PEOPLE.entries()) {
    const status = person.status ?? 'ACTIVE';
    const added = daysAgo(now, 400 - index * 7);
    const joined = status === 'ACTIVE' || status === 'DEACTIVATED';
    const id = await people.createUser(
      tenant,
      {
        email: directoryEmail(person),
        firstName: person.firstName,
        lastName: person.lastName,
        role: person.role,
        status,
        language: person.language ?? 'en',
        currency: person.currency ?? 'EUR',
        externalId: person.salesforce ? `0055g00000${String(1000 + index)}AAA` : null,
        externalIdSource: person.salesforce ? 'SALESFORCE' : null,
        hrisId: person.hris ? `E-${String(20_000 + index * 37)}` : null,
        hrisIdSource: person.hris ?? null,
        pictureURL: null,
        adminScopeId: null,
        // Only people who joined have a password; the others are waiting for their invitation.
        passwordHash: joined ? passwordHash : null,
        isSuperAdmin: false,
        isProviderAdmin: false,
        isTechAdmin: false,
        joinedAt: joined ? daysAgo(now, 390 - index * 7) : null,
        invitationSentAt: status === 'INACTIVE' ? null : daysAgo(now, 395 - index * 7),
        clearedAt: status === 'DEACTIVATED' ? daysAgo(now, 20 + index) : null,
        lastConnection: status === 'ACTIVE' ? daysAgo(now, index % 9) : null,
        previousLastConnection: null,
        createdAt: added,
        updatedAt: added,
      },
      t,
    );
    const joinedOn = (joined ? daysAgo(now, 390 - index * 7) : added).toISOString().slice(0, 10);
    await people.assignToTeam(
      tenant,
      {
        teamId: teams.get(person.team)!,
        userId: id,
        teamRole: person.manages ? 'TEAM_MANAGER' : 'TEAM_EMPLOYEE',
        effectiveAsOf: joinedOn,
        // A deactivated colleague left their team when they left.
        effectiveUntil:
          status === 'DEACTIVATED'
            ? daysAgo(now, 21 + index)
                .toISOString()
                .slice(0, 10)
            : null,
      },
      t,
    );
  }
}

async function insertUsers(
  tenant: Tenant,
  users: DemoUser[],
  passwordHash: string,
  adminScopeId: number | null,
  t: Transaction,
  currency = 'EUR',
) {
  const now = new Date();
  const ids = new Map<string, number>();
  for (const u of users) {
    const id = await people.createUser(
      tenant,
      {
        email: u.email,
        firstName: u.firstName,
        lastName: u.lastName,
        role: u.role,
        status: u.deactivated ? 'DEACTIVATED' : 'ACTIVE',
        language: 'en',
        currency,
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
 * admin scope, a few notifications, the "Account Executives 2026" plan with its deals, quotas and
 * rates) and "Other Company" (its own admin and employee, a small plan of its own), to try
 * tenancy. The provider super-admin belongs to Demo Company. The data goes in in one transaction
 * (all or nothing); then both plans are calculated, so statements exist from the first start.
 */
export async function seedDemoData(
  db: Database,
  /** Cheaper password hashing, for test suites only (production keeps the default cost). */
  options: { passwordHashParams?: ScryptParams } = {},
): Promise<boolean> {
  if ((await company.countCompanies(db)) > 0) return false;
  // Every demo account has the same password: one hash per process, shared by all of them.
  const passwordHash = await sharedPasswordHash(DEMO_PASSWORD, options.passwordHashParams);
  const now = new Date();
  const seeded = await db.sequelize.transaction(async (t) => {
    const demoId = await company.createCompany(
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
        customization: { ...company.DEFAULT_CUSTOMIZATION, planAgreementsSharedWithManagers: true },
      },
      t,
    );
    const demo = new Tenant(db, demoId);
    const scopeId = await people.createAdminScope(demo, { name: 'EMEA plans', planIds: [], quotaIds: [] }, t);
    const ids = await insertUsers(demo, DEMO_USERS, passwordHash, scopeId, t);
    const id = (key: string) => ids.get(key)!;

    const team = (name: string, parentTeamId: number | null) =>
      people.createTeam(demo, { name, parentTeamId }, t);
    const assign = (
      teamId: number,
      userId: number,
      teamRole: 'TEAM_MANAGER' | 'TEAM_EMPLOYEE',
      effectiveAsOf: string,
      effectiveUntil: string | null = null,
    ) => people.assignToTeam(demo, { teamId, userId, teamRole, effectiveAsOf, effectiveUntil }, t);
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
    await insertDirectory(demo, passwordHash, t);

    await notifications.recordNotification(
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

    const otherId = await company.createCompany(
      db,
      {
        name: 'Other Company',
        slug: 'other-company',
        status: 'ACTIVE',
        currency: 'USD',
        symbols: ['USD'],
        statementFrequency: 'quarter',
        // Admin scopes, forecasts and agreements on, so the cross-company checks reach their routes
        // (the flag alone would refuse).
        featureFlags: { ADMIN_SCOPES: true, FORECAST: true, PLAN_AGREEMENTS: true },
        customization: company.DEFAULT_CUSTOMIZATION,
      },
      t,
    );
    const other = new Tenant(db, otherId);
    const otherIds = await insertUsers(other, OTHER_USERS, passwordHash, null, t, 'USD');

    // Records name their owner by user id (see modules/statements/calculation/ids.ts).
    const correction = demoCorrection(
      demoDeals((rep) => String(id(rep))),
      String(id(DEMO_CORRECTION.userKey)),
      DEMO_DATA_AS_OF < todayIso() ? DEMO_DATA_AS_OF : todayIso(),
    );
    // As first imported: the correction of one deal comes after the first calculation (below).
    const deals = correction?.first ?? demoDeals((rep) => String(id(rep)));
    const demoPlanId = await seedPlan(
      demo,
      DEMO_PLAN,
      {
        assignedUserIds: DEMO_PLAN_MEMBERS.map(id),
        records: { deal: deals },
        // A deal names its account (demo-records.ts), an invoice its deal and account.
        links: { deal: { account: 'account' } },
        quotaValues: demoQuotaValues(id),
        rates: DEMO_RATES,
      },
      t,
    );
    const teamIds = { Sales: sales, 'Sales North': north, 'Sales South': south };
    await seedDemoQuotas(
      demo,
      { userIdOf: id, teamIdOf: (name) => teamIds[name], planId: demoPlanId, scopeId },
      t,
    );
    // The deals came in as a CSV upload a few days ago: the connectors page shows that import, and
    // the audit log says who made it.
    const importedAt = new Date(now.getTime() - 3 * 86_400_000);
    await data.seedDemoImport(
      demo,
      {
        machineName: 'deal',
        fileName: 'deals-2026.csv',
        rows: deals,
        createdByName: 'Ada Moreau',
        createdById: id('admin'),
        appliedAt: importedAt,
      },
      t,
    );
    const byAdmin = { tenant: demo, userId: id('admin') };
    await recordChange(
      byAdmin,
      {
        action: 'import.applied',
        target: { type: 'recordModel', id: 'deal', label: 'Deals' },
        details: {
          fileName: 'deals-2026.csv',
          rows: deals.length,
          added: deals.length,
          changed: 0,
          removed: 0,
        },
      },
      t,
      importedAt,
    );
    // Its accounts (from the CRM) and invoices (from billing), imported the same day.
    await seedDemoAccountsAndInvoices(
      demo,
      { deals, adminId: id('admin'), adminName: 'Ada Moreau', importedAt },
      t,
    );
    // An adjustment and an overwrite on the rep's January statement (DEMO_STATEMENT_EDITS), applied
    // by the first calculation below.
    await statements.seedStatementEdits(
      demo,
      {
        ...DEMO_STATEMENT_EDITS,
        planId: demoPlanId,
        userId: id(DEMO_STATEMENT_EDITS.userKey),
        createdBy: id('admin'),
      },
      t,
    );
    // A second plan (renewals, quarterly): the plan list and hub of a company with several plans.
    const renewalsPlanId = await seedRenewalsPlan(demo, id, DEMO_DATA_AS_OF, t);
    for (const [planId, definition] of [
      [demoPlanId, DEMO_PLAN],
      [renewalsPlanId, RENEWALS_PLAN],
    ] as const)
      await recordChange(
        byAdmin,
        {
          action: 'plan.created',
          target: { type: 'plan', id: planId, label: plans.readPlanDefinition(definition).plan.name },
          details: { version: 1, summary: 'Created.' },
        },
        t,
      );
    const otherEmployee = otherIds.get('employee')!;
    const otherPlanId = await seedPlan(
      other,
      OTHER_PLAN,
      { assignedUserIds: [otherEmployee], records: { deal: otherDeals(String(otherEmployee)) } },
      t,
    );
    return {
      demo,
      demoPlanId,
      renewalsPlanId,
      financeId: id('finance'),
      adminId: id('admin'),
      // Eva Novak's agreement is generated, not sent (her notifications stay the tests' own).
      agreementUnsentId: id('employee-3'),
      threadUsers: {
        employee: id('employee'),
        employee2: id('employee-2'),
        manager: id('manager'),
        finance: id('finance'),
      },
      other,
      otherPlanId,
      corrected: correction?.corrected ?? null,
    };
  });
  // After the commit: the calculation reads through its own queries and writes in its own transaction.
  const today = todayIso();
  await statements.calculatePlan(
    { tenant: seeded.demo },
    { planId: seeded.demoPlanId, periods: demoMonths(today) },
  );
  await statements.attachSeededEdits(seeded.demo);
  // The rep's deal corrected in the CRM, then recalculated: their statements keep both versions.
  if (seeded.corrected) {
    await pushDemoCorrection(seeded.demo, seeded.corrected);
    await statements.calculatePlan(
      { tenant: seeded.demo },
      { planId: seeded.demoPlanId, periods: demoMonths(today) },
    );
  }
  // The renewals plan's quarters the nightly calculation keeps (with their forecasts), so a first
  // start between midnight and the nightly hour shows them too: the nightly catches up only once due.
  await statements.calculatePlan(
    { tenant: seeded.demo },
    { planId: seeded.renewalsPlanId, periods: statements.currentAndPreviousPeriods('quarter', today) },
  );
  // Reviews started in the company two months ago: that month's statements are fully reviewed
  // (frozen), last month's approved by the managers and awaiting finance, this month's not yet.
  // Older months stay unreviewed: the tests adjust and overwrite statements of those.
  const months = demoMonths(today);
  if (months.length >= 6)
    await statements.seedDemoReviews(seeded.demo, {
      planIds: [seeded.demoPlanId, seeded.renewalsPlanId],
      reviewedPeriodId: months.at(-3)!,
      awaitingFinancePeriodId: months.at(-2)!,
      currentPeriodId: months.at(-1)!,
      financeId: seeded.financeId,
      adminId: seeded.adminId,
    });
  // The questions the team asked about those months' statements (threads).
  if (months.length >= 3)
    await threads.seedDemoThreads(seeded.demo, {
      planId: seeded.demoPlanId,
      periods: { current: months.at(-1)!, last: months.at(-2)!, reviewed: months.at(-3)! },
      users: seeded.threadUsers,
    });
  // This year's agreements: the sales plan's sent (one confirmed, the demo rep's to confirm), a draft.
  await agreements.seedDemoAgreements(seeded.demo, {
    planId: seeded.demoPlanId,
    draftPlanId: seeded.renewalsPlanId,
    year: Number(today.slice(0, 4)),
    adminId: seeded.adminId,
    awaitingId: seeded.threadUsers.employee,
    confirmedId: seeded.threadUsers.employee2,
    unsentId: seeded.agreementUnsentId,
  });
  await statements.calculatePlan(
    { tenant: seeded.other },
    { planId: seeded.otherPlanId, periods: otherQuarters(today) },
  );
  return true;
}
