import { FormattedMessage, useIntl } from 'react-intl';
import { withPageMessages, type PageProps } from '@accrue/remote-runtime';
import { PageBody, PageHeader } from '@accrue/ui-kit';
import { withSnackbar } from '@accrue/ui-kit/snackbar';
import { CompanyFormSection } from './CompanyFormSection';
import { companySettingsMessages } from './messages';
import { PlanAgreementsForm } from './PlanAgreementsForm';

/** `/company/settings/plan-agreements` (doc 1 §2.3): the company settings' plan agreements tab alone. */
export default withPageMessages(companySettingsMessages, withSnackbar(PlanAgreementsSettingsPage));

function PlanAgreementsSettingsPage({ title }: PageProps) {
  const intl = useIntl();
  return (
    <section>
      <PageHeader title={<FormattedMessage id={title} />} />
      <PageBody>
        <CompanyFormSection
          readOnlyMessage={intl.formatMessage({ id: 'companySettings.readOnly' })}
          conflictMessage={intl.formatMessage({ id: 'companySettings.conflict' })}
        >
          {(props) => <PlanAgreementsForm {...props} />}
        </CompanyFormSection>
      </PageBody>
    </section>
  );
}
