import { Op, type Transaction } from 'sequelize';
import type { Database } from '../../platform/db/database.js';
import { AcrossCompanies, type Tenant } from '../../platform/db/tenancy.js';
import { compareAndSwap, nextVersion, type ExpectedVersion } from '../../platform/db/versioned.js';
import { toIso, toJson } from '../../platform/db/values.js';
import type { ApiKeyScope } from '../../platform/http/authorize.js';
import { toApiKey, toCompany } from './mappers.js';
import { apiKeysTable, companiesTable, type CompanyRow } from './tables.js';
import type { Company } from './types.js';

/** What creating a company takes: no embedding origin unless given; a new company is at version 1. */
export type NewCompany = Omit<Company, 'id' | 'integrationsStatus' | 'version' | 'embedOrigins'> &
  Partial<Pick<Company, 'embedOrigins' | 'version'>>;

/** Company reads and writes that precede a tenant: resolving a caller's company, seeding. */
export async function findCompanyById(db: Database, id: number): Promise<Company | null> {
  const row = await new AcrossCompanies(db).findOne(companiesTable, { id });
  return row ? toCompany(row) : null;
}

export async function countCompanies(db: Database): Promise<number> {
  return new AcrossCompanies(db).count(companiesTable);
}

/** Every company's id (the nightly calculation's schedule walks them). */
export async function listCompanyIds(db: Database): Promise<number[]> {
  const rows = await new AcrossCompanies(db).findAll(companiesTable, {
    attributes: ['id'],
    order: [['id', 'ASC']],
  });
  return rows.map((row) => Number(row.id));
}

export async function insertCompany(
  db: Database,
  company: NewCompany,
  transaction?: Transaction,
): Promise<number> {
  const now = new Date();
  const id = await new AcrossCompanies(db).insert(
    companiesTable,
    {
      name: company.name,
      slug: company.slug,
      status: company.status,
      currency: company.currency,
      symbols: JSON.stringify(company.symbols),
      statementFrequency: company.statementFrequency,
      featureFlags: JSON.stringify(company.featureFlags),
      customization: JSON.stringify(company.customization),
      slackStatus: null,
      version: 1,
      embedOrigins: company.embedOrigins?.length ? JSON.stringify(company.embedOrigins) : null,
      createdAt: now,
      updatedAt: now,
    },
    transaction,
  );
  return Number(id);
}

/**
 * Changes the tenant's own company row (the tenant root, which `Tenant` updates without a filter of
 * ours) in one UPDATE of only the given columns, bumping its version; with an expected version, only
 * if the row is still at it.
 */
export async function updateTenantCompany(
  tenant: Tenant,
  values: Partial<Record<keyof CompanyRow, unknown>>,
  expected: ExpectedVersion,
  transaction?: Transaction,
): Promise<void> {
  const store = new AcrossCompanies(tenant.db);
  await compareAndSwap({
    expected,
    notFound: 'Company not found.',
    write: (where) =>
      store.update(
        companiesTable,
        { ...(where as object), id: tenant.companyId },
        {
          ...values,
          version: nextVersion(tenant.db),
          updatedAt: new Date(),
        } as unknown as Partial<CompanyRow>,
        transaction,
      ),
    exists: async () => (await store.findOne(companiesTable, { id: tenant.companyId }, transaction)) !== null,
  });
}

/** A key's use is stamped at most once a minute, so a busy key does not write on every call. */
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * Finds an API key by its hash (before any tenant exists); an expired key is not found. Stamps its
 * last use when the previous stamp is over a minute old, in one conditional UPDATE, so of many
 * concurrent calls exactly one stamps (and logs) the use.
 */
export async function findApiKeyForUse(
  db: Database,
  keyHash: string,
  now = new Date(),
): Promise<{ id: number; companyId: number; scopes: ApiKeyScope[]; stampedUse: boolean } | null> {
  const store = new AcrossCompanies(db);
  const row = await store.findOne(apiKeysTable, { keyHash });
  if (!row) return null;
  const expiresAt = toIso(row.expiresAt);
  if (expiresAt !== null && Date.parse(expiresAt) <= now.getTime()) return null;
  const stamped = await store.update(
    apiKeysTable,
    {
      id: row.id,
      [Op.or]: [
        { lastUsedAt: null },
        { lastUsedAt: { [Op.lte]: new Date(now.getTime() - LAST_USED_RESOLUTION_MS) } },
      ],
    },
    { lastUsedAt: now },
  );
  return {
    id: Number(row.id),
    companyId: Number(row.companyId),
    scopes: toApiKey(row).scopes,
    stampedUse: stamped > 0,
  };
}

/** Every company's embedding origins, deduplicated (frame-ancestors and CORS of the whole API). */
export async function listAllEmbedOrigins(db: Database): Promise<string[]> {
  const rows = await new AcrossCompanies(db).findAll(companiesTable, {
    attributes: ['embedOrigins'],
    where: { embedOrigins: { [Op.ne]: null } },
  });
  return [...new Set(rows.flatMap((row) => toJson<string[]>(row.embedOrigins, [])))].sort();
}

/** One company's embedding origins (none for an unknown company). */
export async function findEmbedOrigins(db: Database, companyId: number): Promise<string[]> {
  const row = await new AcrossCompanies(db).findOne(companiesTable, { id: companyId });
  return row ? toJson<string[]>(row.embedOrigins, []) : [];
}
