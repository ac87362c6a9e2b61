import type { DetectedFormat } from './import-values.js';
import { MAX_SOURCE_ROWS, SourceError, type SqlTable } from './sql-source.js';
import type { Cell } from './xlsx.js';

/**
 * Reading a CRM (doc 3 §3: HubSpot and Salesforce, "OAuth2 authorization code") over its REST
 * API with Node's fetch: objects and their fields (with the product's formats), and an object's
 * rows, all or only those modified since a date. Every call is bounded in time; a rate-limit
 * answer (429) is retried after the time the CRM asks for (HubSpot's policy, Retry-After), at
 * most `MAX_RETRIES` times; an expired access token (401) is renewed once with the refresh token
 * and the call repeated, a refused renewal is a `token` failure. Tokens never leave this module
 * except to be stored encrypted (`onTokens`).
 */
export type CrmKind = 'hubspot' | 'salesforce';
export const CRM_KINDS: readonly CrmKind[] = ['hubspot', 'salesforce'];
export const isCrmKind = (key: string): key is CrmKind => (CRM_KINDS as readonly string[]).includes(key);

const NAMES: Record<CrmKind, string> = { hubspot: 'HubSpot', salesforce: 'Salesforce' };
export const crmName = (kind: CrmKind): string => NAMES[kind];

/** The OAuth app of this installation for a CRM, from the environment; null when not set up. */
export interface CrmApp {
  clientId: string;
  clientSecret: string;
  /** HubSpot: where the authorization page is (app.hubspot.com); Salesforce: its login URL. */
  authUrl: string;
  /** HubSpot: the API (api.hubapi.com); Salesforce: the login URL (tokens), the API is per instance. */
  apiUrl: string;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export function crmApp(kind: CrmKind, env: NodeJS.ProcessEnv = process.env): CrmApp | null {
  if (kind === 'hubspot') {
    if (!env.HUBSPOT_CLIENT_ID || !env.HUBSPOT_CLIENT_SECRET) return null;
    return {
      clientId: env.HUBSPOT_CLIENT_ID,
      clientSecret: env.HUBSPOT_CLIENT_SECRET,
      authUrl: trimSlash(env.HUBSPOT_AUTH_URL || 'https://app.hubspot.com'),
      apiUrl: trimSlash(env.HUBSPOT_API_URL || 'https://api.hubapi.com'),
    };
  }
  if (!env.SALESFORCE_CLIENT_ID || !env.SALESFORCE_CLIENT_SECRET) return null;
  const login = trimSlash(env.SALESFORCE_LOGIN_URL || 'https://login.salesforce.com');
  return {
    clientId: env.SALESFORCE_CLIENT_ID,
    clientSecret: env.SALESFORCE_CLIENT_SECRET,
    authUrl: login,
    apiUrl: login,
  };
}

/** What a connection stores, encrypted (connectors-secrets.ts). */
export interface CrmTokens {
  accessToken: string;
  refreshToken: string;
  /** Salesforce: the org's own API address (from the token answer). */
  instanceUrl?: string;
}

export interface CrmField {
  name: string;
  label: string;
  format: DetectedFormat;
}

/** A filter on an object's rows (doc 3 §5: HubSpot takes at most 2). */
export interface CrmFilter {
  field: string;
  operator: 'EQ' | 'NEQ' | 'GT' | 'GTE' | 'LT' | 'LTE';
  value: string;
}

export const MAX_RETRIES = 4;
const CALL_TIMEOUT_MS = 30_000;
/** The longest wait a rate-limit answer may ask for before the refresh gives up. */
const MAX_WAIT_MS = 30_000;
const SALESFORCE_VERSION = 'v60.0';
/**
 * HubSpot's standard CRM objects (its API has no list of them); custom objects are listed by the
 * schemas API and named by their object type id (`2-123456`).
 */
const HUBSPOT_OBJECTS = ['deals', 'companies', 'contacts', 'line_items', 'products', 'tickets'];
const HUBSPOT_CUSTOM_OBJECT = /^2-\d{1,18}$/;
const isHubspotObject = (object: string) =>
  HUBSPOT_OBJECTS.includes(object) || HUBSPOT_CUSTOM_OBJECT.test(object);
/** HubSpot custom object types listed at most. */
const MAX_CUSTOM_OBJECTS = 100;
/** A HubSpot object's properties read at most (a request names each one). */
const MAX_PROPERTIES = 150;
/** The property a HubSpot object's search filters on by modified date (contacts have their own). */
const hubspotModified = (object: string) =>
  object === 'contacts' ? 'lastmodifieddate' : 'hs_lastmodifieddate';
const SALESFORCE_MODIFIED = 'SystemModstamp';
/**
 * How far back a CRM lists its deleted records, a day spare: Salesforce's getDeleted covers 30
 * days; HubSpot keeps archived records 90 days (then they are gone for good).
 */
const DELETED_DAYS: Record<CrmKind, number> = { salesforce: 29, hubspot: 89 };
const DAY_MS = 86_400_000;
/** Whether a CRM still lists the records deleted since this date. */
export const deletionsReach = (kind: CrmKind, since: Date, now = new Date()): boolean =>
  now.getTime() - since.getTime() <= DELETED_DAYS[kind] * DAY_MS;
/** A date-time as getDeleted's examples write it (UTC, seconds, `+00:00`). */
const salesforceDateTime = (date: Date) => `${date.toISOString().slice(0, 19)}+00:00`;

let sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** Tests replace the wait between retries. */
export function setCrmSleep(next: (ms: number) => Promise<void>): void {
  sleep = next;
}

async function errorText(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as unknown;
    const first = Array.isArray(body) ? body[0] : body;
    const b = first as { message?: string; error_description?: string; error?: string };
    return b.message ?? b.error_description ?? b.error ?? text.slice(0, 200);
  } catch {
    return text.slice(0, 200);
  }
}

/** Exchanges an authorization code for tokens at the CRM's token endpoint (server to server). */
export async function exchangeCode(
  kind: CrmKind,
  app: CrmApp,
  input: { code: string; redirectUri: string; verifier: string | null },
): Promise<CrmTokens> {
  const answer = await tokenCall(kind, app, {
    grant_type: 'authorization_code',
    code: input.code,
    redirect_uri: input.redirectUri,
    ...(input.verifier ? { code_verifier: input.verifier } : {}),
  });
  if (!answer.refresh_token) throw new SourceError(`${crmName(kind)} answered no refresh token.`, 'token');
  return {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token,
    ...(answer.instance_url ? { instanceUrl: trimSlash(answer.instance_url) } : {}),
  };
}

interface TokenAnswer {
  access_token: string;
  refresh_token?: string;
  instance_url?: string;
}

async function tokenCall(kind: CrmKind, app: CrmApp, params: Record<string, string>): Promise<TokenAnswer> {
  const url = kind === 'hubspot' ? `${app.apiUrl}/oauth/v1/token` : `${app.apiUrl}/services/oauth2/token`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ ...params, client_id: app.clientId, client_secret: app.clientSecret }),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
  } catch (error) {
    throw new SourceError(`Cannot reach ${crmName(kind)} (${(error as Error).message}).`, 'connection');
  }
  if (!response.ok)
    throw new SourceError(
      `${crmName(kind)} refused the authorization: ${await errorText(response)}`,
      response.status >= 500 ? 'connection' : 'token',
    );
  const body = (await response.json()) as TokenAnswer;
  if (!body.access_token) throw new SourceError(`${crmName(kind)} answered no access token.`, 'token');
  return body;
}

/** How long a rate-limited call waits before it is tried again, or null when it must not be. */
function retryDelay(response: Response, body: string, attempt: number): number | null {
  if (attempt >= MAX_RETRIES) return null;
  // HubSpot's daily limit is not worth waiting for.
  if (/"policyName"\s*:\s*"DAILY"/.test(body)) return null;
  const header = response.headers.get('retry-after');
  const seconds = header === null ? NaN : Number(header);
  const wait = Number.isFinite(seconds)
    ? seconds * 1000
    : /"policyName"\s*:\s*"TEN_SECONDLY_ROLLING"/.test(body)
      ? 10_000
      : 500 * 2 ** attempt;
  return wait > MAX_WAIT_MS ? null : wait;
}

type Json = Record<string, unknown>;

/** One CRM account reached with its tokens; renewed tokens are handed to `onTokens` to be stored. */
export class CrmClient {
  private refreshed = false;

  constructor(
    readonly kind: CrmKind,
    private readonly app: CrmApp,
    private tokens: CrmTokens,
    private readonly onTokens: (tokens: CrmTokens) => Promise<void>,
  ) {}

  private get base(): string {
    if (this.kind === 'hubspot') return this.app.apiUrl;
    if (!this.tokens.instanceUrl) throw new SourceError('Salesforce answered no instance address.', 'token');
    return `${this.tokens.instanceUrl}/services/data/${SALESFORCE_VERSION}`;
  }

  private async renew(): Promise<void> {
    const answer = await tokenCall(this.kind, this.app, {
      grant_type: 'refresh_token',
      refresh_token: this.tokens.refreshToken,
    });
    this.tokens = {
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token ?? this.tokens.refreshToken,
      ...(answer.instance_url || this.tokens.instanceUrl
        ? { instanceUrl: trimSlash(answer.instance_url ?? this.tokens.instanceUrl!) }
        : {}),
    };
    await this.onTokens(this.tokens);
  }

  /** A call of the CRM's API (a path under its base, or an absolute path the CRM gave back). */
  async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Json> {
    const name = crmName(this.kind);
    for (let attempt = 0; ; attempt++) {
      const url = path.startsWith('/services/') ? `${this.tokens.instanceUrl}${path}` : `${this.base}${path}`;
      let response: Response;
      try {
        response = await fetch(url, {
          method,
          headers: {
            authorization: `Bearer ${this.tokens.accessToken}`,
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
        });
      } catch (error) {
        throw new SourceError(`Cannot reach ${name} (${(error as Error).message}).`, 'connection');
      }
      if (response.ok) return (await response.json()) as Json;
      if (response.status === 401 && !this.refreshed) {
        await response.body?.cancel();
        // Once per client: a token just renewed and refused again is not renewed in a loop.
        this.refreshed = true;
        await this.renew();
        attempt--;
        continue;
      }
      const text = await response.text().catch(() => '');
      if (response.status === 429) {
        const wait = retryDelay(response, text, attempt);
        if (wait === null)
          throw new SourceError(`${name}'s API limit is reached; try again later.`, 'connection');
        await sleep(wait);
        continue;
      }
      const message = await errorText(new Response(text));
      if (/REQUEST_LIMIT_EXCEEDED/.test(text))
        throw new SourceError(`${name}'s API limit is reached; try again later.`, 'connection');
      if (response.status === 401 || response.status === 403)
        throw new SourceError(`${name} refused the authorization: ${message}`, 'token');
      if (response.status >= 500)
        throw new SourceError(`${name} is unavailable (HTTP ${response.status}).`, 'connection');
      throw new SourceError(`${name} answered: ${message}`, 'configuration');
    }
  }

  /** The objects that can be read, as "tables" (schema: the kind, name: the object). */
  async objects(): Promise<SqlTable[]> {
    if (this.kind === 'hubspot') {
      // A call that needs the token: connecting shows a refused token at once.
      await this.call('GET', '/crm/v3/properties/deals');
      const standard = HUBSPOT_OBJECTS.map((name) => ({ schema: 'hubspot', name }));
      return [...standard, ...(await this.hubspotCustomObjects())];
    }
    const answer = (await this.call('GET', '/sobjects')) as {
      sobjects?: { name: string; queryable?: boolean; retrieveable?: boolean }[];
    };
    return (answer.sobjects ?? [])
      .filter((o) => o.queryable !== false && o.retrieveable !== false)
      .slice(0, 500)
      .map((o) => ({ schema: 'salesforce', name: o.name }));
  }

  /**
   * HubSpot's custom object types (`GET /crm/v3/schemas`: `objectTypeId` such as `2-123456`,
   * `labels.plural`). A portal without custom objects, or an authorization without their optional
   * scopes (`crm.schemas.custom.read`), has none: the standard objects are listed anyway.
   */
  private async hubspotCustomObjects(): Promise<SqlTable[]> {
    let answer: Json;
    try {
      answer = await this.call('GET', '/crm/v3/schemas');
    } catch (error) {
      if (error instanceof SourceError && error.failure !== 'connection') return [];
      throw error;
    }
    const results =
      (
        answer as {
          results?: {
            objectTypeId?: string;
            name?: string;
            labels?: { plural?: string };
            archived?: boolean;
          }[];
        }
      ).results ?? [];
    return results
      .filter((r) => r.archived !== true && HUBSPOT_CUSTOM_OBJECT.test(r.objectTypeId ?? ''))
      .slice(0, MAX_CUSTOM_OBJECTS)
      .map((r) => ({
        schema: 'hubspot',
        name: r.objectTypeId!,
        label: r.labels?.plural ?? r.name ?? r.objectTypeId!,
      }));
  }

  /** An object's fields with the format of its type; the key (id) first. */
  async fields(object: string): Promise<CrmField[]> {
    const name = crmName(this.kind);
    if (this.kind === 'hubspot') {
      if (!isHubspotObject(object))
        throw new SourceError(`${name} has no object "${object}" that can be read.`, 'configuration');
      const answer = (await this.call('GET', `/crm/v3/properties/${encodeURIComponent(object)}`)) as {
        results?: { name: string; label?: string; type?: string; hidden?: boolean }[];
      };
      const properties = (answer.results ?? []).filter((p) => !p.hidden && p.name !== 'hs_object_id');
      return [
        { name: 'id', label: 'Record ID', format: 'text' as const },
        ...properties.slice(0, MAX_PROPERTIES - 1).map((p) => ({
          name: p.name,
          label: p.label ?? p.name,
          format: hubspotFormat(p.type),
        })),
      ];
    }
    if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(object))
      throw new SourceError(`${name} has no object "${object}" that can be read.`, 'configuration');
    const answer = (await this.call('GET', `/sobjects/${object}/describe`)) as {
      fields?: { name: string; label?: string; type?: string }[];
    };
    const fields = (answer.fields ?? [])
      .filter((f) => f.type !== 'address' && f.type !== 'location' && f.type !== 'base64')
      .map((f) => ({ name: f.name, label: f.label ?? f.name, format: salesforceFormat(f.type) }));
    return [...fields.filter((f) => f.name === 'Id'), ...fields.filter((f) => f.name !== 'Id')].slice(
      0,
      MAX_PROPERTIES,
    );
  }

  /**
   * An object's rows (these fields, in this order), a page at a time; only those modified at or
   * after `since` when it is given; at most `limit` (more is refused).
   */
  async *rows(
    object: string,
    fields: readonly CrmField[],
    options: { since: Date | null; filters: readonly CrmFilter[]; limit: number },
  ): AsyncGenerator<Cell[][]> {
    const pages =
      this.kind === 'hubspot'
        ? this.hubspotPages(object, fields, options)
        : this.soqlPages(object, fields, options);
    let count = 0;
    for await (const page of pages) {
      count += page.length;
      if (count > Math.min(options.limit, MAX_SOURCE_ROWS))
        throw new SourceError(
          `The object "${object}" has more than ${options.limit.toLocaleString('en-US')} rows.`,
          'configuration',
        );
      yield page;
    }
  }

  /**
   * The ids of an object's records deleted in the CRM at or after `since`, a page at a time (at most
   * `limit`, more is refused). HubSpot: the archived records (`GET /crm/v3/objects/{type}?archived=true`,
   * paged by `after`, each with its `archivedAt`), those archived since the date. Salesforce:
   * getDeleted (`GET /sobjects/{type}/deleted/?start=&end=`, `deletedRecords[].id`). Either keeps
   * them for a while only (`DELETED_DAYS`): an older `since` answers null, and the caller reads the
   * object whole instead.
   */
  deletedIds(
    object: string,
    since: Date,
    options: { limit: number; now?: Date },
  ): AsyncGenerator<string[]> | null {
    const now = options.now ?? new Date();
    if (!deletionsReach(this.kind, since, now)) return null;
    const pages =
      this.kind === 'hubspot'
        ? this.hubspotArchived(object, since)
        : this.salesforceDeleted(object, since, now);
    const limit = Math.min(options.limit, MAX_SOURCE_ROWS);
    return (async function* () {
      let count = 0;
      for await (const page of pages) {
        count += page.length;
        if (count > limit)
          throw new SourceError(
            `The object "${object}" has more than ${limit.toLocaleString('en-US')} deleted records.`,
            'configuration',
          );
        yield page;
      }
    })();
  }

  private async *hubspotArchived(object: string, since: Date): AsyncGenerator<string[]> {
    let after: string | undefined;
    do {
      const query = new URLSearchParams({ limit: '100', archived: 'true' });
      if (after) query.set('after', after);
      const page = (await this.call('GET', `/crm/v3/objects/${encodeURIComponent(object)}?${query}`)) as {
        results?: { id: string; archived?: boolean; archivedAt?: string }[];
        paging?: { next?: { after?: string } };
      };
      yield (page.results ?? [])
        .filter((r) => r.archived !== false && (!r.archivedAt || Date.parse(r.archivedAt) >= since.getTime()))
        .map((r) => String(r.id));
      after = page.paging?.next?.after;
    } while (after);
  }

  private async *salesforceDeleted(object: string, since: Date, now: Date): AsyncGenerator<string[]> {
    if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(object))
      throw new SourceError(`Salesforce has no object "${object}" that can be read.`, 'configuration');
    // Salesforce works in whole minutes: the end is the next one, so a deletion of this minute is in.
    const end = new Date(Math.ceil((now.getTime() + 1) / 60_000) * 60_000);
    const query = new URLSearchParams({ start: salesforceDateTime(since), end: salesforceDateTime(end) });
    const answer = (await this.call('GET', `/sobjects/${object}/deleted/?${query}`)) as {
      deletedRecords?: { id: string; deletedDate?: string }[];
    };
    yield (answer.deletedRecords ?? []).map((r) => String(r.id));
  }

  private async *hubspotPages(
    object: string,
    fields: readonly CrmField[],
    options: { since: Date | null; filters: readonly CrmFilter[] },
  ): AsyncGenerator<Cell[][]> {
    const properties = fields.filter((f) => f.name !== 'id');
    const known = new Set(properties.map((p) => p.name));
    for (const filter of options.filters)
      if (!known.has(filter.field))
        throw new SourceError(`HubSpot's "${object}" have no property "${filter.field}".`, 'configuration');
    const toCells = (results: { id: string; properties?: Record<string, unknown> }[]) =>
      results.map((r) => [r.id, ...properties.map((p) => hubspotCell(r.properties?.[p.name], p.format))]);
    const filters = [
      ...options.filters.map((f) => ({ propertyName: f.field, operator: f.operator, value: f.value })),
      ...(options.since
        ? [{ propertyName: hubspotModified(object), operator: 'GTE', value: String(options.since.getTime()) }]
        : []),
    ];
    let after: string | undefined;
    do {
      let answer: Json;
      if (filters.length === 0) {
        // The list API: no 10,000-result ceiling, paged by `after`.
        const query = new URLSearchParams({
          limit: '100',
          properties: properties.map((p) => p.name).join(','),
        });
        if (after) query.set('after', after);
        answer = await this.call('GET', `/crm/v3/objects/${encodeURIComponent(object)}?${query}`);
      } else {
        answer = await this.call('POST', `/crm/v3/objects/${encodeURIComponent(object)}/search`, {
          filterGroups: [{ filters }],
          sorts: [{ propertyName: hubspotModified(object), direction: 'ASCENDING' }],
          properties: properties.map((p) => p.name),
          limit: 100,
          ...(after ? { after } : {}),
        });
      }
      const page = answer as {
        results?: { id: string; properties?: Record<string, unknown> }[];
        paging?: { next?: { after?: string } };
      };
      yield toCells(page.results ?? []);
      after = page.paging?.next?.after;
    } while (after);
  }

  private async *soqlPages(
    object: string,
    fields: readonly CrmField[],
    options: { since: Date | null; filters: readonly CrmFilter[] },
  ): AsyncGenerator<Cell[][]> {
    const known = new Map(fields.map((f) => [f.name, f]));
    const conditions = options.filters.map((f) => {
      const field = known.get(f.field);
      if (!field)
        throw new SourceError(`Salesforce's "${object}" has no field "${f.field}".`, 'configuration');
      return `${field.name} ${SOQL_OPERATORS[f.operator]} ${soqlValue(f.value, field.format)}`;
    });
    if (options.since) conditions.push(`${SALESFORCE_MODIFIED} >= ${options.since.toISOString()}`);
    const soql =
      `SELECT ${fields.map((f) => f.name).join(', ')} FROM ${object}` +
      (conditions.length ? ` WHERE ${conditions.join(' AND ')}` : '') +
      (options.since ? ` ORDER BY ${SALESFORCE_MODIFIED}` : '');
    let next: string | undefined = `/query?q=${encodeURIComponent(soql)}`;
    while (next) {
      const page = (await this.call('GET', next)) as {
        records?: Record<string, unknown>[];
        nextRecordsUrl?: string;
        done?: boolean;
      };
      yield (page.records ?? []).map((r) => fields.map((f) => salesforceCell(r[f.name], f.format)));
      // nextRecordsUrl is a path on the instance (/services/data/vXX.X/query/…).
      next =
        page.done === false && page.nextRecordsUrl?.startsWith('/services/')
          ? page.nextRecordsUrl
          : undefined;
    }
  }
}

const SOQL_OPERATORS: Record<CrmFilter['operator'], string> = {
  EQ: '=',
  NEQ: '!=',
  GT: '>',
  GTE: '>=',
  LT: '<',
  LTE: '<=',
};

/** A filter's value as a SOQL literal: numbers, booleans and dates as such, text quoted. */
function soqlValue(value: string, format: DetectedFormat): string {
  if (format === 'number' && /^-?\d+(\.\d+)?$/.test(value)) return value;
  if (format === 'boolean' && /^(true|false)$/i.test(value)) return value.toLowerCase();
  if (format === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  if (format === 'date-time' && !Number.isNaN(Date.parse(value))) return new Date(value).toISOString();
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

function hubspotFormat(type: string | undefined): DetectedFormat {
  switch (type) {
    case 'number':
      return 'number';
    case 'date':
      return 'date';
    case 'datetime':
      return 'date-time';
    case 'bool':
      return 'boolean';
    default:
      return 'text';
  }
}

function salesforceFormat(type: string | undefined): DetectedFormat {
  switch (type) {
    case 'double':
    case 'currency':
    case 'percent':
    case 'int':
    case 'long':
      return 'number';
    case 'date':
      return 'date';
    case 'datetime':
      return 'date-time';
    case 'boolean':
      return 'boolean';
    default:
      return 'text';
  }
}

/** HubSpot answers every property as text; date-times come as ISO text or epoch milliseconds. */
function hubspotCell(value: unknown, format: DetectedFormat): Cell {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value);
  if (format === 'date-time' && /^\d{10,}$/.test(text)) return new Date(Number(text));
  if (format === 'date' && /^\d{10,}$/.test(text)) return new Date(Number(text)).toISOString().slice(0, 10);
  return text;
}

/** Salesforce answers JSON values; its date-times carry an offset without a colon (+0000). */
function salesforceCell(value: unknown, format: DetectedFormat): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    if (format === 'date-time') {
      const date = new Date(value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
      return Number.isNaN(date.getTime()) ? value : date;
    }
    return value;
  }
  return JSON.stringify(value);
}
