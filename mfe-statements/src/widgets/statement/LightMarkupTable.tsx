import type { ReactNode } from 'react';
import * as styles from './StatementWidget.css';

export interface PlainColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'start' | 'end';
}

/**
 * A read-only table in plain HTML (the first column heads its row), for the widget's first screen:
 * the kit's LightTable is react-aria's grid, whose keyboard navigation a list of a few figures does
 * not need, and whose code would be most of the frame's download.
 */
export function LightMarkupTable<T extends { id: string }>({
  label,
  columns,
  rows,
}: {
  label: string;
  columns: readonly PlainColumn<T>[];
  rows: readonly T[];
}) {
  const align = (column: PlainColumn<T>) => (column.align === 'end' ? ` ${styles.end}` : '');
  return (
    <div className={styles.scroller}>
      <table aria-label={label} className={styles.table}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={`${styles.header}${align(column)}`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.id} scope="row" className={`${styles.cell}${align(column)}`}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.id} className={`${styles.cell}${align(column)}`}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
