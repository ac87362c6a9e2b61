import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PlanDefinition } from '@accrue/engine';
import { useSession } from '@accrue/remote-runtime';
import { Alert } from '@accrue/ui-kit';
import { TextField } from '@accrue/ui-kit/forms';
import { MultiSelect, Select } from '@accrue/ui-kit/select';
import { dateFields, modelChoices, type ModelChoice, type NewTable } from './plan-builders';
import { useCompanyModels } from './record-models';
import { FormModal } from '@accrue/ui-kit/overlays';

/** The fields a new table credits by default: those naming an owner or a user. */
function ownerFields(model: ModelChoice): string[] {
  const owner = model.fields.find(
    (field) =>
      field.format === 'text' && /owner|user/i.test(field.identifier) && field.identifier !== model.key,
  );
  return owner ? [owner.identifier] : [];
}

/**
 * "Add a table": a table of the plan (docs/plan-format.md filters) on a record model, the plan's
 * own or one of the company's (then declared in the plan file as the company defines it), with its
 * period join (a date field) and user join (the fields naming whom a row is credited to). Its
 * conditions, sort and the rest are then edited in the table's form.
 */
export function NewTableDialog({
  def,
  onClose,
  onAdd,
}: {
  def: PlanDefinition;
  onClose: () => void;
  onAdd: (table: NewTable) => void;
}) {
  const intl = useIntl();
  const session = useSession()!;
  const company = useCompanyModels(session.can('VIEW_DATA_OBJECT_DETAILS'));
  const models = useMemo(() => modelChoices(def, company.data ?? []), [def, company.data]);
  const [label, setLabel] = useState('');
  const [modelName, setModelName] = useState<string | null>(null);
  const [period, setPeriod] = useState<string | null>(null);
  const [user, setUser] = useState<string[]>([]);
  const model = models.find((choice) => choice.machineName === modelName);
  const dates = model ? dateFields(model) : [];
  const valid = label.trim().length > 0 && model !== undefined && period !== null && user.length > 0;

  const chooseModel = (name: string) => {
    const chosen = models.find((choice) => choice.machineName === name);
    setModelName(name);
    setPeriod(chosen ? (dateFields(chosen)[0]?.identifier ?? null) : null);
    setUser(chosen ? ownerFields(chosen) : []);
  };

  return (
    <FormModal
      title={<FormattedMessage id="designer.newTable.title" />}
      size="MEDIUM"
      cancelLabel={<FormattedMessage id="plans.cancel" />}
      actionLabel={<FormattedMessage id="designer.newTable.add" />}
      isActionDisabled={!valid}
      onAction={() => {
        if (valid && model && period) onAdd({ label: label.trim(), model, period, user });
      }}
      onClose={onClose}
    >
      <div style={{ display: 'grid', gap: 12 }}>
        <p style={{ margin: 0 }}>
          <FormattedMessage id="designer.newTable.help" />
        </p>
        {company.error ? <Alert tone="error" title={company.error.message} /> : null}
        <TextField
          label={intl.formatMessage({ id: 'rules.label' })}
          value={label}
          onChange={setLabel}
          maxLength={100}
          isRequired
          autoFocus
        />
        <Select
          label={intl.formatMessage({ id: 'designer.newTable.model' })}
          options={models.map((choice) => ({ value: choice.machineName, label: choice.label }))}
          value={modelName}
          isClearable={false}
          isRequired
          onChange={(name) => name !== null && chooseModel(String(name))}
        />
        {model ? (
          <>
            <Select
              label={intl.formatMessage({ id: 'designer.table.period' })}
              options={dates.map((field) => ({ value: field.identifier, label: field.label }))}
              value={period}
              isClearable={false}
              isRequired
              errorMessage={dates.length ? undefined : intl.formatMessage({ id: 'designer.newTable.noDate' })}
              onChange={(field) => field !== null && setPeriod(String(field))}
            />
            <MultiSelect
              label={intl.formatMessage({ id: 'designer.table.user' })}
              options={model.fields.map((field) => ({ value: field.identifier, label: field.label }))}
              value={user}
              isRequired
              onChange={(fields) => setUser(fields.map(String))}
            />
          </>
        ) : null}
      </div>
    </FormModal>
  );
}
