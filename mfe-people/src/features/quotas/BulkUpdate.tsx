import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Button } from '@accrue/ui-kit';
import { FileUpload, TextArea } from '@accrue/ui-kit/forms';
import { Modal } from '@accrue/ui-kit/overlays';
import { LightTable } from '@accrue/ui-kit/table';
import { MAX_BULK_ROWS, ownerOfRow, parseBulk, type BulkRow } from './model';
import { QuotasApiError, useBulkQuotaValues, type Quota } from './queries';

const PREVIEW_ROWS = 200;

export interface BulkUpdateProps {
  quota: Quota;
  onClose: () => void;
  onDone: (message: string) => void;
}

/**
 * A bulk update of a quota's values, pasted from a spreadsheet or read from a CSV file (owner,
 * date, value): previewed, checked by the server (a dry run naming every bad row), then applied
 * whole, or not at all.
 */
export function BulkUpdate({ quota, onClose, onDone }: BulkUpdateProps) {
  const intl = useIntl();
  const run = useBulkQuotaValues();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [checked, setChecked] = useState<{ rows: BulkRow[]; created: number; updated: number } | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  const parsed = parseBulk(text, quota);
  const tooMany = parsed.rows.length > MAX_BULK_ROWS;

  const edit = (next: string) => {
    setText(next);
    setChecked(null);
    setErrors([]);
  };
  const load = async (chosen: File[]) => {
    setFiles(chosen);
    const file = chosen[0];
    if (file) edit(await file.text());
  };

  const refused = (error: unknown) => {
    if (error instanceof QuotasApiError && error.fieldErrors.length)
      setErrors(error.fieldErrors.map((e) => e.message));
    else setProblem((error as Error).message);
  };

  const check = async () => {
    setProblem(null);
    setErrors([]);
    try {
      const result = await run.mutateAsync({ quotas: parsed.rows, dryRun: true });
      setChecked({ rows: parsed.rows, created: result.created, updated: result.updated });
    } catch (error) {
      refused(error);
    }
  };

  const apply = async () => {
    if (!checked) return;
    setProblem(null);
    try {
      const result = await run.mutateAsync({ quotas: checked.rows, dryRun: false });
      onDone(
        intl.formatMessage({ id: 'quotas.bulk.done' }, { created: result.created, updated: result.updated }),
      );
    } catch (error) {
      setChecked(null);
      refused(error);
    }
  };

  const canCheck = parsed.rows.length > 0 && !tooMany && !run.isPending;
  const canApply = checked !== null && !run.isPending;

  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={<FormattedMessage id="quotas.bulk.title" values={{ name: quota.name }} />}
      size="LARGE"
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            <FormattedMessage id="quotas.cancel" />
          </Button>
          <Button variant="secondary" isDisabled={!canCheck} onPress={() => void check()}>
            <FormattedMessage id="quotas.bulk.check" />
          </Button>
          <Button variant="primary" isDisabled={!canApply} onPress={() => void apply()}>
            <FormattedMessage id="quotas.bulk.apply" values={{ count: checked?.rows.length ?? 0 }} />
          </Button>
        </>
      }
    >
      <div style={{ display: 'grid', gap: 12 }}>
        <p style={{ margin: 0 }}>
          <FormattedMessage id={`quotas.bulk.help.${quota.type}`} />
        </p>
        <FileUpload
          label={intl.formatMessage({ id: 'quotas.bulk.file' })}
          accept={['.csv', 'text/csv']}
          maxFiles={1}
          value={files}
          onChange={(chosen) => void load(chosen)}
        />
        <TextArea
          label={intl.formatMessage({ id: 'quotas.bulk.text' })}
          value={text}
          rows={6}
          onChange={edit}
        />
        {tooMany ? (
          <Alert
            tone="error"
            title={intl.formatMessage({ id: 'quotas.bulk.tooMany' }, { max: MAX_BULK_ROWS })}
          />
        ) : null}
        {problem ? <Alert tone="error" title={problem} /> : null}
        {errors.length ? (
          <Alert
            tone="error"
            title={intl.formatMessage({ id: 'quotas.bulk.errors' }, { count: errors.length })}
          >
            <ul aria-label={intl.formatMessage({ id: 'quotas.bulk.errorList' })} style={{ margin: 0 }}>
              {errors.map((message, index) => (
                <li key={index}>{message}</li>
              ))}
            </ul>
          </Alert>
        ) : null}
        {checked ? (
          <Alert
            tone="success"
            title={intl.formatMessage(
              { id: 'quotas.bulk.ready' },
              { created: checked.created, updated: checked.updated },
            )}
          />
        ) : null}
        {parsed.rows.length ? (
          <LightTable<{ line: number; row: BulkRow }>
            aria-label={intl.formatMessage({ id: 'quotas.bulk.preview' })}
            rows={parsed.rows.slice(0, PREVIEW_ROWS).map((row, index) => ({ line: index + 1, row }))}
            totalItems={parsed.rows.length}
            getRowId={(item) => String(item.line)}
            columns={[
              {
                id: 'line',
                header: intl.formatMessage({ id: 'quotas.bulk.row' }),
                width: 70,
                cell: (item) => item.line,
              },
              {
                id: 'owner',
                header: intl.formatMessage({ id: `quotas.values.owner.${quota.type}` }),
                cell: (item) => ownerOfRow(item.row),
              },
              {
                id: 'date',
                header: intl.formatMessage({ id: 'quotas.values.date' }),
                cell: (item) => item.row.date,
              },
              {
                id: 'value',
                header: intl.formatMessage({ id: 'quotas.values.value' }),
                align: 'end',
                cell: (item) => item.row.value,
              },
            ]}
          />
        ) : null}
      </div>
    </Modal>
  );
}
