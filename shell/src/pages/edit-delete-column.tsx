import type { IntlShape } from 'react-intl';
import { Button } from '@accrue/ui-kit';
import type { LightTableColumn } from '@accrue/ui-kit/table';
import * as styles from './edit-delete-column.css';

/**
 * A settings list's actions column: Edit and Delete, each named after its row for screen readers
 * (`<page>.editOf`, `<page>.deleteOf`). `page` is the prefix of the page's messages, which has
 * `column.actions`, `edit`, `editOf`, `delete` and `deleteOf`.
 */
export function editDeleteColumn<Row extends { name: string }>(
  intl: IntlShape,
  page: 'adminScopes' | 'workflows',
  onEdit: (row: Row) => void,
  onDelete: (row: Row) => void,
): LightTableColumn<Row> {
  return {
    id: 'actions',
    header: intl.formatMessage({ id: `${page}.column.actions` }),
    width: 200,
    cell: (row) => (
      <span className={styles.actions}>
        <Button
          size="small"
          variant="secondary"
          onPress={() => onEdit(row)}
          aria-label={intl.formatMessage({ id: `${page}.editOf` }, { name: row.name })}
        >
          {intl.formatMessage({ id: `${page}.edit` })}
        </Button>
        <Button
          size="small"
          variant="ghost"
          onPress={() => onDelete(row)}
          aria-label={intl.formatMessage({ id: `${page}.deleteOf` }, { name: row.name })}
        >
          {intl.formatMessage({ id: `${page}.delete` })}
        </Button>
      </span>
    ),
  };
}
