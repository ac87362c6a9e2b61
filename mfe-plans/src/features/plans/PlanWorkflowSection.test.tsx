import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  AppProviders,
  commonMessages,
  createAppState,
  messagesIn,
  type Session,
} from '@accrue/remote-runtime';
import remote from '../../remote';
import { PlanWorkflowSection } from './PlanWorkflowSection';
import type { Plan, PlanWorkflow, Workflow } from './queries';

beforeAll(async () => {
  await messagesIn(remote.messages, commonMessages, 'en');
});

afterEach(cleanup);

const PLAN = { id: 4, name: 'Account Executives 2026', version: 3 } as Plan;

const TWO_STEPS: Workflow = {
  id: 7,
  name: 'Two-step review',
  steps: [
    { stepName: 'Manager approval', condition: { kind: 'ROLE', role: 'MANAGER' } },
    { stepName: 'Finance sign-off', condition: { kind: 'USER', userId: 2 } },
  ],
  plans: [{ id: PLAN.id, name: PLAN.name }],
  version: 1,
};

const OWNER_ONLY: Workflow = {
  id: 9,
  name: 'Owner check',
  steps: [{ stepName: 'Owner confirms', condition: { kind: 'OWNER' } }],
  plans: [],
  version: 2,
};

type Init = { params?: { path?: Record<string, unknown> }; body?: { workflowId: number | null } };

/**
 * A session whose API serves the plan's workflow and the company's workflows, and records each
 * PATCH of the plan's workflow. `permissions` are the ones the caller holds.
 */
function server(
  options: {
    workflowId?: number | null;
    permissions?: string[];
    patch?: 'saved' | 'refused';
  } = {},
) {
  const workflows = [OWNER_ONLY, TWO_STEPS].sort((a, b) => a.name.localeCompare(b.name));
  let workflowId = options.workflowId === undefined ? TWO_STEPS.id : options.workflowId;
  const ok = (data: unknown) => ({ data, response: new Response(null, { status: 200 }) });
  const refused = (status: number, error: unknown) => ({ error, response: new Response(null, { status }) });
  const planWorkflow = (): PlanWorkflow => ({
    planId: PLAN.id,
    workflow: workflows.find((workflow) => workflow.id === workflowId) ?? null,
  });
  const patches: { path: string; params?: Init['params']; body?: Init['body'] }[] = [];
  const GET = vi.fn(async (path: string) => {
    if (path === '/plans/{planId}/workflow') return ok(planWorkflow());
    if (path === '/workflows') return ok({ items: workflows });
    return refused(404, { message: 'not here' });
  });
  const PATCH = vi.fn(async (path: string, init: Init) => {
    patches.push({ path, params: init.params, body: init.body });
    if (options.patch === 'refused') return refused(404, { message: 'Workflow not found.' });
    workflowId = init.body!.workflowId;
    return ok(planWorkflow());
  });
  const permissions = new Set(options.permissions ?? ['VIEW_PLANS', 'MODIFY_PLANS', 'VIEW_WORKFLOWS']);
  const session = {
    api: { GET, PATCH },
    can: (permission: string) => permissions.has(permission),
    subject: { role: 'ADMIN', userId: 1, featureFlags: {} },
  } as unknown as Session;
  return { session, GET, PATCH, patches };
}

function renderSection(session: Session, notify = vi.fn()) {
  const state = createAppState({ locale: 'en', persist: false });
  render(
    <AppProviders {...state} session={session} messages={remote.messages}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PlanWorkflowSection plan={PLAN} canModify={session.can('MODIFY_PLANS')} notify={notify} />
      </QueryClientProvider>
    </AppProviders>,
  );
  return notify;
}

const section = () => screen.findByRole('region', { name: 'Review workflow' });

/** The Select's trigger, named by its value and its label. */
const trigger = (value: string) =>
  screen.findByRole('button', {
    name: (name) => name.includes(value) && name.includes('Review workflow of the plan'),
  });

describe('the plan hub’s review workflow', () => {
  it('shows the current workflow and its steps in order to whoever may choose another', async () => {
    renderSection(server().session);
    const region = await section();
    await trigger('Two-step review');
    await within(region).findByText('Manager approval → Finance sign-off');
    const manage = within(region).getByRole('link', { name: 'Manage workflows' });
    expect(manage.getAttribute('href')).toBe('/company/settings/workflows');
  });

  it('chooses another workflow with a PATCH of its id, then says so', async () => {
    const { session, patches } = server();
    const notify = renderSection(session);
    fireEvent.click(await trigger('Two-step review'));
    fireEvent.click(await screen.findByRole('option', { name: /Owner check/ }));

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'success',
        'Statements of this plan are now reviewed through Owner check',
      ),
    );
    expect(patches).toEqual([
      { path: '/plans/{planId}/workflow', params: { path: { planId: 4 } }, body: { workflowId: 9 } },
    ]);
    await trigger('Owner check');
    await within(await section()).findByText('Owner confirms');
  });

  it('removes the workflow with "No workflow" (null)', async () => {
    const { session, patches } = server();
    const notify = renderSection(session);
    fireEvent.click(await trigger('Two-step review'));
    fireEvent.click(await screen.findByRole('option', { name: 'No workflow' }));

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('success', 'This plan no longer has a review workflow'),
    );
    expect(patches.map((patch) => patch.body)).toEqual([{ workflowId: null }]);
    await within(await section()).findByText('No review workflow: statements are not reviewed');
  });

  it('says why the workflow could not be changed, and keeps the current one', async () => {
    const { session, patches } = server({ patch: 'refused' });
    const notify = renderSection(session);
    fireEvent.click(await trigger('Two-step review'));
    fireEvent.click(await screen.findByRole('option', { name: /Owner check/ }));

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'error',
        'Review workflow could not be updated: Workflow not found.',
      ),
    );
    expect(patches).toHaveLength(1);
    await trigger('Two-step review');
  });

  it('says when the plan’s statements are not reviewed', async () => {
    renderSection(server({ workflowId: null }).session);
    await trigger('No workflow');
    await within(await section()).findByText('No review workflow: statements are not reviewed');
  });

  it('only shows the workflow to whoever may not modify plans (a read-only admin)', async () => {
    const { session, GET, PATCH } = server({ permissions: ['VIEW_PLANS', 'VIEW_WORKFLOWS'] });
    renderSection(session);
    const region = await section();
    await within(region).findByText('Two-step review');
    expect(within(region).getByText('Manager approval → Finance sign-off')).toBeTruthy();
    expect(within(region).queryByRole('button')).toBeNull();
    expect(within(region).queryByRole('link')).toBeNull();
    expect(GET.mock.calls.map(([path]) => path)).toEqual(['/plans/{planId}/workflow']);
    expect(PATCH).not.toHaveBeenCalled();
  });

  it('only shows the workflow to whoever may not see the company’s workflows (a scoped admin)', async () => {
    const { session, GET } = server({ permissions: ['VIEW_PLANS', 'MODIFY_PLANS'], workflowId: null });
    renderSection(session);
    const region = await section();
    await within(region).findByText('No review workflow: statements are not reviewed');
    expect(within(region).queryByRole('button')).toBeNull();
    expect(GET.mock.calls.map(([path]) => path)).not.toContain('/workflows');
  });
});
