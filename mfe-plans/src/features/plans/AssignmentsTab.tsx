import { useCallback, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@accrue/remote-runtime';
import { usePeopleChoices } from '@accrue/remote-runtime/query-hooks';
import { Button } from '@accrue/ui-kit';
import { Tabs } from '@accrue/ui-kit/display';
import { IsoDatePicker } from '@accrue/ui-kit/dates';
import { Modal } from '@accrue/ui-kit/overlays';
import { MultiSelect, Select } from '@accrue/ui-kit/select';
import { DataTable, type DataTableColumn, type PaginatedQuery } from '@accrue/ui-kit/table';
import { datesError, todayIso } from './model';
import {
  PlansApiError,
  useCreateAssignments,
  useDeleteAssignment,
  usePlanAssignments,
  useUpdateAssignment,
  type AssignmentStatus,
  type Plan,
  type PlanAssignment,
} from './queries';

const STATUSES: AssignmentStatus[] = ['ACTIVE', 'FUTURE', 'EXPIRED', 'ALL'];

type Notify = (tone: 'success' | 'error', message: string) => void;

/**
 * The hub's assignments tab: who is on the plan and from when to when (an empty end is Indefinite),
 * filtered by status as of today. Admins add people from the directory or a whole team, change
 * dates and remove assignments; other roles see the assignments they reach (their own, their team's).
 */
export default function AssignmentsTab({
  plan,
  canModify,
  notify,
}: {
  plan: Plan;
  canModify: boolean;
  notify: Notify;
}) {
  const intl = useIntl();
  const [status, setStatus] = useState<AssignmentStatus>('ACTIVE');
  const [query, setQuery] = useState<{ page: number; limit: number } | null>(null);
  const [tableKey, setTableKey] = useState(0);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<PlanAssignment | null>(null);
  const [removing, setRemoving] = useState<PlanAssignment | null>(null);
  const assignments = usePlanAssignments(plan.id, status, query);
  const counts = assignments.data?.counts;
  const writable = canModify && !plan.archived;

  const onQueryChange = useCallback(
    (next: PaginatedQuery) => setQuery({ page: next.page, limit: next.limit }),
    [],
  );
  const nameOf = (row: PlanAssignment) => `${row.user.firstName} ${row.user.lastName}`;

  const columns = useMemo((): DataTableColumn<PlanAssignment>[] => {
    const list: DataTableColumn<PlanAssignment>[] = [
      {
        id: 'user',
        header: intl.formatMessage({ id: 'plans.assignments.user' }),
        isSortable: false,
        isHidable: false,
        accessor: (row) => nameOf(row),
        cell: ({ row }) => (
          <span>
            {nameOf(row)}
            <br />
            <small>{row.user.email}</small>
          </span>
        ),
      },
      {
        id: 'effectiveAsOf',
        header: intl.formatMessage({ id: 'plans.form.effectiveAsOf' }),
        isSortable: false,
        size: { width: 140 },
        accessor: 'effectiveAsOf',
      },
      {
        id: 'effectiveUntil',
        header: intl.formatMessage({ id: 'plans.form.effectiveUntil' }),
        isSortable: false,
        size: { width: 140 },
        accessor: (row) => row.effectiveUntil ?? intl.formatMessage({ id: 'plans.indefinite' }),
      },
      {
        id: 'status',
        header: intl.formatMessage({ id: 'plans.assignments.status' }),
        isSortable: false,
        size: { width: 110 },
        accessor: (row) => intl.formatMessage({ id: `plans.status.${row.status}` }),
      },
    ];
    if (writable)
      list.push({
        id: 'actions',
        header: intl.formatMessage({ id: 'plans.assignments.actions' }),
        isSortable: false,
        isHidable: false,
        size: { width: 200 },
        cell: ({ row }) => (
          <span style={{ display: 'flex', gap: 4 }}>
            <Button
              variant="ghost"
              size="small"
              onPress={() => setEditing(row)}
              aria-label={intl.formatMessage({ id: 'plans.assignments.editOf' }, { name: nameOf(row) })}
            >
              <FormattedMessage id="plans.assignments.edit" />
            </Button>
            <Button
              variant="ghost"
              size="small"
              onPress={() => setRemoving(row)}
              aria-label={intl.formatMessage({ id: 'plans.assignments.removeOf' }, { name: nameOf(row) })}
            >
              <FormattedMessage id="plans.assignments.remove" />
            </Button>
          </span>
        ),
      });
    return list;
  }, [intl, writable]);

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      {writable ? (
        <span>
          <Button variant="primary" onPress={() => setAdding(true)}>
            <FormattedMessage id="plans.assignments.add" />
          </Button>
        </span>
      ) : null}
      <Tabs
        aria-label={intl.formatMessage({ id: 'plans.assignments.filter' })}
        selectedKey={status}
        onSelectionChange={(key) => {
          setStatus(key as AssignmentStatus);
          setTableKey((k) => k + 1);
        }}
        items={STATUSES.map((s) => ({
          id: s,
          label: intl.formatMessage({ id: `plans.filter.${s}` }, { count: counts?.[s] ?? 0 }),
          isDisabled: counts !== undefined && counts[s] === 0 && s !== status,
        }))}
      />
      <DataTable<PlanAssignment>
        key={tableKey}
        aria-label={intl.formatMessage({ id: 'plans.assignments' })}
        columns={columns}
        result={assignments.data ?? { items: [], totalItems: 0, currentPage: 0, pageCount: 1 }}
        onQueryChange={onQueryChange}
        isLoading={assignments.isPending || assignments.isPlaceholderData}
        isSearchable={false}
        alert={assignments.error ? { tone: 'error', title: assignments.error.message } : undefined}
        getRowId={(row) => String(row.id)}
      />
      {adding ? (
        <AddAssignments
          planId={plan.id}
          onClose={() => setAdding(false)}
          onDone={(count) => {
            setAdding(false);
            notify('success', intl.formatMessage({ id: 'plans.assignments.added' }, { count }));
          }}
          onError={(message) =>
            notify('error', intl.formatMessage({ id: 'plans.assignments.addFailed' }, { message }))
          }
        />
      ) : null}
      {editing ? (
        <EditDates
          planId={plan.id}
          assignment={editing}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            notify('success', intl.formatMessage({ id: 'plans.assignments.updated' }));
          }}
          onError={(message) =>
            notify('error', intl.formatMessage({ id: 'plans.assignments.updateFailed' }, { message }))
          }
        />
      ) : null}
      {removing ? (
        <RemoveAssignment
          planId={plan.id}
          assignment={removing}
          onClose={() => setRemoving(null)}
          onDone={() => {
            setRemoving(null);
            notify('success', intl.formatMessage({ id: 'plans.assignments.removed' }));
          }}
          onError={(message) => {
            setRemoving(null);
            notify('error', intl.formatMessage({ id: 'plans.assignments.removeFailed' }, { message }));
          }}
        />
      ) : null}
    </div>
  );
}

interface FormProps {
  planId: number;
  onClose: () => void;
  onError: (message: string) => void;
}

/** The active members of a team (people's team assignments), to add a whole team at once. */
function useTeamMembers(teamId: number | null) {
  const session = useSession()!;
  return useQuery({
    queryKey: ['plans', 'team-members', teamId],
    enabled: teamId !== null,
    queryFn: async () => {
      const answer = await session.api.GET('/team_assignments', {
        params: { query: { teamId: teamId!, status: 'ACTIVE', limit: 500 } },
      });
      if (!answer.data) throw new Error(answer.response.statusText);
      return answer.data.items.map((a) => a.userId);
    },
  });
}

function useTeams(enabled: boolean) {
  const session = useSession()!;
  return useQuery({
    queryKey: ['plans', 'teams'],
    enabled,
    queryFn: async () => {
      const answer = await session.api.GET('/teams', { params: { query: { limit: 1000, archived: false } } });
      if (!answer.data) throw new Error(answer.response.statusText);
      return answer.data.items;
    },
  });
}

/** Add one or many people (picked in the directory, or a team's members) with the same dates. */
function AddAssignments({
  planId,
  onClose,
  onDone,
  onError,
}: FormProps & { onDone: (count: number) => void }) {
  const intl = useIntl();
  const session = useSession()!;
  const create = useCreateAssignments(planId);
  const people = usePeopleChoices('plans', '');
  const teams = useTeams(session.can('VIEW_TEAMS'));
  const [userIds, setUserIds] = useState<string[]>([]);
  const [teamId, setTeamId] = useState<number | null>(null);
  const members = useTeamMembers(teamId);
  const [asOf, setAsOf] = useState<string | null>(todayIso());
  const [until, setUntil] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const chosen = [...new Set([...userIds.map(Number), ...(members.data ?? [])])];
  const dates = datesError(asOf, until);
  const invalid = chosen.length === 0 || !asOf || dates !== undefined;
  const nameOf = new Map((people.data ?? []).map((u) => [u.id, u.fullName]));

  const submit = async () => {
    if (invalid) return;
    try {
      const created = await create.mutateAsync(
        chosen.map((userId) => ({ userId, effectiveAsOf: asOf!, effectiveUntil: until })),
      );
      onDone(created.items.length);
    } catch (error) {
      if (error instanceof PlansApiError && error.fieldErrors.length)
        setServerErrors(
          error.fieldErrors.map((e) => {
            const index = Number(/^assignments\.(\d+)\./.exec(e.field)?.[1]);
            const who = Number.isNaN(index) ? '' : (nameOf.get(chosen[index]!) ?? `#${chosen[index]}`);
            return who ? `${who}: ${e.message}` : e.message;
          }),
        );
      else onError((error as Error).message);
    }
  };

  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={<FormattedMessage id="plans.assignments.add" />}
      size="MEDIUM"
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            <FormattedMessage id="plans.cancel" />
          </Button>
          <Button variant="primary" isDisabled={invalid || create.isPending} onPress={() => void submit()}>
            <FormattedMessage id="plans.assignments.assign" values={{ count: chosen.length }} />
          </Button>
        </>
      }
    >
      <div style={{ display: 'grid', gap: 12 }}>
        <MultiSelect
          label={intl.formatMessage({ id: 'plans.assignments.people' })}
          options={(people.data ?? []).map((u) => ({
            value: String(u.id),
            label: `${u.fullName} (${u.email})`,
          }))}
          value={userIds}
          onChange={(next) => {
            setUserIds(next.map(String));
            setServerErrors([]);
          }}
        />
        {session.can('VIEW_TEAMS') ? (
          <Select
            key={teams.data?.length ?? 0}
            label={intl.formatMessage({ id: 'plans.assignments.team' })}
            description={intl.formatMessage({ id: 'plans.assignments.teamHelp' })}
            options={(teams.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
            value={teamId === null ? null : String(teamId)}
            onChange={(value) => {
              setTeamId(value === null ? null : Number(value));
              setServerErrors([]);
            }}
          />
        ) : null}
        <IsoDatePicker
          label={intl.formatMessage({ id: 'plans.form.effectiveAsOf' })}
          value={asOf}
          onChange={(value) => {
            setAsOf(value);
            setServerErrors([]);
          }}
        />
        <IsoDatePicker
          label={intl.formatMessage({ id: 'plans.form.effectiveUntil' })}
          value={until}
          onChange={(value) => {
            setUntil(value);
            setServerErrors([]);
          }}
          description={intl.formatMessage({ id: 'plans.form.indefinite' })}
          errorMessage={dates ? intl.formatMessage({ id: dates }) : undefined}
        />
        {serverErrors.length ? (
          <ul role="alert" aria-label={intl.formatMessage({ id: 'plans.assignments.problems' })}>
            {serverErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </Modal>
  );
}

function EditDates({
  planId,
  assignment,
  onClose,
  onDone,
  onError,
}: FormProps & { assignment: PlanAssignment; onDone: () => void }) {
  const intl = useIntl();
  const update = useUpdateAssignment(planId);
  const [asOf, setAsOf] = useState<string | null>(assignment.effectiveAsOf);
  const [until, setUntil] = useState<string | null>(assignment.effectiveUntil);
  const [serverError, setServerError] = useState<string | undefined>();
  const dates = datesError(asOf, until);
  const invalid = !asOf || dates !== undefined;

  const submit = async () => {
    if (invalid) return;
    try {
      await update.mutateAsync({ id: assignment.id, effectiveAsOf: asOf!, effectiveUntil: until });
      onDone();
    } catch (error) {
      if (error instanceof PlansApiError && error.fieldErrors.length)
        setServerError(error.fieldErrors[0]!.message);
      else onError((error as Error).message);
    }
  };

  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={
        <FormattedMessage
          id="plans.assignments.editTitle"
          values={{ name: `${assignment.user.firstName} ${assignment.user.lastName}` }}
        />
      }
      size="SMALL"
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            <FormattedMessage id="plans.cancel" />
          </Button>
          <Button variant="primary" isDisabled={invalid || update.isPending} onPress={() => void submit()}>
            <FormattedMessage id="plans.save" />
          </Button>
        </>
      }
    >
      <div style={{ display: 'grid', gap: 12 }}>
        <IsoDatePicker
          label={intl.formatMessage({ id: 'plans.form.effectiveAsOf' })}
          value={asOf}
          onChange={(value) => {
            setAsOf(value);
            setServerError(undefined);
          }}
          errorMessage={serverError}
        />
        <IsoDatePicker
          label={intl.formatMessage({ id: 'plans.form.effectiveUntil' })}
          value={until}
          onChange={(value) => {
            setUntil(value);
            setServerError(undefined);
          }}
          description={intl.formatMessage({ id: 'plans.form.indefinite' })}
          errorMessage={dates ? intl.formatMessage({ id: dates }) : undefined}
        />
      </div>
    </Modal>
  );
}

function RemoveAssignment({
  planId,
  assignment,
  onClose,
  onDone,
  onError,
}: FormProps & { assignment: PlanAssignment; onDone: () => void }) {
  const remove = useDeleteAssignment(planId);
  const name = `${assignment.user.firstName} ${assignment.user.lastName}`;
  const confirm = async () => {
    try {
      await remove.mutateAsync(assignment.id);
      onDone();
    } catch (error) {
      onError((error as Error).message);
    }
  };
  return (
    <Modal
      isOpen
      variant="DANGER"
      onOpenChange={(open) => !open && onClose()}
      title={<FormattedMessage id="plans.assignments.removeTitle" values={{ name }} />}
      size="SMALL"
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            <FormattedMessage id="plans.cancel" />
          </Button>
          <Button variant="danger" isDisabled={remove.isPending} onPress={() => void confirm()}>
            <FormattedMessage id="plans.assignments.remove" />
          </Button>
        </>
      }
    >
      <p>
        <FormattedMessage id="plans.assignments.removeBody" values={{ name }} />
      </p>
    </Modal>
  );
}
