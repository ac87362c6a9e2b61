import { DataTypes } from 'sequelize';
import { column, platformTable, type DbDate } from '../db/tables.js';

/** Sign-in sessions (the HttpOnly cookie's token, stored hashed). */
export interface SessionRow {
  id: number;
  tokenHash: string;
  userId: number;
  impersonatedUserId: number | null;
  createdAt: DbDate;
  expiresAt: DbDate;
  revokedAt: DbDate | null;
}

export const sessionsTable = platformTable<SessionRow>('sessions', {
  id: column.id,
  tokenHash: column.string,
  userId: column.integer,
  impersonatedUserId: column.integer,
  createdAt: column.date,
  expiresAt: column.date,
  revokedAt: column.date,
});

/** Login attempts in flight (passport-openidconnect's state store). */
export interface AuthStateRow {
  handle: string;
  nonce: string | null;
  payload: string;
  /** SHA-256 (hex) of the login cookie of the browser that started the login. */
  browserHash: string | null;
  /** The PKCE code verifier sent with the token request. */
  codeVerifier: string | null;
  expiresAt: DbDate;
}

export const authStatesTable = platformTable<AuthStateRow>('auth_states', {
  handle: { type: DataTypes.STRING, primaryKey: true },
  nonce: column.string,
  payload: column.text,
  browserHash: column.string,
  codeVerifier: column.string,
  expiresAt: column.date,
});

/** Platform-wide settings (e.g. the access-token signing secret). */
export interface PlatformSettingRow {
  key: string;
  value: string;
}

export const platformSettingsTable = platformTable<PlatformSettingRow>('platform_settings', {
  key: { type: DataTypes.STRING, primaryKey: true },
  value: column.text,
});
