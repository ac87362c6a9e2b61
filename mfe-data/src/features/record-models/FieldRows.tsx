import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@accrue/ui-kit';
import { TextField } from '@accrue/ui-kit/forms';
import { Select } from '@accrue/ui-kit/select';
import { FIELD_FORMATS, MAX_FIELDS, type FieldFormat, type RecordField } from './model';

/**
 * The rows of a model's fields (identifier, label, format, the model it links to), shared by the create and edit forms:
 * each row a group named "Field n", a Remove button per row and "Add a field" below. A row whose
 * identifier is `isFixed` shows it read-only (an existing field: its records are stored by it).
 */
export function FieldRows({
  fields,
  errorOf,
  isFixed = () => false,
  canRemove,
  onChange,
  onAdd,
  onRemove,
  linkTargets,
}: {
  fields: readonly RecordField[];
  /** The message to show on a field path (`fields.1.label`), if any. */
  errorOf: (path: string) => string | undefined;
  isFixed?: (index: number) => boolean;
  canRemove: (index: number) => boolean;
  onChange: (index: number, change: Partial<RecordField>) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /**
   * The company's models a field may link to (its values are their keys); absent, no link is
   * offered (a new model's links are chosen once it exists, when it is edited).
   */
  linkTargets?: readonly { machineName: string; name: string }[];
}) {
  const intl = useIntl();
  const formats = FIELD_FORMATS.map((format) => ({
    value: format,
    label: intl.formatMessage({ id: `recordModels.format.${format}` }),
  }));
  const targets = linkTargets?.map((model) => ({ value: model.machineName, label: model.name }));
  return (
    <>
      {fields.map((field, index) => (
        <div
          key={index}
          role="group"
          aria-label={intl.formatMessage({ id: 'recordModels.create.field' }, { n: index + 1 })}
          style={{
            display: 'grid',
            gridTemplateColumns: targets ? '1fr 1fr 160px 180px auto' : '1fr 1fr 160px auto',
            gap: 8,
            alignItems: 'end',
          }}
        >
          <TextField
            label={<FormattedMessage id="recordModels.column.identifier" />}
            value={field.identifier}
            maxLength={64}
            isReadOnly={isFixed(index)}
            onChange={(identifier) => onChange(index, { identifier })}
            errorMessage={errorOf(`fields.${index}.identifier`)}
            isRequired
          />
          <TextField
            label={<FormattedMessage id="recordModels.column.label" />}
            value={field.label}
            maxLength={100}
            onChange={(label) => onChange(index, { label })}
            errorMessage={errorOf(`fields.${index}.label`)}
            isRequired
          />
          <Select
            label={<FormattedMessage id="recordModels.column.format" />}
            isClearable={false}
            options={formats}
            value={field.format}
            onChange={(format) => format !== null && onChange(index, { format: format as FieldFormat })}
            errorMessage={errorOf(`fields.${index}.format`)}
          />
          {targets ? (
            <Select
              label={<FormattedMessage id="recordModels.column.link" />}
              placeholder={intl.formatMessage({ id: 'recordModels.link.none' })}
              options={targets}
              value={field.link ?? null}
              onChange={(link) => onChange(index, { link: link === null ? undefined : String(link) })}
              errorMessage={errorOf(`fields.${index}.link`)}
            />
          ) : null}
          <Button variant="ghost" isDisabled={!canRemove(index)} onPress={() => onRemove(index)}>
            <FormattedMessage id="recordModels.create.removeField" />
          </Button>
        </div>
      ))}
      <div>
        <Button variant="secondary" isDisabled={fields.length >= MAX_FIELDS} onPress={onAdd}>
          <FormattedMessage id="recordModels.create.addField" />
        </Button>
      </div>
    </>
  );
}
