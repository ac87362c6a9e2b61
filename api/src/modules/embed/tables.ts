import { column, companyTable, type DbDate } from '../../platform/db/tables.js';

/** Embed tokens and the frame sessions they were exchanged for (migration 0025). */
export interface EmbedTokenRow {
  id: number;
  companyId: number;
  jti: string;
  /** SHA-256 (hex) of the token; the token itself is never stored. */
  tokenHash: string;
  userId: number;
  widget: string;
  statementId: number | null;
  origin: string | null;
  apiKeyId: number | null;
  createdAt: DbDate;
  expiresAt: DbDate;
  usedAt: DbDate | null;
  sessionId: number | null;
  /** SHA-256 (hex) of the frame's bearer. */
  sessionHash: string | null;
}

export const embedTokensTable = companyTable<EmbedTokenRow>('embed_tokens', {
  id: column.id,
  companyId: column.companyId,
  jti: column.string,
  tokenHash: column.string,
  userId: column.integer,
  widget: column.string,
  statementId: column.integer,
  origin: column.string,
  apiKeyId: column.integer,
  createdAt: column.date,
  expiresAt: column.date,
  usedAt: column.date,
  sessionId: column.integer,
  sessionHash: column.string,
});
