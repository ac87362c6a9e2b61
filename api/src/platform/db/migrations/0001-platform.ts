import { DataTypes, type QueryInterface } from 'sequelize';
import { cascadingReference, ensureIndex, ensureTable, idColumn } from '../ddl.js';

/**
 * The platform's tables: companies (the tenants), users, teams and their effective-dated
 * assignments, admin scopes, API keys, sign-in sessions and login states, notifications, the
 * changelog and platform settings. Every company-owned table carries `companyId`.
 */
const id = idColumn();
const companyId = cascadingReference('companies');
const timestamp = { type: DataTypes.DATE(3), allowNull: false };
const optionalTimestamp = { type: DataTypes.DATE(3), allowNull: true };
const json = { type: DataTypes.TEXT, allowNull: false };

export async function up(q: QueryInterface): Promise<void> {
  await ensureTable(q, 'companies', {
    id,
    name: { type: DataTypes.STRING(100), allowNull: false },
    slug: { type: DataTypes.STRING(100), allowNull: false, unique: true },
    status: { type: DataTypes.STRING(16), allowNull: false },
    currency: { type: DataTypes.STRING(3), allowNull: false },
    symbols: json,
    statementFrequency: { type: DataTypes.STRING(16), allowNull: false },
    featureFlags: json,
    customization: json,
    slackStatus: { type: DataTypes.STRING(32), allowNull: true },
    createdAt: timestamp,
    updatedAt: timestamp,
  });

  await ensureTable(q, 'admin_scopes', {
    id,
    companyId,
    name: { type: DataTypes.STRING(100), allowNull: false },
    planIds: json,
    quotaIds: json,
    createdAt: timestamp,
    updatedAt: timestamp,
  });
  await ensureIndex(q, 'admin_scopes', ['companyId']);

  await ensureTable(q, 'users', {
    id,
    companyId,
    email: { type: DataTypes.STRING(255), allowNull: false, unique: true },
    firstName: { type: DataTypes.STRING(100), allowNull: false },
    lastName: { type: DataTypes.STRING(100), allowNull: false },
    role: { type: DataTypes.STRING(32), allowNull: false },
    status: { type: DataTypes.STRING(16), allowNull: false },
    language: { type: DataTypes.STRING(2), allowNull: false },
    currency: { type: DataTypes.STRING(3), allowNull: false },
    externalId: { type: DataTypes.STRING(255), allowNull: true },
    externalIdSource: { type: DataTypes.STRING(32), allowNull: true },
    hrisId: { type: DataTypes.STRING(255), allowNull: true },
    hrisIdSource: { type: DataTypes.STRING(32), allowNull: true },
    pictureURL: { type: DataTypes.STRING(1000), allowNull: true },
    adminScopeId: {
      type: DataTypes.INTEGER,
      allowNull: true,
      references: { model: 'admin_scopes', key: 'id' },
    },
    passwordHash: { type: DataTypes.STRING(255), allowNull: true },
    isSuperAdmin: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    isProviderAdmin: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    isTechAdmin: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    joinedAt: optionalTimestamp,
    invitationSentAt: optionalTimestamp,
    clearedAt: optionalTimestamp,
    lastConnection: optionalTimestamp,
    previousLastConnection: optionalTimestamp,
    createdAt: timestamp,
    updatedAt: timestamp,
  });
  await ensureIndex(q, 'users', ['companyId']);

  await ensureTable(q, 'teams', {
    id,
    companyId,
    name: { type: DataTypes.STRING(100), allowNull: false },
    parentTeamId: { type: DataTypes.INTEGER, allowNull: true, references: { model: 'teams', key: 'id' } },
    archived: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    createdAt: timestamp,
    updatedAt: timestamp,
  });
  await ensureIndex(q, 'teams', ['companyId']);

  await ensureTable(q, 'team_assignments', {
    id,
    companyId,
    teamId: cascadingReference('teams'),
    userId: cascadingReference('users'),
    teamRole: { type: DataTypes.STRING(16), allowNull: false },
    effectiveAsOf: { type: DataTypes.DATEONLY, allowNull: false },
    effectiveUntil: { type: DataTypes.DATEONLY, allowNull: true },
    createdAt: timestamp,
    updatedAt: timestamp,
  });
  await ensureIndex(q, 'team_assignments', ['companyId', 'userId']);
  await ensureIndex(q, 'team_assignments', ['companyId', 'teamId']);

  await ensureTable(q, 'api_keys', {
    id,
    companyId,
    name: { type: DataTypes.STRING(100), allowNull: false },
    prefix: { type: DataTypes.STRING(16), allowNull: false },
    keyHash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
    createdById: { type: DataTypes.INTEGER, allowNull: true },
    createdAt: timestamp,
    lastUsedAt: optionalTimestamp,
  });
  await ensureIndex(q, 'api_keys', ['companyId']);

  await ensureTable(q, 'sessions', {
    id,
    tokenHash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
    userId: cascadingReference('users'),
    impersonatedUserId: { type: DataTypes.INTEGER, allowNull: true },
    createdAt: timestamp,
    expiresAt: timestamp,
    revokedAt: optionalTimestamp,
  });

  await ensureTable(q, 'auth_states', {
    handle: { type: DataTypes.STRING(64), primaryKey: true, allowNull: false },
    nonce: { type: DataTypes.STRING(64), allowNull: true },
    payload: json,
    expiresAt: timestamp,
  });

  await ensureTable(q, 'platform_settings', {
    key: { type: DataTypes.STRING(64), primaryKey: true, allowNull: false },
    value: { type: DataTypes.TEXT, allowNull: false },
  });

  await ensureTable(q, 'notifications', {
    id,
    companyId,
    userId: cascadingReference('users'),
    type: { type: DataTypes.STRING(64), allowNull: false },
    content: { type: DataTypes.TEXT, allowNull: false },
    contentMetadata: json,
    payload: json,
    link: { type: DataTypes.STRING(1000), allowNull: true },
    authorId: { type: DataTypes.INTEGER, allowNull: true },
    read: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    createdAt: timestamp,
  });
  await ensureIndex(q, 'notifications', ['companyId', 'userId', 'createdAt']);

  await ensureTable(q, 'changelog_entries', {
    id,
    name: { type: DataTypes.STRING(200), allowNull: false },
    date: { type: DataTypes.DATEONLY, allowNull: false },
    content: { type: DataTypes.TEXT, allowNull: false },
    imageUrl: { type: DataTypes.STRING(1000), allowNull: true },
    url: { type: DataTypes.STRING(1000), allowNull: true },
    urlLabel: { type: DataTypes.STRING(200), allowNull: true },
    releaseType: { type: DataTypes.STRING(32), allowNull: false },
    importance: { type: DataTypes.STRING(16), allowNull: false },
    roles: json,
    topic: { type: DataTypes.STRING(64), allowNull: true },
    createdAt: timestamp,
  });
  await ensureIndex(q, 'changelog_entries', ['date', 'id']);
}

export async function down(q: QueryInterface): Promise<void> {
  for (const table of [
    'changelog_entries',
    'notifications',
    'platform_settings',
    'auth_states',
    'sessions',
    'api_keys',
    'team_assignments',
    'teams',
    'users',
    'admin_scopes',
    'companies',
  ]) {
    await q.dropTable(table);
  }
}
