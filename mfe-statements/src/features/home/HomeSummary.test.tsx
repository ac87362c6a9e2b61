import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { AppProviders, createAppState, type Session } from '@accrue/remote-runtime';
import remote from '../../remote';
import { HomeSummary, type HomeSummaryData } from './HomeSummary';
import { loadLabelsBeforeAll } from '../../test/render';

loadLabelsBeforeAll();

const NOVEMBER = { id: '2026-11', startDate: '2026-11-01', endDate: '2026-11-30' };
const OCTOBER = { id: '2026-10', startDate: '2026-10-01', endDate: '2026-10-31' };
const plan = { id: 1, name: 'Account Executives 2026' };
const emma = { id: 7, firstName: 'Emma', lastName: 'Employee', fullName: 'Emma Employee' };
const statement = (id: number, period: typeof NOVEMBER, total: string) => ({
  id,
  plan,
  user: emma,
  period,
  total,
  currency: 'EUR',
  status: null,
  calculatedAt: '2026-11-20T08:00:00.000Z',
});

const summary = (overrides: Partial<HomeSummaryData> = {}): HomeSummaryData => ({
  period: NOVEMBER,
  previousPeriod: OCTOBER,
  currency: 'EUR',
  total: '4123.5',
  previousTotal: '3000',
  statements: [
    {
      statement: statement(11, NOVEMBER, '4123.5'),
      previousTotal: '3000',
      quota: {
        name: 'monthlyQuota',
        label: 'Monthly quota',
        format: 'currency',
        target: '50000',
        achieved: '25000',
        achievedLabel: 'Bookings',
        progress: '0.5',
      },
    },
  ],
  changes: [
    {
      statementId: 3,
      plan,
      period: { id: '2026-01', startDate: '2026-01-01', endDate: '2026-01-31' },
      version: 2,
      createdAt: '2026-11-24T08:00:00.000Z',
      from: '1000',
      to: '1100',
    },
  ],
  lastVisitAt: '2026-11-20T08:00:00.000Z',
  latest: [statement(11, NOVEMBER, '4123.5'), statement(10, OCTOBER, '3000')],
  team: null,
  ...overrides,
});

function sessionWith(answer: HomeSummaryData) {
  const GET = vi.fn(async (path: string) => {
    if (path !== '/home/summary') throw new Error(`unexpected GET ${path}`);
    return { data: answer, response: new Response(null, { status: 200 }) };
  });
  const session = {
    api: { GET },
    can: () => true,
    me: { user: { firstName: 'Emma' } },
    subject: { role: 'EMPLOYEE', userId: 7, featureFlags: {} },
  } as unknown as Session;
  return { session, GET };
}

/** Rendered inside an awaited act(), so the kit's lazily loaded parts are replayed once they arrive. */
async function renderWith(session: Session, links = true) {
  const state = createAppState({ locale: 'en', persist: false });
  await act(async () => {
    render(
      <AppProviders {...state} session={session} messages={remote.messages}>
        <HomeSummary links={links} />
      </AppProviders>,
    );
  });
}

describe('the home summary', () => {
  it("shows this period's total against the last, quota progress, what changed and the latest statements", async () => {
    const { session, GET } = sessionWith(summary());
    await renderWith(session);
    const total = await screen.findByTestId('home-period-total', {}, { timeout: 30_000 });
    expect(total.textContent).toBe('€4,123.50');
    expect(screen.getByTestId('home-period-trend').textContent).toContain('against €3,000 in October 2026');
    expect(screen.getByRole('heading', { name: 'What you earned in November 2026' })).toBeTruthy();
    const quota = screen.getByTestId('home-quota');
    expect(within(quota).getByRole('progressbar', { name: 'Progress to Monthly quota' })).toBeTruthy();
    expect(quota.textContent).toContain('Bookings: €25,000 of €50,000 (50%)');
    expect(screen.getByRole('heading', { name: 'What changed since your last visit' })).toBeTruthy();
    const changes = screen.getByTestId('home-changes');
    expect(
      within(changes)
        .getByRole('link', { name: 'Account Executives 2026 · January 2026' })
        .getAttribute('href'),
    ).toBe('/statements/3');
    expect(changes.textContent).toContain('€1,000 → €1,100');
    expect(screen.getByRole('link', { name: 'October 2026 · Account Executives 2026' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Your team/ })).toBeNull();
    expect(GET).toHaveBeenCalledTimes(1);
  });

  it('says how far past the quota a rep is, where the bar stops full', async () => {
    const over = summary();
    over.statements[0]!.quota = { ...over.statements[0]!.quota!, achieved: '65000', progress: '1.3' };
    const { session } = sessionWith(over);
    await renderWith(session);
    const quota = await screen.findByTestId('home-quota', {}, { timeout: 30_000 });
    expect(quota.textContent).toContain('Bookings: €65,000 of €50,000 (130%)');
    expect(quota.textContent).not.toContain('100%');
    const bar = within(quota).getByRole('progressbar', { name: 'Progress to Monthly quota' });
    expect(bar.getAttribute('aria-valuenow')).toBe('1');
  });

  it("shows a manager their team's totals, and a widget's summary links nowhere", async () => {
    const team = {
      total: '9000',
      previousTotal: '8000',
      members: [
        {
          user: { id: 8, firstName: 'Eli', lastName: 'Employee', fullName: 'Eli Employee' },
          total: '9000',
          previousTotal: '8000',
        },
      ],
    };
    const { session } = sessionWith(summary({ team, lastVisitAt: null, changes: [] }));
    await renderWith(session, false);
    await screen.findByTestId('home-period-total', {}, { timeout: 30_000 });
    expect(screen.getByRole('heading', { name: 'Your team in November 2026' })).toBeTruthy();
    expect(screen.getByTestId('home-team-total').textContent).toContain('€9,000');
    expect(screen.getByText('Eli Employee')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Recent changes' })).toBeTruthy();
    expect(screen.getByText('Nothing changed since your last visit.')).toBeTruthy();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
