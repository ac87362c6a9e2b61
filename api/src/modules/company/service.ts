import type { Request } from 'express';
import type { Transaction } from 'sequelize';
import { recordSecurityEvent } from '../../platform/audit/security-log.js';
import { recordChange } from '../../platform/audit/audit-log.js';
import { newApiKey, sha256 } from '../../platform/auth/tokens.js';
import { companyRowChanged } from '../../platform/company-changes.js';
import type { Context } from '../../platform/context.js';
import type { Database } from '../../platform/db/database.js';
import type { ExpectedVersion } from '../../platform/db/versioned.js';
import { Conflict, Invalid, MESSAGES, NotFound, type FieldError } from '../../platform/errors.js';
import { API_KEY_SCOPES } from '../../platform/http/authorize.js';
import { COLORS, isCurrency } from '../../platform/reference.js';
import * as platformRepository from './platform-repository.js';
import * as repository from './repository.js';
import type { ApiKey, ApiKeyScope, Company, CompanyCustomization } from './types.js';

export interface CompanyPatch {
  name?: string;
  statementFrequency?: Company['statementFrequency'];
  currency?: string;
  symbols?: string[];
  embedOrigins?: string[];
  customization?: Partial<CompanyCustomization>;
}

/** Where a security-relevant call came from (its client address and user agent go to the log). */
type RequestInfo = Pick<Request, 'ip' | 'headers'>;

export function readCompany(context: Context): Promise<Company> {
  return repository.getCompany(context.tenant);
}

/** At most this many embedding origins per company (each one widens frame-ancestors and CORS). */
export const MAX_EMBED_ORIGINS = 20;
const EMBED_ORIGIN_MESSAGE = 'This field must be an https origin, such as https://crm.example.com.';
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The origin `value` names (scheme, host and port; a trailing slash is tolerated), or null when it is
 * not one: a path, query, credentials or wildcard is refused, and plain http only on the loopback
 * host (browsers treat it as secure, and local development embeds from it).
 */
export function originOf(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  const loopback = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) return null;
  if (!HOST.test(url.hostname)) return null;
  if (url.username || url.password || url.pathname !== '/' || /[?#]/.test(value)) return null;
  return url.origin;
}

/**
 * Company fields or a customization object (doc 1 §2.3, §5). Everything is checked before
 * anything is written: bad input writes nothing. Only the fields sent are written, in one UPDATE
 * (the customization merged by the database), so concurrent edits of different fields all hold;
 * with `If-Match` (`expected`), the edit applies only to that version of the company, else 409.
 */
export async function patchCompany(
  context: Context,
  patch: CompanyPatch,
  expected?: ExpectedVersion,
): Promise<Company> {
  const errors: FieldError[] = [];
  const fields = (['name', 'statementFrequency', 'currency', 'symbols', 'embedOrigins'] as const).filter(
    (f) => patch[f] !== undefined,
  );
  if (patch.customization !== undefined && fields.length > 0) {
    errors.push({
      field: 'customization',
      message: 'This field cannot be sent together with company fields.',
    });
  }
  const name = patch.name?.trim();
  if (name !== undefined && name.length < 2) errors.push({ field: 'name', message: MESSAGES.minLength(2) });
  if (patch.currency !== undefined) {
    // The main currency never changes, so reading it apart from the write loses nothing.
    const { currency } = await repository.getCompany(context.tenant);
    if (!isCurrency(patch.currency))
      errors.push({ field: 'currency', message: MESSAGES.unknownCurrency(patch.currency) });
    else if (patch.currency !== currency)
      errors.push({ field: 'currency', message: 'The main currency cannot be changed.' });
  }
  patch.symbols?.forEach((code, index) => {
    if (!isCurrency(code))
      errors.push({ field: `symbols.${index}`, message: MESSAGES.unknownCurrency(code) });
  });
  const embedOrigins = patch.embedOrigins?.map((value, index) => {
    const origin = originOf(value);
    if (origin === null) errors.push({ field: `embedOrigins.${index}`, message: EMBED_ORIGIN_MESSAGE });
    return origin ?? '';
  });
  if (patch.embedOrigins && patch.embedOrigins.length > MAX_EMBED_ORIGINS)
    errors.push({ field: 'embedOrigins', message: MESSAGES.maxItems(MAX_EMBED_ORIGINS) });
  if (patch.customization) {
    for (const key of ['forecastBelowActualColor', 'forecastAboveActualColor'] as const) {
      const color = patch.customization[key];
      if (color !== undefined && !(COLORS as readonly string[]).includes(color))
        errors.push({ field: `customization.${key}`, message: MESSAGES.oneOf(COLORS) });
    }
  }
  if (errors.length) throw new Invalid(errors);

  const updated = await context.tenant.transaction(async (transaction) => {
    await repository.updateCompany(
      context.tenant,
      {
        ...(name !== undefined ? { name } : {}),
        ...(patch.statementFrequency !== undefined ? { statementFrequency: patch.statementFrequency } : {}),
        ...(patch.symbols !== undefined ? { symbols: [...new Set(patch.symbols)] } : {}),
        ...(embedOrigins !== undefined ? { embedOrigins: [...new Set(embedOrigins)] } : {}),
        ...(patch.customization ? { customization: patch.customization } : {}),
      },
      expected,
      transaction,
    );
    // Read back inside the transaction: the answer, and the name the log line shows.
    const company = await repository.getCompany(context.tenant, transaction);
    await recordChange(
      context,
      {
        action: 'company.updated',
        target: { type: 'company', id: context.companyId, label: company.name },
        details: {
          fields: patch.customization
            ? Object.keys(patch.customization).map((key) => `customization.${key}`)
            : fields,
        },
      },
      transaction,
    );
    return company;
  });
  if (embedOrigins !== undefined) embedOriginsMemory.delete(context.tenant.db);
  companyRowChanged(context.tenant);
  return updated;
}

/**
 * How long this process reuses the list of every company's embedding origins: the security headers
 * ask for it on every cross-origin call and embedded page. A change made here is seen at once (the
 * memory is dropped); one made by another process within this time.
 */
export const EMBED_ORIGINS_TTL_MS = 5_000;
const embedOriginsMemory = new WeakMap<Database, { expiresAt: number; origins: Promise<string[]> }>();

/** The origins allowed to embed the product for any company, deduplicated (frame-ancestors, CORS). */
export function listAllowedEmbedOrigins(db: Database): Promise<string[]> {
  const known = embedOriginsMemory.get(db);
  if (known && known.expiresAt > Date.now()) return known.origins;
  const origins = platformRepository.listAllEmbedOrigins(db);
  const entry = { expiresAt: Date.now() + EMBED_ORIGINS_TTL_MS, origins };
  embedOriginsMemory.set(db, entry);
  // A failed read is not kept.
  origins.catch(() => {
    if (embedOriginsMemory.get(db) === entry) embedOriginsMemory.delete(db);
  });
  return origins;
}

/** The origins one company allows to embed the product. */
export function allowedEmbedOriginsOf(db: Database, companyId: number): Promise<string[]> {
  return platformRepository.findEmbedOrigins(db, companyId);
}

/** At most this many keys per company, so their list is bounded. */
export const MAX_API_KEYS = 100;

/**
 * Company API keys: the key is shown once at creation; only its SHA-256 is stored. A key does what
 * its scopes allow (read-only unless told otherwise) until it expires or is revoked. Only a user
 * creates keys (`x-requires-user`): a key never makes another.
 */
export async function createApiKey(
  context: Context,
  input: { name: string; scopes?: ApiKeyScope[]; expiresAt?: string | null },
  request?: RequestInfo,
): Promise<ApiKey & { key: string }> {
  const scopes = [...new Set(input.scopes ?? (['read'] as ApiKeyScope[]))];
  const errors: FieldError[] = [];
  scopes.forEach((scope, index) => {
    if (!API_KEY_SCOPES.includes(scope))
      errors.push({ field: `scopes.${index}`, message: MESSAGES.oneOf(API_KEY_SCOPES) });
  });
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && Number.isNaN(expiresAt.getTime()))
    errors.push({ field: 'expiresAt', message: MESSAGES.dateTime });
  else if (expiresAt && expiresAt.getTime() <= Date.now())
    errors.push({ field: 'expiresAt', message: 'This field must be a date in the future.' });
  if (errors.length) throw new Invalid(errors);
  if ((await repository.countApiKeys(context.tenant)) >= MAX_API_KEYS)
    throw new Conflict(`A company can have at most ${MAX_API_KEYS} API keys. Delete one first.`);

  const { key, prefix, keyHash } = newApiKey();
  const created = await context.tenant.transaction(async (t) => {
    const inserted = await repository.insertApiKey(
      context.tenant,
      {
        name: input.name.trim(),
        prefix,
        keyHash,
        scopes,
        expiresAt,
        createdById: context.signedInUserId,
      },
      t,
    );
    await recordChange(
      context,
      {
        action: 'apiKey.created',
        target: { type: 'apiKey', id: inserted.id, label: inserted.name },
        details: { prefix, scopes: inserted.scopes, expiresAt: inserted.expiresAt },
      },
      t,
    );
    return inserted;
  });
  await recordSecurityEvent(context.tenant.db, {
    type: 'api-key.created',
    companyId: context.companyId,
    actorUserId: context.signedInUserId,
    apiKeyId: created.id,
    request,
    detail: { name: created.name, scopes: created.scopes, expiresAt: created.expiresAt },
  });
  return { ...created, key };
}

export function listApiKeys(context: Context): Promise<ApiKey[]> {
  return repository.listApiKeys(context.tenant, MAX_API_KEYS);
}

export async function revokeApiKey(
  context: Context,
  input: { apiKeyId: number },
  request?: RequestInfo,
): Promise<void> {
  await context.tenant.transaction(async (t) => {
    const key = await repository.findApiKey(context.tenant, input.apiKeyId, t);
    if (!key || !(await repository.deleteApiKey(context.tenant, input.apiKeyId, t)))
      throw new NotFound('API key not found.');
    await recordChange(
      context,
      { action: 'apiKey.revoked', target: { type: 'apiKey', id: key.id, label: key.name } },
      t,
    );
  });
  await recordSecurityEvent(context.tenant.db, {
    type: 'api-key.revoked',
    companyId: context.companyId,
    actorUserId: context.signedInUserId,
    apiKeyId: input.apiKeyId,
    request,
  });
}

// Before a tenant exists: resolving who calls, and creating companies.

export function companyById(db: Database, id: number): Promise<Company | null> {
  return platformRepository.findCompanyById(db, id);
}

/** A company API key in use: its company and scopes; null for an unknown or expired key. */
export interface ApiKeyInUse {
  id: number;
  companyId: number;
  scopes: ApiKeyScope[];
  /** This use stamped the key's last use (at most once a minute): it is to be logged. */
  stampedUse: boolean;
}

/** Finds a key by its secret and stamps its use (at most once a minute per key). */
export function apiKeyInUse(db: Database, key: string): Promise<ApiKeyInUse | null> {
  return platformRepository.findApiKeyForUse(db, sha256(key));
}

export function countCompanies(db: Database): Promise<number> {
  return platformRepository.countCompanies(db);
}

export function listCompanyIds(db: Database): Promise<number[]> {
  return platformRepository.listCompanyIds(db);
}

export function createCompany(
  db: Database,
  company: platformRepository.NewCompany,
  transaction?: Transaction,
): Promise<number> {
  return platformRepository.insertCompany(db, company, transaction);
}
