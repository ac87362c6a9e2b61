import { Op, type WhereOptions } from 'sequelize';
import { stringify } from 'csv-stringify/sync';
import type { components, operations } from '@accrue/sdk/schema';
import type { Context } from '../../platform/context.js';
import { containsText } from '../../platform/db/contains.js';
import { auditEventsTable, type AuditEventRow } from '../../platform/audit/tables.js';
import * as people from '../people/index.js';
import * as company from '../company/index.js';

type AuditEvent = components['schemas']['AuditEvent'];
type AuditEventPage = components['schemas']['AuditEventPage'];
type AuditFilter = NonNullable<operations['exportAuditEvents']['parameters']['query']>;
type AuditQuery = NonNullable<operations['listAuditEvents']['parameters']['query']>;

/** The most events one export holds: a year of a large company's changes, in a bounded answer. */
export const MAX_EXPORTED_EVENTS = 100_000;
const DEFAULT_LIMIT = 20;
const DAY_MS = 86_400_000;

function filterOf(query: AuditFilter): WhereOptions {
  const conditions: WhereOptions[] = [];
  if (query.area) conditions.push({ area: query.area });
  if (query.actorUserId)
    conditions.push({
      [Op.or]: [{ actorUserId: query.actorUserId }, { impersonatorUserId: query.actorUserId }],
    });
  if (query.from) conditions.push({ occurredAt: { [Op.gte]: new Date(`${query.from}T00:00:00Z`) } });
  if (query.to)
    conditions.push({ occurredAt: { [Op.lt]: new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS) } });
  const search = query.search?.trim();
  if (search) conditions.push(containsText(['targetLabel', 'action'], search));
  return { [Op.and]: conditions };
}

const LATEST_FIRST: [string, 'ASC' | 'DESC'][] = [
  ['occurredAt', 'DESC'],
  ['id', 'DESC'],
];

/** The names behind the ids of a page of events: the people and API keys it mentions, no more. */
async function namesFor(context: Context, rows: readonly AuditEventRow[]) {
  const userIds = new Set<number>();
  for (const row of rows) {
    if (row.actorUserId !== null) userIds.add(Number(row.actorUserId));
    if (row.impersonatorUserId !== null) userIds.add(Number(row.impersonatorUserId));
  }
  const users = userIds.size ? await people.usersByIds(context.tenant, [...userIds]) : [];
  const keys = rows.some((row) => row.apiKeyId !== null) ? await company.listApiKeys(context) : [];
  return {
    users: new Map(users.map((user) => [user.id, user])),
    keys: new Map(keys.map((key) => [key.id, key.name])),
  };
}

type Names = Awaited<ReturnType<typeof namesFor>>;

function toEvent(row: AuditEventRow, names: Names): AuditEvent {
  const person = (id: number | null) => {
    if (id === null) return null;
    const user = names.users.get(Number(id));
    return { id: Number(id), fullName: user?.fullName ?? '' };
  };
  const apiKeyId = row.apiKeyId === null ? null : Number(row.apiKeyId);
  return {
    id: Number(row.id),
    occurredAt: new Date(row.occurredAt).toISOString(),
    area: row.area as AuditEvent['area'],
    action: row.action as AuditEvent['action'],
    actor: person(row.actorUserId),
    impersonatedBy: person(row.impersonatorUserId),
    // A revoked key is gone from the company's keys: it is named by its number.
    apiKey: apiKeyId === null ? null : { id: apiKeyId, name: names.keys.get(apiKeyId) ?? `#${apiKeyId}` },
    target: { type: row.targetType, id: row.targetId, label: row.targetLabel },
    details: row.details ? (JSON.parse(row.details) as Record<string, unknown>) : null,
  };
}

/** GET /audit-events: a page of the company's log, latest first. */
export async function listAuditEvents(context: Context, query: AuditQuery): Promise<AuditEventPage> {
  const page = query.page ?? 0;
  const limit = query.limit ?? DEFAULT_LIMIT;
  const { rows, total } = await context.tenant.findPage(auditEventsTable, {
    where: filterOf(query),
    order: LATEST_FIRST,
    offset: page * limit,
    limit,
  });
  const names = await namesFor(context, rows);
  return {
    items: rows.map((row) => toEvent(row, names)),
    totalItems: total,
    currentPage: page,
    pageCount: Math.ceil(total / limit),
  };
}

const CSV_COLUMNS = [
  'occurredAt',
  'area',
  'action',
  'actor',
  'actorEmail',
  'apiKey',
  'impersonatedBy',
  'targetType',
  'targetId',
  'target',
  'details',
] as const;

/**
 * A cell a spreadsheet would not run as a formula: names are typed by users, and a plan named
 * `=HYPERLINK(…)` must open as text (OWASP "CSV injection": a leading quote keeps it inert).
 */
export function inertCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * GET /audit-events/export: the filtered log as CSV (at most MAX_EXPORTED_EVENTS, latest first),
 * with a byte-order mark so that spreadsheets read accented names right.
 */
export async function exportAuditEvents(context: Context, query: AuditFilter): Promise<string> {
  const rows = await context.tenant.findAll(auditEventsTable, {
    where: filterOf(query),
    order: LATEST_FIRST,
    limit: MAX_EXPORTED_EVENTS,
  });
  const names = await namesFor(context, rows);
  const email = (id: number | null) => (id === null ? '' : (names.users.get(Number(id))?.email ?? ''));
  const lines = rows.map((row) => {
    const event = toEvent(row, names);
    return [
      event.occurredAt,
      event.area,
      event.action,
      event.actor?.fullName ?? '',
      email(row.actorUserId),
      event.apiKey?.name ?? '',
      event.impersonatedBy?.fullName ?? '',
      event.target.type,
      event.target.id,
      event.target.label,
      event.details ? JSON.stringify(event.details) : '',
    ].map(inertCell);
  });
  return stringify(lines, { header: true, columns: [...CSV_COLUMNS], bom: true });
}
