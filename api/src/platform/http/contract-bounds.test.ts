import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { OPENAPI_SPEC } from '../../app.js';
import { OPERATION_METHODS } from './validation.js';

/**
 * Limits the contract itself must state (issue 9 §10, §11): every number a client puts in a path
 * or a query is bounded on both sides (so `Infinity`, `1e400` and 20-digit ids are refused before
 * SQL), and every list is bounded: a paged list takes a bounded `limit` (at most the largest page
 * size the spec offers, 100), and a list answered whole either declares its `maxItems` or is one of
 * the few known to be small.
 */

interface Schema {
  type?: string | string[];
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  allOf?: Schema[];
  $ref?: string;
}
interface Parameter {
  name: string;
  in: string;
  schema?: Schema;
  $ref?: string;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

const document = parse(fs.readFileSync(OPENAPI_SPEC, 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
};

function resolve<T extends { $ref?: string }>(value: T | undefined): T | undefined {
  let current = value;
  while (current?.$ref)
    current = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>(
        (node, key) => (node as Record<string, unknown>)[key.replace(/~1/g, '/')],
        document,
      ) as T;
  return current;
}

const typesOf = (schema: Schema | undefined) => [schema?.type].flat().filter(Boolean) as string[];
const isNumeric = (schema: Schema | undefined) =>
  typesOf(schema).some((type) => type === 'integer' || type === 'number');

const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  OPERATION_METHODS.filter((method) => item[method]).map((method) => ({
    path,
    method,
    operation: item[method]!,
  })),
);

function parametersOf(operation: Operation): Parameter[] {
  return (operation.parameters ?? [])
    .map((p) => resolve(p)!)
    .filter((p) => p.in === 'path' || p.in === 'query');
}

/**
 * The operation's 200 answer, when it is a list: an array (`capped` when its `maxItems` bounds
 * it), or a page (`{ items: [...] }`).
 */
function listAnswer(operation: Operation): 'array' | 'capped' | 'page' | null {
  const schema = resolve(operation.responses?.['200']?.content?.['application/json']?.schema);
  if (!schema) return null;
  if (typesOf(schema).includes('array')) return typeof schema.maxItems === 'number' ? 'capped' : 'array';
  const parts = [schema, ...(schema.allOf ?? []).map((part) => resolve(part)!)];
  const items = parts
    .map((part) => resolve(part.properties?.items))
    .find((list) => typesOf(list).includes('array'));
  if (!items) return null;
  // `{ items }` capped by the contract itself (a connection's tables, the last refresh of each
  // connection): bounded without a limit parameter, as a capped array is.
  return typeof items.maxItems === 'number' ? 'capped' : 'page';
}

/**
 * Lists answered whole, each small by nature. A new one fails below until it is paged with a
 * bounded `limit` (or, when truly small, added here with the reason).
 */
const WHOLE_LISTS: Record<string, string> = {
  listApiKeys: "a company's API keys, created one by one by its admins",
  getUserManagers: "the team managers above one user's teams",
  listAdminScopes: "a company's admin scopes, defined one by one by its admins",
};

/** Lists whose page may hold more than 100 items, each with why (still bounded). */
const LARGE_PAGES: Record<string, { maximum: number; why: string }> = {
  listTeams: { maximum: 1000, why: 'the team tree is drawn whole: a parent needs all its sub-teams at once' },
  listTeamAssignments: { maximum: 500, why: "a team's members and managers on one page, with their counts" },
  listPlans: {
    maximum: 500,
    why: "the plans dropdown lists a company's plans whole (tens, archived ones included)",
  },
  listPlanAssignments: { maximum: 500, why: "a plan's assignees on one page, with their status counts" },
};

describe('the contract bounds every number and every list', () => {
  it('bounds every numeric path and query parameter on both sides', () => {
    const unbounded = operations.flatMap(({ operation }) =>
      parametersOf(operation).flatMap((parameter) => {
        const schema = resolve(parameter.schema);
        const numbers = typesOf(schema).includes('array') ? resolve(schema?.items) : schema;
        if (!isNumeric(numbers)) return [];
        const bounded = typeof numbers?.minimum === 'number' && typeof numbers.maximum === 'number';
        const arrayBounded = !typesOf(schema).includes('array') || typeof schema?.maxItems === 'number';
        return bounded && arrayBounded ? [] : [`${operation.operationId}: ${parameter.in} ${parameter.name}`];
      }),
    );
    expect(unbounded).toEqual([]);
  });

  it('gives every paged list a bounded page and a limit of at most 100', () => {
    const problems: string[] = [];
    for (const { operation } of operations) {
      const parameters = parametersOf(operation);
      const limit = parameters.find((p) => p.name === 'limit');
      const page = parameters.find((p) => p.name === 'page');
      const cursor = parameters.find((p) => p.name === 'cursor');
      const answer = listAnswer(operation);
      if (!limit && !page && !answer) continue;
      const id = operation.operationId;
      if (answer === 'array' && !limit && !WHOLE_LISTS[id]) problems.push(`${id}: a list without a limit`);
      if (answer === 'page' && !limit && !cursor) problems.push(`${id}: a page without a limit or a cursor`);
      if (page && resolve(page.schema)?.maximum === undefined) problems.push(`${id}: page has no maximum`);
      if (limit) {
        const schema = resolve(limit.schema);
        if (!isNumeric(schema)) problems.push(`${id}: limit is not a number`);
        if (schema?.maximum === undefined || schema.maximum > (LARGE_PAGES[id!]?.maximum ?? 100))
          problems.push(`${id}: limit is not bounded by 100 (${schema?.maximum})`);
        if (schema?.minimum === undefined || schema.minimum < 0)
          problems.push(`${id}: limit has no minimum ≥ 0`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('still lists every list answered whole (no stale exception)', () => {
    const ids = new Set(operations.map(({ operation }) => operation.operationId));
    expect(Object.keys(WHOLE_LISTS).filter((id) => !ids.has(id))).toEqual([]);
  });
});
