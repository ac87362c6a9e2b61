import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import mysql from 'mysql2/promise';
import sqlite3 from 'sqlite3';
import { expect, it } from 'vitest';
import { parse } from 'yaml';
import { createApp, OPENAPI_SPEC } from '../app.js';
import type { Config } from '../config.js';
import { listen } from './test/http.js';
import { describeOnEachDatabase } from './test/suite.js';
import { OPERATION_METHODS } from './http/validation.js';

/**
 * The contract fuzzed: for every operation of openapi.yaml, requests that break it in every way
 * the contract allows us to derive (wrong types, sizes, non-finite and huge numbers, zero and
 * negative ids, unicode and control characters, SQL/NoSQL injection strings, prototype keys,
 * missing and extra fields, wrong content types and encodings, malformed JSON, broken bearers),
 * sent over real HTTP anonymously and as an admin of Demo Company. None may answer 5xx; an /api
 * refusal carries the error body `{ message, statusCode }`; an anonymous call of a secured
 * operation is refused as unauthenticated before anything else is looked at; and the database is
 * byte for byte the same afterwards.
 *
 * Every case is built to be invalid by construction (so nothing may be written): a free-text
 * field only gets values of the wrong type, injection strings go where a format, enum, pattern or
 * number is expected, and a body without a declared schema only gets bodies that cannot be read.
 */

type Json = unknown;
interface Schema {
  type?: string | string[];
  enum?: Json[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minProperties?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  allOf?: Schema[];
  $ref?: string;
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  operationId: string;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

const spec = parse(fs.readFileSync(OPENAPI_SPEC, 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  security?: Record<string, string[]>[];
};

/** Resolves local `$ref`s (the bundled document has only those), once per node. */
function deref<T>(node: T, seen = new Set<unknown>()): T {
  if (Array.isArray(node)) return node.map((item) => deref(item, seen)) as T;
  if (!node || typeof node !== 'object') return node;
  const ref = (node as { $ref?: string }).$ref;
  if (typeof ref === 'string') {
    const target = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((value, key) => (value as Record<string, unknown>)[key.replace(/~1/g, '/')], spec);
    if (seen.has(target)) return {} as T;
    return deref(target as T, new Set([...seen, target]));
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, deref(value, seen)])) as T;
}

const operations = Object.entries(spec.paths).flatMap(([path, item]) =>
  OPERATION_METHODS.filter((method) => item[method]).map((method) => ({
    path,
    method: method.toUpperCase(),
    operation: deref(item[method]!),
  })),
);

const INJECTIONS = [
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  '" OR ""="',
  "1' UNION SELECT password_hash FROM users --",
  '{"$gt":""}',
  '{"$where":"sleep(1000)"}',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
];
const UNICODE = [
  '\u0000',
  'a\u0000b',
  '\u001b[31m',
  '\u202eevil',
  '𝕏𝕐ℤ😀',
  '\ud800',
  'ﷺ'.repeat(50),
  '\r\nX-Injected: 1',
];
/** Texts that are not a plain decimal numeral, and numerals out of every id's range. */
const BAD_NUMBERS = [
  'Infinity',
  '-Infinity',
  'NaN',
  '1e400',
  '-1e400',
  '1e3',
  '12345678901234567890',
  '99999999999999999999999999999',
  '0',
  '-1',
  '2147483648',
  '1.5',
  '0x10',
  '1_000',
  'abc',
  '١٢٣',
  ' 1',
  'null',
  'true',
  '__proto__',
  ...INJECTIONS.slice(0, 5),
];

function types(schema: Schema): string[] {
  if (schema.type) return [schema.type].flat();
  if (schema.properties) return ['object'];
  if (schema.enum) return [...new Set(schema.enum.map((value) => typeof value))];
  return [];
}
const nullable = (schema: Schema) => types(schema).includes('null');
function merged(schema: Schema): Schema {
  if (!schema.allOf) return schema;
  return schema.allOf.map(merged).reduce<Schema>(
    (all, part) => ({
      ...all,
      ...part,
      properties: { ...all.properties, ...part.properties },
      required: [...(all.required ?? []), ...(part.required ?? [])],
    }),
    { ...schema, allOf: undefined },
  );
}

/** A valid value of a schema (a baseline that the cases below break in one place). */
function sample(input: Schema): Json {
  const schema = merged(input);
  if (schema.enum) return schema.enum.find((value) => value !== null);
  const type = types(schema).find((t) => t !== 'null');
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items ?? {}));
    case 'object': {
      const keys = schema.required?.length
        ? schema.required
        : (schema.minProperties ?? 0) > 0
          ? Object.keys(schema.properties ?? {}).slice(0, 1)
          : [];
      return Object.fromEntries(keys.map((key) => [key, sample(schema.properties?.[key] ?? {})]));
    }
    default:
      if (schema.format === 'date' || schema.pattern?.includes('\\d{4}')) return '2026-01-15';
      if (schema.format === 'date-time') return '2026-01-15T10:00:00.000Z';
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/';
      return 'ab'.padEnd(Math.min(Math.max(schema.minLength ?? 2, 2), schema.maxLength ?? 2), 'b');
  }
}

const objectText = (entries: [string, string][]) =>
  `{${entries.map(([key, text]) => `${JSON.stringify(key)}:${text}`).join(',')}}`;

/**
 * JSON texts that the schema refuses, each labelled. Objects recurse into their properties (one
 * field broken at a time, the rest of the baseline valid), down to `depth`.
 */
function invalidJson(input: Schema, depth = 0): { label: string; text: string }[] {
  const schema = merged(input);
  const out: { label: string; text: string }[] = [];
  const add = (label: string, text: string) => out.push({ label, text });
  const kinds = types(schema);
  if (!nullable(schema) && kinds.length) add('null', 'null');
  const constrained = Boolean(schema.enum || schema.format || schema.pattern);
  if (kinds.includes('string') || (schema.enum && kinds.length === 0)) {
    for (const text of ['123', 'true', '{}', '[]']) add(`not a string: ${text}`, text);
    if (schema.maxLength !== undefined) add('too long', JSON.stringify('x'.repeat(schema.maxLength + 1)));
    if (schema.minLength) add('too short', '""');
    if (constrained) {
      for (const value of [...INJECTIONS, ...UNICODE, 'x'.repeat(100_000)])
        add(`bad string ${JSON.stringify(value).slice(0, 30)}`, JSON.stringify(value));
      add('lone surrogate escape', '"\\ud800"');
    }
  }
  if (kinds.includes('integer') || kinds.includes('number')) {
    for (const text of ['"1"', '"abc"', 'true', '[]', '{}', '1e400', '-1e400', '12345678901234567890'])
      add(`not a number: ${text}`, text);
    if (kinds.includes('integer') && !kinds.includes('number')) add('fraction', '1.5');
    if (schema.minimum !== undefined) add('below minimum', String(schema.minimum - 1));
    if (schema.maximum !== undefined) add('above maximum', String(schema.maximum + 1));
  }
  if (kinds.includes('boolean'))
    for (const text of ['"true"', '0', '1', '"yes"']) add(`not a boolean: ${text}`, text);
  if (kinds.includes('array')) {
    for (const text of ['{}', '"x"', '1']) add(`not an array: ${text}`, text);
    if (schema.maxItems !== undefined)
      add(
        'too many items',
        JSON.stringify(Array.from({ length: schema.maxItems + 1 }, () => sample(schema.items ?? {}))),
      );
    if (depth < 2 && schema.items) {
      for (const item of invalidJson(schema.items, depth + 1).slice(0, 6))
        add(`item ${item.label}`, `[${item.text}]`);
    }
  }
  if (kinds.includes('object')) {
    for (const text of ['[]', '"x"', '1', '[{}]']) add(`not an object: ${text}`, text);
    const base = Object.entries((sample(schema) ?? {}) as Record<string, Json>).map(
      ([key, value]) => [key, JSON.stringify(value)] as [string, string],
    );
    if (schema.required?.length || schema.minProperties) add('empty object', '{}');
    for (const key of schema.required ?? [])
      add(`missing ${key}`, objectText(base.filter(([name]) => name !== key)));
    if (schema.additionalProperties === false) {
      for (const [key, text] of [
        ['fuzzExtra', '1'],
        ["' OR 1=1 --", '1'],
        ['$where', '"1 == 1"'],
        ['__proto__', '{"isAdmin":true,"role":"ADMIN"}'],
        ['constructor', '{"prototype":{"isAdmin":true}}'],
        ['\u0000', '1'],
      ] as const)
        add(`extra key ${JSON.stringify(key)}`, objectText([...base, [key, text]]));
    }
    if (depth < 2) {
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        for (const broken of invalidJson(property, depth + 1))
          add(
            `${key}: ${broken.label}`,
            objectText([...base.filter(([name]) => name !== key), [key, broken.text]]),
          );
      }
    }
  }
  return out;
}

/** Query values (text) a parameter's schema refuses. */
function invalidQuery(input: Schema): string[][] {
  const outer = merged(input);
  // An array parameter (`?ids=1&ids=2`): its items' invalid values.
  const schema = types(outer).includes('array') ? merged(outer.items ?? {}) : outer;
  const kinds = types(schema);
  const values: string[] = [];
  if (kinds.includes('integer') || kinds.includes('number')) {
    values.push(...BAD_NUMBERS.filter((value) => value !== '0' || (schema.minimum ?? 0) > 0));
    if (schema.maximum !== undefined) values.push(String(schema.maximum + 1));
  }
  if (kinds.includes('string')) {
    if (schema.maxLength !== undefined) values.push('x'.repeat(schema.maxLength + 1));
    if (schema.enum || schema.format || schema.pattern)
      values.push(
        'nope',
        ...INJECTIONS,
        ...UNICODE.filter((value) => value !== '\ud800'),
        '2026-13-45',
        '2026-02-30',
      );
  }
  if (kinds.includes('boolean')) values.push('yes', '2', ...INJECTIONS.slice(0, 2));
  return values.map((value) => [value]);
}

/** (`__proto__[x]` is not among them: the query parser drops it, so the app never sees it.) */
const UNKNOWN_QUERY_KEYS = [
  'constructor[prototype][isAdmin]',
  '$where',
  "' OR '1'='1",
  'filter[$ne]',
  'a\u0000b',
  '\u202e',
  'ключ',
  'fuzz',
  'x'.repeat(300),
];

/** Bearers that must not authenticate anybody. */
const BAD_BEARERS = [
  'Bearer',
  'Bearer ' + 'x'.repeat(8000),
  'Basic YWRtaW46YWRtaW4=',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwiY29tcGFueUlkIjoxfQ.',
  "Bearer accrue_' OR '1'='1",
  'Bearer \u00ff\u00fe',
  'Bearer a.b.c',
  'bearer null',
];

interface Case {
  label: string;
  path: string;
  query?: string;
  headers?: Record<string, string>;
  /** Replaces the caller's Authorization header. */
  authorization?: string;
  body?: Buffer | string;
}

const encodeQuery = (pairs: [string, string][]) =>
  pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');

function casesOf(path: string, operation: Operation, secured: boolean): Case[] {
  const parameters = operation.parameters ?? [];
  const pathParameters = parameters.filter((p) => p.in === 'path');
  const queryParameters = parameters.filter((p) => p.in === 'query');
  const validPath = pathParameters.reduce(
    (built, p) => built.replace(`{${p.name}}`, encodeURIComponent(String(sample(p.schema ?? {})))),
    path,
  );
  const requiredQuery: [string, string][] = queryParameters
    .filter((p) => p.required)
    .map((p) => [p.name, String(sample(p.schema ?? {}))]);
  const withQuery = (pairs: [string, string][]) =>
    encodeQuery([...requiredQuery.filter(([k]) => !pairs.some(([n]) => n === k)), ...pairs]);
  const cases: Case[] = [];
  const json = { 'content-type': 'application/json' };

  for (const parameter of pathParameters) {
    const values = [...BAD_NUMBERS, ...UNICODE.filter((value) => value !== '\ud800'), 'x'.repeat(3000)];
    for (const value of values)
      cases.push({
        label: `path ${parameter.name}=${JSON.stringify(value).slice(0, 30)}`,
        path: pathParameters.reduce(
          (built, p) =>
            built.replace(
              `{${p.name}}`,
              p === parameter ? encodeURIComponent(value) : String(sample(p.schema ?? {})),
            ),
          path,
        ),
      });
  }
  for (const suffix of ['/..%2f..%2fetc%2fpasswd', '%00', '/%ff'])
    cases.push({ label: `path suffix ${suffix}`, path: validPath + suffix });

  for (const parameter of queryParameters) {
    for (const [value] of invalidQuery(parameter.schema ?? {}))
      cases.push({
        label: `query ${parameter.name}=${JSON.stringify(value).slice(0, 30)}`,
        path: validPath,
        query: withQuery([[parameter.name, value!]]),
      });
    // An object (qs's brackets), and a scalar sent as an array.
    const array = types(parameter.schema ?? {}).includes('array');
    for (const key of [`${parameter.name}[$gt]`, ...(array ? [] : [`${parameter.name}[]`])])
      cases.push({ label: `query ${key}`, path: validPath, query: withQuery([[key, '1']]) });
    if (!array)
      cases.push({
        label: `query ${parameter.name} twice`,
        path: validPath,
        query: withQuery([
          [parameter.name, '1'],
          [parameter.name, '2'],
        ]),
      });
  }
  const declared = new Set(queryParameters.map((p) => p.name));
  // An operation may accept unknown query parameters (the OIDC callback: providers add their own).
  const strictQuery = !(operation as { 'x-eov-allow-unknown-query-parameters'?: boolean })[
    'x-eov-allow-unknown-query-parameters'
  ];
  for (const key of UNKNOWN_QUERY_KEYS.filter((k) => strictQuery && !declared.has(k)))
    cases.push({
      label: `unknown query ${JSON.stringify(key).slice(0, 30)}`,
      path: validPath,
      query: withQuery([[key, '1']]),
    });
  cases.push({
    label: 'huge query string',
    path: validPath,
    query: withQuery([['fuzz', 'x'.repeat(20_000)]]),
  });

  // Bodies that cannot be read, whatever the operation.
  const unreadable: Case[] = [
    { label: 'malformed JSON {', path: validPath, headers: json, body: '{' },
    { label: 'malformed JSON truncated', path: validPath, headers: json, body: '{"a":' },
    { label: 'malformed JSON trailing', path: validPath, headers: json, body: '{"a":1}}' },
    { label: 'JSON NaN literal', path: validPath, headers: json, body: '{"a":NaN}' },
    {
      label: 'charset latin1',
      path: validPath,
      headers: { 'content-type': 'application/json; charset=latin1' },
      body: '{"a":"\u00e9"}',
    },
    {
      label: 'unknown Content-Encoding',
      path: validPath,
      headers: { ...json, 'content-encoding': 'fuzz' },
      body: '{}',
    },
    {
      label: 'invalid gzip',
      path: validPath,
      headers: { ...json, 'content-encoding': 'gzip' },
      body: 'not gzip at all',
    },
    {
      label: 'body over 1 MiB',
      path: validPath,
      headers: json,
      body: JSON.stringify({ a: 'x'.repeat(1_100_000) }),
    },
  ];
  cases.push(...unreadable);

  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  if (bodySchema) {
    for (const { label, text } of invalidJson(bodySchema))
      cases.push({ label: `body ${label}`, path: validPath, headers: json, body: text });
    const valid = JSON.stringify(sample(bodySchema));
    for (const type of [
      'text/plain',
      'application/xml',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ])
      cases.push({
        label: `content type ${type}`,
        path: validPath,
        headers: { 'content-type': type },
        body: valid,
      });
    cases.push({ label: 'no content type', path: validPath, body: valid });
    cases.push({ label: 'empty JSON body', path: validPath, headers: json, body: '' });
  }
  if (secured) {
    for (const authorization of BAD_BEARERS)
      cases.push({
        label: `authorization ${JSON.stringify(authorization).slice(0, 30)}`,
        path: validPath,
        authorization,
      });
  }
  return cases;
}

interface Answer {
  status: number;
  contentType: string;
  body: string;
}

/** One raw HTTP request (fetch refuses bodies on GET and non-ASCII headers, both fuzzed here). */
function send(
  agent: http.Agent,
  url: string,
  method: string,
  test: Case,
  bearer: string | undefined,
): Promise<Answer> {
  const target = new URL(url);
  const headers: Record<string, string | number> = { ...test.headers };
  const authorization = test.authorization ?? (bearer ? `Bearer ${bearer}` : undefined);
  if (authorization) headers.authorization = authorization;
  const body = test.body === undefined ? undefined : Buffer.from(test.body);
  if (body) headers['content-length'] = body.length;
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method,
        path: `/api${test.path}${test.query ? `?${test.query}` : ''}`,
        headers,
        timeout: 10_000,
      },
      (response) => {
        const contentType = String(response.headers['content-type'] ?? '');
        // An open event stream would never end: its status is the answer.
        if (contentType.startsWith('text/event-stream')) {
          response.destroy();
          resolve({ status: response.statusCode!, contentType, body: '' });
          return;
        }
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            contentType,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`timeout: ${method} ${test.label}`)));
    // The server may answer (401, 413) and close before a large body is sent: the answer counts.
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') return;
      reject(error);
    });
    request.end(body);
  });
}

/**
 * Every table's rows, hashed: equal digests mean nothing was written. Read with the drivers
 * themselves, on a connection of their own beside the app's (the app reaches tables only through
 * its tenancy layer).
 */
async function digest(config: Config): Promise<Record<string, string>> {
  const closers: (() => Promise<void>)[] = [];
  const rowsOf: (sql: string) => Promise<Record<string, unknown>[]> = config.databaseUrl
    ? await (async () => {
        const connection = await mysql.createConnection({ uri: config.databaseUrl, dateStrings: true });
        closers.push(() => connection.end());
        return async (sql: string) => (await connection.query(sql))[0] as Record<string, unknown>[];
      })()
    : (() => {
        const file = new sqlite3.Database(path.join(config.dataDir, 'accrue.sqlite'), sqlite3.OPEN_READONLY);
        closers.push(() => new Promise<void>((resolve) => file.close(() => resolve())));
        return (sql: string) =>
          new Promise<Record<string, unknown>[]>((resolve, reject) =>
            file.all(sql, (error, rows) =>
              error ? reject(error) : resolve(rows as Record<string, unknown>[]),
            ),
          );
      })();
  try {
    const tables = config.databaseUrl
      ? (await rowsOf('SHOW TABLES')).map((row) => String(Object.values(row)[0]))
      : (await rowsOf("SELECT name FROM sqlite_master WHERE type = 'table'")).map((row) => String(row.name));
    const result: Record<string, string> = {};
    for (const table of tables.sort()) {
      const quoted = config.databaseUrl ? `\`${table}\`` : `"${table}"`;
      const lines = (await rowsOf(`SELECT * FROM ${quoted}`)).map((row) => JSON.stringify(row)).sort();
      result[table] = `${lines.length}:${createHash('sha256').update(lines.join('\n')).digest('hex')}`;
    }
    return result;
  } finally {
    await Promise.all(closers.map((close) => close()));
  }
}

async function pool<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

describeOnEachDatabase('fuzz: malformed input on every operation', (suite) => {
  it('answers 4xx with the error body, never 5xx, authenticates first and writes nothing', async () => {
    const harness = suite.harness();
    // The same app on the same database, without the per-caller rate limit, which would
    // otherwise answer 429 to most of the admin's cases (a 4xx that would hide the others).
    const fuzzed = await listen(
      createApp({
        config: { ...harness.config, rateLimitPerMinute: Number.MAX_SAFE_INTEGER },
        db: harness.db,
        validateResponses: true,
      }),
    );
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    try {
      const admin = await suite.signIn('admin@demo.accrue.local');
      const before = await digest(harness.config);
      const failures: string[] = [];
      let sent = 0;
      const work = operations.flatMap(({ path, method, operation }) => {
        const security = operation.security ?? spec.security ?? [];
        const secured =
          security.length > 0 && !security.some((requirement) => Object.keys(requirement).length === 0);
        const cases = casesOf(path, operation, secured);
        expect(cases.length, `${operation.operationId} has too few cases`).toBeGreaterThanOrEqual(20);
        // MariaDB, what production runs on and the stricter about values, gets every case; SQLite
        // every third (each operation still gets 7 or more): validation, which refuses nearly all
        // of them before any query, is the same code on both.
        const sampled = suite.dialect === 'mysql' ? cases : cases.filter((_, index) => index % 3 === 0);
        return [undefined, admin].flatMap((bearer) =>
          sampled.map((test) => ({ path, method, operation, secured, test, bearer })),
        );
      });
      await pool(work, 6, async ({ method, operation, secured, test, bearer }) => {
        const answer = await send(agent, fuzzed.url, method, test, bearer);
        sent++;
        const who = bearer ? 'admin' : 'anonymous';
        const where = `${operation.operationId} as ${who}, ${test.label}`;
        if (answer.status >= 500 || answer.status < 400) {
          failures.push(`${where}: ${answer.status} ${answer.body.slice(0, 200)}`);
          return;
        }
        // Node refuses over-long headers itself (431), before the app.
        if (answer.status === 431) return;
        if (!answer.contentType.startsWith('application/json')) {
          failures.push(`${where}: ${answer.status} is not JSON (${answer.contentType})`);
          return;
        }
        const body = JSON.parse(answer.body) as { message?: unknown; statusCode?: unknown };
        if (typeof body.message !== 'string' || body.statusCode !== answer.status)
          failures.push(`${where}: error body ${answer.body.slice(0, 200)}`);
        // Authentication runs before validation and before the body is read.
        const reachedApp = !test.label.startsWith('path suffix');
        if (secured && (!bearer || test.authorization) && reachedApp && answer.status !== 401)
          failures.push(`${where}: ${answer.status} instead of 401 ${answer.body.slice(0, 120)}`);
      });
      expect(failures).toEqual([]);
      expect(await digest(harness.config)).toEqual(before);
      // Nothing ended the admin's session either (e.g. a sign-out taking a malformed request).
      const me = await send(agent, fuzzed.url, 'GET', { label: 'me', path: '/users/me' }, admin);
      expect(me.status).toBe(200);
      expect(sent).toBe(work.length);
    } finally {
      agent.destroy();
      await fuzzed.close();
    }
    // Its time grows with the contract (about 40 requests per operation, two callers, both
    // databases): the bound only stops a hung run, so it leaves a busy 2-core machine room.
  }, 600_000);
});
