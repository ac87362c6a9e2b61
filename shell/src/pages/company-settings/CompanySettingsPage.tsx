import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageMessages, withPageMessages, type PageProps } from '@accrue/remote-runtime';
import { PageBody, PageHeader } from '@accrue/ui-kit';
import { Tabs, type TabItem } from '@accrue/ui-kit/display';
import { SnackbarProvider } from '@accrue/ui-kit/snackbar';
import { CustomizationSection } from '../customization/CustomizationPage';
import { customizationMessages } from '../customization/messages';
import { CompanyFormSection } from './CompanyFormSection';
import { MainSettingsForm } from './MainSettingsForm';
import { companySettingsMessages } from './messages';
import { PlanAgreementsForm } from './PlanAgreementsForm';

/** The page with its own labels, which download with it (messages.ts). */
export default withPageMessages(companySettingsMessages, (props: PageProps) => (
  <SnackbarProvider>
    <CompanySettingsPage {...props} />
  </SnackbarProvider>
));

/**
 * `/company/settings` (doc 1 §2.3): the company settings in three tabs: customization options (the
 * same form as /company/settings/customization), main settings, and plan agreements. Everyone with
 * VIEW_COMPANY_SETTINGS reads them; saving needs MODIFY_COMPANY_SETTINGS.
 */
function CompanySettingsPage({ title }: PageProps) {
  const intl = useIntl();
  const [tab, setTab] = useState<TabItem['id']>('customization');
  const section = (form: 'main' | 'planAgreements') => (
    <CompanyFormSection
      readOnlyMessage={intl.formatMessage({ id: 'companySettings.readOnly' })}
      conflictMessage={intl.formatMessage({ id: 'companySettings.conflict' })}
    >
      {(props) => (form === 'main' ? <MainSettingsForm {...props} /> : <PlanAgreementsForm {...props} />)}
    </CompanyFormSection>
  );
  return (
    <section>
      <PageHeader title={<FormattedMessage id={title} />} />
      <PageBody>
        <Tabs
          aria-label={intl.formatMessage({ id: title })}
          selectedKey={tab}
          onSelectionChange={setTab}
          items={[
            {
              id: 'customization',
              label: <FormattedMessage id="companySettings.tab.customization" />,
              content: (
                <PageMessages catalogue={customizationMessages}>
                  <CustomizationSection />
                </PageMessages>
              ),
            },
            {
              id: 'main',
              label: <FormattedMessage id="companySettings.tab.main" />,
              content: section('main'),
            },
            {
              id: 'planAgreements',
              label: <FormattedMessage id="companySettings.tab.planAgreements" />,
              content: section('planAgreements'),
            },
          ]}
        />
      </PageBody>
    </section>
  );
}
