import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { withPageMessages, type PageProps } from '@accrue/remote-runtime';
import { AccrueApiError } from '@accrue/sdk';
import { Alert, Button, PageBody, PageHeader } from '@accrue/ui-kit';
import { NumberField, Switch, TextField } from '@accrue/ui-kit/forms';
import { Select } from '@accrue/ui-kit/select';
import { useSnackbar, withSnackbar } from '@accrue/ui-kit/snackbar';
import { comparisonTone, COMPARISON_TONES, type ComparisonTone } from '@accrue/ui-kit/theme';
import {
  changesOf,
  DEFAULT_PERIODS,
  draftOf,
  isChanged,
  LABEL_FIELDS,
  placeFieldErrors,
  precisionError,
  type CustomizationDraft,
  type DefaultPeriod,
  type DraftField,
} from './customization';
import { customizationMessages } from './messages';
import { useSaveCompany } from '../company-queries';
import { CompanyFormSection, type CompanyFormProps } from '../company-settings/CompanyFormSection';
import * as styles from './CustomizationPage.css';

/** The sample differences the colours' previews show: a forecast below, and above, the actual. */
const BELOW_SAMPLE = -350;
const ABOVE_SAMPLE = 1200;

/**
 * `/company/settings/customization` (doc 1 §2.3 item 1): how the application reads for the whole
 * company (the period shown at login, the names of some amounts, the reports' precision) and, with
 * the FORECAST feature, how forecasts compare with the actual figures. Admins change it; read-only
 * admins see it disabled.
 */
/** The page with its own labels, which download with it (messages.ts). */
export default withPageMessages(customizationMessages, withSnackbar(CustomizationPage));

function CustomizationPage({ title }: PageProps) {
  return (
    <section>
      <PageHeader title={<FormattedMessage id={title} />} />
      <PageBody>
        <CustomizationSection />
      </PageBody>
    </section>
  );
}

/**
 * The customization form with its notices: this page's body, and the "Customization options" tab
 * of the company settings page (within this page's labels and a snackbar provider).
 */
export function CustomizationSection() {
  const intl = useIntl();
  return (
    <>
      <p>
        <FormattedMessage id="customization.description" />
      </p>
      <CompanyFormSection
        readOnlyMessage={intl.formatMessage({ id: 'customization.readOnly' })}
        conflictMessage={intl.formatMessage({ id: 'customization.conflict' })}
      >
        {(props) => <CustomizationForm {...props} />}
      </CompanyFormSection>
    </>
  );
}

function CustomizationForm({ company, canModify, onSaved, onConflict }: CompanyFormProps) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const save = useSaveCompany();
  const saved = company.customization;
  const [draft, setDraft] = useState<CustomizationDraft>(() => draftOf(saved));
  const [serverErrors, setServerErrors] = useState<Partial<Record<DraftField, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const hasForecasts = company.featureFlags.FORECAST === true;
  const precisionProblem = precisionError(draft.reportsPrecision);
  const changed = isChanged(draft, saved);
  const isDisabled = !canModify;

  const errorOf = (field: DraftField): string | undefined =>
    serverErrors[field] ??
    (field === 'reportsPrecision' && precisionProblem
      ? intl.formatMessage({ id: precisionProblem })
      : undefined);
  const set = <Field extends DraftField>(field: Field, value: CustomizationDraft[Field]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    // An edit of a field clears the API's answer about it.
    setServerErrors((errors) => {
      if (!(field in errors)) return errors;
      const rest = { ...errors };
      delete rest[field];
      return rest;
    });
  };

  const submit = async () => {
    // The precision's error is already under it: nothing is sent.
    if (precisionProblem) return;
    const changes = changesOf(draft, saved);
    if (!Object.keys(changes).length) return;
    setProblem(null);
    try {
      await save.mutateAsync({ version: company.version, patch: { customization: changes } });
      onSaved();
      snackbar.show({ tone: 'success', message: intl.formatMessage({ id: 'customization.saved' }) });
    } catch (failure) {
      if (failure instanceof AccrueApiError && failure.isConflict) {
        onConflict();
        return;
      }
      if (failure instanceof AccrueApiError && failure.fieldErrors.length) {
        const placed = placeFieldErrors(failure.fieldErrors);
        setServerErrors(placed.fields);
        setProblem(placed.other.length ? placed.other.join(' ') : null);
        return;
      }
      setProblem((failure as Error).message);
    }
  };

  const reset = () => {
    setDraft(draftOf(saved));
    setServerErrors({});
    setProblem(null);
  };

  const periodOptions = DEFAULT_PERIODS.map((period) => ({
    value: period,
    label: intl.formatMessage({ id: `customization.period.${period}` }),
  }));
  // Month names in the user's language, from the browser's own calendar data (1 = January).
  const monthName = new Intl.DateTimeFormat(intl.locale, { month: 'long', timeZone: 'UTC' });
  const monthOptions = Array.from({ length: 12 }, (_, index) => ({
    value: String(index + 1),
    label: monthName.format(Date.UTC(2024, index, 1)),
  }));
  const colourOptions = COMPARISON_TONES.map((tone) => ({
    value: tone,
    label: intl.formatMessage({ id: `customization.color.${tone}` }),
    icon: <span className={`${styles.swatch} ${comparisonTone[tone]}`}>●</span>,
  }));
  const colourField = (field: 'forecastBelowActualColor' | 'forecastAboveActualColor', sample: number) => (
    <div className={styles.colour}>
      <div className={styles.colourField}>
        <Select
          label={intl.formatMessage({ id: `customization.field.${field}` })}
          options={colourOptions}
          isClearable={false}
          isRequired
          isDisabled={isDisabled}
          value={draft[field]}
          onChange={(tone) => tone !== null && set(field, tone as ComparisonTone)}
          errorMessage={errorOf(field)}
        />
      </div>
      <Preview tone={draft[field]} amount={sample} currency={company.currency} />
    </div>
  );

  return (
    <div className={styles.form}>
      {problem ? <Alert tone="error" title={problem} /> : null}
      <Select
        label={intl.formatMessage({ id: 'customization.field.defaultPeriod' })}
        description={intl.formatMessage({ id: 'customization.field.defaultPeriod.help' })}
        options={periodOptions}
        isClearable={false}
        isRequired
        isDisabled={isDisabled}
        value={draft.defaultPeriod}
        onChange={(period) => period !== null && set('defaultPeriod', period as DefaultPeriod)}
        errorMessage={errorOf('defaultPeriod')}
      />
      <Select
        label={intl.formatMessage({ id: 'customization.field.fiscalYearStartMonth' })}
        description={intl.formatMessage({ id: 'customization.field.fiscalYearStartMonth.help' })}
        options={monthOptions}
        isClearable={false}
        isRequired
        isDisabled={isDisabled}
        value={String(draft.fiscalYearStartMonth)}
        onChange={(month) => month !== null && set('fiscalYearStartMonth', Number(month))}
        errorMessage={errorOf('fiscalYearStartMonth')}
      />
      {LABEL_FIELDS.map((field) => (
        <TextField
          key={field}
          label={intl.formatMessage({ id: `customization.field.${field}` })}
          description={intl.formatMessage({ id: 'customization.field.label.help' })}
          maxLength={100}
          isDisabled={isDisabled}
          value={draft[field]}
          onChange={(text) => set(field, text)}
          errorMessage={errorOf(field)}
        />
      ))}
      <NumberField
        label={intl.formatMessage({ id: 'customization.field.reportsPrecision' })}
        description={intl.formatMessage({ id: 'customization.field.reportsPrecision.help' })}
        isRequired
        isDisabled={isDisabled}
        value={draft.reportsPrecision}
        onChange={(precision) => set('reportsPrecision', precision)}
        errorMessage={errorOf('reportsPrecision')}
      />
      {hasForecasts ? (
        <fieldset className={styles.group}>
          <legend className={styles.groupTitle}>
            <FormattedMessage id="customization.forecasts" />
          </legend>
          <Switch
            label={intl.formatMessage({ id: 'customization.field.forecastShowComparison' })}
            isDisabled={isDisabled}
            isSelected={draft.forecastShowComparison}
            onChange={(shown) => set('forecastShowComparison', shown)}
            errorMessage={errorOf('forecastShowComparison')}
          />
          {draft.forecastShowComparison ? (
            <>
              {colourField('forecastBelowActualColor', BELOW_SAMPLE)}
              {colourField('forecastAboveActualColor', ABOVE_SAMPLE)}
            </>
          ) : null}
        </fieldset>
      ) : null}
      {canModify ? (
        <div className={styles.actions}>
          <Button variant="primary" isDisabled={!changed || save.isPending} onPress={() => void submit()}>
            <FormattedMessage id="customization.save" />
          </Button>
          <Button variant="secondary" isDisabled={!changed || save.isPending} onPress={reset}>
            <FormattedMessage id="customization.cancel" />
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** A sample difference in the chosen colour, as the forecasts show one ("+€1,200.00"). */
function Preview({ tone, amount, currency }: { tone: ComparisonTone; amount: number; currency: string }) {
  const intl = useIntl();
  return (
    <span className={styles.preview}>
      <FormattedMessage id="customization.preview" />
      <span className={`${styles.sample} ${comparisonTone[tone]}`} data-tone={tone}>
        {intl.formatNumber(amount, { style: 'currency', currency, signDisplay: 'exceptZero' })}
      </span>
    </span>
  );
}
