import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppProviders, createAppState, type Session } from '@accrue/remote-runtime';
import remote from '../../remote';
import { explanationMessages } from '../../i18n/explanations';
import type { RuleExplanation as Explanation } from './queries';
import FigureExplanation from './FigureExplanation';
import { loadLabelsBeforeAll } from '../../test/render';

loadLabelsBeforeAll(explanationMessages);

beforeAll(async () => {
  // jsdom lays nothing out: scrolling a step into view does nothing here.
  Element.prototype.scrollIntoView = vi.fn();
});

const step = (
  partial: Partial<Explanation['steps'][number]> & Pick<Explanation['steps'][number], 'name' | 'kind'>,
) => ({
  label: partial.name,
  format: null,
  formula: null,
  value: null,
  reads: [],
  table: null,
  rateTable: null,
  ...partial,
});

const explanation: Explanation = {
  statementId: 5,
  planVersion: 3,
  rule: {
    name: 'commission',
    label: 'Commission',
    type: 'LINE_PAYOUT',
    category: 'Commissions',
    format: 'currency',
    value: '2740',
  },
  steps: [
    step({
      name: 'commission',
      kind: 'RULE',
      label: 'Commission',
      format: 'currency',
      formula: 'dealCommission',
      value: '2740',
      reads: ['dealCommission'],
      table: 'wonDeals',
    }),
    step({
      name: 'dealCommission',
      kind: 'FIELD',
      label: 'Deal commission',
      format: 'currency',
      formula: 'amount * STEP_RATE(tiers, attainment)',
      reads: ['amount', 'tiers', 'attainment'],
      table: 'wonDeals',
    }),
    step({
      name: 'tiers',
      kind: 'RATE_TABLE',
      label: 'Tiers',
      rateTable: {
        kind: 'tiers',
        rows: [
          { from: '0', to: '1', rate: '0.05' },
          { from: '1', to: null, rate: '0.08' },
        ],
      },
    }),
    step({
      name: 'attainment',
      kind: 'VARIABLE',
      label: 'Attainment',
      format: 'percent',
      formula: 'bookings / target',
      value: '1.2',
      reads: ['bookings', 'target'],
    }),
    step({ name: 'target', kind: 'QUOTA', label: 'Target', format: 'currency', value: '45000' }),
  ],
  records: {
    table: 'wonDeals',
    label: 'Won deals',
    keyField: 'id',
    columns: [
      { name: 'id', label: 'Deal id', format: 'text' },
      { name: 'amount', label: 'Amount', format: 'currency' },
    ],
    items: [
      {
        key: 'D-1',
        amount: '1500',
        values: { id: 'D-1', amount: '30000' },
        source: {
          kind: 'ADDED',
          changedAt: '2026-03-02T07:00:00.000Z',
          changeSetId: 2,
          via: 'IMPORT',
          importId: 4,
          fileName: 'deals-2026.csv',
          connectionName: 'Files',
          by: 'Ada Moreau',
        },
      },
      {
        key: 'D-2',
        amount: '1240',
        values: { id: 'D-2', amount: '24800' },
        source: {
          kind: 'CHANGED',
          changedAt: '2026-03-05T07:00:00.000Z',
          changeSetId: 3,
          via: 'API',
          importId: null,
          fileName: null,
          connectionName: null,
          by: null,
        },
      },
    ],
    totalItems: 2,
  },
};

function sessionAnswering(answer: { data?: unknown; status: number }) {
  const GET = vi.fn(async () => ({
    data: answer.status === 200 ? answer.data : undefined,
    error: answer.status === 200 ? undefined : answer.data,
    response: new Response(null, { status: answer.status }),
  }));
  const session = {
    api: { GET },
    can: () => true,
    me: { user: { firstName: 'Emma' } },
    subject: { role: 'EMPLOYEE', userId: 7, featureFlags: {} },
  } as unknown as Session;
  return { session, GET };
}

async function renderWith(session: Session, externalId?: string) {
  const state = createAppState({ locale: 'en', persist: false });
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AppProviders {...state} session={session} messages={remote.messages}>
          <FigureExplanation
            statementId={5}
            figure={{ kind: 'rule', name: 'commission' }}
            currency="EUR"
            externalId={externalId}
          />
        </AppProviders>
      </QueryClientProvider>,
    );
  });
}

describe('a rule’s explanation', () => {
  it('shows the formula, what it reads with the values used, and each record with its line and source', async () => {
    const { session, GET } = sessionAnswering({ status: 200, data: explanation });
    await renderWith(session);
    await screen.findByText('How this figure is calculated', {}, { timeout: 30_000 });
    expect(screen.getByText('Calculated with version 3 of the plan.')).toBeTruthy();
    // Each name in a formula links to its own step.
    const field = document.getElementById('explanation-dealCommission')!;
    expect(within(field).getByText('Calculated field')).toBeTruthy();
    within(field).getByRole('link', { name: 'attainment' }).click();
    expect(document.activeElement?.id).toBe('explanation-attainment');
    expect(within(field).getByText('One value per record: see the records below.')).toBeTruthy();
    expect(screen.getByTestId('explained-attainment').textContent).toBe('120%');
    expect(screen.getByTestId('explained-target').textContent).toBe('€45,000');
    const tiers = within(document.getElementById('explanation-tiers')!);
    expect(tiers.getByText('8%')).toBeTruthy();
    expect(tiers.getByText('and above')).toBeTruthy();

    const records = await screen.findByRole('grid', { name: 'Records of Won deals' }, { timeout: 30_000 });
    expect(screen.getByText('2 records fed this figure.')).toBeTruthy();
    expect(within(records).getByText('€1,500')).toBeTruthy();
    expect(within(records).getByText('deals-2026.csv (Files)')).toBeTruthy();
    expect(within(records).getByText(/Imported by Ada Moreau on/)).toBeTruthy();
    expect(within(records).getByText(/Pushed through the API on/)).toBeTruthy();
    expect(GET).toHaveBeenCalledWith('/statements/{statementId}/rules/{ruleId}/explanation', {
      params: { path: { statementId: 5, ruleId: 'commission' }, query: { page: 0, limit: 10 } },
    });
  });

  it('opens on the record the route names', async () => {
    const { session, GET } = sessionAnswering({ status: 200, data: explanation });
    await renderWith(session, 'D-2');
    await screen.findByText('How this figure is calculated', {}, { timeout: 30_000 });
    expect(GET.mock.calls[0]).toEqual([
      '/statements/{statementId}/rules/{ruleId}/explanation',
      {
        params: {
          path: { statementId: 5, ruleId: 'commission' },
          query: { page: 0, limit: 10, search: 'D-2' },
        },
      },
    ]);
  });

  it('says why when the explanation cannot be read', async () => {
    const { session } = sessionAnswering({
      status: 404,
      data: { message: 'This statement has no such rule.' },
    });
    await renderWith(session);
    await screen.findByText(
      'The explanation could not be loaded: This statement has no such rule.',
      {},
      { timeout: 30_000 },
    );
  });
});
