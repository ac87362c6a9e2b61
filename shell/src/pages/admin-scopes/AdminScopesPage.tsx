import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSession, withPageMessages, type PageProps } from '@accrue/remote-runtime';
import type { components } from '@accrue/sdk';
import { Alert, Button, PageBody, PageHeader } from '@accrue/ui-kit';
import { TextField } from '@accrue/ui-kit/forms';
import { FormModal } from '@accrue/ui-kit/overlays';
import { MultiSelect } from '@accrue/ui-kit/select';
import { LightTable } from '@accrue/ui-kit/table';
import { editDeleteColumn } from '../edit-delete-column';
import { usePageNotices } from '../page-notices';
import { messageOf, namesOf } from './scopes';
import { adminScopesMessages } from './messages';

type Scope = components['schemas']['AdminScopeDetails'];
type Named = { id: number; name: string };
type Assignment = components['schemas']['PlanAssignment'];

/**
 * `/company/settings/admin-scopes` (doc 1 §2.3, doc 3 §3, §5, §7): the company's admin scopes,
 * each a set of plans, quotas and plan assignments (of those plans) that a scoped admin then
 * administers, and only those. Admins create, change and delete them; a failure shows the
 * server's message (doc 3 §5), such as 'Invalid plan assignment … not part of plans of scope'.
 */
/** The page with its own labels, which download with it (messages.ts). */
export default withPageMessages(adminScopesMessages, function AdminScopesPage({ title }: PageProps) {
  const intl = useIntl();
  const session = useSession()!;
  const api = session.api;
  const canModify = session.can('MODIFY_ADMIN_SCOPES');
  const [scopes, setScopes] = useState<Scope[] | null>(null);
  const [plans, setPlans] = useState<Named[]>([]);
  const [quotas, setQuotas] = useState<Named[]>([]);
  const [reload, setReload] = useState(0);
  const { setNotice, setError, alerts } = usePageNotices();
  const [editing, setEditing] = useState<Scope | 'new' | null>(null);

  useEffect(() => {
    let current = true;
    void Promise.all([
      api.GET('/admin-scopes'),
      api.GET('/plans', { params: { query: { limit: 100 } } }),
      api.POST('/quotas-with-assigned-plans/searches', {
        params: { query: { limit: 100 } },
        body: { search: '' },
      }),
    ]).then(([scopeAnswer, planAnswer, quotaAnswer]) => {
      if (!current) return;
      if (scopeAnswer.data) setScopes(scopeAnswer.data);
      else setError(messageOf(scopeAnswer));
      setPlans(planAnswer.data?.items.map((p) => ({ id: p.id, name: p.name })) ?? []);
      setQuotas(quotaAnswer.data?.items.map((q) => ({ id: q.id, name: q.name })) ?? []);
    });
    return () => {
      current = false;
    };
    // setError is a state setter (stable), named for the linter.
  }, [api, reload, setError]);

  const remove = async (scope: Scope) => {
    const answer = await api.DELETE('/admin-scopes/{adminScopeId}', {
      params: { path: { adminScopeId: scope.id } },
    });
    if (answer.response.ok) {
      setNotice(intl.formatMessage({ id: 'adminScopes.deleted' }, { name: scope.name }));
      setReload((n) => n + 1);
    } else setError(messageOf(answer));
  };

  return (
    <section>
      <PageHeader
        title={<FormattedMessage id={title} />}
        actions={
          canModify ? (
            <Button onPress={() => setEditing('new')}>
              <FormattedMessage id="adminScopes.create" />
            </Button>
          ) : undefined
        }
      />
      <PageBody>
        <p>
          <FormattedMessage id="adminScopes.description" />
        </p>
        {alerts}
        <LightTable<Scope>
          aria-label={intl.formatMessage({ id: 'adminScopes.tableLabel' })}
          rows={scopes ?? []}
          isLoading={scopes === null}
          getRowId={(scope) => String(scope.id)}
          emptyState={intl.formatMessage({ id: 'adminScopes.empty' })}
          columns={[
            {
              id: 'name',
              header: intl.formatMessage({ id: 'adminScopes.column.name' }),
              cell: (s) => s.name,
            },
            {
              id: 'plans',
              header: intl.formatMessage({ id: 'adminScopes.column.plans' }),
              cell: (s) => namesOf(s.planIds, plans) || '—',
            },
            {
              id: 'quotas',
              header: intl.formatMessage({ id: 'adminScopes.column.quotas' }),
              cell: (s) => namesOf(s.quotaIds, quotas) || '—',
            },
            {
              id: 'assignments',
              header: intl.formatMessage({ id: 'adminScopes.column.assignments' }),
              align: 'end',
              width: 150,
              cell: (s) => s.planAssignments.length,
            },
            {
              id: 'users',
              header: intl.formatMessage({ id: 'adminScopes.column.users' }),
              align: 'end',
              width: 110,
              cell: (s) => s.usersCount,
            },
            ...(canModify
              ? [editDeleteColumn<Scope>(intl, 'adminScopes', setEditing, (s) => void remove(s))]
              : []),
          ]}
        />
        {editing ? (
          <ScopeForm
            scope={editing === 'new' ? null : editing}
            plans={plans}
            quotas={quotas}
            onClose={() => setEditing(null)}
            onSaved={(name) => {
              setEditing(null);
              setNotice(intl.formatMessage({ id: 'adminScopes.saved' }, { name }));
              setReload((n) => n + 1);
            }}
          />
        ) : null}
      </PageBody>
    </section>
  );
});

function ScopeForm({
  scope,
  plans,
  quotas,
  onClose,
  onSaved,
}: {
  scope: Scope | null;
  plans: Named[];
  quotas: Named[];
  onClose: () => void;
  onSaved: (name: string) => void;
}) {
  const intl = useIntl();
  const api = useSession()!.api;
  const [name, setName] = useState(scope?.name ?? '');
  const [planIds, setPlanIds] = useState<number[]>(scope?.planIds ?? []);
  const [quotaIds, setQuotaIds] = useState<number[]>(scope?.quotaIds ?? []);
  const [assignmentIds, setAssignmentIds] = useState<number[]>(scope?.planAssignmentIds ?? []);
  const [assignments, setAssignments] = useState<Assignment[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // The assignments offered are those of the chosen plans (the server refuses any other).
  const planKey = planIds.join(',');
  useEffect(() => {
    let current = true;
    void Promise.all(
      planIds.map((planId) =>
        api.GET('/plans/{planId}/assignments', { params: { path: { planId }, query: { limit: 100 } } }),
      ),
    ).then((answers) => {
      if (current) setAssignments(answers.flatMap((a) => a.data?.items ?? []));
    });
    return () => {
      current = false;
    };
    // planKey stands for planIds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, planKey]);

  const assignmentOptions = useMemo(
    () =>
      assignments.map((a) => ({
        value: a.id,
        label: `${a.user.firstName} ${a.user.lastName} · ${plans.find((p) => p.id === a.planId)?.name ?? a.planId} · ${a.effectiveAsOf}`,
      })),
    [assignments, plans],
  );

  const save = async () => {
    setSaving(true);
    setProblem(null);
    const body = { name, planIds, quotaIds, planAssignmentIds: assignmentIds };
    const answer = scope
      ? await api.PATCH('/admin-scopes/{adminScopeId}', {
          params: { path: { adminScopeId: scope.id } },
          headers: { 'If-Match': `"${scope.version}"` },
          body,
        })
      : await api.POST('/admin-scopes', { body });
    setSaving(false);
    if (answer.data) onSaved(answer.data.name);
    else setProblem(messageOf(answer));
  };

  return (
    <FormModal
      title={<FormattedMessage id={scope ? 'adminScopes.editTitle' : 'adminScopes.createTitle'} />}
      onClose={onClose}
      cancelLabel={<FormattedMessage id="adminScopes.cancel" />}
      actionLabel={<FormattedMessage id="adminScopes.save" />}
      onAction={() => void save()}
      isActionDisabled={saving || !name.trim()}
    >
      <div style={{ display: 'grid', gap: 12 }}>
        <TextField
          label={intl.formatMessage({ id: 'adminScopes.field.name' })}
          value={name}
          onChange={setName}
          isRequired
        />
        <MultiSelect
          key={`plans-${plans.length}`}
          label={intl.formatMessage({ id: 'adminScopes.field.plans' })}
          options={plans.map((p) => ({ value: p.id, label: p.name }))}
          value={planIds}
          onChange={(values) => setPlanIds(values.map(Number))}
        />
        <MultiSelect
          key={`quotas-${quotas.length}`}
          label={intl.formatMessage({ id: 'adminScopes.field.quotas' })}
          options={quotas.map((q) => ({ value: q.id, label: q.name }))}
          value={quotaIds}
          onChange={(values) => setQuotaIds(values.map(Number))}
        />
        <MultiSelect
          key={`assignments-${assignmentOptions.map((o) => o.value).join(',')}`}
          label={intl.formatMessage({ id: 'adminScopes.field.assignments' })}
          description={intl.formatMessage({ id: 'adminScopes.field.assignmentsHelp' })}
          options={assignmentOptions}
          value={assignmentIds}
          onChange={(values) => setAssignmentIds(values.map(Number))}
        />
        {problem ? <Alert tone="error" title={problem} /> : null}
      </div>
    </FormModal>
  );
}
