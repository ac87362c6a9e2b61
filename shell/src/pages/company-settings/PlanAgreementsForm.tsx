import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AccrueApiError } from '@accrue/sdk';
import { Alert, Button } from '@accrue/ui-kit';
import { Switch } from '@accrue/ui-kit/forms';
import { useSnackbar } from '@accrue/ui-kit/snackbar';
import { useSaveCompany } from '../company-queries';
import type { CompanyFormProps } from './CompanyFormSection';
import * as styles from './CompanySettingsPage.css';

/**
 * The "Plan agreements" tab (doc 1 §2.3 item 3), also the page /company/settings/plan-agreements:
 * whether managers see the agreements of the people they manage.
 */
export function PlanAgreementsForm({ company, canModify, onSaved, onConflict }: CompanyFormProps) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const save = useSaveCompany();
  const saved = company.customization.planAgreementsSharedWithManagers;
  const [shared, setShared] = useState(saved);
  const [problem, setProblem] = useState<string | null>(null);
  const changed = shared !== saved;

  const submit = async () => {
    setProblem(null);
    try {
      await save.mutateAsync({
        version: company.version,
        patch: { customization: { planAgreementsSharedWithManagers: shared } },
      });
      onSaved();
      snackbar.show({ tone: 'success', message: intl.formatMessage({ id: 'companySettings.saved' }) });
    } catch (failure) {
      if (failure instanceof AccrueApiError && failure.isConflict) return onConflict();
      setProblem((failure as Error).message);
    }
  };

  return (
    <div className={styles.form}>
      {problem ? <Alert tone="error" title={problem} /> : null}
      <Switch
        label={intl.formatMessage({ id: 'companySettings.field.planAgreementsSharedWithManagers' })}
        isDisabled={!canModify}
        isSelected={shared}
        onChange={setShared}
      />
      <p className={styles.muted}>
        <FormattedMessage id="companySettings.field.planAgreementsSharedWithManagers.help" />
      </p>
      {canModify ? (
        <div className={styles.actions}>
          <Button variant="primary" isDisabled={!changed || save.isPending} onPress={() => void submit()}>
            <FormattedMessage id="companySettings.save" />
          </Button>
          <Button
            variant="secondary"
            isDisabled={!changed || save.isPending}
            onPress={() => setShared(saved)}
          >
            <FormattedMessage id="companySettings.cancel" />
          </Button>
        </div>
      ) : null}
    </div>
  );
}
