import { useCallback, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@accrue/remote-runtime';
import {
  assignmentsTable,
  AssignmentStatusTabs,
  datedColumns,
  type AssignmentStatus,
} from '@accrue/remote-runtime/dated-assignments';
import { usePeopleChoices } from '@accrue/remote-runtime/query-hooks';
import { Button } from '@accrue/ui-kit';
import { IsoDatePicker } from '@accrue/ui-kit/dates';
import { TextField } from '@accrue/ui-kit/forms';
import { FormModal } from '@accrue/ui-kit/overlays';
import { MultiSelect, Select } from '@accrue/ui-kit/select';
import { DataTable, type DataTableColumn, type PaginatedQuery } from '@accrue/ui-kit/table';
import { datesError, todayIso } from './model';
import {
  PlansApiError,
  useCreateAssignments,
  useDeleteAssignment,
  usePlanAssignments,
  useUpdateAssignment,
  type Plan,
  type PlanAssignment,
  type PlanAssignmentPage,
} from './queries';

const STATUSES: readonly AssignmentStatus[] = ['ACTIVE', 'FUTURE', 'EXPIRED', 'ALL'];

/** A per-user parameter the plan's file declares (a target incentive, a personal rate). */
type DeclaredParameter = PlanAssignmentPage['parameters'][number];

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
  const declared = useMemo(() => assignments.data?.parameters ?? [], [assignments.data]);
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
      ...datedColumns<PlanAssignment>({
        start: intl.formatMessage({ id: 'plans.form.effectiveAsOf' }),
        end: intl.formatMessage({ id: 'plans.form.effectiveUntil' }),
        noEnd: intl.formatMessage({ id: 'plans.indefinite' }),
        status: intl.formatMessage({ id: 'plans.assignments.status' }),
        statusOf: (status) => intl.formatMessage({ id: `plans.status.${status}` }),
        dateWidth: 140,
      }),
    ];
    // The plan's per-user parameters, when it declares any: each assignment's values.
    if (declared.length)
      list.push({
        id: 'parameters',
        header: intl.formatMessage({ id: 'plans.assignments.parameters' }),
        isSortable: false,
        accessor: (row) =>
          declared
            .filter((parameter) => row.parameters?.[parameter.name] !== undefined)
            .map((parameter) => `${parameter.label}: ${row.parameters![parameter.name]}`)
            .join(' · '),
      });
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
  }, [intl, writable, declared]);

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      {writable ? (
        <span>
          <Button variant="primary" onPress={() => setAdding(true)}>
            <FormattedMessage id="plans.assignments.add" />
          </Button>
        </span>
      ) : null}
      <AssignmentStatusTabs
        label={intl.formatMessage({ id: 'plans.assignments.filter' })}
        statuses={STATUSES}
        status={status}
        counts={counts}
        labelOf={(s, count) => intl.formatMessage({ id: `plans.filter.${s}` }, { count })}
        onChange={(next) => {
          setStatus(next);
          setTableKey((k) => k + 1);
        }}
      />
      <DataTable<PlanAssignment>
        key={tableKey}
        aria-label={intl.formatMessage({ id: 'plans.assignments' })}
        columns={columns}
        {...assignmentsTable(assignments)}
        onQueryChange={onQueryChange}
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
          declared={declared}
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
    <FormModal
      title={<FormattedMessage id="plans.assignments.add" />}
      size="MEDIUM"
      onClose={onClose}
      cancelLabel={<FormattedMessage id="plans.cancel" />}
      actionLabel={<FormattedMessage id="plans.assignments.assign" values={{ count: chosen.length }} />}
      onAction={() => void submit()}
      isActionDisabled={invalid || create.isPending}
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
    </FormModal>
  );
}

/**
 * An assignment's dates, and the values it gives to the plan's per-user parameters (each written as
 * in the plan file: 1500, 8%, 2026-01-31; empty: none, the plan's default then applies). The values
 * are sent only when one changed, as the whole set; the API checks each against its format.
 */
function EditDates({
  planId,
  assignment,
  declared,
  onClose,
  onDone,
  onError,
}: FormProps & { assignment: PlanAssignment; declared: readonly DeclaredParameter[]; onDone: () => void }) {
  const intl = useIntl();
  const update = useUpdateAssignment(planId);
  const [asOf, setAsOf] = useState<string | null>(assignment.effectiveAsOf);
  const [until, setUntil] = useState<string | null>(assignment.effectiveUntil);
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...assignment.parameters }));
  const [serverError, setServerError] = useState<string | undefined>();
  const [parameterErrors, setParameterErrors] = useState<Record<string, string>>({});
  const dates = datesError(asOf, until);
  const invalid = !asOf || dates !== undefined;
  const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
  const parametersChanged = JSON.stringify(given) !== JSON.stringify(assignment.parameters ?? {});

  const submit = async () => {
    if (invalid) return;
    try {
      await update.mutateAsync({
        id: assignment.id,
        effectiveAsOf: asOf!,
        effectiveUntil: until,
        ...(parametersChanged ? { parameters: given } : {}),
      });
      onDone();
    } catch (error) {
      if (error instanceof PlansApiError && error.fieldErrors.length) {
        const prefix = 'parameters.';
        const onParameters = error.fieldErrors.filter((e) => e.field.startsWith(prefix));
        setParameterErrors(
          Object.fromEntries(onParameters.map((e) => [e.field.slice(prefix.length), e.message])),
        );
        const other = error.fieldErrors.find((e) => !e.field.startsWith(prefix));
        if (other) setServerError(other.message);
      } else onError((error as Error).message);
    }
  };

  return (
    <FormModal
      title={
        <FormattedMessage
          id="plans.assignments.editTitle"
          values={{ name: `${assignment.user.firstName} ${assignment.user.lastName}` }}
        />
      }
      size={declared.length ? 'MEDIUM' : 'SMALL'}
      onClose={onClose}
      cancelLabel={<FormattedMessage id="plans.cancel" />}
      actionLabel={<FormattedMessage id="plans.save" />}
      onAction={() => void submit()}
      isActionDisabled={invalid || update.isPending}
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
        {declared.length ? (
          <fieldset style={{ display: 'grid', gap: 12, border: 0, margin: 0, padding: 0 }}>
            <legend>
              <FormattedMessage id="plans.assignments.parameters" />
            </legend>
            {declared.map((parameter) => (
              <TextField
                key={parameter.name}
                label={parameter.label}
                isRequired={parameter.required}
                maxLength={200}
                value={values[parameter.name] ?? ''}
                onChange={(text) => {
                  setValues((current) => ({ ...current, [parameter.name]: text }));
                  setParameterErrors(({ [parameter.name]: _dropped, ...rest }) => rest);
                }}
                description={intl.formatMessage(
                  {
                    id:
                      parameter.default === null
                        ? 'plans.assignments.parameter.help'
                        : 'plans.assignments.parameter.helpDefault',
                  },
                  { format: parameter.format, value: parameter.default },
                )}
                errorMessage={parameterErrors[parameter.name]}
              />
            ))}
          </fieldset>
        ) : null}
      </div>
    </FormModal>
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
    <FormModal
      title={<FormattedMessage id="plans.assignments.removeTitle" values={{ name }} />}
      size="SMALL"
      variant="DANGER"
      onClose={onClose}
      cancelLabel={<FormattedMessage id="plans.cancel" />}
      actionLabel={<FormattedMessage id="plans.assignments.remove" />}
      onAction={() => void confirm()}
      isActionDisabled={remove.isPending}
    >
      <p>
        <FormattedMessage id="plans.assignments.removeBody" values={{ name }} />
      </p>
    </FormModal>
  );
}
