import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  HUBSPOT_CUSTOM_SCHEMA,
  HUBSPOT_PROPERTIES,
  hubspotRecords,
  SALESFORCE_FIELDS,
  salesforceRecords,
  type HubspotRecord,
} from './fixtures.js';

/**
 * A local stand-in for HubSpot's and Salesforce's REST APIs (their services cannot be reached from
 * the machines the tests run on), answering their documented endpoints with their documented
 * shapes (see fixtures.ts): OAuth authorization (approved at once: a redirect back with a code),
 * token exchange and renewal, objects and fields, records paged (HubSpot `paging.next.after`,
 * Salesforce `nextRecordsUrl`), HubSpot's search by `hs_lastmodifieddate` and a small subset of
 * SOQL (SELECT fields FROM object [WHERE field op value AND …] [ORDER BY field]). A test can make
 * the next calls answer 429, expire the access tokens (401), revoke the refresh tokens, change
 * a record (its modified date becomes now) and delete one (HubSpot's archived records,
 * Salesforce's getDeleted). API tests and the e2e start it in-process.
 */
export const REPLAY_CLIENT = { id: 'replay-client', secret: 'replay-secret' };
const SF_VERSION = 'v60.0';

export interface ReplayCall {
  method: string;
  path: string;
  body: string;
}

export interface CrmReplay {
  url: string;
  /** Every API call (not the OAuth ones), in order. */
  calls: ReplayCall[];
  /** The next `count` API calls answer 429 (HubSpot's SECONDLY policy; Retry-After on Salesforce). */
  rateLimit(count: number): void;
  /** Every access token issued so far answers 401 from now on. */
  expireAccessTokens(): void;
  /** Every refresh token issued so far is refused from now on. */
  revokeRefreshTokens(): void;
  /** Changes a record's values; its modified date becomes now. */
  touch(kind: 'hubspot' | 'salesforce', object: string, id: string, values: Record<string, unknown>): void;
  /**
   * Deletes a record in the CRM now: HubSpot archives it (listed with `?archived=true` and its
   * `archivedAt`), Salesforce moves it to the recycle bin (listed by getDeleted).
   */
  remove(kind: 'hubspot' | 'salesforce', object: string, id: string): void;
  /** Whether this text contains a token the server issued (to check none leaks). */
  issuedTokens(): string[];
  close(): Promise<void>;
}

const token = (prefix: string) => `${prefix}-${randomBytes(18).toString('base64url')}`;

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json;charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** HubSpot compares dates as epoch milliseconds, numbers as numbers, text as text. */
function compare(value: string | null | undefined, operator: string, wanted: string): boolean {
  if (value === null || value === undefined) return operator === 'NEQ';
  const asTime = (v: string) => (/^\d{10,}$/.test(v) ? Number(v) : Date.parse(v));
  const a = /^-?\d+(\.\d+)?$/.test(value) && !/^\d{10,}$/.test(wanted) ? Number(value) : asTime(value);
  const b = /^-?\d+(\.\d+)?$/.test(value) && !/^\d{10,}$/.test(wanted) ? Number(wanted) : asTime(wanted);
  const numeric = !Number.isNaN(a) && !Number.isNaN(b);
  const [x, y] = numeric ? [a, b] : [value, wanted];
  switch (operator) {
    case 'EQ':
      return x === y;
    case 'NEQ':
      return x !== y;
    case 'GT':
      return x > y;
    case 'GTE':
      return x >= y;
    case 'LT':
      return x < y;
    case 'LTE':
      return x <= y;
    default:
      return false;
  }
}

export async function startCrmReplay(options: { pageSize?: number } = {}): Promise<CrmReplay> {
  const pageSize = options.pageSize ?? 2;
  const hubspot = hubspotRecords();
  const salesforce = salesforceRecords();
  /** Salesforce's deleted records by object (the recycle bin getDeleted reads). */
  const deletedSalesforce = new Map<string, { id: string; deletedDate: string }[]>();
  const codes = new Map<string, { kind: string; redirectUri: string; challenge: string | null }>();
  const access = new Map<string, { kind: string; expired: boolean }>();
  const refresh = new Map<string, { kind: string; revoked: boolean }>();
  const cursors = new Map<string, { records: Record<string, unknown>[]; offset: number; fields: string[] }>();
  const calls: ReplayCall[] = [];
  let limited = 0;
  let url = '';

  const issue = (kind: string, withRefresh: string | null) => {
    const accessToken = token(kind === 'hubspot' ? 'hs-access' : 'sf-access');
    access.set(accessToken, { kind, expired: false });
    const refreshToken = withRefresh ?? token(kind === 'hubspot' ? 'hs-refresh' : 'sf-refresh');
    refresh.set(refreshToken, refresh.get(refreshToken) ?? { kind, revoked: false });
    return { accessToken, refreshToken };
  };

  async function oauth(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams) {
    const kind = path.startsWith('/services/') ? 'salesforce' : 'hubspot';
    if (req.method === 'GET') {
      // The authorization page: approved at once, back to the product with a code.
      const redirectUri = query.get('redirect_uri');
      if (query.get('client_id') !== REPLAY_CLIENT.id || !redirectUri)
        return send(res, 400, { error: 'invalid_client_id' });
      const code = token('code');
      codes.set(code, { kind, redirectUri, challenge: query.get('code_challenge') });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      if (query.get('state') !== null) back.searchParams.set('state', query.get('state')!);
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    const form = new URLSearchParams(await bodyOf(req));
    const refused = (hubspotStatus: string, hubspotMessage: string, sfDescription: string) =>
      kind === 'hubspot'
        ? send(res, 400, {
            status: hubspotStatus,
            message: hubspotMessage,
            correlationId: randomBytes(8).toString('hex'),
          })
        : send(res, 400, { error: 'invalid_grant', error_description: sfDescription });
    if (form.get('client_id') !== REPLAY_CLIENT.id || form.get('client_secret') !== REPLAY_CLIENT.secret)
      return kind === 'hubspot'
        ? send(res, 400, { status: 'BAD_CLIENT_ID', message: 'missing or invalid client id' })
        : send(res, 400, { error: 'invalid_client_id', error_description: 'client identifier invalid' });
    if (form.get('grant_type') === 'authorization_code') {
      const code = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (!code || code.kind !== kind || code.redirectUri !== form.get('redirect_uri'))
        return refused('BAD_AUTH_CODE', 'missing or unknown auth code', 'invalid authorization code');
      if (code.challenge) {
        const verifier = form.get('code_verifier') ?? '';
        if (createHash('sha256').update(verifier).digest('base64url') !== code.challenge)
          return refused('BAD_AUTH_CODE', 'invalid code verifier', 'invalid code verifier');
      }
      const issued = issue(kind, null);
      return kind === 'hubspot'
        ? send(res, 200, {
            token_type: 'bearer',
            access_token: issued.accessToken,
            refresh_token: issued.refreshToken,
            expires_in: 1800,
          })
        : send(res, 200, {
            access_token: issued.accessToken,
            refresh_token: issued.refreshToken,
            signature: randomBytes(24).toString('base64'),
            scope: 'refresh_token api',
            instance_url: url,
            id: `${url}/id/00D000000000001AAA/005000000000001AAA`,
            token_type: 'Bearer',
            issued_at: String(Date.now()),
          });
    }
    if (form.get('grant_type') === 'refresh_token') {
      const known = refresh.get(form.get('refresh_token') ?? '');
      if (!known || known.revoked || known.kind !== kind)
        return refused(
          'BAD_REFRESH_TOKEN',
          'missing or unknown refresh token',
          'expired access/refresh token',
        );
      const issued = issue(kind, form.get('refresh_token'));
      return kind === 'hubspot'
        ? send(res, 200, {
            token_type: 'bearer',
            access_token: issued.accessToken,
            refresh_token: issued.refreshToken,
            expires_in: 1800,
          })
        : send(res, 200, {
            access_token: issued.accessToken,
            signature: randomBytes(24).toString('base64'),
            scope: 'refresh_token api',
            instance_url: url,
            id: `${url}/id/00D000000000001AAA/005000000000001AAA`,
            token_type: 'Bearer',
            issued_at: String(Date.now()),
          });
    }
    return send(res, 400, { error: 'unsupported_grant_type' });
  }

  function hubspotPage(
    res: ServerResponse,
    records: HubspotRecord[],
    after: string | null,
    properties: string[],
    limit: number,
  ) {
    const offset = after ? Number(after) : 0;
    const size = Math.min(limit, pageSize);
    const page = records.slice(offset, offset + size);
    const next = offset + size < records.length ? String(offset + size) : null;
    send(res, 200, {
      results: page.map((r) => ({
        ...r,
        properties: Object.fromEntries(
          [...properties, 'hs_object_id', 'createdate', 'hs_lastmodifieddate'].map((p) => [
            p,
            r.properties[p] ?? null,
          ]),
        ),
      })),
      ...(next ? { paging: { next: { after: next, link: `${url}/crm/v3/objects?after=${next}` } } } : {}),
    });
  }

  async function hubspotApi(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams) {
    // The custom object types (https://developers.hubspot.com/docs/api/crm/crm-custom-objects).
    if (path === '/crm/v3/schemas' && req.method === 'GET')
      return send(res, 200, { results: [HUBSPOT_CUSTOM_SCHEMA] });
    const properties = /^\/crm\/v3\/properties\/([a-z_]+|2-\d+)$/.exec(path);
    if (properties && req.method === 'GET') {
      const list = HUBSPOT_PROPERTIES[properties[1]!];
      if (!list)
        return send(res, 404, {
          status: 'error',
          message: `Unable to infer object type from: ${properties[1]}`,
        });
      return send(res, 200, { results: list });
    }
    const objects = /^\/crm\/v3\/objects\/([a-z_]+|2-\d+)(\/search)?$/.exec(path);
    if (!objects)
      return send(res, 404, { status: 'error', message: 'Not found', category: 'OBJECT_NOT_FOUND' });
    const records = hubspot[objects[1]!];
    if (!records)
      return send(res, 404, { status: 'error', message: `Unable to infer object type from: ${objects[1]}` });
    if (objects[2] && req.method === 'POST') {
      const search = JSON.parse(calls.at(-1)!.body || '{}') as {
        filterGroups?: { filters: { propertyName: string; operator: string; value: string }[] }[];
        properties?: string[];
        limit?: number;
        after?: string;
      };
      const groups = search.filterGroups ?? [];
      if (groups.length > 5 || groups.some((g) => g.filters.length > 6))
        return send(res, 400, { status: 'error', message: 'Too many filters', category: 'VALIDATION_ERROR' });
      const matching = records
        .filter(
          (r) =>
            !r.archived &&
            (groups.length === 0 ||
              groups.some((g) =>
                g.filters.every((f) => compare(r.properties[f.propertyName], f.operator, f.value)),
              )),
        )
        .sort(
          (a, b) =>
            Date.parse(a.properties.hs_lastmodifieddate ?? '') -
            Date.parse(b.properties.hs_lastmodifieddate ?? ''),
        );
      return hubspotPage(res, matching, search.after ?? null, search.properties ?? [], search.limit ?? 10);
    }
    if (req.method !== 'GET') return send(res, 405, { status: 'error', message: 'Method not allowed' });
    // `archived=true` lists only the archived records, with their `archivedAt`
    // (https://developers.hubspot.com/docs/api/crm/understanding-the-crm, "Retrieve records":
    // GET /crm/v3/objects/{objectType}?archived=true).
    const archived = query.get('archived') === 'true';
    return hubspotPage(
      res,
      records.filter((r) => r.archived === archived),
      query.get('after'),
      (query.get('properties') ?? '').split(',').filter(Boolean),
      Number(query.get('limit') ?? 10),
    );
  }

  function soql(
    q: string,
  ): { fields: string[]; object: string; records: Record<string, unknown>[] } | string {
    const match = /^SELECT (.+?) FROM (\w+)(?: WHERE (.+?))?(?: ORDER BY (\w+))?$/i.exec(q.trim());
    if (!match) return `unexpected token: ${q.slice(0, 40)}`;
    const fields = match[1]!.split(',').map((f) => f.trim());
    const object = match[2]!;
    const described = SALESFORCE_FIELDS[object];
    if (!described) return `sObject type '${object}' is not supported.`;
    const unknown = fields.find((f) => !described.some((d) => d.name === f));
    if (unknown) return `No such column '${unknown}' on entity '${object}'.`;
    let records = salesforce[object]!;
    for (const condition of match[3]?.split(/ AND /i) ?? []) {
      const c = /^(\w+) (=|!=|>=|<=|>|<) (.+)$/.exec(condition.trim());
      if (!c) return `unexpected token: ${condition}`;
      const op = ({ '=': 'EQ', '!=': 'NEQ', '>': 'GT', '>=': 'GTE', '<': 'LT', '<=': 'LTE' } as const)[
        c[2] as '='
      ];
      const value = c[3]!.replace(/^'(.*)'$/, '$1').replace(/\\'/g, "'");
      records = records.filter((r) => {
        const v = r[c[1]!];
        const text = typeof v === 'string' ? v.replace(/([+-]\d{2})(\d{2})$/, '$1:$2') : String(v);
        return compare(text, op, value);
      });
    }
    if (match[4])
      records = [...records].sort((a, b) => String(a[match[4]!]).localeCompare(String(b[match[4]!])));
    return { fields, object, records };
  }

  function salesforcePage(res: ServerResponse, locator: string) {
    const cursor = cursors.get(locator);
    if (!cursor)
      return send(res, 400, [{ message: 'invalid query locator', errorCode: 'INVALID_QUERY_LOCATOR' }]);
    const page = cursor.records.slice(cursor.offset, cursor.offset + pageSize);
    cursor.offset += page.length;
    const done = cursor.offset >= cursor.records.length;
    send(res, 200, {
      totalSize: cursor.records.length,
      done,
      ...(done ? {} : { nextRecordsUrl: `/services/data/${SF_VERSION}/query/${locator}-${cursor.offset}` }),
      records: page.map((r) => ({
        attributes: { type: 'Opportunity', url: `/services/data/${SF_VERSION}/sobjects/x/${String(r.Id)}` },
        ...Object.fromEntries(cursor.fields.map((f) => [f, r[f] ?? null])),
      })),
    });
  }

  function salesforceApi(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams) {
    const base = `/services/data/${SF_VERSION}`;
    if (!path.startsWith(base))
      return send(res, 404, [{ message: 'The requested resource does not exist', errorCode: 'NOT_FOUND' }]);
    const rest = path.slice(base.length);
    if (rest === '/sobjects')
      return send(res, 200, {
        encoding: 'UTF-8',
        maxBatchSize: 200,
        sobjects: Object.keys(SALESFORCE_FIELDS).map((name) => ({
          name,
          label: name,
          custom: false,
          queryable: true,
          retrieveable: true,
          urls: { describe: `${base}/sobjects/${name}/describe` },
        })),
      });
    const describe = /^\/sobjects\/(\w+)\/describe$/.exec(rest);
    if (describe) {
      const fields = SALESFORCE_FIELDS[describe[1]!];
      if (!fields)
        return send(res, 404, [{ message: `The requested resource does not exist`, errorCode: 'NOT_FOUND' }]);
      return send(res, 200, { name: describe[1], label: describe[1], queryable: true, fields });
    }
    if (rest === '/query') {
      const parsed = soql(query.get('q') ?? '');
      if (typeof parsed === 'string')
        return send(res, 400, [{ message: parsed, errorCode: 'MALFORMED_QUERY' }]);
      const locator = `01g${randomBytes(6).toString('hex')}`;
      cursors.set(locator, { records: parsed.records, offset: 0, fields: parsed.fields });
      return salesforcePage(res, locator);
    }
    // getDeleted (https://developer.salesforce.com/docs/atlas.en-us.api_rest.meta/api_rest/resources_getdeleted.htm):
    // GET /sobjects/{type}/deleted/?start=&end= (ISO 8601 UTC), the records deleted between them
    // within the last 30 days, with `earliestDateAvailable` and `latestDateCovered`.
    const deleted = /^\/sobjects\/(\w+)\/deleted\/?$/.exec(rest);
    if (deleted) {
      const start = Date.parse(query.get('start') ?? '');
      const end = Date.parse(query.get('end') ?? '');
      if (!SALESFORCE_FIELDS[deleted[1]!])
        return send(res, 404, [{ message: 'The requested resource does not exist', errorCode: 'NOT_FOUND' }]);
      if (Number.isNaN(start) || Number.isNaN(end) || end <= start)
        return send(res, 400, [
          {
            message: 'startDate must chronologically precede endDate by more than one minute',
            errorCode: 'INVALID_REPLICATION_DATE',
          },
        ]);
      const earliest = Date.now() - 30 * 86_400_000;
      if (start < earliest)
        return send(res, 400, [
          { message: 'startDate cannot be more than 30 days ago', errorCode: 'INVALID_REPLICATION_DATE' },
        ]);
      const sfDate = (time: number) => new Date(time).toISOString().replace('Z', '+0000');
      const latest = Math.min(end, Date.now()) - (Math.min(end, Date.now()) % 60_000);
      return send(res, 200, {
        deletedRecords: (deletedSalesforce.get(deleted[1]!) ?? []).filter((r) => {
          const at = Date.parse(r.deletedDate.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
          return at >= start && at <= end;
        }),
        earliestDateAvailable: sfDate(earliest - (earliest % 60_000)),
        latestDateCovered: sfDate(latest),
      });
    }
    const next = /^\/query\/(01g[0-9a-f]+)-(\d+)$/.exec(rest);
    if (next) return salesforcePage(res, next[1]!);
    return send(res, 404, [{ message: 'The requested resource does not exist', errorCode: 'NOT_FOUND' }]);
  }

  const server = createServer((req, res) => {
    void (async () => {
      const address = new URL(req.url ?? '/', 'http://replay');
      const path = address.pathname;
      if (path === '/oauth/authorize' || path === '/oauth/v1/token' || path.startsWith('/services/oauth2/'))
        return oauth(req, res, path, address.searchParams);
      const body = await bodyOf(req);
      calls.push({ method: req.method ?? 'GET', path: `${path}${address.search}`, body });
      const kind = path.startsWith('/services/') ? 'salesforce' : 'hubspot';
      const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const known = access.get(bearer);
      if (!known || known.expired || known.kind !== kind)
        return kind === 'hubspot'
          ? send(res, 401, {
              status: 'error',
              message: 'The OAuth token used to make this call expired 5 minute(s) ago.',
              correlationId: randomBytes(8).toString('hex'),
              category: 'EXPIRED_AUTHENTICATION',
            })
          : send(res, 401, [{ message: 'Session expired or invalid', errorCode: 'INVALID_SESSION_ID' }]);
      if (limited > 0) {
        limited--;
        return kind === 'hubspot'
          ? send(res, 429, {
              status: 'error',
              message: 'You have reached your secondly limit.',
              errorType: 'RATE_LIMIT',
              correlationId: randomBytes(8).toString('hex'),
              policyName: 'SECONDLY',
            })
          : send(res, 429, [{ message: 'Too many requests', errorCode: 'REQUEST_LIMIT_EXCEEDED' }], {
              'retry-after': '1',
            });
      }
      return kind === 'hubspot'
        ? hubspotApi(req, res, path, address.searchParams)
        : salesforceApi(req, res, path, address.searchParams);
    })().catch((error: unknown) => send(res, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    calls,
    rateLimit: (count) => {
      limited = count;
    },
    expireAccessTokens: () => {
      for (const entry of access.values()) entry.expired = true;
    },
    revokeRefreshTokens: () => {
      for (const entry of refresh.values()) entry.revoked = true;
    },
    touch: (kind, object, id, values) => {
      if (kind === 'hubspot') {
        const record = hubspot[object]?.find((r) => r.id === id);
        if (!record) throw new Error(`No ${object} ${id}`);
        const now = new Date().toISOString();
        Object.assign(record.properties, values, { hs_lastmodifieddate: now });
        record.updatedAt = now;
      } else {
        const record = salesforce[object]?.find((r) => r.Id === id);
        if (!record) throw new Error(`No ${object} ${id}`);
        Object.assign(record, values, { SystemModstamp: new Date().toISOString().replace('Z', '+0000') });
      }
    },
    remove: (kind, object, id) => {
      const now = new Date();
      if (kind === 'hubspot') {
        const record = hubspot[object]?.find((r) => r.id === id && !r.archived);
        if (!record) throw new Error(`No ${object} ${id}`);
        Object.assign(record, {
          archived: true,
          archivedAt: now.toISOString(),
          updatedAt: now.toISOString(),
        });
      } else {
        const records = salesforce[object] ?? [];
        const index = records.findIndex((r) => r.Id === id);
        if (index < 0) throw new Error(`No ${object} ${id}`);
        records.splice(index, 1);
        const bin = deletedSalesforce.get(object) ?? [];
        bin.push({ id, deletedDate: now.toISOString().replace('Z', '+0000') });
        deletedSalesforce.set(object, bin);
      }
    },
    issuedTokens: () => [...access.keys(), ...refresh.keys()],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
