import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Button, Heading } from '@accrue/ui-kit';
import { FormModal } from '@accrue/ui-kit/overlays';
import { Select } from '@accrue/ui-kit/select';
import { FieldRows } from './FieldRows';
import { ModelNameField } from './ModelNameField';
import {
  draftOf,
  modelPatch,
  namedFields,
  serverErrors,
  validateModel,
  type ModelDetails,
  type ModelDraft,
  type RecordField,
} from './model';
import { OrderRows, SectionError, SHOWN_ON_FORM, withoutField } from './OrderRows';
import { ApiError, useLinkTargets, useUpdateModel } from './queries';

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
  const linkTargets = useLinkTargets();
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
  const fieldOptions = named.map((f) => ({ value: f.identifier, label: f.label.trim() || f.identifier }));
  // The selects' options follow the fields above: a new list remounts them.
  const optionsKey = fieldOptions.map((o) => `${o.value}:${o.label}`).join(',');

  const change = (next: (d: ModelDraft) => ModelDraft) => {
    setRefused({});
    setDraft(next);
  };
  const setField = (index: number, fieldChange: Partial<RecordField>) =>
    change((d) => ({ ...d, fields: d.fields.map((f, i) => (i === index ? { ...f, ...fieldChange } : f)) }));
  /** A removed field takes its sort and unique-by rows with it, and the key if it was the key. */
  const removeField = (index: number) => {
    if (index < kept) setKept((n) => n - 1);
    change((d) => withoutField(d, index));
  };

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
    <FormModal
      title={<FormattedMessage id="recordModels.edit.title" />}
      size="LARGE"
      onClose={onClose}
      cancelLabel={<FormattedMessage id="recordModels.create.cancel" />}
      actionLabel={<FormattedMessage id="recordModels.edit.save" />}
      onAction={() => void save()}
      isActionDisabled={update.isPending || !hasChanges}
      actionVariant="secondary"
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
        <ModelNameField draft={draft} shown={shown} change={change} />

        <Heading level={3}>
          <FormattedMessage id="recordModels.fields" />
        </Heading>
        <p style={{ margin: 0 }}>
          <FormattedMessage id="recordModels.edit.identifierHint" />
        </p>
        <SectionError message={shown('fields')} />
        <FieldRows
          fields={draft.fields}
          linkTargets={linkTargets}
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

        <OrderRows draft={draft} shown={shown} change={change} />
      </div>
    </FormModal>
  );
}
