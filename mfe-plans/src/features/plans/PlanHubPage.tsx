import { Suspense, lazy, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSession, type PageProps } from '@accrue/remote-runtime';
import { Alert, Button, PageBody, PageHeader, Skeleton } from '@accrue/ui-kit';
import { Tabs } from '@accrue/ui-kit/display';
import { useSnackbar, withSnackbar } from '@accrue/ui-kit/snackbar';
import { HUB_TABS, hubTab, type HubTab } from './model';
import { PlanDialogs, type PlanDialog } from './PlanDialogs';
import { PlanWorkflowSection } from './PlanWorkflowSection';
import { usePlan } from './queries';

// Each tab downloads only when opened.
const TAB_CONTENTS = {
  assignments: lazy(() => import('./AssignmentsTab')),
  rules: lazy(() => import('./RulesTab')),
  customization: lazy(() => import('./CustomizationTab')),
  definition: lazy(() => import('./DefinitionTab')),
  history: lazy(() => import('./HistoryTab')),
} satisfies Record<HubTab, unknown>;

/**
 * The plan hub (doc 2 §2 /plans/{planId}/{tab?}): the plan's review workflow above its tabs
 * (assignments, rules, customization (forecasting), the plan as a file, its history).
 */
export default withSnackbar(PlanHub);

function PlanHub({ params }: PageProps) {
  const intl = useIntl();
  const session = useSession()!;
  const snackbar = useSnackbar();
  const planId = Number(params.planId);
  const plan = usePlan(planId);
  const [dialog, setDialog] = useState<PlanDialog | null>(null);
  const adminType = session.can('VIEW_HIDDEN_PLANS');
  const canModify = session.can('MODIFY_PLANS');
  // The plan file and its versions are the designer's (admin-type roles, doc 2 §6 route gates).
  const tabs: HubTab[] = session.can('VIEW_RULE_DESIGNER') ? [...HUB_TABS] : ['assignments'];
  const tab = tabs.includes(hubTab(params.tab)) ? hubTab(params.tab) : 'assignments';

  if (plan.error) return <Alert tone="error" title={plan.error.message} />;
  if (!plan.data) return <Skeleton />;
  const current = plan.data;
  const notify = {
    onClose: () => setDialog(null),
    onDone: (message: string) => {
      setDialog(null);
      snackbar.show({ tone: 'success', message });
    },
    onError: (message: string) => {
      setDialog(null);
      snackbar.show({ tone: 'error', message });
    },
  };
  const Content = TAB_CONTENTS[tab];
  const content = (
    <Content
      plan={current}
      canModify={canModify}
      notify={(tone, message) => snackbar.show({ tone, message })}
    />
  );

  return (
    <section>
      <PageHeader
        title={
          <span>
            {current.name}
            {adminType ? (
              <small
                data-visibility={current.isHidden ? 'hidden' : 'live'}
                style={{ marginLeft: 12, fontSize: 14 }}
              >
                <FormattedMessage id={current.isHidden ? 'plans.hidden' : 'plans.live'} />
                {current.archived ? (
                  <>
                    {' · '}
                    <FormattedMessage id="plans.archivedBadge" />
                  </>
                ) : null}
              </small>
            ) : null}
          </span>
        }
        breadcrumbs={[{ label: intl.formatMessage({ id: 'page.plans' }), href: '/plans' }]}
        actions={
          canModify ? (
            <span style={{ display: 'flex', gap: 8 }}>
              <Button
                variant="secondary"
                onPress={() => setDialog({ kind: current.isHidden ? 'publish' : 'unpublish', plan: current })}
              >
                <FormattedMessage id={current.isHidden ? 'plans.publish' : 'plans.unpublish'} />
              </Button>
              {session.subject.role === 'ADMIN' ? (
                <Button variant="secondary" onPress={() => setDialog({ kind: 'duplicate', plan: current })}>
                  <FormattedMessage id="plans.duplicate" />
                </Button>
              ) : null}
            </span>
          ) : null
        }
      />
      <PageBody>
        <PlanWorkflowSection
          plan={current}
          canModify={canModify}
          notify={(tone, message) => snackbar.show({ tone, message })}
        />
        <Tabs
          aria-label={intl.formatMessage({ id: 'plans.hub.tabs' })}
          selectedKey={tab}
          items={tabs.map((id) => ({
            id,
            label: intl.formatMessage({ id: `plans.hub.${id}` }),
            href: `/plans/${planId}/${id}`,
          }))}
        >
          <div style={{ padding: '16px 0' }}>
            <Suspense fallback={<Skeleton />}>{content}</Suspense>
          </div>
        </Tabs>
        <PlanDialogs dialog={dialog} {...notify} />
      </PageBody>
    </section>
  );
}
