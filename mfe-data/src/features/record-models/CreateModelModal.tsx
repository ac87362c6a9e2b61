import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSession } from '@accrue/remote-runtime';
import { Alert, Button } from '@accrue/ui-kit';
import { TextField } from '@accrue/ui-kit/forms';
import { Modal } from '@accrue/ui-kit/overlays';
import { Select } from '@accrue/ui-kit/select';
import { FIELD_FORMATS, validateModel, type FieldFormat, type ModelDraft } from './model';

const EMPTY: ModelDraft = {
  name: '',
  machineName: '',
  keyField: '',
  fields: [{ identifier: '', label: '', format: 'text' }],
};

/** Creates a record model by hand (doc 3 §3): its name, machine name, fields with formats and key. */
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
  const [saving, setSaving] = useState(false);
  const errors = validateModel(draft);
  const shown = (key: string) =>
    submitted && errors[key] ? intl.formatMessage({ id: errors[key] }) : undefined;
  const identifiers = draft.fields.map((f) => f.identifier).filter(Boolean);
  const setField = (index: number, change: Partial<ModelDraft['fields'][number]>) =>
    setDraft((d) => ({ ...d, fields: d.fields.map((f, i) => (i === index ? { ...f, ...change } : f)) }));

  const save = async () => {
    setSubmitted(true);
    if (Object.keys(errors).length) return;
    setSaving(true);
    const answer = await session.api.POST('/objects-definitions', { body: draft });
    setSaving(false);
    if (answer.data) onCreated(answer.data.machineName);
    else {
      const body = (answer.error ?? {}) as { message?: string; errors?: { message: string }[] };
      setServerError(
        body.errors?.map((e) => e.message).join(' ') || body.message || String(answer.response.status),
      );
    }
  };

  return (
    <Modal
      isOpen
      size="LARGE"
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={<FormattedMessage id="recordModels.create.title" />}
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            <FormattedMessage id="recordModels.create.cancel" />
          </Button>
          <Button onPress={() => void save()} isDisabled={saving}>
            <FormattedMessage id="recordModels.create.submit" />
          </Button>
        </>
      }
    >
      <div style={{ display: 'grid', gap: 12 }}>
        {serverError ? <Alert tone="error" title={serverError} /> : null}
        <TextField
          label={<FormattedMessage id="recordModels.column.name" />}
          name="name"
          value={draft.name}
          maxLength={100}
          onChange={(name) => setDraft((d) => ({ ...d, name }))}
          errorMessage={shown('name')}
          isRequired
        />
        <TextField
          label={<FormattedMessage id="recordModels.column.machineName" />}
          description={intl.formatMessage({ id: 'recordModels.create.machineNameHint' })}
          name="machineName"
          value={draft.machineName}
          maxLength={64}
          onChange={(machineName) => setDraft((d) => ({ ...d, machineName }))}
          errorMessage={shown('machineName')}
          isRequired
        />
        {draft.fields.map((field, index) => (
          <div
            key={index}
            role="group"
            aria-label={intl.formatMessage({ id: 'recordModels.create.field' }, { n: index + 1 })}
            style={{ display: 'grid', gridTemplateColumns: '1fr 1fr 160px auto', gap: 8, alignItems: 'end' }}
          >
            <TextField
              label={<FormattedMessage id="recordModels.column.identifier" />}
              value={field.identifier}
              maxLength={64}
              onChange={(identifier) => setField(index, { identifier })}
              errorMessage={shown(`fields.${index}.identifier`)}
              isRequired
            />
            <TextField
              label={<FormattedMessage id="recordModels.column.label" />}
              value={field.label}
              maxLength={100}
              onChange={(label) => setField(index, { label })}
              errorMessage={shown(`fields.${index}.label`)}
              isRequired
            />
            <Select
              label={<FormattedMessage id="recordModels.column.format" />}
              isClearable={false}
              options={FIELD_FORMATS.map((format) => ({
                value: format,
                label: intl.formatMessage({ id: `recordModels.format.${format}` }),
              }))}
              value={field.format}
              onChange={(format) => format !== null && setField(index, { format: format as FieldFormat })}
            />
            <Button
              variant="ghost"
              isDisabled={draft.fields.length === 1}
              onPress={() => setDraft((d) => ({ ...d, fields: d.fields.filter((_, i) => i !== index) }))}
            >
              <FormattedMessage id="recordModels.create.removeField" />
            </Button>
          </div>
        ))}
        <div>
          <Button
            variant="secondary"
            isDisabled={draft.fields.length >= 200}
            onPress={() =>
              setDraft((d) => ({
                ...d,
                fields: [...d.fields, { identifier: '', label: '', format: 'text' }],
              }))
            }
          >
            <FormattedMessage id="recordModels.create.addField" />
          </Button>
        </div>
        <Select
          // Its options follow the identifiers typed above: a new list remounts it.
          key={identifiers.join(',')}
          label={<FormattedMessage id="recordModels.keyField" />}
          options={identifiers.map((identifier) => ({ value: identifier, label: identifier }))}
          value={identifiers.includes(draft.keyField) ? draft.keyField : null}
          onChange={(keyField) =>
            setDraft((d) => ({ ...d, keyField: keyField === null ? '' : String(keyField) }))
          }
          errorMessage={shown('keyField')}
          isRequired
        />
      </div>
    </Modal>
  );
}
