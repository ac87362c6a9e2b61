import { Suspense, lazy, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSession, withPageMessages, type PageProps } from '@accrue/remote-runtime';
import { editDeleteColumn } from '../edit-delete-column';
import { usePageNotices } from '../page-notices';
import { SettingsTablePage } from '../settings-table-page';
import { workflowsMessages } from './messages';
import type { LightTableColumn } from '@accrue/ui-kit/table';
import { useWorkflows } from './queries';
import { describeStep, userNamesOf, type Workflow } from './workflows';
import * as styles from './WorkflowsPage.css';

// The workflow form and the delete confirmation (the kit's overlays, form fields and people
// picker) download when one is first opened.
const WorkflowModal = lazy(async () => ({ default: (await import('./WorkflowDialogs')).WorkflowModal }));
const DeleteWorkflow = lazy(async () => ({ default: (await import('./WorkflowDialogs')).DeleteWorkflow }));

/**
 * `/company/settings/workflows` (doc 1 §2.3, doc 2 §3 Workflow, §5 Statement workflow): the
 * company's review workflows, each a list of steps a statement goes through, and the plans whose
 * statements follow it. Admins create, change and delete them; read-only admins only see them.
 */
/** The page with its own labels, which download with it (messages.ts). */
export default withPageMessages(workflowsMessages, WorkflowsPage);

function WorkflowsPage({ title }: PageProps) {
  const intl = useIntl();
  const session = useSession()!;
  const canModify = session.can('MODIFY_WORKFLOWS');
  const workflows = useWorkflows();
  const names = useMemo(() => userNamesOf(workflows.data ?? []), [workflows.data]);
  const [editing, setEditing] = useState<Workflow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Workflow | null>(null);
  const { setNotice, setError, alerts } = usePageNotices();

  const columns: LightTableColumn<Workflow>[] = [
    {
      id: 'name',
      header: intl.formatMessage({ id: 'workflows.column.name' }),
      width: 220,
      cell: (workflow) => workflow.name,
    },
    {
      id: 'steps',
      header: intl.formatMessage({ id: 'workflows.column.steps' }),
      cell: (workflow) => (
        <ol className={styles.stepLines}>
          {workflow.steps.map((step, index) => (
            <li key={index}>{describeStep(step, index, intl, names)}</li>
          ))}
        </ol>
      ),
    },
    {
      id: 'plans',
      header: intl.formatMessage({ id: 'workflows.column.plans' }),
      cell: (workflow) =>
        workflow.plans.length ? (
          intl.formatList(workflow.plans.map((plan) => plan.name))
        ) : (
          <span className={styles.muted}>
            <FormattedMessage id="workflows.noPlan" />
          </span>
        ),
    },
    ...(canModify ? [editDeleteColumn<Workflow>(intl, 'workflows', setEditing, setDeleting)] : []),
  ];

  return (
    <SettingsTablePage<Workflow>
      title={title}
      page="workflows"
      canModify={canModify}
      onCreate={() => setEditing('new')}
      alerts={alerts}
      error={workflows.error}
      table={{
        columns,
        rows: workflows.data ?? [],
        isLoading: workflows.isPending,
        getRowId: (workflow) => String(workflow.id),
      }}
    >
      <Suspense fallback={null}>
        {editing ? (
          <WorkflowModal
            workflow={editing === 'new' ? null : editing}
            names={names}
            onClose={() => setEditing(null)}
            onSaved={(message) => {
              setEditing(null);
              setError(null);
              setNotice(message);
            }}
          />
        ) : null}
        {deleting ? (
          <DeleteWorkflow
            workflow={deleting}
            onClose={() => setDeleting(null)}
            onDone={(message) => {
              setDeleting(null);
              setError(null);
              setNotice(message);
            }}
            onError={(message) => {
              setDeleting(null);
              setError(message);
            }}
          />
        ) : null}
      </Suspense>
    </SettingsTablePage>
  );
}
