import { useIntl } from 'react-intl';
import type { StatementDetail } from './api';
import { EditsList } from './EditsList';

/**
 * The rows left out of or added to the statement's datasets by hand: which, why, by whom and when;
 * a user who may overwrite removes an edit (the row comes back, or goes) from here.
 */
export function RowEditsList({
  statement,
  canEdit,
  onDelete,
}: {
  statement: StatementDetail;
  canEdit: boolean;
  onDelete: (rowEditId: number) => void;
}) {
  const intl = useIntl();
  const datasetLabel = (table: string) => statement.datasets.find((d) => d.table === table)?.label ?? table;
  return (
    <EditsList
      headingId="statement-row-edits"
      heading={intl.formatMessage({ id: 'statement.rowEdits' })}
      edits={statement.rowEdits ?? []}
      testId="row-edit"
      lineOf={(edit) =>
        intl.formatMessage(
          { id: `statement.rowEdit.line.${edit.kind}` },
          {
            record: edit.recordKey,
            dataset: datasetLabel(edit.datasetId),
            reason: edit.reason,
            author: edit.createdBy?.fullName ?? '—',
            date: intl.formatDate(edit.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
          },
        )
      }
      remove={{
        text: intl.formatMessage({ id: 'statement.rowEdit.remove' }),
        labelOf: (edit) =>
          intl.formatMessage({ id: 'statement.rowEdit.removeOne' }, { record: edit.recordKey }),
      }}
      onDelete={canEdit ? onDelete : undefined}
    />
  );
}
