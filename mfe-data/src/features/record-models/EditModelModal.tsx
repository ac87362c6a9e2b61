import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Button, Heading } from '@accrue/ui-kit';
import { TextField } from '@accrue/ui-kit/forms';
import { Modal } from '@accrue/ui-kit/overlays';
import { Select } from '@accrue/ui-kit/select';
import { FieldRows } from './FieldRows';
import {
  MAX_SORT_ROWS,
  MAX_UNIQUE_BY_ROWS,
  directionLabel,
  draftOf,
  modelPatch,
  namedFields,
  serverErrors,
  validateModel,
  type ModelDetails,
  type ModelDraft,
  type RecordField,
  type SortDirection,
} from './model';
import { ApiError, useUpdateModel } from './queries';

/** The paths of the server's 422 answers the form shows on a field (the rest go in the alert). */
const SHOWN_ON_FORM =
  /^(name|keyField|fields|sort|uniqueBy|fields\.\d+\.(identifier|label|format)|sort\.\d+\.(fieldMachineName|direction)|uniqueBy\.\d+\.fieldMachineName)$/;

const DIRECTIONS: readonly SortDirection[] = ['ASC', 'DESC'];

/**
 * Edits a record model (doc 3 §3, §5; PATCH /objects-definitions/{machineName}): its name; its
 * fields (labels and formats; fields added and removed; an existing field keeps its identifier,
 * its records are stored by it); its key (fixed while the model has records); its sort rows (added
 * only once there is a field, ASC first, directions worded by the field's format, reordered) and
 * its unique-by rows. Saves only what changed, from the version the page read (If-Match).
 */
export function EditModelModal({
  model,
  onClose,
  onSaved,
  onReload,
}: {
  model: ModelDetails;
  onClose: () => void;
  /** Called once saved, the page's model read again. */
  onSaved: () => void;
  /** Reads the model again (after a conflict); resolves with it. */
  onReload: () => Promise<ModelDetails | undefined>;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  // The model as read: what the save compares with and the version it is made from.
  const [base, setBase] = useState(model);
  const [draft, setDraft] = useState<ModelDraft>(() => draftOf(model));
  // Existing fields come first (new ones are added after them): how many are still there.
  const [kept, setKept] = useState(model.fields.length);
  const [submitted, setSubmitted] = useState(false);
  // The server's messages by field path, until the next change.
  const [refused, setRefused] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const update = useUpdateModel(model.machineName);

  const errors = validateModel(draft);
  const patch = modelPatch(base, draft);
  const hasChanges = Object.keys(patch).length > 0;
  const shown = (path: string) => refused[path] ?? (submitted && errors[path] ? t(errors[path]) : undefined);
  const keyLocked = base.recordCount > 0;
  const named = namedFields(draft.fields);
  const formatOf = (identifier: string) => named.find((f) => f.identifier === identifier)?.format;
  const fieldOptions = named.map((f) => ({ value: f.identifier, label: f.label.trim() || f.identifier }));
  // The selects' options follow the fields above: a new list remounts them.
  const optionsKey = fieldOptions.map((o) => `${o.value}:${o.label}`).join(',');
  const sort = draft.sort ?? [];
  const uniqueBy = draft.uniqueBy ?? [];
  const unused = (rows: readonly { fieldMachineName: string }[]) =>
    named.find((f) => !rows.some((row) => row.fieldMachineName === f.identifier));

  const change = (next: (d: ModelDraft) => ModelDraft) => {
    setRefused({});
    setDraft(next);
  };
  const setField = (index: number, fieldChange: Partial<RecordField>) =>
    change((d) => ({ ...d, fields: d.fields.map((f, i) => (i === index ? { ...f, ...fieldChange } : f)) }));
  /** A removed field takes its sort and unique-by rows with it, and the key if it was the key. */
  const removeField = (index: number) => {
    if (index < kept) setKept((n) => n - 1);
    change((d) => {
      const fields = d.fields.filter((_, i) => i !== index);
      const removed = d.fields[index]!.identifier;
      const gone = (identifier: string) =>
        identifier === removed && !fields.some((f) => f.identifier === identifier);
      return {
        ...d,
        fields,
        keyField: gone(d.keyField) ? '' : d.keyField,
        sort: d.sort?.filter((row) => !gone(row.fieldMachineName)),
        uniqueBy: d.uniqueBy?.filter((row) => !gone(row.fieldMachineName)),
      };
    });
  };
  const setSort = (rows: ModelDraft['sort']) => change((d) => ({ ...d, sort: rows }));
  const moveSort = (index: number, by: -1 | 1) => {
    const rows = [...sort];
    [rows[index], rows[index + by]] = [rows[index + by]!, rows[index]!];
    setSort(rows);
  };
  const setUniqueBy = (rows: ModelDraft['uniqueBy']) => change((d) => ({ ...d, uniqueBy: rows }));

  const save = async () => {
    setSubmitted(true);
    if (Object.keys(errors).length || !hasChanges) return;
    setAlert(null);
    setConflict(false);
    try {
      await update.mutateAsync({ patch, version: base.version });
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setConflict(true);
      else if (error instanceof ApiError) {
        const { byField, message } = serverErrors(error.body, (path) => SHOWN_ON_FORM.test(path));
        setRefused(byField);
        setAlert(
          message ??
            (Object.keys(byField).length ? null : t('recordModels.edit.failed', { message: error.message })),
        );
      } else setAlert(t('recordModels.edit.failed', { message: (error as Error).message }));
    }
  };

  /** After a conflict: the model as it is now, the form started afresh from it. */
  const reload = async () => {
    const fresh = await onReload();
    if (!fresh) return;
    setBase(fresh);
    setDraft(draftOf(fresh));
    setKept(fresh.fields.length);
    setSubmitted(false);
    setRefused({});
    setAlert(null);
    setConflict(false);
  };

  return (
    <Modal
      isOpen
      size="LARGE"
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={<FormattedMessage id="recordModels.edit.title" />}
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            <FormattedMessage id="recordModels.create.cancel" />
          </Button>
          <Button onPress={() => void save()} isDisabled={update.isPending || !hasChanges}>
            <FormattedMessage id="recordModels.edit.save" />
          </Button>
        </>
      }
    >
      <div style={{ display: 'grid', gap: 12 }}>
        {conflict ? (
          <Alert
            tone="error"
            title={t('recordModels.edit.conflict')}
            action={
              <Button variant="secondary" onPress={() => void reload()}>
                <FormattedMessage id="recordModels.edit.reload" />
              </Button>
            }
          />
        ) : null}
        {alert ? <Alert tone="error" title={alert} /> : null}
        <TextField
          label={<FormattedMessage id="recordModels.column.name" />}
          name="name"
          value={draft.name}
          maxLength={100}
          onChange={(name) => change((d) => ({ ...d, name }))}
          errorMessage={shown('name')}
          isRequired
        />

        <Heading level={3}>
          <FormattedMessage id="recordModels.fields" />
        </Heading>
        <p style={{ margin: 0 }}>
          <FormattedMessage id="recordModels.edit.identifierHint" />
        </p>
        <SectionError message={shown('fields')} />
        <FieldRows
          fields={draft.fields}
          errorOf={shown}
          isFixed={(index) => index < kept}
          // The key cannot go while it cannot change.
          canRemove={(index) =>
            !(keyLocked && index < kept && draft.fields[index]!.identifier === base.keyField)
          }
          onChange={setField}
          onAdd={() =>
            change((d) => ({ ...d, fields: [...d.fields, { identifier: '', label: '', format: 'text' }] }))
          }
          onRemove={removeField}
        />
        <Select
          key={`key:${optionsKey}`}
          label={<FormattedMessage id="recordModels.keyField" />}
          options={fieldOptions}
          value={named.some((f) => f.identifier === draft.keyField) ? draft.keyField : null}
          onChange={(keyField) =>
            change((d) => ({ ...d, keyField: keyField === null ? '' : String(keyField) }))
          }
          isDisabled={keyLocked}
          description={keyLocked ? t('recordModels.edit.keyLocked') : undefined}
          errorMessage={shown('keyField')}
          isRequired
        />

        <Heading level={3}>
          <FormattedMessage id="recordModels.sort" />
        </Heading>
        <SectionError message={shown('sort')} />
        {sort.map((row, index) => (
          <div
            key={index}
            role="group"
            aria-label={t('recordModels.edit.sortRow', { n: index + 1 })}
            style={{
              display: 'grid',
              gridTemplateColumns: '1fr 220px auto auto auto',
              gap: 8,
              alignItems: 'end',
            }}
          >
            <Select
              key={`field:${optionsKey}`}
              label={<FormattedMessage id="recordModels.edit.field" />}
              isClearable={false}
              options={fieldOptions}
              value={named.some((f) => f.identifier === row.fieldMachineName) ? row.fieldMachineName : null}
              onChange={(value) =>
                value !== null &&
                setSort(sort.map((r, i) => (i === index ? { ...r, fieldMachineName: String(value) } : r)))
              }
              errorMessage={shown(`sort.${index}.fieldMachineName`)}
              isRequired
            />
            <Select
              // Its labels follow the field's format (doc 3 §5).
              key={`direction:${formatOf(row.fieldMachineName) ?? ''}`}
              label={<FormattedMessage id="recordModels.edit.direction" />}
              isClearable={false}
              options={DIRECTIONS.map((direction) => ({
                value: direction,
                label: t(directionLabel(formatOf(row.fieldMachineName), direction)),
              }))}
              value={row.direction}
              onChange={(value) =>
                value !== null &&
                setSort(sort.map((r, i) => (i === index ? { ...r, direction: value as SortDirection } : r)))
              }
              errorMessage={shown(`sort.${index}.direction`)}
            />
            <Button
              variant="ghost"
              aria-label={t('recordModels.edit.moveUp')}
              isDisabled={index === 0}
              onPress={() => moveSort(index, -1)}
            >
              ↑
            </Button>
            <Button
              variant="ghost"
              aria-label={t('recordModels.edit.moveDown')}
              isDisabled={index === sort.length - 1}
              onPress={() => moveSort(index, 1)}
            >
              ↓
            </Button>
            <Button variant="ghost" onPress={() => setSort(sort.filter((_, i) => i !== index))}>
              <FormattedMessage id="recordModels.create.removeField" />
            </Button>
          </div>
        ))}
        <AddRow
          label={<FormattedMessage id="recordModels.edit.addSort" />}
          hasFields={named.length > 0}
          isDisabled={sort.length >= MAX_SORT_ROWS || !unused(sort)}
          onAdd={() => {
            const field = unused(sort);
            if (field) setSort([...sort, { fieldMachineName: field.identifier, direction: 'ASC' }]);
          }}
        />

        <Heading level={3}>
          <FormattedMessage id="recordModels.uniqueBy" />
        </Heading>
        <SectionError message={shown('uniqueBy')} />
        {uniqueBy.map((row, index) => (
          <div
            key={index}
            role="group"
            aria-label={t('recordModels.edit.uniqueByRow', { n: index + 1 })}
            style={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 8, alignItems: 'end' }}
          >
            <Select
              key={`unique:${optionsKey}`}
              label={<FormattedMessage id="recordModels.edit.field" />}
              isClearable={false}
              options={fieldOptions}
              value={named.some((f) => f.identifier === row.fieldMachineName) ? row.fieldMachineName : null}
              onChange={(value) =>
                value !== null &&
                setUniqueBy(uniqueBy.map((r, i) => (i === index ? { fieldMachineName: String(value) } : r)))
              }
              errorMessage={shown(`uniqueBy.${index}.fieldMachineName`)}
              isRequired
            />
            <Button variant="ghost" onPress={() => setUniqueBy(uniqueBy.filter((_, i) => i !== index))}>
              <FormattedMessage id="recordModels.create.removeField" />
            </Button>
          </div>
        ))}
        <AddRow
          label={<FormattedMessage id="recordModels.edit.addUniqueBy" />}
          hasFields={named.length > 0}
          isDisabled={uniqueBy.length >= MAX_UNIQUE_BY_ROWS || !unused(uniqueBy)}
          onAdd={() => {
            const field = unused(uniqueBy);
            if (field) setUniqueBy([...uniqueBy, { fieldMachineName: field.identifier }]);
          }}
        />
      </div>
    </Modal>
  );
}

/** "Add a sort row" and the like: only once the model has a field (doc 3 §5), saying so before. */
function AddRow({
  label,
  hasFields,
  isDisabled,
  onAdd,
}: {
  label: ReactNode;
  hasFields: boolean;
  isDisabled: boolean;
  onAdd: () => void;
}) {
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button variant="secondary" isDisabled={!hasFields || isDisabled} onPress={onAdd}>
        {label}
      </Button>
      {hasFields ? null : (
        <small>
          <FormattedMessage id="recordModels.edit.needsField" />
        </small>
      )}
    </div>
  );
}

/** A message about a whole list (no field at all; the server's word on the list). */
function SectionError({ message }: { message: string | undefined }) {
  return message ? <Alert tone="error" title={message} /> : null;
}
