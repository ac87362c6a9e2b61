import { useIntl } from 'react-intl';
import { Button, Heading } from '@accrue/ui-kit';
import type { StatementDetail } from './api';

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
    <section
      aria-labelledby="statement-row-edits"
      style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
    >
      <Heading level={2} id="statement-row-edits">
        {intl.formatMessage({ id: 'statement.rowEdits' })}
      </Heading>
      <ul style={{ margin: 0, paddingLeft: 16 }}>
        {(statement.rowEdits ?? []).map((edit) => (
          <li key={edit.id} data-testid="row-edit">
            {intl.formatMessage(
              { id: `statement.rowEdit.line.${edit.kind}` },
              {
                record: edit.recordKey,
                dataset: datasetLabel(edit.datasetId),
                reason: edit.reason,
                author: edit.createdBy?.fullName ?? '—',
                date: intl.formatDate(edit.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
              },
            )}
            {canEdit ? (
              <>
                {' '}
                <Button
                  size="small"
                  variant="secondary"
                  aria-label={intl.formatMessage(
                    { id: 'statement.rowEdit.removeOne' },
                    { record: edit.recordKey },
                  )}
                  onPress={() => onDelete(edit.id)}
                >
                  {intl.formatMessage({ id: 'statement.rowEdit.remove' })}
                </Button>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
