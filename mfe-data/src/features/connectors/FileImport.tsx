import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Button, Heading, Link } from '@accrue/ui-kit';
import { FileUpload } from '@accrue/ui-kit/forms';
import { Modal } from '@accrue/ui-kit/overlays';
import { Select } from '@accrue/ui-kit/select';
import { LightTable, type LightTableColumn } from '@accrue/ui-kit/table';
import { ACCEPTED_FILES, delimiterLabel, mappingChanged } from './model';
import {
  useApplyImport,
  useCancelImport,
  useConnectors,
  useMapImport,
  useRecordModels,
  useUploadImport,
  type ColumnMapping,
  type DataImport,
  type ImportScope,
  type RecordModel,
} from './queries';

type ImportColumn = DataImport['columns'][number];
const SKIP = '';

/**
 * The file connector (doc 3 §3): choose a record model, upload a CSV or XLSX, see the preview
 * (first rows, each column's detected format and the field it fills, and how many keys would be
 * added, changed, removed or left as they are), change the mapping if needed, then apply it and
 * see the change set. Nothing is written before "Apply"; closing before discards the upload.
 */
export function FileImport({
  onClose,
  objectName: initialModel,
}: {
  onClose: () => void;
  objectName?: string;
}) {
  const intl = useIntl();
  const models = useRecordModels();
  // The installation's file limit (IMPORT_FILE_LIMIT_MB), which the help states and the drop zone
  // applies; the server refuses a larger file anyway.
  const limitMb = useConnectors().data?.fileLimitMb ?? null;
  const upload = useUploadImport();
  const remap = useMapImport();
  const apply = useApplyImport();
  const cancel = useCancelImport();
  const [objectName, setObjectName] = useState<string | null>(initialModel ?? null);
  const [scope, setScope] = useState<ImportScope>('FULL');
  const [files, setFiles] = useState<File[]>([]);
  const [current, setCurrent] = useState<DataImport | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  const model = models.data?.find((m) => m.machineName === (current?.objectName ?? objectName));
  const busy = upload.isPending || remap.isPending || apply.isPending || cancel.isPending;
  const pending = current?.status === 'PENDING' ? current : null;
  const applied = current?.status === 'SUCCESS' ? current : null;
  const remapped = pending !== null && mappingChanged(mapping, savedMapping(pending));

  const run = async (work: () => Promise<DataImport | void>) => {
    setProblem(null);
    try {
      const answer = await work();
      if (answer) {
        setCurrent(answer);
        setMapping(savedMapping(answer));
      }
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  const close = () => {
    // An upload never applied is discarded with the dialog (its file is deleted on the server).
    if (pending) cancel.mutate(pending.id);
    onClose();
  };

  const file = files[0];
  const actions = applied ? (
    <Button variant="primary" onPress={onClose}>
      <FormattedMessage id="connectors.flow.close" />
    </Button>
  ) : (
    <>
      <Button onPress={close} isDisabled={apply.isPending}>
        <FormattedMessage id="connectors.flow.cancel" />
      </Button>
      {pending ? (
        <>
          <Button
            isDisabled={!remapped || busy}
            onPress={() =>
              void run(() => remap.mutateAsync({ id: pending.id, mapping, scope: pending.scope }))
            }
          >
            <FormattedMessage id="connectors.flow.previewAgain" />
          </Button>
          <Button
            variant="primary"
            isDisabled={remapped || busy}
            onPress={() => void run(() => apply.mutateAsync(pending.id))}
          >
            <FormattedMessage id="connectors.flow.apply" values={{ count: pending.rowCount }} />
          </Button>
        </>
      ) : (
        <Button
          variant="primary"
          isDisabled={!file || !objectName || busy}
          onPress={() => void run(() => upload.mutateAsync({ file: file!, objectName: objectName!, scope }))}
        >
          <FormattedMessage id="connectors.flow.preview" />
        </Button>
      )}
    </>
  );

  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && close()}
      title={<FormattedMessage id="connectors.flow.title" />}
      size="LARGE"
      isDismissable={!busy}
      actions={actions}
    >
      <div style={{ display: 'grid', gap: 16 }}>
        {problem ? <Alert tone="error" title={problem} /> : null}
        {current === null ? (
          <>
            <Select
              // Disabled until the models arrive, so that nobody opens a menu that is still empty.
              isDisabled={models.isPending}
              label={intl.formatMessage({ id: 'connectors.flow.model' })}
              options={(models.data ?? []).map((m) => ({ value: m.machineName, label: m.name }))}
              value={objectName}
              onChange={(value) => setObjectName(value === null ? null : String(value))}
              isRequired
            />
            <Select
              label={intl.formatMessage({ id: 'connectors.flow.scope' })}
              options={(['FULL', 'PARTIAL'] as const).map((value) => ({
                value,
                label: intl.formatMessage({ id: `connectors.scope.${value}` }),
              }))}
              value={scope}
              isClearable={false}
              onChange={(value) => setScope(value === 'PARTIAL' ? 'PARTIAL' : 'FULL')}
            />
            <FileUpload
              label={intl.formatMessage({ id: 'connectors.flow.file' })}
              description={
                limitMb === null
                  ? undefined
                  : intl.formatMessage({ id: 'connectors.flow.fileHelp' }, { limit: limitMb })
              }
              accept={ACCEPTED_FILES}
              maxFiles={1}
              maxSize={limitMb === null ? undefined : limitMb * 1024 * 1024}
              value={files}
              onChange={setFiles}
            />
          </>
        ) : null}
        {pending && model ? (
          <Preview imported={pending} model={model} mapping={mapping} onMappingChange={setMapping} />
        ) : null}
        {applied ? <Applied imported={applied} linkToRecords={initialModel === undefined} /> : null}
      </div>
    </Modal>
  );
}

function savedMapping(imported: DataImport): ColumnMapping[] {
  return imported.columns.map((column) => ({ column: column.name, field: column.field }));
}

export function Counts({ counts }: { counts: DataImport['counts'] }) {
  const intl = useIntl();
  return (
    <dl
      aria-label={intl.formatMessage({ id: 'connectors.counts' })}
      style={{ display: 'grid', gridTemplateColumns: 'repeat(4, max-content)', gap: '4px 32px', margin: 0 }}
    >
      {(['added', 'changed', 'removed', 'unchanged'] as const).map((kind) => (
        <div key={kind}>
          <dt>
            <FormattedMessage id={`connectors.counts.${kind}`} />
          </dt>
          <dd style={{ margin: 0, fontSize: '1.5em' }}>{intl.formatNumber(counts[kind])}</dd>
        </div>
      ))}
    </dl>
  );
}

function Preview({
  imported,
  model,
  mapping,
  onMappingChange,
}: {
  imported: DataImport;
  model: RecordModel;
  mapping: ColumnMapping[];
  onMappingChange: (next: ColumnMapping[]) => void;
}) {
  const intl = useIntl();
  const fieldOptions = [
    { value: SKIP, label: intl.formatMessage({ id: 'connectors.flow.skip' }) },
    ...model.fields.map((field) => ({
      value: field.identifier,
      label: `${field.label} (${intl.formatMessage({ id: `recordModels.format.${field.format}` })})`,
    })),
  ];
  const fieldOf = (column: string) => mapping.find((entry) => entry.column === column)?.field ?? null;
  const keyLabel = model.fields.find((f) => f.identifier === model.keyField)?.label ?? model.keyField;
  const columns: LightTableColumn<ImportColumn>[] = [
    { id: 'name', header: intl.formatMessage({ id: 'connectors.flow.column' }), accessor: 'name' },
    {
      id: 'detected',
      header: intl.formatMessage({ id: 'connectors.flow.detected' }),
      accessor: (column) => intl.formatMessage({ id: `recordModels.format.${column.detectedFormat}` }),
    },
    {
      id: 'field',
      header: intl.formatMessage({ id: 'connectors.flow.field' }),
      cell: (column) => (
        <Select
          key={`${imported.id}-${column.name}`}
          aria-label={intl.formatMessage({ id: 'connectors.flow.fieldOf' }, { column: column.name })}
          options={fieldOptions}
          value={fieldOf(column.name) ?? SKIP}
          isClearable={false}
          onChange={(value) =>
            onMappingChange(
              mapping.map((entry) =>
                entry.column === column.name
                  ? { column: entry.column, field: value === null || value === SKIP ? null : String(value) }
                  : entry,
              ),
            )
          }
        />
      ),
      width: 260,
    },
    {
      id: 'samples',
      header: intl.formatMessage({ id: 'connectors.flow.samples' }),
      accessor: (column) => column.samples.join(', '),
    },
  ];
  const sampleColumns: LightTableColumn<string[]>[] = imported.columns.map((column, index) => ({
    id: `c${index}`,
    header: column.name,
    accessor: (row) => row[index] ?? '',
  }));
  return (
    <>
      <p style={{ margin: 0 }}>
        <FormattedMessage
          id={imported.fileType === 'xlsx' ? 'connectors.flow.summaryXlsx' : 'connectors.flow.summaryCsv'}
          values={{
            file: imported.fileName,
            model: imported.modelName,
            rows: imported.rowCount,
            delimiter: delimiterLabel(imported.delimiter),
            encoding: imported.encoding ?? '',
          }}
        />{' '}
        <FormattedMessage id={`connectors.scope.${imported.scope}`} />
      </p>
      <Counts counts={imported.counts} />
      <p style={{ margin: 0 }}>
        <FormattedMessage id="connectors.flow.keyRequired" values={{ field: keyLabel }} />
      </p>
      <Heading level={3}>
        <FormattedMessage id="connectors.flow.mapping" />
      </Heading>
      <LightTable<ImportColumn>
        aria-label={intl.formatMessage({ id: 'connectors.flow.mapping' })}
        columns={columns}
        rows={imported.columns}
        getRowId={(column) => column.name}
      />
      <Heading level={3}>
        <FormattedMessage id="connectors.flow.firstRows" />
      </Heading>
      <LightTable<string[]>
        aria-label={intl.formatMessage({ id: 'connectors.flow.firstRows' })}
        columns={sampleColumns}
        rows={imported.rows}
        getRowId={(_row, index) => String(index)}
      />
    </>
  );
}

function Applied({ imported, linkToRecords }: { imported: DataImport; linkToRecords: boolean }) {
  const intl = useIntl();
  const set = imported.changeSet;
  return (
    <>
      <Alert
        tone="success"
        title={intl.formatMessage(
          { id: 'connectors.flow.applied' },
          { added: set?.added ?? 0, changed: set?.changed ?? 0, removed: set?.removed ?? 0 },
        )}
      />
      {set ? <Counts counts={{ ...set, unchanged: imported.counts.unchanged }} /> : null}
      {linkToRecords ? (
        <Link href={`/data/record-models/${imported.objectName}`}>
          <FormattedMessage id="connectors.flow.seeRecords" values={{ model: imported.modelName }} />
        </Link>
      ) : null}
    </>
  );
}
