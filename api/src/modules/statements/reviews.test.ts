import { describe, expect, it } from 'vitest';
import { DEMO_PLAN_MEMBERS, demoMonths } from '../../demo-commissions.js';
import { todayIso } from '../../platform/db/values.js';
import { STALE_VERSION_MESSAGE } from '../../platform/db/versioned.js';
import { describeOnEachDatabase } from '../../platform/test/suite.js';
import { FROZEN_MESSAGE } from './review-state.js';
import { REVIEW_MESSAGES } from './reviews.js';
import { drainJobs } from './test/jobs.js';

const email = (key: string) => `${key}@demo.accrue.local`;
const ADMIN = email('admin');
const MANAGER = email('manager');
const FINANCE = email('finance');
const EMPLOYEE = email('employee');
const OTHER_ADMIN = 'admin@other.accrue.local';

const months = demoMonths(todayIso());
const REVIEWED_MONTH = months.at(-3)!;
const AWAITING_FINANCE_MONTH = months.at(-2)!;
const CURRENT_MONTH = months.at(-1)!;

describeOnEachDatabase('statement reviews', (suite) => {
  const { as, idOf, tenantOf } = suite;

  async function statementIdOf(rep: string, periodId: string, planName = 'Account Executives 2026') {
    const admin = await as(ADMIN);
    const list = await admin('GET', `/userStatements?periodId=${periodId}&userIds=${await idOf(email(rep))}`);
    const item = list.body.items.find((s: { plan: { name: string } }) => s.plan.name === planName);
    expect(item, `${rep} ${periodId}`).toBeDefined();
    return item.id as number;
  }

  /** A PATCH with If-Match, which the `as` helper does not send. */
  async function patchWithVersion(who: string, path: string, body: unknown, version: number) {
    const response = await fetch(`${suite.harness().url}/api${path}`, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${await suite.tokenOf(who)}`,
        'content-type': 'application/json',
        'if-match': `"${version}"`,
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, etag: response.headers.get('etag'), body: await response.json() };
  }

  const drain = async () => drainJobs(suite.harness().db, await tenantOf(ADMIN));

  it('shows the demo workflow on both plans, and where each demo statement stands', async () => {
    if (months.length < 6) return;
    const admin = await as(ADMIN);
    const workflows = await admin('GET', '/workflows');
    expect(workflows.status).toBe(200);
    expect(workflows.body.items).toHaveLength(1);
    expect(workflows.body.items[0]).toMatchObject({
      name: 'Manager then finance',
      steps: [
        { stepName: 'Manager approval', condition: { kind: 'ROLE', role: 'MANAGER' } },
        { stepName: 'Finance sign-off', condition: { kind: 'ROLE', role: 'FINANCE' } },
      ],
    });
    expect(workflows.body.items[0].plans).toHaveLength(2);

    const statuses = async (periodId: string) =>
      (await admin('GET', `/userStatements?periodId=${periodId}&limit=100`)).body.items.map(
        (item: { reviewStatus: string }) => item.reviewStatus,
      );
    expect(new Set(await statuses(REVIEWED_MONTH))).toEqual(new Set(['reviewed']));
    expect(new Set(await statuses(AWAITING_FINANCE_MONTH))).toEqual(new Set(['underReview']));
    expect(new Set(await statuses(CURRENT_MONTH))).toEqual(new Set(['unreviewed']));
    // Before the campaigns started, statements are not under review: nothing awaits anybody.
    expect(new Set(await statuses('2026-02'))).toEqual(new Set([null]));

    // The list narrows to a review status, or to the engine's warnings.
    const count = async (query: string) =>
      (await admin('GET', `/userStatements?limit=100&${query}`)).body.totalItems as number;
    const all = await count(`periodId=${REVIEWED_MONTH}`);
    expect(all).toBeGreaterThan(0);
    expect(await count(`periodId=${REVIEWED_MONTH}&statementStatus=reviewed`)).toBe(all);
    expect(await count(`periodId=${REVIEWED_MONTH}&statementStatus=underReview`)).toBe(0);
    expect(await count(`periodId=${AWAITING_FINANCE_MONTH}&statementStatus=underReview`)).toBe(all);
    expect(
      (await admin('GET', `/userStatements?periodId=${REVIEWED_MONTH}&statementStatus=done`)).status,
    ).toBe(422);

    const reviewed = await admin('GET', `/statements/${await statementIdOf('employee', REVIEWED_MONTH)}`);
    expect(reviewed.body.review).toMatchObject({
      status: 'reviewed',
      currentStep: 2,
      workflowComplete: true,
      workflowSteps: [
        { from: 0, to: 1, userName: 'Manon Dupont', stepName: 'Manager approval', forcedByAdmin: false },
        { from: 1, to: 2, userName: 'Fiona Becker', stepName: 'Finance sign-off', forcedByAdmin: false },
      ],
    });
    // Finance has last month's statements to sign off, every one of them.
    const toSignOff = await (
      await as(FINANCE)
    )('GET', `/statements-review?periodId=${AWAITING_FINANCE_MONTH}`);
    expect(toSignOff.status).toBe(200);
    expect(toSignOff.body.totalItems).toBeGreaterThanOrEqual(DEMO_PLAN_MEMBERS.length);
    expect(toSignOff.body.items[0]).toMatchObject({
      stepName: 'Finance sign-off',
      stepNumber: 2,
      stepCount: 2,
    });
  });

  it('takes each step by whom it names, one at a time, then freezes the statement until reset', async () => {
    const id = await statementIdOf('employee', CURRENT_MONTH);
    const path = `/statements/${id}`;

    // The rep is no Manager: the first step is not theirs.
    const rep = await as(EMPLOYEE);
    expect((await rep('GET', path)).body.review).toMatchObject({ viewerAction: 'UNAUTHORIZED', version: 0 });
    const refused = await rep('PATCH', path, { workflowAction: 'NEXT' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(REVIEW_MESSAGES.notYours);

    const manager = await as(MANAGER);
    expect(
      (await manager('GET', `/statements-review?periodId=${CURRENT_MONTH}`)).body.items.map(
        (s: { statementId: number }) => s.statementId,
      ),
    ).toContain(id);
    expect((await manager('GET', path)).body.review.viewerAction).toBe('NEXT');
    const approved = await patchWithVersion(MANAGER, path, { workflowAction: 'NEXT' }, 0);
    expect(approved.status).toBe(200);
    expect(approved.etag).toBe('"1"');
    expect(approved.body).toMatchObject({
      status: 'underReview',
      currentStep: 1,
      viewerAction: 'UNAUTHORIZED',
      canUndo: true,
    });
    // A second click made from the page as it was: 409, nothing written.
    const stale = await patchWithVersion(MANAGER, path, { workflowAction: 'NEXT' }, 0);
    expect(stale.status).toBe(409);
    expect((stale.body as { message: string }).message).toBe(STALE_VERSION_MESSAGE);
    // The finance step is not the manager's.
    expect((await manager('PATCH', path, { workflowAction: 'NEXT' })).status).toBe(403);

    const finance = await as(FINANCE);
    const signedOff = await finance('PATCH', `${path}?isNotify=true`, { workflowAction: 'NEXT' });
    expect(signedOff.status).toBe(200);
    expect(signedOff.body).toMatchObject({ status: 'reviewed', workflowComplete: true, currentStep: 2 });
    expect(signedOff.body.workflowCompletedDate).toEqual(expect.any(String));
    // Told with isNotify: the rep learns their statement is final.
    expect((await rep('GET', '/notifications')).body.items).toContainEqual(
      expect.objectContaining({ type: 'REVIEW_STATEMENT', link: path }),
    );

    // Frozen: no adjustment, and a calculation leaves it as it was.
    const admin = await as(ADMIN);
    const adjusted = await admin('POST', '/statements_adjustments', {
      statementId: id,
      amount: '10',
      reason: 'Late',
    });
    expect(adjusted.status).toBe(409);
    expect(adjusted.body.message).toBe(FROZEN_MESSAGE);
    const before = (await admin('GET', path)).body;
    expect((await admin('POST', '/calculations', { periodIds: [CURRENT_MONTH] })).status).toBe(202);
    await drain();
    const after = (await admin('GET', path)).body;
    expect(after.calculatedAt).toBe(before.calculatedAt);
    expect(after.review.status).toBe('reviewed');

    // The rep may reset their own review: it starts again, and the statement is calculated again.
    const reset = await rep('PATCH', path, { workflowAction: 'RESET' });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ status: 'unreviewed', currentStep: 0, workflowComplete: false });
    expect(reset.body.workflowSteps.map((s: { from: number; to: number }) => [s.from, s.to])).toEqual([
      [0, 1],
      [1, 2],
      [2, 0],
    ]);
  });

  it('validates a step once when the same reviewer clicks twice at the same moment', async () => {
    const id = await statementIdOf('employee-2', CURRENT_MONTH);
    const manager = await as(MANAGER);
    const answers = await Promise.all([
      manager('PATCH', `/statements/${id}`, { workflowAction: 'NEXT' }),
      manager('PATCH', `/statements/${id}`, { workflowAction: 'NEXT' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, expect.any(Number)]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect([403, 409]).toContain(answers.find((a) => a.status !== 200)!.status);
    const review = (await manager('GET', `/statements/${id}`)).body.review;
    expect(review.workflowSteps).toHaveLength(1);
    expect(review.currentStep).toBe(1);
  });

  it('lets an admin force and fully review, in bulk too, and tells them what failed', async () => {
    const admin = await as(ADMIN);
    const first = await statementIdOf('employee-3', CURRENT_MONTH);
    const second = await statementIdOf('employee-4', CURRENT_MONTH);
    const forced = await admin('PATCH', `/statements/${first}`, { workflowAction: 'NEXT' });
    // An admin is no Manager: their NEXT is a forced step.
    expect(forced.status).toBe(200);
    expect(forced.body.workflowSteps[0]).toMatchObject({ forcedByAdmin: true });
    const full = await admin('PATCH', `/statements/${first}/fully-review`);
    expect(full.body).toMatchObject({ status: 'reviewed', currentStep: 2 });
    expect((await admin('PATCH', `/statements/${first}/fully-review`)).status).toBe(409);

    const bulk = await admin('POST', '/statements/reviews', {
      statementIds: [first, second],
      action: 'FULLY_REVIEW_FORCE',
    });
    expect(bulk.status).toBe(200);
    expect(bulk.body.reviewed).toEqual([second]);
    expect(bulk.body.failed).toEqual([{ statementId: first, message: REVIEW_MESSAGES.complete }]);
    const notifications = (await admin('GET', '/notifications')).body.items;
    expect(notifications[0]).toMatchObject({ type: 'WORKFLOW_PROCESS_FINISHED' });
  });

  it('names and notifies the reviewers of the current step', async () => {
    const id = await statementIdOf('employee', '2026-02');
    const rep = await as(EMPLOYEE);
    // February's campaign never started: the admin starts this statement's review on its own.
    expect((await rep('GET', `/statements/${id}`)).body).toMatchObject({
      review: null,
      canStartReview: false,
    });
    expect((await rep('POST', `/statements-review/${id}/notify-reviewers?dryRun=true`)).status).toBe(409);
    const admin = await as(ADMIN);
    expect((await admin('GET', `/statements/${id}`)).body.canStartReview).toBe(true);
    const started = await admin('POST', `/statements/${id}/enable-standalone-review`);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ status: 'unreviewed', currentStep: 0, version: 1 });
    expect((await admin('GET', `/statements/${id}`)).body.canStartReview).toBe(false);
    const dry = await rep('POST', `/statements-review/${id}/notify-reviewers?dryRun=true`);
    expect(dry.status).toBe(200);
    expect(dry.body.items.map((u: { fullName: string }) => u.fullName)).toEqual(['Manon Dupont']);
    expect((await rep('GET', `/statements-review/${id}/reviewers`)).body).toEqual(dry.body);
    const sent = await rep('POST', `/statements-review/${id}/notify-reviewers`);
    expect(sent.body).toEqual(dry.body);
    const manager = await as(MANAGER);
    const inbox = (await manager('GET', '/notifications')).body.items;
    expect(inbox[0]).toMatchObject({ type: 'REVIEW_STATEMENT', link: `/statements/${id}` });
    // A manager validates their step, never forces one.
    const notForced = await manager('PATCH', `/statements/${id}`, { workflowAction: 'FORCE' });
    expect(notForced.status).toBe(403);
    expect(notForced.body.message).toBe(REVIEW_MESSAGES.cannotForce);
  });

  it("starts a period's campaign for the plans with a workflow, once, and closes it when all are reviewed", async () => {
    const admin = await as(ADMIN);
    const plan = (await admin('GET', '/plans')).body.items.find(
      (p: { name: string }) => p.name === 'Account Executives 2026',
    );
    const toStart = await admin('GET', '/workflow-campaigns/to-start-for-period?periodId=2026-03');
    expect(toStart.status).toBe(200);
    expect(toStart.body.items).toEqual([{ id: plan.id, name: plan.name }]);
    expect((await admin('GET', `/workflow-campaigns/by-plan-period/${plan.id}/2026-03`)).body.status).toBe(
      'NOT_STARTED',
    );
    const manager = await as(MANAGER);
    expect(
      (
        await manager('POST', '/workflow-campaigns/start-for-plans-period', {
          periodId: '2026-03',
          planIds: [plan.id],
        })
      ).status,
    ).toBe(403);
    const started = await admin('POST', '/workflow-campaigns/start-for-plans-period', {
      periodId: '2026-03',
      planIds: [plan.id],
    });
    expect(started.body).toEqual({ startedCount: 1 });
    const again = await admin('POST', '/workflow-campaigns/start-for-plans-period', {
      periodId: '2026-03',
      planIds: [plan.id],
    });
    expect(again.body).toEqual({ startedCount: 0 });
    expect(
      (await admin('GET', '/workflow-campaigns/to-start-for-period?periodId=2026-03')).body.items,
    ).toEqual([]);
    expect((await admin('GET', `/workflow-campaigns/by-plan-period/${plan.id}/2026-03`)).body).toMatchObject({
      status: 'STARTED',
      startedAt: expect.any(String),
    });
    // March's statements now await the managers.
    const march = await manager('GET', '/statements-review?periodId=2026-03');
    expect(march.body.totalItems).toBeGreaterThan(0);
    if (months.length >= 6)
      expect(
        (await admin('GET', `/workflow-campaigns/by-plan-period/${plan.id}/${REVIEWED_MONTH}`)).body.status,
      ).toBe('CLOSED');
    expect(
      (await (await as(OTHER_ADMIN))('GET', `/workflow-campaigns/by-plan-period/${plan.id}/2026-03`)).status,
    ).toBe(404);
  });

  describe('workflows', () => {
    it('creates, renames with If-Match, links to a plan and deletes a workflow; refuses bad steps', async () => {
      const admin = await as(ADMIN);
      const otherUser = await idOf('employee@other.accrue.local');
      const invalid = await admin('POST', '/workflows', {
        name: '  ',
        steps: [
          { stepName: 'Rep', condition: { kind: 'ROLE' } },
          { stepName: 'Someone', condition: { kind: 'USER', userId: otherUser } },
        ],
      });
      expect(invalid.status).toBe(422);
      expect(invalid.body.errors.map((e: { field: string }) => e.field)).toEqual([
        'name',
        'steps.0.condition.role',
        'steps.1.condition.userId',
      ]);
      const taken = await admin('POST', '/workflows', {
        name: 'Manager then finance',
        steps: [{ stepName: 'Rep', condition: { kind: 'OWNER' } }],
      });
      expect(taken.status).toBe(422);

      const created = await admin('POST', '/workflows', {
        name: 'Rep acknowledges',
        steps: [
          { stepName: ' Acknowledge ', condition: { kind: 'OWNER', userId: 1 } },
          { stepName: 'Controller', condition: { kind: 'USER', userId: await idOf(FINANCE) } },
        ],
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        name: 'Rep acknowledges',
        steps: [
          { stepName: 'Acknowledge', condition: { kind: 'OWNER' } },
          // Named in answers, by the user's current name.
          { stepName: 'Controller', condition: { kind: 'USER', userName: 'Fiona Becker' } },
        ],
        plans: [],
        version: 1,
      });
      const workflowId = created.body.id;
      const renamed = await admin('PUT', `/workflows/${workflowId}`, {
        ...created.body,
        plans: undefined,
        id: undefined,
        version: undefined,
        name: 'Rep signs',
      });
      expect(renamed.status).toBe(200);
      expect(renamed.body.version).toBe(2);

      const plans = (await admin('GET', '/plans')).body.items ?? (await admin('GET', '/plans')).body;
      const renewals = (plans as { id: number; name: string }[]).find((p) => p.name.startsWith('Renewals'))!;
      const linked = await admin('PATCH', `/plans/${renewals.id}/workflow`, { workflowId });
      expect(linked.status).toBe(200);
      expect(linked.body.workflow).toMatchObject({ id: workflowId, plans: [{ id: renewals.id }] });
      expect(
        (await (await as(MANAGER))('PATCH', `/plans/${renewals.id}/workflow`, { workflowId: null })).status,
      ).toBe(403);

      expect((await admin('DELETE', `/workflows/${workflowId}`)).status).toBe(204);
      expect((await admin('GET', `/plans/${renewals.id}/workflow`)).body).toEqual({
        planId: renewals.id,
        workflow: null,
      });
      expect((await admin('DELETE', `/workflows/${workflowId}`)).status).toBe(404);
    });

    it("never shows or changes another company's workflows, reviews or plans", async () => {
      const demoWorkflow = (await (await as(ADMIN))('GET', '/workflows')).body.items[0];
      const other = await as(OTHER_ADMIN);
      expect((await other('GET', '/workflows')).body.items).toEqual([]);
      expect((await other('DELETE', `/workflows/${demoWorkflow.id}`)).status).toBe(404);
      const id = await statementIdOf('employee', CURRENT_MONTH);
      expect((await other('PATCH', `/statements/${id}`, { workflowAction: 'FORCE' })).status).toBe(404);
      expect(
        (await other('POST', '/statements/reviews', { statementIds: [id], action: 'FORCE' })).body.failed,
      ).toHaveLength(1);
      // Another rep of the same company sees nothing of this statement.
      const colleague = await as(email('employee-2'));
      expect((await colleague('PATCH', `/statements/${id}`, { workflowAction: 'NEXT' })).status).toBe(403);
      expect((await colleague('GET', `/statements-review/${id}/reviewers`)).status).toBe(403);
    });
  });
  it('names as reviewers of a scoped-admin step only the scoped admins whose scope holds the plan', async () => {
    const admin = await as(ADMIN);
    const sales = (await admin('GET', '/plans')).body.items.find(
      (p: { name: string }) => p.name === 'Account Executives 2026',
    );
    const kept = (await admin('GET', `/plans/${sales.id}/workflow`)).body.workflow.id;
    const scoped = await admin('POST', '/workflows', {
      name: 'Scope sign-off',
      steps: [{ stepName: 'Scope check', condition: { kind: 'ROLE', role: 'SCOPED_ADMIN' } }],
    });
    expect(scoped.status).toBe(201);
    expect((await admin('PATCH', `/plans/${sales.id}/workflow`, { workflowId: scoped.body.id })).status).toBe(
      200,
    );
    const id = await statementIdOf('employee-3', '2026-01');
    expect((await admin('POST', `/statements/${id}/enable-standalone-review`)).status).toBe(200);
    const reviewers = async () =>
      (await admin('GET', `/statements-review/${id}/reviewers`)).body.items.map(
        (u: { fullName: string }) => u.fullName,
      );
    // The demo's scoped admin holds no plan yet: nobody may take the step.
    expect(await reviewers()).toEqual([]);
    const [scope] = (await admin('GET', '/admin-scopes')).body;
    expect((await admin('PATCH', `/admin-scopes/${scope.id}`, { planIds: [sales.id] })).status).toBe(200);
    expect(await reviewers()).toEqual(['Scott Lindqvist']);
    // As it was for the other tests of the suite.
    await admin('PATCH', `/admin-scopes/${scope.id}`, { planIds: [] });
    await admin('PATCH', `/plans/${sales.id}/workflow`, { workflowId: kept });
  });
});
