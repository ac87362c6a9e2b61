import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { commonMessages, messagesIn, pageMessagesIn, type Session } from '@accrue/remote-runtime';
import { forecastingMessages } from '../../i18n/forecasting';
import { previewMessages } from '../../i18n/preview';
import remote from '../../remote';
import type { PlanAssignment } from '../plans/queries';
import RuleDesignerPage from './RuleDesignerPage';
import { DEMO_LIKE_PLAN } from './fixtures';
import type { PreviewRequest, RulePreview } from './preview';
import { editorAt, planFileServer, problemsAt, renderWithSession, type } from './testing';

// The labels download before the first render: a render suspended inside act() is not replayed.
beforeAll(async () => {
  await pageMessagesIn(forecastingMessages, 'en');
  await pageMessagesIn(previewMessages, 'en');
  await messagesIn(remote.messages, commonMessages, 'en');
});

afterEach(cleanup);

const assignment = (id: number, firstName: string, status: PlanAssignment['status']): PlanAssignment => ({
  id: 100 + id,
  planId: 4,
  userId: id,
  effectiveAsOf: '2025-01-01',
  effectiveUntil: status === 'EXPIRED' ? '2025-12-31' : null,
  status,
  user: { id, firstName, lastName: 'Tester', email: `${firstName.toLowerCase()}@example.com` },
});

// One who left the plan, listed first: the preview starts with the first one on it today.
const ASSIGNMENTS = [
  assignment(8, 'Bob', 'EXPIRED'),
  assignment(7, 'Carla', 'ACTIVE'),
  assignment(9, 'Dan', 'ACTIVE'),
];

/** What the fake engine answers: the bonus is 1% or 2% of 12,025 as the draft's formula says. */
function calculated(request: PreviewRequest): RulePreview {
  const rate2 = request.definition.includes('amount * 2%');
  const name = { 7: 'Carla Tester', 9: 'Dan Tester' }[request.userId] ?? 'Someone';
  return {
    rule: {
      name: 'heldBonus',
      label: 'Bonus paid when the invoice is paid',
      type: 'HOLD_AND_RELEASE',
      category: 'Bonuses',
      format: 'currency',
      value: rate2 ? '240.5' : '120.25',
      lines: [
        { recordKey: 'D-1001', value: rate2 ? '200' : '100' },
        { recordKey: 'D-1002', value: rate2 ? '40.5' : '20.25' },
      ],
      kpis: [{ name: 'bookings', value: '12025' }],
    },
    user: { id: request.userId, firstName: name.split(' ')[0]!, lastName: 'Tester', fullName: name },
    period: { id: request.periodId, startDate: `${request.periodId}-01`, endDate: `${request.periodId}-28` },
    currency: 'USD',
    kpis: [
      { name: 'bookings', label: 'Bookings', format: 'currency', value: '12025', highlighted: true },
      { name: 'attainment', label: 'Attainment', format: 'percent', value: '0.5', highlighted: true },
    ],
    dataset: {
      table: 'wonDeals',
      label: 'Won deals',
      columns: [
        { name: 'id', label: 'Deal id', format: 'text', calculated: false },
        { name: 'amount', label: 'Amount', format: 'currency', calculated: false },
      ],
      rows: [
        { key: 'D-1001', values: { id: 'D-1001', amount: '10000' } },
        { key: 'D-1002', values: { id: 'D-1002', amount: '2025' } },
      ],
    },
    errors: [
      {
        level: 'warning',
        type: 'MISSING_VALUE',
        message: 'invoicePaidDate is empty',
        context: { record: 'D-1002' },
      },
    ],
    durationMs: 37,
  };
}

function renderDesigner(session: Session, ruleId = 'heldBonus') {
  return renderWithSession(
    session,
    <RuleDesignerPage title="page.ruleDesigner" params={{ planId: '4', ruleId }} />,
  );
}

/** This month's id, as a monthly plan names its current period. */
function thisMonth(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

const panel = () => screen.findByRole('region', { name: 'Preview' });
const value = () => screen.getByTestId('preview-value').textContent;
const status = async () => within(await panel()).getByRole('status').textContent;
/** The trigger of one of the panel's selects, named by its label and its value. */
const trigger = async (label: string) =>
  within(await panel()).findByRole('button', { name: (name) => name.includes(label) });

const FORMULA = 'rules.heldBonus.formula';

describe("the rule designer's live preview", () => {
  it('posts the draft, the rule, the first active assignee and the current period, and shows what came back', async () => {
    const { session, previews } = planFileServer({ assignments: ASSIGNMENTS, preview: calculated });
    renderDesigner(session);
    const region = await panel();
    await waitFor(() => expect(value()).toBe('$120.25'), { timeout: 30_000 });
    expect(previews).toEqual([
      {
        planId: 4,
        body: { definition: DEMO_LIKE_PLAN, ruleId: 'heldBonus', userId: 7, periodId: thisMonth() },
      },
    ]);
    expect(await status()).toBe('Calculated in 37 ms');
    expect((await trigger('Person')).textContent).toContain('Carla Tester');
    // The rule's KPIs in their statement formats.
    const kpis = within(region).getByRole('region', { name: 'KPIs' });
    expect(kpis.querySelector('dl')!.textContent).toBe('Bookings$12,025');
    // The records that made it, and the table's rows.
    const lines = await within(region).findByRole(
      'grid',
      { name: 'Records that made it' },
      { timeout: 30_000 },
    );
    await waitFor(() => expect(within(lines).getByText('D-1002')).toBeTruthy());
    expect(within(lines).getByText('$20.25')).toBeTruthy();
    expect(within(lines).getByText('$100')).toBeTruthy();
    const rows = await within(region).findByRole('grid', { name: 'Won deals' }, { timeout: 30_000 });
    await waitFor(() => expect(within(rows).getByText('$10,000')).toBeTruthy());
    // The engine's warning, with its record.
    const messages = within(region).getByRole('region', { name: 'Calculation messages' });
    expect(within(messages).getByRole('listitem').textContent).toBe('Warning invoicePaidDate is emptyD-1002');
  }, 30_000);

  it('recalculates a formula change that compiles, keeping the last value meanwhile, and not one that does not', async () => {
    let release: () => void = () => undefined;
    const { session, previews } = planFileServer({
      assignments: ASSIGNMENTS,
      // The first answer at once; the next ones once released.
      preview: (request) =>
        previews.length === 1
          ? calculated(request)
          : new Promise((resolve) => (release = () => resolve(calculated(request)))),
    });
    renderDesigner(session);
    await waitFor(() => expect(value()).toBe('$120.25'), { timeout: 30_000 });
    const view = await editorAt(FORMULA);

    await type(view, 'amount * * 2%');
    await waitFor(() => expect(problemsAt(FORMULA).textContent).toContain('Unexpected token'));
    expect((await panel()).querySelector('[data-preview-draft]')!.textContent).toBe(
      'The draft has problems: the preview shows the last version that had none.',
    );
    // Well past the debounce: nothing was sent, the last value stays.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(previews).toHaveLength(1);
    expect(value()).toBe('$120.25');

    // Two changes in quick succession: the last is calculated (alone, unless a loaded machine
    // typed slower than the debounce and the first went too).
    await type(view, 'amount * 5%');
    await type(view, 'amount * 2%');
    await waitFor(() => expect(previews.at(-1)!.body.definition).toContain('formula: "amount * 2%"'), {
      timeout: 5000,
    });
    expect(previews.length).toBeLessThanOrEqual(3);
    const sent = previews.at(-1)!.body;
    expect(sent).toMatchObject({ ruleId: 'heldBonus', userId: 7, periodId: thisMonth() });
    expect(sent.definition).toContain('# Account Executives, as the demo company has it.');
    // While it is calculated, the last value stays, marked as updating.
    expect(await status()).toBe('Updating…');
    expect(value()).toBe('$120.25');
    const sentSoFar = previews.length;
    release();
    await waitFor(() => expect(value()).toBe('$240.50'));
    expect(previews).toHaveLength(sentSoFar);
    expect(await status()).toBe('Calculated in 37 ms');
    expect((await panel()).querySelector('[data-preview-draft]')).toBeNull();
  }, 30_000);

  it("shows the API's refusal (422) in the panel", async () => {
    const { session } = planFileServer({
      assignments: ASSIGNMENTS,
      preview: () => ({
        status: 422,
        error: {
          message: 'The preview cannot be calculated',
          errors: [{ field: 'userId', message: 'Carla Tester is not on this plan in that period' }],
        },
      }),
    });
    renderDesigner(session);
    const region = await panel();
    const refusal = await waitFor(
      () => {
        const found = region.querySelector('[data-preview-error]');
        if (!found) throw new Error('no refusal yet');
        return found;
      },
      { timeout: 30_000 },
    );
    expect(refusal.textContent).toBe(
      'The preview cannot be calculateduserId: Carla Tester is not on this plan in that period',
    );
    expect(await status()).toBe('The preview could not be calculated');
    expect(screen.queryByTestId('preview-value')).toBeNull();
  }, 30_000);

  it('recalculates for another person and another period', async () => {
    const { session, previews } = planFileServer({ assignments: ASSIGNMENTS, preview: calculated });
    renderDesigner(session);
    await waitFor(() => expect(value()).toBe('$120.25'), { timeout: 30_000 });
    fireEvent.click(await trigger('Person'));
    fireEvent.click(await screen.findByRole('option', { name: /Dan Tester/ }));
    await waitFor(() => expect(previews).toHaveLength(2));
    expect(previews[1]!.body).toMatchObject({ userId: 9, periodId: thisMonth(), definition: DEMO_LIKE_PLAN });
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Preview' }).textContent ?? '').toContain('Dan Tester'),
    );

    const year = new Date().getFullYear() - 1;
    fireEvent.click(await trigger('Year'));
    fireEvent.click(await screen.findByRole('option', { name: String(year) }));
    // A past year's latest period.
    await waitFor(() => expect(previews).toHaveLength(3));
    expect(previews[2]!.body).toMatchObject({ userId: 9, periodId: `${year}-12` });
    fireEvent.click(await trigger('Period'));
    fireEvent.click(await screen.findByRole('option', { name: `March ${year}` }));
    await waitFor(() => expect(previews).toHaveLength(4));
    expect(previews[3]!.body).toMatchObject({ userId: 9, periodId: `${year}-03` });
    // Two choices, each a recalculation: a minute, for a machine running the other suites beside.
  }, 60_000);
});

describe("the forecast designer's preview", () => {
  it('calculates the typed forecast formula as a forecast, with forecasting on in the draft alone', async () => {
    const { session, previews, patches } = planFileServer({ assignments: ASSIGNMENTS, preview: calculated });
    renderWithSession(
      session,
      <RuleDesignerPage
        forecast
        title="page.forecastRuleDesigner"
        params={{ planId: '4', ruleId: 'heldBonus' }}
      />,
    );
    await waitFor(() => expect(value()).toBe('$120.25'), { timeout: 30_000 });
    const forecast = await editorAt('plan.forecasting.formulas.heldBonus');
    await type(forecast, 'amount * 2%');
    await waitFor(() => expect(value()).toBe('$240.50'), { timeout: 30_000 });
    const last = previews.at(-1)!.body;
    expect(last).toMatchObject({ ruleId: 'heldBonus', userId: 7, forecast: true });
    // The plan does not forecast yet: only the previewed draft turns it on, with the typed formula.
    expect(YAML.parse(last.definition).plan.forecasting).toEqual({
      enabled: true,
      formulas: { heldBonus: 'amount * 2%' },
    });
    expect(YAML.parse(last.definition).rules.heldBonus.formula).toBe('amount * 1%');
    expect(patches).toEqual([]);
  });
});
