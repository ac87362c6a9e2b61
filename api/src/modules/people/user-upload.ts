import { parse } from 'csv-parse/sync';
import { UniqueConstraintError } from 'sequelize';
import { selectableRoles, type UserRole } from '@accrue/access';
import { MAX_NAMED_USERS, recordChange } from '../../platform/audit/audit-log.js';
import type { UserContext } from '../../platform/context.js';
import { Forbidden, Invalid, MESSAGES, type FieldError } from '../../platform/errors.js';
import { isLanguage } from '../../platform/reference.js';
import * as company from '../company/index.js';
import { userChanged } from './caller.js';
import { DIRECTORY_MESSAGES } from './directory.js';
import { takenEmails } from './platform-repository.js';
import { insertNewUser } from './repository.js';

/** Spec doc 3 §5 "Directory CSV upload": the columns, by their header. */
export const MANDATORY_COLUMNS = ['First Name', 'Last Name', 'Email'] as const;
export const OPTIONAL_COLUMNS = ['Role', 'Currency', 'Language', 'External ID', 'HRIS ID'] as const;
type Column = (typeof MANDATORY_COLUMNS)[number] | (typeof OPTIONAL_COLUMNS)[number];
const COLUMNS: readonly Column[] = [...MANDATORY_COLUMNS, ...OPTIONAL_COLUMNS];

/** At most this many users per upload (one transaction). */
export const UPLOAD_MAX_ROWS = 5_000;

export const UPLOAD_MESSAGES = {
  unknownRole: 'Unknown role',
  missingColumn: (name: string) => `Missing column: ${name}`,
  empty: 'The file has no users.',
  tooManyRows: (max: number) => `The file has more than ${max} users.`,
  unreadable: (reason: string) => `The file could not be read: ${reason}`,
  duplicateEmail: 'This e-mail address appears more than once in the file.',
} as const;

export interface UploadedUser {
  /** The row of the file (1-based, the header is row 1). */
  row: number;
  firstName: string;
  lastName: string;
  email: string;
  role: UserRole;
  currency: string;
  language: string;
  externalId: string | null;
  hrisId: string | null;
}

export interface UploadError {
  row: number;
  column: string;
  message: string;
}

export interface UploadResult {
  dryRun: boolean;
  rowCount: number;
  users: UploadedUser[];
  errors: UploadError[];
  created: number;
}

/**
 * Header names as written, trimmed; a repeated one gets a numeric suffix starting at 2 (doc 3 §5),
 * so "Email, Email" reads as "Email" and "Email 2" (the second is then an unknown column).
 */
export function dedupeHeaders(headers: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return headers.map((raw) => {
    const name = raw.replace(/^\uFEFF/, '').trim();
    const key = name.toLowerCase();
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return count === 1 ? name : `${name} ${count}`;
  });
}

/** Import normalisation (doc 3 §5): role uppercased (spaces as underscores), language lower-cased. */
export function normaliseRole(value: string): string {
  return value
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
}

export function normaliseLanguage(value: string): string {
  return value.trim().toLowerCase().split(/[-_]/)[0] ?? '';
}

export function normaliseCurrency(value: string): string {
  return value.trim().toUpperCase();
}

/**
 * `POST /users/registrations`: users from a CSV file. `dryRun: true` reads and checks every row and
 * answers the users it would add (the preview) and every error with its row and column;
 * `dryRun: false` adds them all in one transaction, or none: with any error it answers 422 naming
 * each bad row (`rows.<row>.<column>`). Added users are INACTIVE until invited.
 */
export async function uploadUsers(
  context: UserContext,
  input: { dryRun: boolean; csv: string },
): Promise<UploadResult> {
  let records: string[][];
  try {
    records = parse(input.csv, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      delimiter: [',', ';', '\t'],
      max_record_size: 10_000,
    }) as string[][];
  } catch (error) {
    throw new Invalid([{ field: 'csv', message: UPLOAD_MESSAGES.unreadable((error as Error).message) }]);
  }
  const [header, ...rows] = records;
  if (!header) throw new Invalid([{ field: 'csv', message: UPLOAD_MESSAGES.empty }]);
  const names = dedupeHeaders(header);
  const index = new Map<Column, number>();
  for (const column of COLUMNS) {
    const at = names.findIndex((name) => name.toLowerCase() === column.toLowerCase());
    if (at >= 0) index.set(column, at);
  }
  const missing = MANDATORY_COLUMNS.filter((column) => !index.has(column));
  if (missing.length)
    throw new Invalid(
      missing.map((column) => ({ field: 'csv', message: UPLOAD_MESSAGES.missingColumn(column) })),
    );
  if (rows.length === 0) throw new Invalid([{ field: 'csv', message: UPLOAD_MESSAGES.empty }]);
  if (rows.length > UPLOAD_MAX_ROWS)
    throw new Invalid([{ field: 'csv', message: UPLOAD_MESSAGES.tooManyRows(UPLOAD_MAX_ROWS) }]);

  const found = await company.readCompany(context);
  const currencies = new Set([found.currency, ...found.symbols]);
  const offered = selectableRoles(context.subject.featureFlags).filter(
    // A scoped admin's role needs a scope, which a file does not name; only an admin gives admin roles.
    (role) =>
      role !== 'SCOPED_ADMIN' &&
      (context.subject.role === 'ADMIN' || !['ADMIN', 'READ_ONLY_ADMIN'].includes(role)),
  );
  const cell = (row: string[], column: Column) => {
    const at = index.get(column);
    return at === undefined ? '' : (row[at] ?? '').trim();
  };

  const errors: UploadError[] = [];
  const users: UploadedUser[] = [];
  const emailRows = new Map<string, number>();
  rows.forEach((row, i) => {
    const rowNumber = i + 2;
    const error = (column: Column, message: string) => errors.push({ row: rowNumber, column, message });
    const firstName = cell(row, 'First Name');
    const lastName = cell(row, 'Last Name');
    const email = cell(row, 'Email').toLowerCase();
    if (!firstName) error('First Name', MESSAGES.required);
    if (!lastName) error('Last Name', MESSAGES.required);
    if (!email) error('Email', MESSAGES.required);
    else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) error('Email', MESSAGES.email);
    else if (emailRows.has(email)) error('Email', UPLOAD_MESSAGES.duplicateEmail);
    else emailRows.set(email, rowNumber);
    for (const [column, value] of [
      ['First Name', firstName],
      ['Last Name', lastName],
    ] as const)
      if (value.length > 100) error(column, MESSAGES.maxLength(100));

    const roleCell = cell(row, 'Role');
    const role = (roleCell ? normaliseRole(roleCell) : 'EMPLOYEE') as UserRole;
    if (!offered.includes(role)) error('Role', UPLOAD_MESSAGES.unknownRole);
    const currencyCell = cell(row, 'Currency');
    const currency = currencyCell ? normaliseCurrency(currencyCell) : found.currency;
    if (!currencies.has(currency)) error('Currency', MESSAGES.unknownCurrency(currencyCell));
    const languageCell = cell(row, 'Language');
    const language = languageCell ? normaliseLanguage(languageCell) : 'en';
    if (!isLanguage(language)) error('Language', MESSAGES.unknownLanguage(languageCell));
    const externalId = cell(row, 'External ID') || null;
    const hrisId = cell(row, 'HRIS ID') || null;
    for (const [column, value] of [
      ['External ID', externalId],
      ['HRIS ID', hrisId],
    ] as const)
      if (value && value.length > 255) error(column, MESSAGES.maxLength(255));
    users.push({ row: rowNumber, firstName, lastName, email, role, currency, language, externalId, hrisId });
  });

  const taken = await takenEmails(context.tenant.db, [...emailRows.keys()]);
  for (const [email, row] of emailRows)
    if (taken.has(email)) errors.push({ row, column: 'Email', message: DIRECTORY_MESSAGES.emailTaken });
  errors.sort(
    (a, b) => a.row - b.row || COLUMNS.indexOf(a.column as Column) - COLUMNS.indexOf(b.column as Column),
  );

  if (input.dryRun) return { dryRun: true, rowCount: rows.length, users, errors, created: 0 };
  if (errors.length) throw refusal(errors);
  if (context.subject.role !== 'ADMIN' && users.some((u) => ['ADMIN', 'READ_ONLY_ADMIN'].includes(u.role)))
    throw new Forbidden(DIRECTORY_MESSAGES.adminRoleForbidden);

  const now = new Date();
  try {
    await context.tenant.transaction(async (t) => {
      const ids: number[] = [];
      for (const user of users)
        ids.push(
          await insertNewUser(
            context.tenant,
            {
              firstName: user.firstName,
              lastName: user.lastName,
              email: user.email,
              role: user.role,
              adminScopeId: null,
              currency: user.currency,
              language: user.language,
              externalId: user.externalId,
              externalIdSource: user.externalId ? 'OTHERSOURCE' : null,
              hrisId: user.hrisId,
              hrisIdSource: user.hrisId ? 'OTHERSOURCE' : null,
            },
            now,
            t,
          ),
        );
      // One line for the file, under the company's name: how many were added, and the first of them.
      await recordChange(
        context,
        {
          action: 'users.uploaded',
          target: { type: 'company', id: context.companyId, label: found.name },
          details: {
            count: users.length,
            users: users.slice(0, MAX_NAMED_USERS).map((user, i) => ({
              id: ids[i],
              fullName: `${user.firstName} ${user.lastName}`.trim(),
              role: user.role,
            })),
          },
        },
        t,
      );
    });
  } catch (error) {
    // Another write took one of the e-mails between the check and the insert: nothing was added.
    if (error instanceof UniqueConstraintError)
      throw new Invalid([{ field: 'csv', message: DIRECTORY_MESSAGES.emailTaken }]);
    throw error;
  }
  await userChanged(context.tenant, { userId: context.userId, actorUserId: context.signedInUserId });
  return { dryRun: false, rowCount: rows.length, users, errors: [], created: users.length };
}

function refusal(errors: readonly UploadError[]): Invalid {
  const fields: FieldError[] = errors.map((e) => ({
    field: `rows.${e.row}.${e.column}`,
    message: e.message,
  }));
  return new Invalid(fields);
}
