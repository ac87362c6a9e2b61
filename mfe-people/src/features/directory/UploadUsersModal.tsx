import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert } from '@accrue/ui-kit';
import { FileUpload } from '@accrue/ui-kit/forms';
import { FormModal } from '@accrue/ui-kit/overlays';
import { LightTable } from '@accrue/ui-kit/table';
import { ApiError, useUploadUsers, type UploadResult } from './queries';

/** The upload's file: a CSV of at most this many bytes (the API takes 3,000,000 characters). */
export const UPLOAD_MAX_BYTES = 2_500_000;

export interface UploadUsersModalProps {
  onClose: () => void;
  onCreated: (count: number) => void;
}

/**
 * The directory's CSV upload (doc 3 §5): the file is checked on the server first (a dry run) and
 * previewed with every bad row named; only a file without errors can be applied, all or nothing.
 */
export function UploadUsersModal({ onClose, onCreated }: UploadUsersModalProps) {
  const intl = useIntl();
  const upload = useUploadUsers();
  const [files, setFiles] = useState<File[]>([]);
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<UploadResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const choose = async (next: File[]) => {
    setFiles(next);
    setPreview(null);
    setFailure(null);
    const file = next[0];
    if (!file) return setCsv(null);
    const text = await file.text();
    setCsv(text);
    try {
      setPreview(await upload.mutateAsync({ csv: text, dryRun: true }));
    } catch (error) {
      setFailure(describe(error));
    }
  };

  const apply = async () => {
    if (csv === null) return;
    try {
      const result = await upload.mutateAsync({ csv, dryRun: false });
      onCreated(result.created);
    } catch (error) {
      setFailure(describe(error));
    }
  };

  const canApply = !!preview && preview.errors.length === 0 && preview.users.length > 0;
  return (
    <FormModal
      title={<FormattedMessage id="directory.upload.title" />}
      size="LARGE"
      onClose={onClose}
      cancelLabel={<FormattedMessage id="directory.form.cancel" />}
      actionLabel={
        <FormattedMessage id="directory.upload.apply" values={{ count: preview?.users.length ?? 0 }} />
      }
      onAction={() => void apply()}
      isActionDisabled={!canApply}
      isPending={upload.isPending}
    >
      <div style={{ display: 'grid', gap: 16 }}>
        <FileUpload
          label={<FormattedMessage id="directory.upload.file" />}
          description={<FormattedMessage id="directory.upload.columns" />}
          accept={['.csv', 'text/csv']}
          maxFiles={1}
          maxSize={UPLOAD_MAX_BYTES}
          value={files}
          onChange={(next) => void choose(next)}
        />
        {failure ? <Alert tone="error" title={failure} /> : null}
        {preview && preview.errors.length > 0 ? (
          <Alert
            tone="error"
            title={intl.formatMessage({ id: 'directory.upload.errors' }, { count: preview.errors.length })}
          >
            <ul aria-label={intl.formatMessage({ id: 'directory.upload.errorList' })} style={{ margin: 0 }}>
              {preview.errors.map((error) => (
                <li key={`${error.row}:${error.column}`}>
                  {intl.formatMessage(
                    { id: 'directory.upload.error' },
                    { row: error.row, column: error.column, message: error.message },
                  )}
                </li>
              ))}
            </ul>
          </Alert>
        ) : null}
        {preview ? (
          <LightTable
            aria-label={intl.formatMessage({ id: 'directory.upload.preview' })}
            rows={preview.users}
            getRowId={(row) => String(row.row)}
            columns={[
              { id: 'row', header: intl.formatMessage({ id: 'directory.upload.row' }), accessor: 'row' },
              {
                id: 'firstName',
                header: intl.formatMessage({ id: 'directory.form.firstName' }),
                accessor: 'firstName',
              },
              {
                id: 'lastName',
                header: intl.formatMessage({ id: 'directory.form.lastName' }),
                accessor: 'lastName',
              },
              { id: 'email', header: intl.formatMessage({ id: 'directory.form.email' }), accessor: 'email' },
              {
                id: 'role',
                header: intl.formatMessage({ id: 'directory.form.role' }),
                cell: (row) =>
                  intl.messages[`directory.role.${row.role}`]
                    ? intl.formatMessage({ id: `directory.role.${row.role}` })
                    : row.role,
              },
              {
                id: 'currency',
                header: intl.formatMessage({ id: 'directory.form.currency' }),
                accessor: 'currency',
              },
              {
                id: 'language',
                header: intl.formatMessage({ id: 'directory.form.language' }),
                accessor: 'language',
              },
            ]}
          />
        ) : null}
      </div>
    </FormModal>
  );
}

function describe(error: unknown): string {
  if (error instanceof ApiError) {
    const errors = (error.body.errors ?? []) as { field: string; message: string }[];
    if (errors.length) return errors.map((e) => e.message).join(' ');
  }
  return error instanceof Error ? error.message : String(error);
}
