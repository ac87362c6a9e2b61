import { Op, Sequelize, type WhereOptions } from 'sequelize';

/**
 * A search box's condition: one of `columns` contains `text` exactly as typed, letters compared
 * without case. INSTR rather than LIKE: a `%` or `_` typed into the box is a character to find,
 * not a wildcard, and SQLite's LIKE knows no escape character unless each query names one. Both
 * sides go through the database's own LOWER, so both dialects fold case the same way on each.
 */
export function containsText(columns: readonly string[], text: string): WhereOptions {
  const needle = Sequelize.fn('LOWER', text);
  return {
    [Op.or]: columns.map((column) =>
      Sequelize.where(Sequelize.fn('INSTR', Sequelize.fn('LOWER', Sequelize.col(column)), needle), Op.gt, 0),
    ),
  };
}
