import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { commonMessages, messagesIn, pageMessagesIn } from '@accrue/remote-runtime';
import { forecastMessages } from '../../i18n/forecasts';
import remote from '../../remote';
import type { UserStatement } from '../statements/api';
import ForecastsPage from './ForecastsPage';
import { forecastSession, renderPage } from './testing';

// The labels download before the first render: a render suspended inside act() is not replayed.
beforeAll(async () => {
  await pageMessagesIn(forecastMessages, 'en');
  await messagesIn(remote.messages, commonMessages, 'en');
});

afterEach(cleanup);

const MARCH = { id: '2026-03', startDate: '2026-03-01', endDate: '2026-03-31' };
const FEBRUARY = { id: '2026-02', startDate: '2026-02-01', endDate: '2026-02-28' };

const row = (
  id: number,
  fullName: string,
  actual: string | null,
  forecast: string | null,
): UserStatement => ({
  id,
  plan: { id: 1, name: 'Account Executives 2026' },
  user: { id, firstName: fullName.split(' ')[0]!, lastName: fullName.split(' ')[1]!, fullName },
  period: FEBRUARY,
  total: actual,
  currency: 'EUR',
  status: null,
  forecast: { id: 100 + id, total: forecast, calculatedAt: '2026-02-15T00:00:00.000Z' },
  calculatedAt: '2026-02-15T00:00:00.000Z',
});

const page = (items: UserStatement[]) => ({ items, totalItems: items.length, currentPage: 0, pageCount: 1 });

describe('the forecasts list', () => {
  it("lists the period's forecasts with the actual total, the forecast total and their exact difference", async () => {
    const { session, calls } = forecastSession({
      '/statements/listPeriodsThatHaveStatements': () => [MARCH, FEBRUARY],
      '/userStatements': () =>
        page([
          // Beyond a float's precision: 0.1 + 0.2 style sums stay exact.
          row(7, 'Emma Employee', '4000.10', '4200.30'),
          row(8, 'Eli Employee', '1000', '850.5'),
          row(9, 'Eva Employee', '300', '300.00'),
          row(10, 'Ezra Employee', null, '10'),
        ]),
    });
    renderPage(
      session,
      <ForecastsPage title="page.forecastsOfPeriod" params={{ startDate: '2026-02-01' }} />,
    );
    const table = await screen.findByRole(
      'grid',
      { name: 'Forecasts of February 2026' },
      { timeout: 30_000 },
    );
    await within(table).findByRole('link', { name: 'Emma Employee' }, { timeout: 30_000 });

    // The periods holding forecasts, then the period the address names, its forecasts only.
    expect(calls.find((call) => call.path === '/statements/listPeriodsThatHaveStatements')!.params).toEqual({
      query: { isForecast: true },
    });
    expect(calls.find((call) => call.path === '/userStatements')!.params).toMatchObject({
      query: { periodId: '2026-02', isForecast: true, page: 0, limit: 24 },
    });

    // The person heads each row; the other cells follow.
    const cells = (name: string) =>
      within(within(table).getByRole('link', { name }).closest('[role="row"]') as HTMLElement)
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent);
    expect(cells('Emma Employee')).toEqual(['Account Executives 2026', '€4,000.10', '€4,200.30', '+€200.20']);
    expect(cells('Eli Employee').slice(1)).toEqual(['€1,000', '€850.50', '-€149.50']);
    expect(cells('Eva Employee').slice(1)).toEqual(['€300', '€300', '€0']);
    // No actual total (the statement could not be finished): no difference either.
    expect(cells('Ezra Employee').slice(1)).toEqual(['—', '€10', '—']);

    // Each row opens its forecast, by the statement's id.
    expect(within(table).getByRole('link', { name: 'Emma Employee' }).getAttribute('href')).toBe(
      '/forecasts/7',
    );
    // Above the actual in the company's "above" colour, below in its "below" colour.
    const emma = within(table).getByText('+€200.20');
    expect(emma.getAttribute('data-tone')).toBe('RED');
    expect(within(table).getByText('-€149.50').getAttribute('data-tone')).toBe('GREEN');
    expect(
      within(table).getByText('€0', { selector: '[data-direction]' }).getAttribute('data-tone'),
    ).toBeNull();
  }, 60_000);

  it('opens on the latest period, in the colours the company chose, without the difference when it hides it', async () => {
    const answers = {
      '/statements/listPeriodsThatHaveStatements': () => [MARCH, FEBRUARY],
      '/userStatements': () => page([{ ...row(7, 'Emma Employee', '4000', '3500'), period: MARCH }]),
    };
    const first = forecastSession(answers, { settings: { forecastBelowActualColor: 'PURPLE' } });
    renderPage(first.session, <ForecastsPage title="page.forecasts" params={{}} />);
    const table = await screen.findByRole('grid', { name: 'Forecasts of March 2026' }, { timeout: 30_000 });
    await waitFor(() => expect(within(table).getByText('-€500').getAttribute('data-tone')).toBe('PURPLE'));
    expect(first.calls.find((call) => call.path === '/userStatements')!.params).toMatchObject({
      query: { periodId: '2026-03' },
    });
    cleanup();

    const hidden = forecastSession(answers, { settings: { forecastShowComparison: false } });
    renderPage(hidden.session, <ForecastsPage title="page.forecasts" params={{}} />);
    const again = await screen.findByRole('grid', { name: 'Forecasts of March 2026' }, { timeout: 30_000 });
    await within(again).findByText('€3,500', {}, { timeout: 30_000 });
    expect(within(again).queryByRole('columnheader', { name: /Difference/ })).toBeNull();
    expect(within(again).queryByText('-€500')).toBeNull();
  }, 60_000);

  it('says when a period has no forecast, and when no forecast exists at all', async () => {
    const { session } = forecastSession({
      '/statements/listPeriodsThatHaveStatements': () => [MARCH],
      '/userStatements': () => page([]),
    });
    renderPage(session, <ForecastsPage title="page.forecasts" params={{}} />);
    expect(
      await screen.findByText(
        'No forecast for this period. Plans with forecasting get theirs at each calculation.',
        {},
        { timeout: 30_000 },
      ),
    ).toBeTruthy();
    cleanup();

    const none = forecastSession({ '/statements/listPeriodsThatHaveStatements': () => [] });
    renderPage(none.session, <ForecastsPage title="page.forecasts" params={{}} />);
    expect(
      await screen.findByText(
        'No forecast yet. Plans with forecasting get theirs at each calculation.',
        {},
        { timeout: 30_000 },
      ),
    ).toBeTruthy();
  }, 60_000);
});
