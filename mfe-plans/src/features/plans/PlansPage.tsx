import { lazy, Suspense, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSession, type PageProps } from '@accrue/remote-runtime';
import { ImportCreateActions } from '@accrue/remote-runtime/import-create-actions';
import { Alert, Button, Link, PageBody, PageHeader, Skeleton } from '@accrue/ui-kit';
import { useSnackbar, withSnackbar } from '@accrue/ui-kit/snackbar';
import { splitPlans } from './model';
import type { PlanDialog } from './PlanDialogs';
import { usePlans, type Plan } from './queries';

// The dialogs (forms, date pickers, file upload, the kit's overlays) download on the first action,
// so the list itself stays within the route's first-load budget.
const PlanDialogs = lazy(() => import('./PlanDialogs').then((m) => ({ default: m.PlanDialogs })));

/**
 * The plan list (doc 2 §2 /plans): active plans, then the collapsed "Archived plans" group. Admin-type
 * roles see each plan's Live or Hidden indicator and a View action opening the hub in a new tab;
 * admins also get the plan actions (create, duplicate, publish, unpublish, archive, unarchive,
 * delete), each confirmed and answered with the spec's message in a snackbar.
 */
export default withSnackbar(Plans);

function Plans({ title }: PageProps) {
  const intl = useIntl();
  const session = useSession()!;
  const snackbar = useSnackbar();
  const adminType = session.can('VIEW_HIDDEN_PLANS');
  const canModify = session.can('MODIFY_PLANS');
  // A scoped admin changes the plans of its scope but creates none (a scope is a list of plans).
  const canCreate = canModify && session.subject.role === 'ADMIN';
  const plans = usePlans();
  const [dialog, setDialog] = useState<PlanDialog | null>(null);
  const [archivedOpen, setArchivedOpen] = useState(false);
  const { active, archived } = useMemo(() => splitPlans(plans.data?.items ?? []), [plans.data]);

  return (
    <section>
      <PageHeader
        title={<FormattedMessage id={title} />}
        actions={
          canCreate ? (
            <ImportCreateActions
              importLabel={<FormattedMessage id="plans.import.open" />}
              onImport={() => setDialog({ kind: 'import' })}
              createLabel={<FormattedMessage id="plans.create.open" />}
              onCreate={() => setDialog({ kind: 'create' })}
            />
          ) : null
        }
      />
      <PageBody>
        {plans.error ? (
          <Alert tone="error" title={plans.error.message} />
        ) : plans.isPending ? (
          <Skeleton />
        ) : active.length === 0 && archived.length === 0 ? (
          <p>
            <FormattedMessage id="plans.empty" />
          </p>
        ) : (
          <>
            <PlanList
              label={intl.formatMessage({ id: 'plans.list.active' })}
              plans={active}
              adminType={adminType}
              canModify={canModify}
              canCreate={canCreate}
              onAction={setDialog}
            />
            {archived.length ? (
              <div>
                <Button
                  variant="ghost"
                  aria-expanded={archivedOpen}
                  aria-controls="archived-plans"
                  onPress={() => setArchivedOpen((open) => !open)}
                >
                  {archivedOpen ? '▾ ' : '▸ '}
                  <FormattedMessage id="plans.list.archived" values={{ count: archived.length }} />
                </Button>
                {archivedOpen ? (
                  <div id="archived-plans">
                    <PlanList
                      label={intl.formatMessage({ id: 'plans.list.archivedGroup' })}
                      plans={archived}
                      adminType={adminType}
                      canModify={canModify}
                      canCreate={canCreate}
                      onAction={setDialog}
                    />
                  </div>
                ) : null}
              </div>
            ) : null}
          </>
        )}
      </PageBody>
      {dialog ? (
        <Suspense fallback={null}>
          <PlanDialogs
            dialog={dialog}
            onClose={() => setDialog(null)}
            onDone={(message) => {
              setDialog(null);
              snackbar.show({ tone: 'success', message });
            }}
            onError={(message) => {
              // A name conflict stays on the field; anything else closes the dialog with the server's message.
              setDialog(null);
              snackbar.show({ tone: 'error', message });
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

function PlanList({
  label,
  plans,
  adminType,
  canModify,
  canCreate,
  onAction,
}: {
  label: string;
  plans: Plan[];
  adminType: boolean;
  canModify: boolean;
  canCreate: boolean;
  onAction: (dialog: PlanDialog) => void;
}) {
  const intl = useIntl();
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {plans.map((plan) => (
        <li
          key={plan.id}
          data-plan={plan.name}
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 12,
            padding: '8px 0',
            borderBottom: '1px solid rgba(0,0,0,0.08)',
          }}
        >
          <span style={{ flex: 1, display: 'grid', gap: 2 }}>
            <span>
              {adminType ? plan.name : <Link href={`/plans/${plan.id}`}>{plan.name}</Link>}
              {adminType ? (
                <span
                  data-visibility={plan.isHidden ? 'hidden' : 'live'}
                  style={{
                    marginLeft: 8,
                    padding: '1px 8px',
                    borderRadius: 10,
                    fontSize: 12,
                    background: plan.isHidden ? 'rgba(0,0,0,0.08)' : 'rgba(0,160,80,0.15)',
                  }}
                >
                  <FormattedMessage id={plan.isHidden ? 'plans.hidden' : 'plans.live'} />
                </span>
              ) : null}
            </span>
            <small>
              <FormattedMessage id={`plans.frequency.${plan.frequency}`} />
              {' · '}
              <FormattedMessage
                id="plans.activeAssignments"
                values={{ count: plan.activeAssignmentsCount }}
              />
            </small>
          </span>
          {adminType ? (
            <span style={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
              <Link
                href={`/plans/${plan.id}`}
                target="_blank"
                aria-label={intl.formatMessage({ id: 'plans.action.view' }, { name: plan.name })}
              >
                <FormattedMessage id="plans.view" />
              </Link>
              {canModify ? <PlanActions plan={plan} canCreate={canCreate} onAction={onAction} /> : null}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function PlanActions({
  plan,
  canCreate,
  onAction,
}: {
  plan: Plan;
  canCreate: boolean;
  onAction: (dialog: PlanDialog) => void;
}) {
  const intl = useIntl();
  const action = (kind: Exclude<PlanDialog['kind'], 'create' | 'import'>, id: string) => (
    <Button
      key={kind}
      variant="ghost"
      size="small"
      onPress={() => onAction({ kind, plan })}
      aria-label={intl.formatMessage({ id: `plans.action.${kind}` }, { name: plan.name })}
    >
      <FormattedMessage id={id} />
    </Button>
  );
  return (
    <>
      {plan.isHidden ? action('publish', 'plans.publish') : action('unpublish', 'plans.unpublish')}
      {canCreate ? action('duplicate', 'plans.duplicate') : null}
      {plan.archived ? action('unarchive', 'plans.unarchive') : action('archive', 'plans.archive')}
      {action('delete', 'plans.delete')}
    </>
  );
}
