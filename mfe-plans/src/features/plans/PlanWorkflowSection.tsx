import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSession } from '@accrue/remote-runtime';
import { Alert, Link, Skeleton } from '@accrue/ui-kit';
import { Select, type SelectOption, type SelectOptionValue } from '@accrue/ui-kit/select';
import { usePlanWorkflow, useSetPlanWorkflow, useWorkflows, type Plan, type Workflow } from './queries';

type Notify = (tone: 'success' | 'error', message: string) => void;

/** The Select's value for "no workflow" (workflow ids are numbers). */
const NONE = 'none';

/** Where the company's workflows are managed (doc 1 §2.3, the shell's company settings). */
const MANAGE_WORKFLOWS_HREF = '/company/settings/workflows';

/** A workflow's steps in the order statements go through them: "Manager approval → Finance sign-off". */
function stepsOf(workflow: Pick<Workflow, 'steps'>): string {
  return workflow.steps.map((step) => step.stepName).join(' → ');
}

/**
 * The hub's "Review workflow" (doc 2 §3 plan workflowId): the workflow the plan's statements are
 * reviewed through, step by step, or none. A user who may modify plans and see the company's
 * workflows chooses another (PATCH /plans/{id}/workflow) and may go to their settings page; others
 * read it.
 */
export function PlanWorkflowSection({
  plan,
  canModify,
  notify,
}: {
  plan: Plan;
  canModify: boolean;
  notify: Notify;
}) {
  const intl = useIntl();
  const session = useSession()!;
  const headingId = useId();
  const canChoose = canModify && session.can('VIEW_WORKFLOWS');
  const current = usePlanWorkflow(plan.id);
  const workflows = useWorkflows(canChoose);
  const save = useSetPlanWorkflow(plan.id);

  const choose = async (value: SelectOptionValue | null) => {
    const workflowId = value === null || value === NONE ? null : Number(value);
    if (workflowId === (current.data?.workflow?.id ?? null)) return;
    try {
      const saved = await save.mutateAsync(workflowId);
      notify(
        'success',
        saved.workflow
          ? intl.formatMessage({ id: 'plans.workflow.saved' }, { name: saved.workflow.name })
          : intl.formatMessage({ id: 'plans.workflow.removed' }),
      );
    } catch (error) {
      notify(
        'error',
        intl.formatMessage({ id: 'plans.workflow.saveFailed' }, { message: (error as Error).message }),
      );
    }
  };

  const body = () => {
    if (current.error) return <Alert tone="error" title={current.error.message} />;
    if (!current.data) return <Skeleton width={240} />;
    const workflow = current.data.workflow;
    const description = workflow ? (
      <span data-steps>{stepsOf(workflow)}</span>
    ) : (
      <span data-steps="none">
        <FormattedMessage id="plans.workflow.none" />
      </span>
    );
    if (!canChoose)
      return workflow ? (
        <span>
          <strong>{workflow.name}</strong>
          {': '}
          {description}
        </span>
      ) : (
        description
      );

    const options: SelectOption[] = [
      { value: NONE, label: intl.formatMessage({ id: 'plans.workflow.noWorkflow' }) },
      ...(workflows.data ?? []).map((item) => ({ value: item.id, label: item.name, help: stepsOf(item) })),
    ];
    // The current workflow is offered even before the list is read.
    if (workflow && !options.some((option) => option.value === workflow.id))
      options.push({ value: workflow.id, label: workflow.name, help: stepsOf(workflow) });
    return (
      <>
        <div style={{ width: 280 }}>
          <Select
            aria-label={intl.formatMessage({ id: 'plans.workflow.choose' })}
            options={options}
            value={workflow?.id ?? NONE}
            onChange={(value) => void choose(value)}
            isClearable={false}
            isDisabled={save.isPending}
          />
        </div>
        {description}
        {workflows.error ? (
          <span role="alert">
            <FormattedMessage id="plans.workflow.listFailed" values={{ message: workflows.error.message }} />
          </span>
        ) : null}
        <Link href={MANAGE_WORKFLOWS_HREF}>
          <FormattedMessage id="plans.workflow.manage" />
        </Link>
      </>
    );
  };

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={!current.data && !current.error ? true : undefined}
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}
    >
      <h2 id={headingId} style={{ margin: 0, fontSize: 16 }}>
        <FormattedMessage id="plans.workflow.title" />
      </h2>
      {body()}
    </section>
  );
}
