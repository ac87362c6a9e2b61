import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AccrueApiError } from '@accrue/sdk';
import { Alert, Button } from '@accrue/ui-kit';
import { TextField } from '@accrue/ui-kit/forms';
import { CURRENCY_CODES } from '@accrue/ui-kit/format';
import { MultiSelect, Select } from '@accrue/ui-kit/select';
import { useSnackbar } from '@accrue/ui-kit/snackbar';
import { useSaveCompany } from '../company-queries';
import type { CompanyFormProps } from './CompanyFormSection';
import {
  mainChangesOf,
  mainDraftOf,
  nameError,
  placeMainErrors,
  STATEMENT_FREQUENCIES,
  type MainSettingsDraft,
  type StatementFrequency,
} from './main-settings';
import * as styles from './CompanySettingsPage.css';

type Field = keyof MainSettingsDraft;

/**
 * The "Main settings" tab (doc 1 §2.3 item 2): the company's name, how often commissions are
 * calculated, its main currency (read-only) and its other currencies, and the Slack connection.
 */
export function MainSettingsForm({ company, canModify, onSaved, onConflict }: CompanyFormProps) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const save = useSaveCompany();
  const [draft, setDraft] = useState<MainSettingsDraft>(() => mainDraftOf(company));
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const changes = mainChangesOf(draft, company);
  const changed = Object.keys(changes).length > 0;
  const nameProblem = nameError(draft.name);
  const isDisabled = !canModify;

  const set = <F extends Field>(field: F, value: MainSettingsDraft[F]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _cleared, ...rest }) => rest);
  };
  const errorOf = (field: Field) =>
    serverErrors[field] ??
    (field === 'name' && nameProblem ? intl.formatMessage({ id: nameProblem }) : undefined);

  const submit = async () => {
    if (nameProblem || !changed) return;
    setProblem(null);
    try {
      await save.mutateAsync({ version: company.version, patch: changes });
      onSaved();
      snackbar.show({ tone: 'success', message: intl.formatMessage({ id: 'companySettings.saved' }) });
    } catch (failure) {
      if (failure instanceof AccrueApiError && failure.isConflict) return onConflict();
      if (failure instanceof AccrueApiError && failure.fieldErrors.length) {
        const placed = placeMainErrors(failure.fieldErrors);
        setServerErrors(placed.fields);
        setProblem(placed.other.length ? placed.other.join(' ') : null);
        return;
      }
      setProblem((failure as Error).message);
    }
  };

  // Currency names in the user's language, from the browser's own data.
  const currencyOptions = useMemo(() => {
    const names = new Intl.DisplayNames(intl.locale, { type: 'currency' });
    return CURRENCY_CODES.filter((code) => code !== company.currency).map((code) => ({
      value: code,
      label: `${code} · ${names.of(code) ?? code}`,
    }));
  }, [intl.locale, company.currency]);
  const frequencyOptions = STATEMENT_FREQUENCIES.map((frequency) => ({
    value: frequency,
    label: intl.formatMessage({ id: `companySettings.frequency.${frequency}` }),
  }));
  const slackConnected = company.integrationsStatus.slack.status === 'CONNECTED';

  return (
    <div className={styles.form}>
      {problem ? <Alert tone="error" title={problem} /> : null}
      <TextField
        label={intl.formatMessage({ id: 'companySettings.field.name' })}
        isRequired
        maxLength={100}
        isDisabled={isDisabled}
        value={draft.name}
        onChange={(name) => set('name', name)}
        errorMessage={errorOf('name')}
      />
      <Select
        label={intl.formatMessage({ id: 'companySettings.field.statementFrequency' })}
        description={intl.formatMessage({ id: 'companySettings.field.statementFrequency.help' })}
        options={frequencyOptions}
        isClearable={false}
        isRequired
        isDisabled={isDisabled}
        value={draft.statementFrequency}
        onChange={(frequency) =>
          frequency !== null && set('statementFrequency', frequency as StatementFrequency)
        }
        errorMessage={errorOf('statementFrequency')}
      />
      {/* Said under the field rather than in a tooltip: touch users read it too, and the page
          does not download the kit's overlays for one sentence. */}
      <TextField
        label={intl.formatMessage({ id: 'companySettings.field.currency' })}
        description={intl.formatMessage({ id: 'companySettings.field.currency.help' })}
        value={company.currency}
        isReadOnly
      />
      <MultiSelect
        label={intl.formatMessage({ id: 'companySettings.field.currencies' })}
        description={intl.formatMessage(
          { id: 'companySettings.field.currencies.help' },
          { currency: company.currency },
        )}
        options={currencyOptions}
        isDisabled={isDisabled}
        value={draft.otherCurrencies}
        onChange={(codes) => set('otherCurrencies', codes.map(String))}
        errorMessage={errorOf('otherCurrencies')}
      />
      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>Slack</legend>
        <p className={styles.muted}>
          <FormattedMessage
            id={slackConnected ? 'companySettings.slack.connected' : 'companySettings.slack.off'}
          />
        </p>
        <div>
          {/* The Slack app's credentials are not part of this installation: nothing to authorise yet. */}
          <Button variant="secondary" isDisabled>
            {slackConnected ? <FormattedMessage id="companySettings.slack.reconnect" /> : 'Slack'}
          </Button>
        </div>
        <p className={styles.muted}>
          <FormattedMessage id="companySettings.slack.unavailable" />
        </p>
      </fieldset>
      {canModify ? (
        <div className={styles.actions}>
          <Button
            variant="primary"
            isDisabled={!changed || nameProblem !== null || save.isPending}
            onPress={() => void submit()}
          >
            <FormattedMessage id="companySettings.save" />
          </Button>
          <Button
            variant="secondary"
            isDisabled={!changed || save.isPending}
            onPress={() => {
              setDraft(mainDraftOf(company));
              setServerErrors({});
              setProblem(null);
            }}
          >
            <FormattedMessage id="companySettings.cancel" />
          </Button>
        </div>
      ) : null}
    </div>
  );
}
