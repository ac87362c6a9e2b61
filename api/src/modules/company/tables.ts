import { column, companyTable, platformTable, type DbDate } from '../../platform/db/tables.js';

/** The companies (the tenants): the tenant root, so not itself company-owned. */
export interface CompanyRow {
  id: number;
  name: string;
  slug: string;
  status: string;
  currency: string;
  /** JSON: string[] */
  symbols: string;
  statementFrequency: string;
  /** JSON: Record<string, boolean> */
  featureFlags: string;
  /** JSON: Partial<CompanyCustomization> */
  customization: string;
  slackStatus: string | null;
  /** Bumped by every write: the optimistic-concurrency token of whole-object edits (ETag). */
  version: number;
  /** JSON: string[], the origins allowed to embed the product; null for none. */
  embedOrigins: string | null;
  createdAt: DbDate;
  updatedAt: DbDate;
}

export const companiesTable = platformTable<CompanyRow>('companies', {
  id: column.id,
  name: column.string,
  slug: column.string,
  status: column.string,
  currency: column.string,
  symbols: column.text,
  statementFrequency: column.string,
  featureFlags: column.text,
  customization: column.text,
  slackStatus: column.string,
  version: column.integer,
  embedOrigins: column.text,
  createdAt: column.date,
  updatedAt: column.date,
});

/** Company API keys: only the SHA-256 of a key is stored. */
export interface ApiKeyRow {
  id: number;
  companyId: number;
  name: string;
  prefix: string;
  keyHash: string;
  createdById: number | null;
  /** JSON: ApiKeyScope[] */
  scopes: string;
  expiresAt: DbDate | null;
  createdAt: DbDate;
  lastUsedAt: DbDate | null;
}

export const apiKeysTable = companyTable<ApiKeyRow>('api_keys', {
  id: column.id,
  companyId: column.companyId,
  name: column.string,
  prefix: column.string,
  keyHash: column.string,
  createdById: column.integer,
  scopes: column.string,
  expiresAt: column.date,
  createdAt: column.date,
  lastUsedAt: column.date,
});
