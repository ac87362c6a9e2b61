import { Decimal } from 'decimal.js';
import { stringify } from 'csv-stringify/sync';
import { Op } from 'sequelize';
import type { Context } from '../../platform/context.js';
import * as company from '../company/index.js';
import { directoryOf, reachConditions, type Directory } from './reading.js';
import { statementsTable, type StatementRow } from './tables.js';

/**
 * The payments page (doc 2 §2 /payments): what each person is paid for a period, per plan, from
 * the payment columns a calculation stores beside each statement (migration 0029), with the
 * period's totals. Read with VIEW_PAYMENTS: admins and finance every statement, a scoped admin
 * their plans' people, a manager their managees; hidden plans only for admin-type roles.
 */

export interface PaymentAmounts {
  achievement: string;
  hold: string;
  paid: string;
  adjustments: string;
  heldBalance: string;
}

export interface PaymentRow {
  statementId: number;
  user: { id: number; fullName: string };
  plan: { id: number; name: string };
  periodId: string;
  currency: string;
  amounts: PaymentAmounts;
}

export interface PaymentPage {
  items: PaymentRow[];
  totalItems: number;
  currentPage: number;
  pageCount: number;
  currency: string;
  totals: PaymentAmounts;
}

export interface PaymentQuery {
  periodId: string;
  planIds?: readonly number[];
  search?: string;
  page?: number;
  limit?: number;
}

/**
 * The most statements one period's payments add up (a company of 20,000 people on five plans);
 * beyond, the totals are of the first ones by person. Sorting by name needs them all in hand.
 */
export const MAX_PAYMENT_ROWS = 100_000;

const COLUMNS = {
  achievement: 'paymentAchievement',
  hold: 'paymentHold',
  paid: 'paymentPaid',
  adjustments: 'paymentAdjustments',
  heldBalance: 'paymentHeldBalance',
} as const satisfies Record<keyof PaymentAmounts, keyof StatementRow>;

const amountsOf = (row: StatementRow): PaymentAmounts =>
  Object.fromEntries(
    Object.entries(COLUMNS).map(([key, column]) => [key, new Decimal(row[column] ?? '0').toFixed()]),
  ) as unknown as PaymentAmounts;

/** Every payment of the selection in the caller's reach, sorted by person then plan, and their totals. */
async function selectPayments(
  context: Context,
  query: Omit<PaymentQuery, 'page' | 'limit'>,
): Promise<{ items: PaymentRow[]; totals: PaymentAmounts; currency: string; directory: Directory }> {
  const directory = await directoryOf(context);
  const conditions = [
    ...(await reachConditions(context, directory, 'VIEW_PAYMENTS')),
    { periodId: query.periodId },
  ];
  if (query.planIds?.length) conditions.push({ planId: [...query.planIds] });
  const search = query.search?.trim().toLowerCase();
  if (search)
    conditions.push({
      userId: [...directory.users.values()]
        .filter((user) => user.fullName.toLowerCase().includes(search))
        .map((user) => user.id),
    });
  const [rows, found] = await Promise.all([
    context.tenant.findAll(statementsTable, {
      where: { [Op.and]: conditions },
      attributes: ['id', 'userId', 'planId', 'periodId', 'currency', ...Object.values(COLUMNS)],
      limit: MAX_PAYMENT_ROWS,
    }),
    company.companyById(context.tenant.db, context.tenant.companyId),
  ]);
  const items = rows.map((row): PaymentRow => ({
    statementId: Number(row.id),
    user: { id: Number(row.userId), fullName: directory.users.get(Number(row.userId))?.fullName ?? '' },
    plan: { id: Number(row.planId), name: directory.plans.get(Number(row.planId))?.name ?? '' },
    periodId: String(row.periodId),
    currency: String(row.currency),
    amounts: amountsOf(row),
  }));
  items.sort(
    (a, b) =>
      a.user.fullName.localeCompare(b.user.fullName) ||
      a.plan.name.localeCompare(b.plan.name) ||
      a.statementId - b.statementId,
  );
  const totals = Object.fromEntries(
    Object.keys(COLUMNS).map((key) => [
      key,
      items
        .reduce((sum, item) => sum.plus(item.amounts[key as keyof PaymentAmounts]), new Decimal(0))
        .toFixed(),
    ]),
  ) as unknown as PaymentAmounts;
  return { items, totals, currency: found?.currency ?? items[0]?.currency ?? '', directory };
}

/** GET /payments: a page of the period's payments in the caller's reach, sorted by person, then plan. */
export async function listPayments(context: Context, query: PaymentQuery): Promise<PaymentPage> {
  const page = query.page ?? 0;
  const limit = query.limit ?? 50;
  const { items, totals, currency } = await selectPayments(context, query);
  return {
    items: items.slice(page * limit, (page + 1) * limit),
    totalItems: items.length,
    currentPage: page,
    pageCount: Math.ceil(items.length / limit),
    currency,
    totals,
  };
}

/** The columns of the payroll file, in order (openapi: GET /payments/export). */
export const PAYMENT_CSV_COLUMNS = [
  'person',
  'email',
  'employeeId',
  'plan',
  'period',
  'currency',
  'achievement',
  'hold',
  'adjustments',
  'paid',
  'heldBalance',
  'statementId',
] as const;

/**
 * GET /payments/export: the same selection as a CSV file for the payroll, a line per person and
 * plan with the person's e-mail and HRIS (else external) identifier, then the totals' line.
 */
export async function exportPayments(
  context: Context,
  query: Omit<PaymentQuery, 'page' | 'limit'>,
): Promise<string> {
  const { items, totals, currency, directory } = await selectPayments(context, query);
  type Line = Record<(typeof PAYMENT_CSV_COLUMNS)[number], string | number>;
  const lines = items.map((item): Line => {
    const user = directory.users.get(item.user.id);
    return {
      person: item.user.fullName,
      email: user?.email ?? '',
      employeeId: user?.hrisId ?? user?.externalId ?? '',
      plan: item.plan.name,
      period: item.periodId,
      currency: item.currency,
      ...item.amounts,
      statementId: item.statementId,
    };
  });
  lines.push({
    person: 'Total',
    email: '',
    employeeId: '',
    plan: '',
    period: query.periodId,
    currency,
    ...totals,
    statementId: '',
  });
  return stringify(lines, { header: true, columns: [...PAYMENT_CSV_COLUMNS], bom: true });
}
