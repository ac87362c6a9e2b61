import { useCallback, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { managedTeamIds } from '@accrue/access';
import { useSession, type PageProps } from '@accrue/remote-runtime';
import {
  assignmentsTable,
  AssignmentStatusTabs,
  datedColumns,
  type AssignmentStatus,
} from '@accrue/remote-runtime/dated-assignments';
import { usePeopleChoices } from '@accrue/remote-runtime/query-hooks';
import { Alert, Button, Link, PageBody, PageHeader } from '@accrue/ui-kit';
import { IsoDatePicker } from '@accrue/ui-kit/dates';
import { FormModal } from '@accrue/ui-kit/overlays';
import { useSnackbar, withSnackbar } from '@accrue/ui-kit/snackbar';
import { Select } from '@accrue/ui-kit/select';
import { DataTable, type DataTableColumn, type PaginatedQuery } from '@accrue/ui-kit/table';
import { assignmentErrors, todayIso } from './model';
import {
  useCreateAssignments,
  useDeleteAssignments,
  useTeam,
  useTeamAssignments,
  useUpdateAssignments,
  type TeamAssignment,
  type TeamRole,
  TeamsApiError,
} from './queries';

const STATUSES: readonly AssignmentStatus[] = ['ACTIVE', 'EXPIRED', 'FUTURE', 'ALL'];

/** A team's details (doc 3 §2): its members and managers with their dates, by status. */
export default withSnackbar(TeamDetails);

function TeamDetails({ params }: PageProps) {
  const intl = useIntl();
  const session = useSession()!;
  const snackbar = useSnackbar();
  const teamId = Number(params.teamId);
  const team = useTeam(teamId);
  const [status, setStatus] = useState<AssignmentStatus>('ACTIVE');
  const [pendingStatus, setPendingStatus] = useState<AssignmentStatus | null>(null);
  const [query, setQuery] = useState<{ page: number; limit: number } | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [tableKey, setTableKey] = useState(0);
  const [adding, setAdding] = useState(false);
  const [ending, setEnding] = useState<TeamAssignment | null>(null);
  const assignments = useTeamAssignments(teamId, status, query);
  const remove = useDeleteAssignments();

  // Admins change every assignment; a manager those of the teams they manage (doc 3 §6).
  const me = session.subject.userId;
  const canWrite =
    session.can('MODIFY_TEAM_ASSIGNMENTS') &&
    (session.subject.role === 'ADMIN' ||
      (me !== null && managedTeamIds(session.me.hierarchyContextDehydrated, me).includes(teamId)));
  const isAdmin = session.subject.role === 'ADMIN';
  const mayChange = (row: TeamAssignment) =>
    canWrite && (isAdmin || (row.teamRole === 'TEAM_EMPLOYEE' && row.userId !== me));

  const onQueryChange = useCallback(
    (next: PaginatedQuery) => setQuery({ page: next.page, limit: next.limit }),
    [],
  );
  const counts = assignments.data?.counts;

  const applyStatus = (next: AssignmentStatus) => {
    setStatus(next);
    setSelected(new Set());
    setTableKey((key) => key + 1);
  };
  // Doc 3 §2: switching the view with users selected asks first; confirming resets the selection.
  const changeStatus = (next: AssignmentStatus) => {
    if (next === status) return;
    if (selected.size > 0) setPendingStatus(next);
    else applyStatus(next);
  };

  const deleteRows = async (ids: number[]) => {
    try {
      const { count } = await remove.mutateAsync(ids);
      snackbar.show({
        tone: 'success',
        message: intl.formatMessage({ id: 'teams.assignment.deleted' }, { count }),
      });
      setSelected(new Set());
    } catch (error) {
      snackbar.show({
        tone: 'error',
        message: intl.formatMessage(
          { id: 'teams.assignment.deleteFailed' },
          { message: (error as Error).message },
        ),
      });
    }
  };

  const columns = useMemo((): DataTableColumn<TeamAssignment>[] => {
    const list: DataTableColumn<TeamAssignment>[] = [
      {
        id: 'user',
        header: intl.formatMessage({ id: 'teams.column.user' }),
        isSortable: false,
        isHidable: false,
        accessor: (row) => `${row.user.firstName} ${row.user.lastName}`,
        cell: ({ row }) => (
          <span>
            <Link href={`/company/directory/members/${row.user.id}`}>
              {row.user.firstName} {row.user.lastName}
            </Link>
            <br />
            <small>{row.user.email}</small>
          </span>
        ),
      },
      {
        id: 'teamRole',
        header: intl.formatMessage({ id: 'teams.column.role' }),
        isSortable: false,
        size: { width: 140 },
        accessor: (row) => intl.formatMessage({ id: `teams.role.${row.teamRole}` }),
      },
      ...datedColumns<TeamAssignment>({
        start: intl.formatMessage({ id: 'teams.column.start' }),
        end: intl.formatMessage({ id: 'teams.column.end' }),
        noEnd: intl.formatMessage({ id: 'teams.noEnd' }),
        status: intl.formatMessage({ id: 'teams.column.status' }),
        statusOf: (status) => intl.formatMessage({ id: `teams.status.${status}` }),
        dateWidth: 130,
      }),
    ];
    if (canWrite)
      list.push({
        id: 'actions',
        header: intl.formatMessage({ id: 'teams.column.actions' }),
        isSortable: false,
        isHidable: false,
        size: { width: 0 },
        cell: ({ row }) =>
          mayChange(row) ? (
            <span style={{ display: 'flex', gap: 4 }}>
              {row.status !== 'EXPIRED' ? (
                <Button
                  variant="ghost"
                  size="small"
                  onPress={() => setEnding(row)}
                  aria-label={intl.formatMessage(
                    { id: 'teams.assignment.endOf' },
                    { name: `${row.user.firstName} ${row.user.lastName}` },
                  )}
                >
                  <FormattedMessage id="teams.assignment.end" />
                </Button>
              ) : null}
              <Button
                variant="ghost"
                size="small"
                onPress={() => void deleteRows([row.id])}
                aria-label={intl.formatMessage(
                  { id: 'teams.assignment.deleteOf' },
                  { name: `${row.user.firstName} ${row.user.lastName}` },
                )}
              >
                <FormattedMessage id="teams.delete" />
              </Button>
            </span>
          ) : null,
      });
    return list;
    // The handlers read the latest state through their closures.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [intl, canWrite, isAdmin, me]);

  if (team.error) return <Alert tone="error" title={team.error.message} />;

  return (
    <section>
      <PageHeader
        title={team.data?.name ?? '…'}
        breadcrumbs={[{ label: intl.formatMessage({ id: 'page.teams' }), href: '/teams' }]}
        actions={
          canWrite ? (
            <Button variant="primary" onPress={() => setAdding(true)}>
              <FormattedMessage id="teams.assignment.add" />
            </Button>
          ) : null
        }
      />
      {team.data?.parentTeam ? (
        <p>
          <FormattedMessage id="teams.parent" />{' '}
          <Link href={`/teams/${team.data.parentTeam.id}`}>{team.data.parentTeam.name}</Link>
        </p>
      ) : null}
      {team.data?.childrenTeams.length ? (
        <p>
          <FormattedMessage id="teams.children" />{' '}
          {team.data.childrenTeams.map((child, index) => (
            <span key={child.id}>
              {index > 0 ? ', ' : ''}
              <Link href={`/teams/${child.id}`}>{child.name}</Link>
            </span>
          ))}
        </p>
      ) : null}
      <PageBody>
        <AssignmentStatusTabs
          label={intl.formatMessage({ id: 'teams.statusFilter' })}
          statuses={STATUSES}
          status={status}
          counts={counts}
          labelOf={(s, count) => intl.formatMessage({ id: `teams.filter.${s}` }, { count })}
          onChange={changeStatus}
        />
        <DataTable<TeamAssignment>
          key={tableKey}
          aria-label={intl.formatMessage({ id: 'teams.assignments' })}
          columns={columns}
          {...assignmentsTable(assignments)}
          onQueryChange={onQueryChange}
          selectionMode={canWrite ? 'multiple' : 'none'}
          isSelectable={mayChange}
          selectedKeys={selected}
          onSelectionChange={setSelected}
          bulkActions={(keys) => (
            <Button variant="secondary" size="small" onPress={() => void deleteRows(keys.map(Number))}>
              <FormattedMessage id="teams.assignment.deleteSelected" />
            </Button>
          )}
        />
      </PageBody>
      {adding ? (
        <AddAssignment
          teamId={teamId}
          isAdmin={isAdmin}
          onClose={() => setAdding(false)}
          onDone={(count) => {
            setAdding(false);
            snackbar.show({
              tone: 'success',
              message: intl.formatMessage({ id: 'teams.assignment.created' }, { count }),
            });
          }}
          onError={(message) =>
            snackbar.show({
              tone: 'error',
              message: intl.formatMessage(
                { id: 'teams.assignment.createFailed' },
                { count: 1, error: message },
              ),
            })
          }
        />
      ) : null}
      {ending ? (
        <EndAssignment
          assignment={ending}
          onClose={() => setEnding(null)}
          onDone={() => {
            setEnding(null);
            snackbar.show({
              tone: 'success',
              message: intl.formatMessage({ id: 'teams.assignment.updated' }, { count: 1 }),
            });
          }}
          onError={(message) =>
            snackbar.show({
              tone: 'error',
              message: intl.formatMessage({ id: 'teams.assignment.updateFailed' }, { message }),
            })
          }
        />
      ) : null}
      {pendingStatus !== null ? (
        <FormModal
          title={<FormattedMessage id="teams.switch.title" />}
          size="SMALL"
          onClose={() => setPendingStatus(null)}
          cancelLabel={<FormattedMessage id="teams.cancel" />}
          actionLabel={<FormattedMessage id="teams.switch.confirm" />}
          onAction={() => {
            applyStatus(pendingStatus);
            setPendingStatus(null);
          }}
        >
          <FormattedMessage id="teams.switch.body" />
        </FormModal>
      ) : null}
    </section>
  );
}

interface FormProps {
  onClose: () => void;
  onError: (message: string) => void;
}

/** Assign a person to the team as manager or employee, from a start date to an optional end. */
function AddAssignment({
  teamId,
  isAdmin,
  onClose,
  onDone,
  onError,
}: FormProps & { teamId: number; isAdmin: boolean; onDone: (count: number) => void }) {
  const intl = useIntl();
  const create = useCreateAssignments();
  const people = usePeopleChoices('teams', '');
  const [userId, setUserId] = useState<number | null>(null);
  const [teamRole, setTeamRole] = useState<TeamRole>('TEAM_EMPLOYEE');
  const [effectiveAsOf, setStart] = useState<string | null>(todayIso());
  const [effectiveUntil, setEnd] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const errors = assignmentErrors({ userId, effectiveAsOf, effectiveUntil });
  const messageOf = (field: 'userId' | 'effectiveAsOf' | 'effectiveUntil') =>
    serverErrors[field] ??
    (errors[field] && field !== 'userId' ? intl.formatMessage({ id: errors[field] }) : undefined);

  const submit = async () => {
    if (Object.keys(errors).length) return;
    try {
      const created = await create.mutateAsync([
        { teamId, userId: userId!, teamRole, effectiveAsOf: effectiveAsOf!, effectiveUntil },
      ]);
      onDone(created.length);
    } catch (error) {
      const fields = error instanceof TeamsApiError ? error.fieldErrors : [];
      const mine = Object.fromEntries(fields.map((e) => [e.field.split('.').pop()!, e.message]));
      if (Object.keys(mine).length) setServerErrors(mine);
      else onError((error as Error).message);
    }
  };

  return (
    <FormModal
      title={<FormattedMessage id="teams.assignment.add" />}
      size="SMALL"
      onClose={onClose}
      cancelLabel={<FormattedMessage id="teams.cancel" />}
      actionLabel={<FormattedMessage id="teams.assignment.assign" />}
      onAction={() => void submit()}
      isActionDisabled={Object.keys(errors).length > 0 || create.isPending}
    >
      <div style={{ display: 'grid', gap: 12 }}>
        <Select
          label={intl.formatMessage({ id: 'teams.form.person' })}
          isRequired
          options={(people.data ?? []).map((u) => ({
            value: String(u.id),
            label: `${u.fullName} (${u.email})`,
          }))}
          value={userId === null ? null : String(userId)}
          onChange={(value) => {
            setUserId(value === null ? null : Number(value));
            setServerErrors({});
          }}
          errorMessage={messageOf('userId')}
        />
        <Select
          label={intl.formatMessage({ id: 'teams.form.role' })}
          isClearable={false}
          options={(isAdmin
            ? (['TEAM_EMPLOYEE', 'TEAM_MANAGER'] as const)
            : (['TEAM_EMPLOYEE'] as const)
          ).map((r) => ({
            value: r,
            label: intl.formatMessage({ id: `teams.role.${r}` }),
          }))}
          value={teamRole}
          onChange={(value) => value && setTeamRole(value as TeamRole)}
        />
        <IsoDatePicker
          label={intl.formatMessage({ id: 'teams.form.start' })}
          value={effectiveAsOf}
          isRequired
          onChange={(value) => {
            setStart(value);
            setServerErrors({});
          }}
          errorMessage={messageOf('effectiveAsOf')}
        />
        <IsoDatePicker
          label={intl.formatMessage({ id: 'teams.form.end' })}
          value={effectiveUntil}
          onChange={(value) => {
            setEnd(value);
            setServerErrors({});
          }}
          errorMessage={messageOf('effectiveUntil')}
        />
      </div>
    </FormModal>
  );
}

/** End an assignment at a date (today by default). */
function EndAssignment({
  assignment,
  onClose,
  onDone,
  onError,
}: FormProps & { assignment: TeamAssignment; onDone: () => void }) {
  const intl = useIntl();
  const update = useUpdateAssignments();
  const [end, setEnd] = useState<string | null>(
    assignment.effectiveAsOf > todayIso() ? assignment.effectiveAsOf : todayIso(),
  );
  const invalid = !end || end < assignment.effectiveAsOf;

  const submit = async () => {
    if (invalid) return;
    try {
      await update.mutateAsync([{ id: assignment.id, effectiveUntil: end }]);
      onDone();
    } catch (error) {
      onError((error as Error).message);
    }
  };

  return (
    <FormModal
      title={
        <FormattedMessage
          id="teams.assignment.endTitle"
          values={{ name: `${assignment.user.firstName} ${assignment.user.lastName}` }}
        />
      }
      size="SMALL"
      onClose={onClose}
      cancelLabel={<FormattedMessage id="teams.cancel" />}
      actionLabel={<FormattedMessage id="teams.assignment.end" />}
      onAction={() => void submit()}
      isActionDisabled={invalid || update.isPending}
    >
      <IsoDatePicker
        label={intl.formatMessage({ id: 'teams.form.end' })}
        value={end}
        isRequired
        onChange={setEnd}
        errorMessage={
          end && end < assignment.effectiveAsOf
            ? intl.formatMessage({ id: 'teams.form.endBeforeStart' })
            : undefined
        }
      />
    </FormModal>
  );
}
