import { DataTypes, type QueryInterface, type QueryOptionsWithWhere } from 'sequelize';
import { ensureColumn } from '../ddl.js';

/** The payment columns a statement carries beside its content (doc 2 §3 payment categories). */
const PAYMENT_COLUMNS = {
  paymentAchievement: 'achievement',
  paymentHold: 'hold',
  paymentPaid: 'paid',
  paymentAdjustments: 'adjustments',
  paymentHeldBalance: 'heldBalance',
} as const;

/** Statements filled per batch while the columns are back-filled. */
const BATCH = 200;

/**
 * A statement's payments per category as columns (exact decimal text, as `total`): the payments
 * page lists and adds up a period's payments from them without reading every statement's content.
 * Statements stored before are filled from their content, a batch at a time, each row by its own
 * conditional UPDATE: a run killed halfway leaves the rest NULL and the next run goes on.
 * Re-runnable from any point (see `ddl.ts`).
 */
export async function up(q: QueryInterface): Promise<void> {
  for (const column of Object.keys(PAYMENT_COLUMNS))
    await ensureColumn(q, 'statements', column, { type: DataTypes.STRING(40), allowNull: true });
  for (;;) {
    // The query generator reads `attributes`, `order` and `limit`, which select()'s typings leave out.
    const options = {
      where: { paymentPaid: null },
      attributes: ['id', 'content'],
      order: [['id', 'ASC']],
      limit: BATCH,
    };
    const rows = (await q.select(null, 'statements', options as QueryOptionsWithWhere)) as {
      id: number;
      content: string;
    }[];
    if (!rows.length) return;
    for (const row of rows)
      await q.bulkUpdate('statements', paymentsOf(row.content), { id: row.id, paymentPaid: null });
  }
}

/** The payment columns of a statement's content; zeros for a content without payments. */
function paymentsOf(content: string): Record<keyof typeof PAYMENT_COLUMNS, string> {
  let payments: Record<string, unknown> = {};
  try {
    payments = (JSON.parse(content) as { payments?: Record<string, unknown> }).payments ?? {};
  } catch {
    // an unreadable content pays nothing (it would not display either)
  }
  return Object.fromEntries(
    Object.entries(PAYMENT_COLUMNS).map(([column, key]) => {
      const value = payments[key];
      return [column, typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? value : '0'];
    }),
  ) as Record<keyof typeof PAYMENT_COLUMNS, string>;
}
