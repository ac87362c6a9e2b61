import { Op } from 'sequelize';
import type { Database } from '../db/database.js';
import { AcrossCompanies } from '../db/tenancy.js';
import { authStatesTable } from './tables.js';

export interface AuthState {
  nonce: string | null;
  payload: unknown;
  /** SHA-256 (hex) of the login cookie of the browser that started the login. */
  browserHash: string | null;
  /** The PKCE code verifier of the login. */
  codeVerifier: string | null;
}

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

/** Login attempts in flight (state handle → nonce, browser binding, PKCE verifier, where to return). */
export async function insertAuthState(
  db: Database,
  state: AuthState & { handle: string; expiresAt: Date },
): Promise<void> {
  await new AcrossCompanies(db).insert(authStatesTable, {
    ...state,
    payload: JSON.stringify(state.payload ?? null),
  });
}

/** Takes (reads and deletes) a live login state: a state is usable once. */
export async function takeAuthState(db: Database, handle: string): Promise<AuthState | null> {
  const store = new AcrossCompanies(db);
  const row = await store.findOne(authStatesTable, { handle, expiresAt: { [Op.gt]: new Date() } });
  const deleted = await store.destroy(authStatesTable, { handle });
  if (!row || deleted === 0) return null;
  await store.destroy(authStatesTable, { expiresAt: { [Op.lte]: new Date() } });
  return {
    nonce: text(row.nonce),
    payload: JSON.parse(String(row.payload)),
    browserHash: text(row.browserHash),
    codeVerifier: text(row.codeVerifier),
  };
}
