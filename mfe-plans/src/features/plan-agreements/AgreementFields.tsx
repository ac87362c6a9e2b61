import type { FormEvent, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NumberField, TextField } from '@accrue/ui-kit/forms';
import { Select } from '@accrue/ui-kit/select';
import { usePlans } from '../plans/queries';
import {
  CONFIRMATION_METHODS,
  NAME_MAX,
  YEAR_MAX,
  YEAR_MIN,
  type AgreementField,
  type AgreementFields,
} from './model';
import type { ConfirmationMethod, PlanAgreement } from './queries';
import { AgreementStatusBadge } from './StatusBadge';

const GRID = {
  display: 'grid',
  gap: 12,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
} as const;

/**
 * A draft's name, year, plan and confirmation method. The plan is chosen among the plans that are
 * not archived (the agreement's own stays listed); a changed plan or year makes the people anew.
 */
export function AgreementFieldsForm({
  agreement,
  values,
  errorOf,
  onChange,
  onSubmit,
}: {
  agreement: PlanAgreement;
  values: AgreementFields;
  errorOf: (field: AgreementField) => string | undefined;
  onChange: <Field extends AgreementField>(field: Field, value: AgreementFields[Field]) => void;
  onSubmit: () => void;
}) {
  const intl = useIntl();
  const plans = usePlans();
  const planOptions = (plans.data?.items ?? [])
    .filter((plan) => !plan.archived || plan.id === agreement.planId)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((plan) => ({ value: plan.id, label: plan.name }));
  // The agreement's plan, before the plans are read (or when the caller reaches it no more).
  if (!planOptions.some((option) => option.value === agreement.planId))
    planOptions.unshift({ value: agreement.planId, label: agreement.plan.name });

  return (
    <form
      aria-label={intl.formatMessage({ id: 'agreements.fields' })}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
      style={GRID}
    >
      <TextField
        label={intl.formatMessage({ id: 'agreements.field.name' })}
        value={values.name}
        onChange={(name) => onChange('name', name)}
        maxLength={NAME_MAX}
        isRequired
        errorMessage={errorOf('name')}
      />
      <NumberField
        label={intl.formatMessage({ id: 'agreements.field.year' })}
        description={intl.formatMessage({ id: 'agreements.field.remakes' })}
        value={values.year}
        onChange={(year) => onChange('year', year)}
        minValue={YEAR_MIN}
        maxValue={YEAR_MAX}
        formatOptions={{ useGrouping: false }}
        isRequired
        errorMessage={errorOf('year')}
      />
      <Select
        label={intl.formatMessage({ id: 'agreements.field.plan' })}
        description={intl.formatMessage({ id: 'agreements.field.remakes' })}
        options={planOptions}
        value={values.planId}
        isRequired
        isClearable={false}
        onChange={(planId) => planId !== null && onChange('planId', Number(planId))}
        errorMessage={errorOf('planId')}
      />
      <Select
        label={intl.formatMessage({ id: 'agreements.field.confirmationMethod' })}
        options={CONFIRMATION_METHODS.map((value) => ({
          value,
          label: intl.formatMessage({ id: `agreements.method.${value}` }),
        }))}
        value={values.confirmationMethod}
        isRequired
        isClearable={false}
        onChange={(method) => method !== null && onChange('confirmationMethod', method as ConfirmationMethod)}
        errorMessage={errorOf('confirmationMethod')}
      />
    </form>
  );
}

/** The agreement's fields, read-only (finalized, archived, or for whoever may not edit it). */
export function AgreementSummary({ agreement }: { agreement: PlanAgreement }) {
  const intl = useIntl();
  const entry = (label: string, value: ReactNode, key: string) => (
    <div key={key} data-field={key} style={{ display: 'grid', gap: 2 }}>
      <dt style={{ fontSize: 12, opacity: 0.7 }}>{intl.formatMessage({ id: label })}</dt>
      <dd style={{ margin: 0 }}>{value}</dd>
    </div>
  );
  return (
    <dl aria-label={intl.formatMessage({ id: 'agreements.fields' })} style={{ ...GRID, margin: 0 }}>
      {entry('agreements.field.year', String(agreement.year), 'year')}
      {entry(
        'agreements.field.plan',
        <>
          {agreement.plan.name}
          {agreement.plan.isArchived ? (
            <>
              {' '}
              <FormattedMessage id="agreements.planArchivedBadge" />
            </>
          ) : null}
        </>,
        'plan',
      )}
      {entry('agreements.field.status', <AgreementStatusBadge status={agreement.status} />, 'status')}
      {entry(
        'agreements.field.confirmationMethod',
        intl.formatMessage({ id: `agreements.method.${agreement.confirmationMethod}` }),
        'confirmationMethod',
      )}
    </dl>
  );
}
