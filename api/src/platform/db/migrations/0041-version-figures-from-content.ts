import type { QueryInterface } from 'sequelize';
import { dropColumnIfPresent, ensureColumn, longText } from '../ddl.js';

/**
 * A statement version's figures (its rules' and KPIs' values and record lines) are read from its
 * content, which holds them all: the `figures` column repeated the content's lines, was never read,
 * and at a million deals was most of what a calculation wrote (bench:calc: 329 MB of versions for
 * 72 MB of packed content). Re-runnable from any point (see `ddl.ts`).
 */
export async function up(q: QueryInterface): Promise<void> {
  await dropColumnIfPresent(q, 'statement_versions', 'figures');
}

export async function down(q: QueryInterface): Promise<void> {
  // As 0023 made it; the figures of the versions written meanwhile are in their content.
  await ensureColumn(q, 'statement_versions', 'figures', {
    type: longText(q),
    allowNull: false,
    defaultValue: '{}',
  });
}
