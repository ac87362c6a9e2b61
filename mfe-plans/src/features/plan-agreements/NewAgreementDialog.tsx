import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert } from '@accrue/ui-kit';
import { NumberField, TextField } from '@accrue/ui-kit/forms';
import { FormModal } from '@accrue/ui-kit/overlays';
import { Select } from '@accrue/ui-kit/select';
import { usePlans } from '../plans/queries';
import { agreementHref, navigate } from './links';
import {
  CONFIRMATION_METHODS,
  currentYear,
  DEFAULT_CONFIRMATION_METHOD,
  NAME_MAX,
  nameProblem,
  placeFieldErrors,
  YEAR_MAX,
  YEAR_MIN,
  yearProblem,
  type AgreementField,
} from './model';
import { AgreementsApiError, useCreateAgreement, type ConfirmationMethod } from './queries';

/**
 * "New agreement": a name, a year (this one by default), a plan that is not archived and the
 * confirmation method (in the app by default). The draft made, its edit page opens. The API's
 * refusals show under their fields; any other one above the form.
 */
export default function NewAgreementDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const plans = usePlans();
  const create = useCreateAgreement();
  const [name, setName] = useState('');
  const [year, setYear] = useState<number | null>(currentYear);
  const [planId, setPlanId] = useState<number | null>(null);
  const [method, setMethod] = useState<ConfirmationMethod>(DEFAULT_CONFIRMATION_METHOD);
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<AgreementField, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const local = {
    name: nameProblem(name),
    year: yearProblem(year),
    planId: planId === null ? 'agreements.form.planRequired' : undefined,
  };
  const invalid = Object.values(local).some((id) => id !== undefined);
  const errorOf = (field: AgreementField) => {
    const own = local[field as keyof typeof local];
    return serverErrors[field] ?? (touched && own ? intl.formatMessage({ id: own }) : undefined);
  };
  const edited =
    <T,>(field: AgreementField, set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setServerErrors(({ [field]: _dropped, ...rest }) => rest);
    };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setTouched(true);
    if (invalid) return;
    setProblem(null);
    try {
      const created = await create.mutateAsync({
        name: name.trim(),
        year: year!,
        planId: planId!,
        confirmationMethod: method,
      });
      onClose();
      navigate(agreementHref(created.id));
    } catch (error) {
      if (error instanceof AgreementsApiError && error.fieldErrors.length) {
        const placed = placeFieldErrors(error.fieldErrors);
        setServerErrors(placed.fields);
        setProblem(placed.other.length ? placed.other.join(' ') : null);
      } else setProblem((error as Error).message);
    }
  };

  const planOptions = (plans.data?.items ?? [])
    .filter((plan) => !plan.archived)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((plan) => ({ value: plan.id, label: plan.name }));

  return (
    <FormModal
      title={<FormattedMessage id="agreements.create.title" />}
      size="MEDIUM"
      onClose={onClose}
      cancelLabel={<FormattedMessage id="agreements.cancel" />}
      actionLabel={<FormattedMessage id="agreements.create" />}
      onAction={() => void submit()}
      isActionDisabled={create.isPending}
    >
      <form
        aria-label={intl.formatMessage({ id: 'agreements.create.title' })}
        onSubmit={(event) => void submit(event)}
        style={{ display: 'grid', gap: 12 }}
      >
        {problem ? <Alert tone="error" title={problem} /> : null}
        <TextField
          label={intl.formatMessage({ id: 'agreements.field.name' })}
          value={name}
          onChange={edited('name', setName)}
          maxLength={NAME_MAX}
          isRequired
          autoFocus
          errorMessage={errorOf('name')}
        />
        <NumberField
          label={intl.formatMessage({ id: 'agreements.field.year' })}
          value={year}
          onChange={edited('year', setYear)}
          minValue={YEAR_MIN}
          maxValue={YEAR_MAX}
          formatOptions={{ useGrouping: false }}
          isRequired
          errorMessage={errorOf('year')}
        />
        <Select
          label={intl.formatMessage({ id: 'agreements.field.plan' })}
          options={planOptions}
          value={planId}
          isRequired
          isClearable={false}
          isDisabled={plans.isPending}
          emptyText={intl.formatMessage({ id: 'agreements.form.noPlans' })}
          onChange={edited('planId', (value: unknown) => setPlanId(value === null ? null : Number(value)))}
          errorMessage={errorOf('planId') ?? (plans.error ? plans.error.message : undefined)}
        />
        <Select
          label={intl.formatMessage({ id: 'agreements.field.confirmationMethod' })}
          options={CONFIRMATION_METHODS.map((value) => ({
            value,
            label: intl.formatMessage({ id: `agreements.method.${value}` }),
          }))}
          value={method}
          isRequired
          isClearable={false}
          onChange={edited('confirmationMethod', (value: unknown) => {
            if (value !== null) setMethod(value as ConfirmationMethod);
          })}
          errorMessage={errorOf('confirmationMethod')}
        />
      </form>
    </FormModal>
  );
}
