import { lazy, Suspense, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageMessages, withPageMessages, type PageProps } from '@accrue/remote-runtime';
import { PageBody, PageHeader, Spinner } from '@accrue/ui-kit';
import { Tabs, type TabItem } from '@accrue/ui-kit/display';
import { withSnackbar } from '@accrue/ui-kit/snackbar';
import { customizationMessages } from '../customization/messages';
import { CompanyFormSection } from './CompanyFormSection';
import { companySettingsMessages } from './messages';

// Each tab's form downloads when its tab is first shown: the page opens on one of three.
const CustomizationSection = lazy(async () => ({
  default: (await import('../customization/CustomizationPage')).CustomizationSection,
}));
const MainSettingsForm = lazy(async () => ({
  default: (await import('./MainSettingsForm')).MainSettingsForm,
}));
const PlanAgreementsForm = lazy(async () => ({
  default: (await import('./PlanAgreementsForm')).PlanAgreementsForm,
}));

const panel = (content: ReactNode) => <Suspense fallback={<Spinner />}>{content}</Suspense>;

/** The page with its own labels, which download with it (messages.ts). */
export default withPageMessages(companySettingsMessages, withSnackbar(CompanySettingsPage));

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
      {(props) =>
        panel(form === 'main' ? <MainSettingsForm {...props} /> : <PlanAgreementsForm {...props} />)
      }
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
              content: panel(
                <PageMessages catalogue={customizationMessages}>
                  <CustomizationSection />
                </PageMessages>,
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
