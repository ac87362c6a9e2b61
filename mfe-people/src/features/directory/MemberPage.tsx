import { Suspense, lazy, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { canReachUser } from '@accrue/access';
import { useSession, type PageProps } from '@accrue/remote-runtime';
import { Alert, Button, Heading, Link, PageBody, PageHeader, Skeleton } from '@accrue/ui-kit';
import { Avatar } from '@accrue/ui-kit/display';
import { Tooltip } from '@accrue/ui-kit/overlays';
import { useSnackbar, withSnackbar } from '@accrue/ui-kit/snackbar';
import { LightTable, type LightTableColumn } from '@accrue/ui-kit/table';
import { SOURCE_NAMES, roleLabel, statusDate } from './model';
import {
  useAdminScopes,
  useImpersonate,
  useMember,
  useMemberPlans,
  useMemberQuotas,
  useMemberTeams,
  useSendInvitations,
} from './queries';
import { useToggleUser } from './toggle-user';

const UserFormModal = lazy(async () => ({ default: (await import('./UserFormModal')).UserFormModal }));

/** The member page (doc 3 §2, /company/directory/members/{memberId}). */
export default withSnackbar(Member);

function Member({ title, params }: PageProps) {
  const intl = useIntl();
  const session = useSession()!;
  const snackbar = useSnackbar();
  const memberId = Number(params.memberId);
  const member = useMember(memberId);
  const canSeeTeams = session.can('VIEW_TEAMS');
  const canSeeQuotas = session.can('VIEW_QUOTAS');
  const year = new Date().getFullYear();
  const teams = useMemberTeams(memberId, canSeeTeams && member.isSuccess);
  const plans = useMemberPlans(memberId);
  const quotas = useMemberQuotas(memberId, year, canSeeQuotas && member.isSuccess);
  const scopes = useAdminScopes(true).data ?? [];
  const { toggle, toggleUser, showError } = useToggleUser();
  const invite = useSendInvitations();
  const impersonate = useImpersonate();
  const [editing, setEditing] = useState(false);

  const breadcrumbs = [{ label: intl.formatMessage({ id: 'page.directory' }), href: '/company/directory' }];
  if (member.isPending)
    return (
      <section>
        <PageHeader title={<FormattedMessage id={title} />} breadcrumbs={breadcrumbs} />
        <PageBody>
          <Skeleton shape="text" />
        </PageBody>
      </section>
    );
  if (member.isError)
    return (
      <section>
        <PageHeader title={<FormattedMessage id={title} />} breadcrumbs={breadcrumbs} />
        <PageBody>
          <Alert tone="error" title={member.error.message} />
        </PageBody>
      </section>
    );
  const user = member.data;
  const me = session.subject.userId;
  const impersonator = session.me.impersonation?.impersonator.id ?? null;
  // The same rules as the directory's row actions (doc 3 §4, doc 1 impersonation).
  const mayModify = session.can('MODIFY_USERS') && canReachUser(session.subject, 'MODIFY_USERS', user.id);
  const mayToggle =
    session.can('TOGGLE_USER_DEACTIVATION') &&
    user.id !== me &&
    canReachUser(session.subject, 'TOGGLE_USER_DEACTIVATION', user.id);
  const mayInvite =
    session.can('INVITE_USERS') &&
    user.status !== 'ACTIVE' &&
    user.status !== 'DEACTIVATED' &&
    !!user.email &&
    canReachUser(session.subject, 'INVITE_USERS', user.id);
  const canImpersonate = session.can('IMPERSONATE_USERS');
  const mayImpersonate =
    canImpersonate && user.id !== me && user.id !== impersonator && user.status !== 'DEACTIVATED';
  const role = roleLabel(user.role, user.adminScopeId, scopes, session.subject.featureFlags);

  const onInvite = async () => {
    try {
      const answer = await invite.mutateAsync([user.id]);
      if (answer.invited.length)
        snackbar.show({
          tone: 'success',
          message: intl.formatMessage({ id: 'directory.invite.sentOne' }, { name: user.fullName }),
        });
      for (const error of answer.errors)
        snackbar.show({
          tone: 'error',
          timeoutMs: null,
          message: intl.formatMessage(
            { id: 'directory.invite.failedOne' },
            { name: user.fullName, reason: error.message },
          ),
        });
    } catch (error) {
      showError(error);
    }
  };
  const onImpersonate = async () => {
    try {
      await impersonate.mutateAsync(user.id);
      window.location.assign('/');
    } catch (error) {
      showError(error);
    }
  };

  const sourceName = (source: string | null) =>
    !source || source === 'NONE'
      ? null
      : (SOURCE_NAMES[source] ?? intl.formatMessage({ id: `directory.source.${source}` }));
  const day = (value: string | null) => (value ? value.slice(0, 10) : '—');

  return (
    <section>
      <PageHeader
        title={user.fullName}
        breadcrumbs={[...breadcrumbs, { label: user.fullName }]}
        actions={
          <span style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            {mayModify ? (
              <Button variant="secondary" onPress={() => setEditing(true)}>
                <FormattedMessage id="member.action.edit" />
              </Button>
            ) : null}
            {mayInvite ? (
              <Button variant="secondary" onPress={() => void onInvite()} isPending={invite.isPending}>
                <FormattedMessage
                  id={user.invitationSentAt ? 'member.action.resendInvitation' : 'member.action.invite'}
                />
              </Button>
            ) : null}
            {mayToggle ? (
              <Button variant="secondary" onPress={() => void toggleUser(user)} isPending={toggle.isPending}>
                <FormattedMessage
                  id={user.status === 'DEACTIVATED' ? 'member.action.reactivate' : 'member.action.deactivate'}
                />
              </Button>
            ) : null}
            {canImpersonate ? (
              <Button variant="secondary" isDisabled={!mayImpersonate} onPress={() => void onImpersonate()}>
                <FormattedMessage id="member.action.impersonate" />
              </Button>
            ) : null}
          </span>
        }
      />
      <PageBody>
        <div style={{ display: 'grid', gap: 24 }}>
          <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
            <Avatar name={user.fullName} src={user.pictureURL} size={64} />
            <dl
              aria-label={intl.formatMessage({ id: 'member.identity' })}
              style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: 0 }}
            >
              <Fact label="member.email">{user.email}</Fact>
              <Fact label="member.role">{intl.formatMessage({ id: role.id }, role.values)}</Fact>
              <Fact label="member.status">
                <Tooltip
                  content={intl.formatMessage(
                    { id: `directory.statusTooltip.${user.status}` },
                    { date: statusDate(user) },
                  )}
                >
                  <Button variant="ghost" size="small">
                    <FormattedMessage id={`directory.status.${user.status}`} />
                  </Button>
                </Tooltip>
              </Fact>
              <Fact label="member.currency">{user.currency}</Fact>
              <Fact label="member.language">
                {intl.formatMessage({ id: `directory.language.${user.language}` })}
              </Fact>
              {user.externalId ? (
                <Fact label="member.externalId">
                  {user.externalId} ({sourceName(user.externalIdSource)})
                </Fact>
              ) : null}
              {user.hrisId ? (
                <Fact label="member.hrisId">
                  {user.hrisId} ({sourceName(user.hrisIdSource)})
                </Fact>
              ) : null}
              <Fact label="member.lastConnection">{day(user.lastConnection)}</Fact>
            </dl>
          </div>

          {canSeeTeams ? (
            <div>
              <Heading level={2}>
                <FormattedMessage id="member.teams" />
              </Heading>
              {teams.isError ? <Alert tone="error" title={teams.error.message} /> : null}
              <LightTable
                aria-label={intl.formatMessage({ id: 'member.teams' })}
                isLoading={teams.isPending}
                rows={teams.data ?? []}
                emptyState={<FormattedMessage id="member.noTeams" />}
                columns={[
                  {
                    id: 'team',
                    header: intl.formatMessage({ id: 'member.column.team' }),
                    cell: (row) => <Link href={`/teams/${row.teamId}`}>{row.team.name}</Link>,
                  },
                  {
                    id: 'teamRole',
                    header: intl.formatMessage({ id: 'member.column.teamRole' }),
                    cell: (row) => <FormattedMessage id={`member.teamRole.${row.teamRole}`} />,
                  },
                  ...assignmentColumns(intl),
                ]}
              />
            </div>
          ) : null}

          <div>
            <Heading level={2}>
              <FormattedMessage id="member.plans" />
            </Heading>
            {plans.isError ? <Alert tone="error" title={plans.error.message} /> : null}
            <LightTable
              aria-label={intl.formatMessage({ id: 'member.plans' })}
              isLoading={plans.isPending}
              rows={plans.data ?? []}
              emptyState={<FormattedMessage id="member.noPlans" />}
              columns={[
                {
                  id: 'plan',
                  header: intl.formatMessage({ id: 'member.column.plan' }),
                  accessor: 'planName',
                },
                ...assignmentColumns(intl),
              ]}
            />
          </div>

          {canSeeQuotas ? (
            <div>
              <Heading level={2}>
                <FormattedMessage id="member.quotas" values={{ year }} />
              </Heading>
              {quotas.isError ? <Alert tone="error" title={quotas.error.message} /> : null}
              <LightTable
                aria-label={intl.formatMessage({ id: 'member.quotas' }, { year })}
                isLoading={quotas.isPending}
                rows={quotas.data ?? []}
                emptyState={<FormattedMessage id="member.noQuotas" />}
                columns={[
                  {
                    id: 'quota',
                    header: intl.formatMessage({ id: 'member.column.quota' }),
                    cell: (row) => <Link href={`/quotas/values/${row.variableId}`}>{row.quotaName}</Link>,
                  },
                  { id: 'date', header: intl.formatMessage({ id: 'member.column.date' }), accessor: 'date' },
                  {
                    id: 'value',
                    header: intl.formatMessage({ id: 'member.column.value' }),
                    accessor: 'value',
                    align: 'end',
                  },
                ]}
              />
            </div>
          ) : null}
        </div>
      </PageBody>
      {editing ? (
        <Suspense fallback={null}>
          <UserFormModal
            user={user}
            scopes={scopes}
            onClose={() => setEditing(false)}
            onSaved={(saved) => {
              setEditing(false);
              snackbar.show({
                tone: 'success',
                message: intl.formatMessage({ id: 'directory.toast.updated' }, { name: saved.fullName }),
              });
            }}
            onError={showError}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt style={{ fontWeight: 600 }}>
        <FormattedMessage id={label} />
      </dt>
      <dd style={{ margin: 0 }}>{children}</dd>
    </>
  );
}

/** The dates and status of one of the member's team or plan assignments. */
function assignmentColumns<
  Row extends { effectiveAsOf: string; effectiveUntil: string | null; status: string },
>(intl: IntlShape): LightTableColumn<Row>[] {
  return [
    {
      id: 'from',
      header: intl.formatMessage({ id: 'member.column.from' }),
      accessor: 'effectiveAsOf',
    },
    {
      id: 'until',
      header: intl.formatMessage({ id: 'member.column.until' }),
      cell: (row) => row.effectiveUntil ?? '—',
    },
    {
      id: 'status',
      header: intl.formatMessage({ id: 'member.column.status' }),
      cell: (row) => <FormattedMessage id={`member.assignment.${row.status}`} />,
    },
  ];
}
