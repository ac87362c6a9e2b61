import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Button, Heading } from '@accrue/ui-kit';
import { Select } from '@accrue/ui-kit/select';
import {
  MAX_SORT_ROWS,
  MAX_UNIQUE_BY_ROWS,
  directionLabel,
  namedFields,
  type ModelDraft,
  type SortDirection,
} from './model';

/** The paths of the server's 422 answers a model form shows on a field (the rest go in its alert). */
export const SHOWN_ON_FORM =
  /^(name|machineName|keyField|fields|sort|uniqueBy|fields\.\d+\.(identifier|label|format|link)|sort\.\d+\.(fieldMachineName|direction)|uniqueBy\.\d+\.fieldMachineName)$/;

const DIRECTIONS: readonly SortDirection[] = ['ASC', 'DESC'];

/** The draft without its field at `index`, and without the key, sort and unique-by rows naming it. */
export function withoutField(draft: ModelDraft, index: number): ModelDraft {
  const fields = draft.fields.filter((_, i) => i !== index);
  const removed = draft.fields[index]!.identifier;
  const gone = (identifier: string) =>
    identifier === removed && !fields.some((f) => f.identifier === identifier);
  return {
    ...draft,
    fields,
    keyField: gone(draft.keyField) ? '' : draft.keyField,
    sort: draft.sort?.filter((row) => !gone(row.fieldMachineName)),
    uniqueBy: draft.uniqueBy?.filter((row) => !gone(row.fieldMachineName)),
  };
}

/**
 * A model's sort rows (added only once there is a field, ASC first, directions worded by the
 * field's format, reordered; doc 3 §5) and its unique-by rows, for the create and edit forms.
 */
export function OrderRows({
  draft,
  shown,
  change,
}: {
  draft: ModelDraft;
  /** The message shown on a field path, if any. */
  shown: (path: string) => string | undefined;
  change: (next: (d: ModelDraft) => ModelDraft) => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const named = namedFields(draft.fields);
  const formatOf = (identifier: string) => named.find((f) => f.identifier === identifier)?.format;
  const fieldOptions = named.map((f) => ({ value: f.identifier, label: f.label.trim() || f.identifier }));
  // The selects' options follow the fields above: a new list remounts them.
  const optionsKey = fieldOptions.map((o) => `${o.value}:${o.label}`).join(',');
  const sort = draft.sort ?? [];
  const uniqueBy = draft.uniqueBy ?? [];
  const unused = (rows: readonly { fieldMachineName: string }[]) =>
    named.find((f) => !rows.some((row) => row.fieldMachineName === f.identifier));
  const fieldValue = (identifier: string) =>
    named.some((f) => f.identifier === identifier) ? identifier : null;
  const setSort = (rows: ModelDraft['sort']) => change((d) => ({ ...d, sort: rows }));
  const moveSort = (index: number, by: -1 | 1) => {
    const rows = [...sort];
    [rows[index], rows[index + by]] = [rows[index + by]!, rows[index]!];
    setSort(rows);
  };
  const setUniqueBy = (rows: ModelDraft['uniqueBy']) => change((d) => ({ ...d, uniqueBy: rows }));

  return (
    <>
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
            value={fieldValue(row.fieldMachineName)}
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
            value={fieldValue(row.fieldMachineName)}
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
    </>
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
export function SectionError({ message }: { message: string | undefined }) {
  return message ? <Alert tone="error" title={message} /> : null;
}
