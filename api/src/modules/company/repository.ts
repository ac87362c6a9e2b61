import { jsonMergePatch, type ExpectedVersion } from '../../platform/db/versioned.js';
import type { Transaction } from 'sequelize';
import type { Tenant } from '../../platform/db/tenancy.js';
import { toApiKey, toCompany } from './mappers.js';
import { updateTenantCompany } from './platform-repository.js';
import { apiKeysTable, companiesTable } from './tables.js';
import type { ApiKey, ApiKeyScope, Company, CompanyCustomization } from './types.js';

export async function getCompany(tenant: Tenant, transaction?: Transaction): Promise<Company> {
  const row = await tenant.root(companiesTable, transaction);
  if (!row) throw new Error(`Company ${tenant.companyId} vanished`);
  return toCompany(row);
}

export interface CompanyChanges {
  name?: string;
  statementFrequency?: Company['statementFrequency'];
  symbols?: string[];
  embedOrigins?: string[];
  /** Only the keys to change: merged into the stored customization by the database. */
  customization?: Partial<CompanyCustomization>;
}

/**
 * One UPDATE of only the given columns (the customization merged in SQL), so concurrent changes of
 * different fields all survive; with an expected version, only if the company is still at it.
 */
export async function updateCompany(
  tenant: Tenant,
  changes: CompanyChanges,
  expected: ExpectedVersion,
  transaction?: Transaction,
): Promise<void> {
  await updateTenantCompany(
    tenant,
    {
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.statementFrequency !== undefined ? { statementFrequency: changes.statementFrequency } : {}),
      ...(changes.symbols !== undefined ? { symbols: JSON.stringify(changes.symbols) } : {}),
      ...(changes.embedOrigins !== undefined
        ? { embedOrigins: changes.embedOrigins.length ? JSON.stringify(changes.embedOrigins) : null }
        : {}),
      ...(changes.customization !== undefined
        ? { customization: jsonMergePatch(tenant.db, 'customization', changes.customization) }
        : {}),
    },
    expected,
    transaction,
  );
}

/** Bounded by the creation limit of keys per company (`MAX_API_KEYS`). */
export async function listApiKeys(tenant: Tenant, limit: number): Promise<ApiKey[]> {
  return (await tenant.findAll(apiKeysTable, { order: [['id', 'ASC']], limit })).map(toApiKey);
}

export async function countApiKeys(tenant: Tenant): Promise<number> {
  return tenant.count(apiKeysTable);
}

export async function insertApiKey(
  tenant: Tenant,
  key: {
    name: string;
    prefix: string;
    keyHash: string;
    scopes: ApiKeyScope[];
    expiresAt: Date | null;
    createdById: number | null;
  },
  t?: Transaction,
): Promise<ApiKey> {
  const id = await tenant.insert(
    apiKeysTable,
    { ...key, scopes: JSON.stringify(key.scopes), createdAt: new Date(), lastUsedAt: null },
    t,
  );
  return (await findApiKey(tenant, id, t))!;
}

export async function findApiKey(tenant: Tenant, id: number, t?: Transaction): Promise<ApiKey | null> {
  const row = await tenant.findById(apiKeysTable, id, t);
  return row ? toApiKey(row) : null;
}

export async function deleteApiKey(tenant: Tenant, id: number, t?: Transaction): Promise<boolean> {
  return (await tenant.destroy(apiKeysTable, { id }, t)) > 0;
}
