import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Button } from '@accrue/ui-kit';
import { FileUpload, TextArea } from '@accrue/ui-kit/forms';
import { Modal } from '@accrue/ui-kit/overlays';
import { parseImport, type ImportRow } from './model';
import { useImportAssignments, type TeamImportResult } from './queries';

const MAX_ROWS = 20_000;
const SHOWN_ERRORS = 50;

export interface ImportAssignmentsProps {
  onClose: () => void;
  onDone: (message: string) => void;
}

/**
 * The bulk import of team assignments (doc 3 §4, §5): the file (or pasted text) is checked as a
 * dry run first, every bad row named with its error; only a file without errors can be confirmed,
 * and then every row is written, or none.
 */
export function ImportAssignments({ onClose, onDone }: ImportAssignmentsProps) {
  const intl = useIntl();
  const run = useImportAssignments();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [checked, setChecked] = useState<{ rows: ImportRow[]; result: TeamImportResult } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const parsed = parseImport(text);
  const tooMany = parsed.rows.length > MAX_ROWS;

  const load = async (chosen: File[]) => {
    setFiles(chosen);
    setChecked(null);
    const file = chosen[0];
    if (file) setText(await file.text());
  };

  const check = async () => {
    setProblem(null);
    try {
      const result = await run.mutateAsync({ rowsToImport: parsed.rows, dryRun: true });
      setChecked({ rows: parsed.rows, result });
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  const confirm = async () => {
    if (!checked) return;
    setProblem(null);
    try {
      await run.mutateAsync({ rowsToImport: checked.rows, dryRun: false });
      onDone(intl.formatMessage({ id: 'teams.import.done' }));
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  const errors = checked?.result.errors ?? [];
  const canCheck = parsed.rows.length > 0 && parsed.missing.length === 0 && !tooMany && !run.isPending;
  const canConfirm = checked !== null && errors.length === 0 && !run.isPending;

  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={<FormattedMessage id="teams.import.title" />}
      size="LARGE"
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            <FormattedMessage id="teams.cancel" />
          </Button>
          <Button variant="secondary" isDisabled={!canCheck} onPress={() => void check()}>
            <FormattedMessage id="teams.import.check" />
          </Button>
          <Button variant="primary" isDisabled={!canConfirm} onPress={() => void confirm()}>
            <FormattedMessage id="teams.import.confirm" values={{ count: checked?.rows.length ?? 0 }} />
          </Button>
        </>
      }
    >
      <div style={{ display: 'grid', gap: 12 }}>
        <p style={{ margin: 0 }}>
          <FormattedMessage id="teams.import.help" />
        </p>
        <FileUpload
          label={intl.formatMessage({ id: 'teams.import.file' })}
          accept={['.csv', 'text/csv']}
          maxFiles={1}
          value={files}
          onChange={(chosen) => void load(chosen)}
        />
        <TextArea
          label={intl.formatMessage({ id: 'teams.import.text' })}
          value={text}
          rows={6}
          onChange={(value) => {
            setText(value);
            setChecked(null);
          }}
        />
        {parsed.missing.length ? (
          <Alert
            tone="error"
            title={intl.formatMessage({ id: 'teams.import.missing' }, { columns: parsed.missing.join(', ') })}
          />
        ) : null}
        {tooMany ? (
          <Alert tone="error" title={intl.formatMessage({ id: 'teams.import.tooMany' }, { max: MAX_ROWS })} />
        ) : null}
        {problem ? <Alert tone="error" title={problem} /> : null}
        {checked && errors.length === 0 ? (
          <Alert
            tone="success"
            title={intl.formatMessage({ id: 'teams.import.ready' }, { count: checked.rows.length })}
          />
        ) : null}
        {errors.length ? (
          <Alert
            tone="error"
            title={intl.formatMessage({ id: 'teams.import.errors' }, { count: errors.length })}
          >
            <ul aria-label={intl.formatMessage({ id: 'teams.import.errorList' })} style={{ margin: 0 }}>
              {errors.slice(0, SHOWN_ERRORS).map((error) => (
                <li key={`${error.row}-${error.code}`}>
                  <FormattedMessage
                    id="teams.import.rowError"
                    values={{
                      row: error.row,
                      message: intl.formatMessage({ id: `teams.import.code.${error.code}` }),
                    }}
                  />
                </li>
              ))}
            </ul>
          </Alert>
        ) : null}
      </div>
    </Modal>
  );
}
