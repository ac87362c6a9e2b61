import { DataTypes, type Model, type ModelStatic, type Sequelize } from 'sequelize';

/**
 * Sequelize's view of the tables the migrations create (never `sync()`ed). Only the tenancy layer
 * (`tenancy.ts`) and the platform repositories (`repositories/platform/`) may touch these models;
 * every query returns plain objects (`raw: true`), never ORM instances.
 */
export const COMPANY_TABLES = [
  'users',
  'teams',
  'team_assignments',
  'admin_scopes',
  'api_keys',
  'notifications',
] as const;
export type CompanyTable = (typeof COMPANY_TABLES)[number];
export type PlatformTable =
  'companies' | 'sessions' | 'auth_states' | 'platform_settings' | 'changelog_entries';
export type Table = CompanyTable | PlatformTable;

export type Models = Record<Table, ModelStatic<Model>>;

const cache = new WeakMap<Sequelize, Models>();

const id = { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true };
const companyId = { type: DataTypes.INTEGER, allowNull: false };
const date = { type: DataTypes.DATE(3) };
const text = { type: DataTypes.TEXT };
const string = { type: DataTypes.STRING };
const integer = { type: DataTypes.INTEGER };
const boolean = { type: DataTypes.BOOLEAN };
const dateOnly = { type: DataTypes.DATEONLY };

export function modelsOf(sequelize: Sequelize): Models {
  const known = cache.get(sequelize);
  if (known) return known;
  const define = (name: Table, attributes: Parameters<Sequelize['define']>[1]) =>
    // Each attribute gets its own definition object: sequelize writes into them.
    sequelize.define(
      name,
      Object.fromEntries(
        Object.entries(attributes).map(([key, value]) => [key, { ...(value as object) }]),
      ) as typeof attributes,
      {
        tableName: name,
        timestamps: false,
        freezeTableName: true,
      },
    );
  const models: Models = {
    companies: define('companies', {
      id,
      name: string,
      slug: string,
      status: string,
      currency: string,
      symbols: text,
      statementFrequency: string,
      featureFlags: text,
      customization: text,
      slackStatus: string,
      createdAt: date,
      updatedAt: date,
    }),
    admin_scopes: define('admin_scopes', {
      id,
      companyId,
      name: string,
      planIds: text,
      quotaIds: text,
      createdAt: date,
      updatedAt: date,
    }),
    users: define('users', {
      id,
      companyId,
      email: string,
      firstName: string,
      lastName: string,
      role: string,
      status: string,
      language: string,
      currency: string,
      externalId: string,
      externalIdSource: string,
      hrisId: string,
      hrisIdSource: string,
      pictureURL: string,
      adminScopeId: integer,
      passwordHash: string,
      isSuperAdmin: boolean,
      isProviderAdmin: boolean,
      isTechAdmin: boolean,
      joinedAt: date,
      invitationSentAt: date,
      clearedAt: date,
      lastConnection: date,
      previousLastConnection: date,
      createdAt: date,
      updatedAt: date,
    }),
    teams: define('teams', {
      id,
      companyId,
      name: string,
      parentTeamId: integer,
      archived: boolean,
      createdAt: date,
      updatedAt: date,
    }),
    team_assignments: define('team_assignments', {
      id,
      companyId,
      teamId: integer,
      userId: integer,
      teamRole: string,
      effectiveAsOf: dateOnly,
      effectiveUntil: dateOnly,
      createdAt: date,
      updatedAt: date,
    }),
    api_keys: define('api_keys', {
      id,
      companyId,
      name: string,
      prefix: string,
      keyHash: string,
      createdById: integer,
      createdAt: date,
      lastUsedAt: date,
    }),
    sessions: define('sessions', {
      id,
      tokenHash: string,
      userId: integer,
      impersonatedUserId: integer,
      createdAt: date,
      expiresAt: date,
      revokedAt: date,
    }),
    auth_states: define('auth_states', {
      handle: { type: DataTypes.STRING, primaryKey: true },
      nonce: string,
      payload: text,
      expiresAt: date,
    }),
    platform_settings: define('platform_settings', {
      key: { type: DataTypes.STRING, primaryKey: true },
      value: text,
    }),
    notifications: define('notifications', {
      id,
      companyId,
      userId: integer,
      type: string,
      content: text,
      contentMetadata: text,
      payload: text,
      link: string,
      authorId: integer,
      read: boolean,
      createdAt: date,
    }),
    changelog_entries: define('changelog_entries', {
      id,
      name: string,
      date: dateOnly,
      content: text,
      imageUrl: string,
      url: string,
      urlLabel: string,
      releaseType: string,
      importance: string,
      roles: text,
      topic: string,
      createdAt: date,
    }),
  };
  cache.set(sequelize, models);
  return models;
}

/** A row as the database answers it: booleans may be 0/1, dates may be strings or Dates. */
export type Row = Record<string, unknown>;

/** An ISO timestamp from a DATETIME value of either dialect (mysql2 answers strings in UTC). */
export function toIso(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  const text = String(value);
  const normalized = /[zZ]|[+-]\d\d:?\d\d$/.test(text)
    ? text.replace(' ', 'T').replace(/ ([+-])/, '$1')
    : `${text.replace(' ', 'T')}Z`;
  const parsed = new Date(normalized);
  if (Number.isNaN(parsed.getTime())) throw new Error(`Not a timestamp: ${text}`);
  return parsed.toISOString();
}

export function toBool(value: unknown): boolean {
  return value === true || value === 1 || value === '1';
}

export function toJson<T>(value: unknown, fallback: T): T {
  if (value === null || value === undefined || value === '') return fallback;
  return JSON.parse(String(value)) as T;
}

export function toDateOnly(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
}
