import type { ApiKeyScope } from '../../platform/http/authorize.js';
import { toIso, toJson, toNumberOrNull, toStringOrNull } from '../../platform/db/values.js';
import type { ApiKeyRow, CompanyRow } from './tables.js';
import { DEFAULT_CUSTOMIZATION, type ApiKey, type Company, type CompanyCustomization } from './types.js';

/** Rows of either dialect → the plain objects the repository returns. */
export function toCompany(row: CompanyRow): Company {
  return {
    id: Number(row.id),
    name: String(row.name),
    slug: String(row.slug),
    status: row.status as Company['status'],
    featureFlags: toJson<Record<string, boolean>>(row.featureFlags, {}),
    statementFrequency: row.statementFrequency as Company['statementFrequency'],
    currency: String(row.currency),
    symbols: toJson<string[]>(row.symbols, []),
    integrationsStatus: { slack: { status: toStringOrNull(row.slackStatus) ?? 'NOT_CONNECTED' } },
    customization: {
      ...DEFAULT_CUSTOMIZATION,
      ...toJson<Partial<CompanyCustomization>>(row.customization, {}),
    },
    embedOrigins: toJson<string[]>(row.embedOrigins, []),
    version: Number(row.version),
  };
}

export function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: Number(row.id),
    name: String(row.name),
    prefix: String(row.prefix),
    scopes: toJson<ApiKeyScope[]>(row.scopes, []),
    createdById: toNumberOrNull(row.createdById),
    createdAt: toIso(row.createdAt)!,
    expiresAt: toIso(row.expiresAt),
    lastUsedAt: toIso(row.lastUsedAt),
  };
}
