import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { commonMessages, messagesIn, pageMessagesIn } from '@accrue/remote-runtime';
import { forecastMessages } from '../../i18n/forecasts';
import remote from '../../remote';
import ForecastPage from './ForecastPage';
import type { Forecast } from './queries';
import { forecastSession, renderPage } from './testing';

beforeAll(async () => {
  await pageMessagesIn(forecastMessages, 'en');
  await messagesIn(remote.messages, commonMessages, 'en');
});

afterEach(cleanup);

const FEBRUARY = { id: '2026-02', startDate: '2026-02-01', endDate: '2026-02-28' };
const EMMA = { id: 7, firstName: 'Emma', lastName: 'Employee', fullName: 'Emma Employee' };
const PLAN = { id: 3, name: 'Account Executives 2026' };

/** A rule paying `value` in euros. */
const rule = (name: string, label: string, category: string, value: string, more: object = {}) => ({
  name,
  label,
  type: 'PAYOUT',
  category,
  format: 'currency' as const,
  value,
  kpis: [],
  ...more,
});

const forecast = (calculatedAt = '2026-02-20T00:00:00.000Z'): Forecast => ({
  id: 9,
  statementId: 42,
  plan: PLAN,
  user: EMMA,
  userId: 7,
  period: FEBRUARY,
  total: '5323.5',
  actualTotal: '4123.5',
  currency: 'EUR',
  status: null,
  incomplete: false,
  calculatedAt,
  rules: [
    rule('commission', 'Commission', 'Commissions', '5323.5', {
      lines: [{ recordKey: 'D-1', value: '5323.5' }],
    }),
    rule('bonus', 'Bonus', 'Bonuses', '0'),
  ],
  kpis: [{ name: 'bookings', label: 'Bookings', format: 'currency', value: '80000', highlighted: true }],
  datasets: [
    {
      table: 'openDeals',
      label: 'Open deals',
      columns: [{ name: 'name', label: 'Name', format: 'text', calculated: false }],
      // Counted in the forecast's read; the rows themselves come from the rows call (forecasted).
      rowCount: 1,
      rows: [],
    },
  ],
  payments: {
    achievement: '5323.5',
    hold: '0',
    paid: '5323.5',
    adjustments: '0',
    heldBalance: '0',
    lines: [],
  },
  errors: [],
  comparison: {
    rules: [
      {
        rule: 'commission',
        actual: '4123.5',
        forecast: '5323.5',
        difference: '1200',
        formulaDiffers: true,
        same: false,
      },
      { rule: 'bonus', actual: '0', forecast: '0', difference: '0', formulaDiffers: false, same: true },
    ],
    total: { actual: '4123.5', forecast: '5323.5', difference: '1200' },
  },
});

/** The statement the forecast belongs to (its actual figures): the page reads it for its forecast's id. */
const statement = (forecastId: number | null) => ({
  ...forecast(),
  id: 42,
  total: '4123.5',
  adjustments: [],
  overwrites: [],
  forecastId,
});

const FORECAST_PATH = '/statements/{statementId}/forecasts/{forecastId}';
const ROWS_PATH = '/statements/{statementId}/datasets/{datasetId}/rows';

/**
 * Opens the forecast page of statement 42 (route `params`) on a session whose API answers the
 * statement (its forecast 9) and the forecast, unless `answers` says otherwise.
 */
function openForecast(
  answers: Parameters<typeof forecastSession>[0] = {},
  options: Parameters<typeof forecastSession>[1] = {},
  params: Record<string, string> = {},
) {
  const api = forecastSession(
    {
      '/statements/{statementId}': () => statement(9),
      [FORECAST_PATH]: () => forecast(),
      [ROWS_PATH]: () => ({
        table: 'openDeals',
        label: 'Open deals',
        columns: [{ name: 'name', label: 'Name', format: 'text', calculated: false }],
        items: [{ key: 'D-1', values: { name: 'Acme expansion' } }],
        totalItems: 1,
        currentPage: 0,
        pageCount: 1,
      }),
      ...answers,
    },
    options,
  );
  renderPage(api.session, <ForecastPage title="page.forecast" params={{ id: '42', ...params }} />);
  return api;
}

/** Waits for the whole forecast page (its payments come after the rules). */
const shown = () => screen.findByRole('heading', { name: 'Payments', level: 2 }, { timeout: 30_000 });

/** Focuses an element from the keyboard, as a user tabbing to it: tooltips show at once then. */
async function tabTo(element: HTMLElement) {
  fireEvent.keyDown(document.body, { key: 'Tab' });
  await act(async () => element.focus());
}

describe('the forecast page', () => {
  it("shows the statement's forecast: its totals against the actual, its KPIs, rules, payments and records", async () => {
    const { calls } = openForecast();
    await shown();

    // The forecast of the statement the address names, with its records.
    expect(calls.find((call) => call.path === FORECAST_PATH)!.params).toEqual({
      path: { statementId: 42, forecastId: 9 },
      query: { withObjectsToDisplay: true },
    });
    expect(screen.getByTestId('forecast-total').textContent).toBe('€5,323.50');
    expect(screen.getByTestId('forecast-actual').textContent).toBe('€4,123.50');
    expect(screen.getByTestId('forecast-difference').textContent).toBe('+€1,200');
    expect(screen.getByTestId('kpi-bookings').textContent).toContain('€80,000');
    expect(screen.getByRole('region', { name: 'Commissions' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Commission' }).getAttribute('href')).toBe(
      '/forecasts/42/rule/commission',
    );
    expect(screen.getByTestId('payment-paid').textContent).toBe('€5,323.50');
    // The forecast's records, a page at a time from the rows call: the forecast's rows, not the statement's.
    const records = await screen.findByRole('grid', { name: 'Open deals' }, { timeout: 30_000 });
    expect(await within(records).findByText('Acme expansion')).toBeTruthy();
    expect(calls.find((call) => call.path === ROWS_PATH)!.params).toEqual({
      path: { statementId: 42, datasetId: 'openDeals' },
      query: { page: 0, limit: 10, forecasted: true },
    });
    expect(screen.getByRole('link', { name: 'Open the statement' }).getAttribute('href')).toBe(
      '/statements/42',
    );
    // A forecast is only read: no review, adjustment, overwrite, comment or history.
    expect(screen.queryByRole('heading', { name: 'Adjustments' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Overwrite/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Comments/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'History' })).toBeNull();
  }, 60_000);

  it("compares each rule with the actual: a hover card where they differ, a tooltip where they're the same", async () => {
    openForecast();
    const differs = await screen.findByRole(
      'button',
      { name: 'Forecast details of Commission: +€1,200' },
      { timeout: 30_000 },
    );
    // Above the actual: the company's "above" colour (RED by default).
    expect(within(differs).getByText('+€1,200').getAttribute('data-tone')).toBe('RED');
    await tabTo(differs);
    const card = await screen.findByRole('tooltip', {}, { timeout: 30_000 });
    expect(within(card).getByText('Forecast details')).toBeTruthy();
    expect(within(card).getByTestId('comparison-commission').textContent).toBe(
      'Forecast detailsActual€4,123.50Forecast€5,323.50Difference+€1,200' +
        'The forecast formula differs from the actual formula.',
    );
    fireEvent.keyDown(differs, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());

    const same = screen.getByRole('button', { name: 'Bonus: forecast same as the actual' });
    await tabTo(same);
    expect((await screen.findByRole('tooltip', {}, { timeout: 30_000 })).textContent).toBe(
      'The forecast value is the same as the actual.',
    );
  }, 60_000);

  it('shows no comparison when the company hides it', async () => {
    openForecast({}, { settings: { forecastShowComparison: false } });
    await shown();
    expect(screen.getByTestId('forecast-total').textContent).toBe('€5,323.50');
    expect(screen.queryByTestId('forecast-difference')).toBeNull();
    expect(screen.queryByRole('button', { name: /Forecast details/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /same as the actual/ })).toBeNull();
  }, 60_000);

  it('colours a forecast below the actual with the colour the company chose', async () => {
    const below = forecast();
    below.comparison.rules[0] = { ...below.comparison.rules[0]!, difference: '-300', formulaDiffers: false };
    openForecast({ [FORECAST_PATH]: () => below }, { settings: { forecastBelowActualColor: 'CYAN' } });
    const mark = await screen.findByRole(
      'button',
      { name: 'Forecast details of Commission: -€300' },
      { timeout: 30_000 },
    );
    await waitFor(() => expect(within(mark).getByText('-€300').getAttribute('data-tone')).toBe('CYAN'));
    await tabTo(mark);
    const card = await screen.findByRole('tooltip', {}, { timeout: 30_000 });
    expect(within(card).queryByText('The forecast formula differs from the actual formula.')).toBeNull();
  }, 60_000);

  it('says so when the statement has no forecast, with a link to the statement', async () => {
    const { calls } = openForecast({ '/statements/{statementId}': () => statement(null) });
    expect(
      await screen.findByText(
        'This statement has no forecast: its plan has no forecasting for this period.',
        {},
        { timeout: 30_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the statement' }).getAttribute('href')).toBe(
      '/statements/42',
    );
    expect(calls.some((call) => call.path === FORECAST_PATH)).toBe(false);
  }, 60_000);

  it('says "not found" when the statement is unknown', async () => {
    openForecast({ '/statements/{statementId}': () => new Response(null, { status: 404 }) });
    expect(await screen.findByText('Statement not found.', {}, { timeout: 30_000 })).toBeTruthy();
  }, 60_000);

  it('recalculates the forecast, reads it again until it changed, then says so', async () => {
    let recalculated = false;
    const { sent, calls } = openForecast(
      { [FORECAST_PATH]: () => forecast(recalculated ? '2026-02-21T00:00:00.000Z' : undefined) },
      {
        posts: {
          '/calculations': () => {
            // The worker rewrites the forecast after the page asked for it once more.
            setTimeout(() => (recalculated = true), 100);
            return { id: 5, status: 'PENDING', target: 'forecast' };
          },
        },
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Recalculate forecast' }, { timeout: 30_000 }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      path: '/calculations',
      body: { planIds: [3], periodIds: ['2026-02'], userIds: [7], target: 'forecast' },
    });
    expect(await screen.findByText('Recalculating the forecast…', {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recalculate forecast' }).hasAttribute('disabled')).toBe(true);
    // Read again every 2 s until its calculatedAt changed.
    expect(await screen.findByText('The forecast was recalculated.', {}, { timeout: 30_000 })).toBeTruthy();
    expect(calls.filter((call) => call.path === FORECAST_PATH).length).toBeGreaterThanOrEqual(2);
    await waitFor(() => expect(screen.queryByText('Recalculating the forecast…')).toBeNull());
  }, 60_000);

  it('offers no recalculation without SIMULATE_FORECAST', async () => {
    openForecast({}, { denied: ['SIMULATE_FORECAST'] });
    await shown();
    expect(screen.queryByRole('button', { name: 'Recalculate forecast' })).toBeNull();
  }, 60_000);

  it('focuses one rule on the rule route, under the forecast', async () => {
    openForecast({}, {}, { ruleId: 'commission' });
    await screen.findByRole('link', { name: 'Back to the whole forecast' }, { timeout: 30_000 });
    expect(screen.getByRole('link', { name: 'Back to the whole forecast' }).getAttribute('href')).toBe(
      '/forecasts/42',
    );
    expect(screen.getByRole('heading', { name: 'Commission', level: 3 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Bonus', level: 3 })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Payments' })).toBeNull();
  }, 60_000);
});
