import { Op } from 'sequelize';
import type { Database } from '../../platform/db/database.js';
import { AcrossCompanies } from '../../platform/db/tenancy.js';
import { embedTokensTable, type EmbedTokenRow } from './tables.js';

/**
 * Reads that precede a tenant: the frame exchanging a token, and a frame's bearer, name no company
 * (the token's row does).
 */
export function findTokenByHash(db: Database, tokenHash: string): Promise<EmbedTokenRow | null> {
  return new AcrossCompanies(db).findOne(embedTokensTable, { tokenHash });
}

export function findTokenBySessionHash(db: Database, sessionHash: string): Promise<EmbedTokenRow | null> {
  return new AcrossCompanies(db).findOne(embedTokensTable, { sessionHash });
}

/** Marks a live, unused token used, in one UPDATE: answers whether this call did it. */
export async function claimToken(db: Database, id: number, now: Date): Promise<boolean> {
  const claimed = await new AcrossCompanies(db).update(
    embedTokensTable,
    { id, usedAt: null, expiresAt: { [Op.gt]: now } },
    { usedAt: now },
  );
  return claimed === 1;
}

export async function attachSession(
  db: Database,
  id: number,
  session: { sessionId: number; sessionHash: string },
): Promise<void> {
  await new AcrossCompanies(db).update(embedTokensTable, { id }, session);
}
