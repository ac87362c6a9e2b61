import { toDateOnly, toIso, toStringOrNull } from '../../platform/db/values.js';
import { parseContent } from './content-codec.js';
import type { StatementRow } from './tables.js';
import type { Statement } from './types.js';

export function toStatement(row: StatementRow): Statement {
  return {
    id: Number(row.id),
    planId: Number(row.planId),
    userId: Number(row.userId),
    periodId: String(row.periodId),
    periodStart: toDateOnly(row.periodStart)!,
    periodEnd: toDateOnly(row.periodEnd)!,
    total: toStringOrNull(row.total),
    currency: String(row.currency),
    status: toStringOrNull(row.status) as Statement['status'],
    content: parseContent(row.content),
    calculatedAt: toIso(row.calculatedAt)!,
  };
}
