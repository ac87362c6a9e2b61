import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSession } from '@accrue/remote-runtime';
import { Alert } from '@accrue/ui-kit';
import { TextField } from '@accrue/ui-kit/forms';
import { FormModal } from '@accrue/ui-kit/overlays';
import { Select } from '@accrue/ui-kit/select';
import { FieldRows } from './FieldRows';
import { ModelNameField } from './ModelNameField';
import { serverErrors, validateModel, type ModelDraft } from './model';
import { OrderRows, SHOWN_ON_FORM, withoutField } from './OrderRows';

const EMPTY: ModelDraft = {
  name: '',
  machineName: '',
  keyField: '',
  fields: [{ identifier: '', label: '', format: 'text' }],
  sort: [],
  uniqueBy: [],
};

/**
 * Creates a record model by hand (doc 3 §3, §5): its name, machine name, fields with formats, key,
 * sort rows and unique-by rows.
 */
export function CreateModelModal({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (machineName: string) => void;
}) {
  const intl = useIntl();
  const session = useSession()!;
  const [draft, setDraft] = useState<ModelDraft>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  // The server's messages by field path, until the next change.
  const [refused, setRefused] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const errors = validateModel(draft);
  const shown = (key: string) =>
    refused[key] ?? (submitted && errors[key] ? intl.formatMessage({ id: errors[key] }) : undefined);
  const identifiers = draft.fields.map((f) => f.identifier).filter(Boolean);
  const change = (next: (d: ModelDraft) => ModelDraft) => {
    setRefused({});
    setDraft(next);
  };
  const setField = (index: number, fieldChange: Partial<ModelDraft['fields'][number]>) =>
    change((d) => ({ ...d, fields: d.fields.map((f, i) => (i === index ? { ...f, ...fieldChange } : f)) }));

  const save = async () => {
    setSubmitted(true);
    if (Object.keys(errors).length) return;
    setSaving(true);
    const answer = await session.api.POST('/objects-definitions', { body: draft });
    setSaving(false);
    if (answer.data) onCreated(answer.data.machineName);
    else {
      const { byField, message } = serverErrors(answer.error, (field) => SHOWN_ON_FORM.test(field));
      setRefused(byField);
      setServerError(message ?? (Object.keys(byField).length ? null : String(answer.response.status)));
    }
  };

  return (
    <FormModal
      title={<FormattedMessage id="recordModels.create.title" />}
      size="LARGE"
      onClose={onClose}
      cancelLabel={<FormattedMessage id="recordModels.create.cancel" />}
      actionLabel={<FormattedMessage id="recordModels.create.submit" />}
      onAction={() => void save()}
      isActionDisabled={saving}
      actionVariant="secondary"
    >
      <div style={{ display: 'grid', gap: 12 }}>
        {serverError ? <Alert tone="error" title={serverError} /> : null}
        <ModelNameField draft={draft} shown={shown} change={change} />
        <TextField
          label={<FormattedMessage id="recordModels.column.machineName" />}
          description={intl.formatMessage({ id: 'recordModels.create.machineNameHint' })}
          name="machineName"
          value={draft.machineName}
          maxLength={64}
          onChange={(machineName) => change((d) => ({ ...d, machineName }))}
          errorMessage={shown('machineName')}
          isRequired
        />
        <FieldRows
          fields={draft.fields}
          errorOf={shown}
          canRemove={() => draft.fields.length > 1}
          onChange={setField}
          onAdd={() =>
            change((d) => ({ ...d, fields: [...d.fields, { identifier: '', label: '', format: 'text' }] }))
          }
          onRemove={(index) => change((d) => withoutField(d, index))}
        />
        <Select
          // Its options follow the identifiers typed above: a new list remounts it.
          key={identifiers.join(',')}
          label={<FormattedMessage id="recordModels.keyField" />}
          options={identifiers.map((identifier) => ({ value: identifier, label: identifier }))}
          value={identifiers.includes(draft.keyField) ? draft.keyField : null}
          onChange={(keyField) =>
            change((d) => ({ ...d, keyField: keyField === null ? '' : String(keyField) }))
          }
          errorMessage={shown('keyField')}
          isRequired
        />
        <OrderRows draft={draft} shown={shown} change={change} />
      </div>
    </FormModal>
  );
}
