import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import YAML from 'yaml';
import { commonMessages, messagesIn, pageMessagesIn, type Session } from '@accrue/remote-runtime';
import { forecastingMessages } from '../../i18n/forecasting';
import remote from '../../remote';
import { FORECAST_PLAN } from '../designer/fixtures';
import {
  PLAN,
  editorAt,
  planFileServer,
  problemsAt,
  renderWithSession,
  type,
  type PlanFileServerOptions,
} from '../designer/testing';
import CustomizationTab from './CustomizationTab';
import type { Plan } from './queries';

// The labels download before the first render: a render suspended inside act() is not replayed.
beforeAll(async () => {
  await pageMessagesIn(forecastingMessages, 'en');
  await messagesIn(remote.messages, commonMessages, 'en');
});

afterEach(cleanup);

function renderTab(options: PlanFileServerOptions = {}) {
  const server = planFileServer({
    definition: FORECAST_PLAN.replace('enabled: true', 'enabled: false'),
    featureFlags: { FORECAST: true },
    ...options,
  });
  const notify = vi.fn();
  renderWithSession(
    server.session,
    <CustomizationTab plan={PLAN as Plan} canModify={server.session.can('MODIFY_PLANS')} notify={notify} />,
  );
  return { ...server, notify };
}

/** The row of a token in its group ("Rules", "Variables", "Calculated fields"). */
async function rowOf(group: string, token: string): Promise<HTMLElement> {
  const region = await screen.findByRole('region', { name: group });
  return region.querySelector<HTMLElement>(`[data-token="${token}"]`)!;
}

const badgeOf = (row: HTMLElement) => row.querySelector('[data-forecast]')!.textContent;

async function openEditor(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Edit the forecast formula of ${name}` }));
  return screen.findByRole('dialog', { name: `Forecast formula of ${name}` });
}

describe('the customization tab (forecasting)', () => {
  it('lists the rules, variables and calculated fields with their actual and forecast formulas', async () => {
    renderTab();
    await screen.findByRole('heading', { name: 'Forecasting', level: 2 });
    const rules = await screen.findByRole('region', { name: 'Rules' });
    expect([...rules.querySelectorAll('[data-token]')].map((row) => row.getAttribute('data-token'))).toEqual([
      'commission',
      'managerOverride',
      'heldBonus',
      'dealsClosed',
    ]);

    const held = await rowOf('Rules', 'heldBonus');
    expect(badgeOf(held)).toBe('Forecast formula');
    expect(held.querySelector('[data-actual]')!.textContent).toBe('amount * 1%');
    expect(held.querySelector('[data-forecast-formula]')!.textContent).toBe('amount * 3%');
    expect(
      within(held)
        .getByRole('link', { name: 'Open Bonus paid when the invoice is paid in the forecast rule designer' })
        .getAttribute('href'),
    ).toBe('/plans/4/rules/heldBonus/forecast');

    const commission = await rowOf('Rules', 'commission');
    expect(badgeOf(commission)).toBe('Same as actual');
    expect(commission.querySelector('[data-forecast-formula]')).toBeNull();
    expect(within(commission).queryByRole('button', { name: /^Remove/ })).toBeNull();

    const bookings = await rowOf('Variables', 'bookings');
    expect(badgeOf(bookings)).toBe('Forecast formula');
    expect(bookings.querySelector('[data-forecast-formula]')!.textContent).toBe('SUM(teamDeals, amount)');
    // Only rules have a forecast designer.
    expect(within(bookings).queryByRole('link')).toBeNull();
    expect(badgeOf(await rowOf('Variables', 'attainment'))).toBe('Same as actual');
    const field = await rowOf('Calculated fields', 'dealCommission');
    expect(badgeOf(field)).toBe('Same as actual');
    expect(field.querySelector('[data-actual]')!.textContent).toBe(
      'amount * STEP_RATE(attainmentTiers, runningAttainment)',
    );
  });

  it('turns forecasting on with { enabled } from the version shown (If-Match)', async () => {
    const { patches, notify, stored } = renderTab();
    const toggle = await screen.findByRole('switch', { name: 'Forecast this plan' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    fireEvent.click(toggle);
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Forecasting turned on'));
    expect(patches).toEqual([
      {
        path: '/plans/{planId}/forecasting-configuration',
        ifMatch: '"3"',
        planId: 4,
        body: { enabled: true },
      },
    ]);
    expect(YAML.parse(stored().definition).plan.forecasting.enabled).toBe(true);
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: 'Forecast this plan' }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
  });

  it('edits a forecast formula, pre-filled with the actual one, checked by the engine as it is typed', async () => {
    const { patches, notify } = renderTab();
    const dialog = await openEditor('Attainment');
    const path = 'plan.forecasting.formulas.attainment';
    expect((await editorAt('variables.attainment.formula')).state.doc.toString()).toBe(
      'bookings / monthlyQuota',
    );
    const forecast = await editorAt(path);
    expect(forecast.state.doc.toString()).toBe('bookings / monthlyQuota');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);

    await type(forecast, 'bookings / / monthlyQuota');
    await waitFor(() => expect(problemsAt(path).textContent).toMatch(/^Unexpected token at position 11/));
    expect(save.hasAttribute('disabled')).toBe(true);

    await type(forecast, 'bookings * 0.9 / monthlyQuota');
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    expect(problemsAt(path).textContent).toBe('');
    fireEvent.click(save);
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Forecast formula saved'));
    expect(patches.map((patch) => [patch.ifMatch, patch.body])).toEqual([
      ['"3"', { formulas: { attainment: 'bookings * 0.9 / monthlyQuota' } }],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = await rowOf('Variables', 'attainment');
    await waitFor(() => expect(badgeOf(row)).toBe('Forecast formula'));
    expect(row.querySelector('[data-forecast-formula]')!.textContent).toBe('bookings * 0.9 / monthlyQuota');
  });

  it("shows the API's refusal (422) on the formula, and keeps the dialog open", async () => {
    const message = 'the formula gives text but the token is declared percent (at character 1)';
    const { patches, notify } = renderTab({ refuse: [{ field: 'formulas.attainment', message }] });
    const dialog = await openEditor('Attainment');
    await type(await editorAt('plan.forecasting.formulas.attainment'), 'bookings / monthlyQuota / 2');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(problemsAt('plan.forecasting.formulas.attainment').textContent).toBe(message));
    expect(patches).toHaveLength(1);
    expect(notify).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Forecast formula of Attainment' })).toBeTruthy();
  });

  it('removes a forecast formula (null): the forecast uses the actual one again', async () => {
    const { patches, notify, stored } = renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove the forecast formula of Bookings' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'success',
        'Forecast formula removed: the forecast uses the actual formula',
      ),
    );
    expect(patches.map((patch) => [patch.ifMatch, patch.body])).toEqual([
      ['"3"', { formulas: { bookings: null } }],
    ]);
    expect(YAML.parse(stored().definition).plan.forecasting.formulas).toEqual({
      heldBonus: 'amount * 3%',
    });
    const row = await rowOf('Variables', 'bookings');
    await waitFor(() => expect(badgeOf(row)).toBe('Same as actual'));
  });

  it('says the plan changed meanwhile and shows it reloaded (409)', async () => {
    const { patches, notify, GET } = renderTab({ savedMeanwhile: FORECAST_PLAN });
    fireEvent.click(await screen.findByRole('switch', { name: 'Forecast this plan' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'error',
        'The plan was changed meanwhile, so nothing was saved. It has been reloaded.',
      ),
    );
    expect(patches[0]!.ifMatch).toBe('"3"');
    expect(GET.mock.calls.filter(([path]) => path === '/plans/{planId}/definition')).toHaveLength(2);
    // The version saved meanwhile forecasts already.
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: 'Forecast this plan' }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
  });

  it('is read-only for whoever may not modify plans', async () => {
    const { patches, session } = renderTab({
      permissions: ['VIEW_PLANS', 'VIEW_RULE_DESIGNER'],
    });
    expect((session as Session).can('MODIFY_PLANS')).toBe(false);
    const toggle = await screen.findByRole('switch', { name: 'Forecast this plan' });
    fireEvent.click(toggle);
    expect((toggle as HTMLInputElement).checked).toBe(false);
    await rowOf('Rules', 'heldBonus');
    expect(screen.queryByRole('button', { name: /forecast formula/ })).toBeNull();
    // The forecast designer still opens, read-only.
    expect(
      screen.getByRole('link', {
        name: 'Open Bonus paid when the invoice is paid in the forecast rule designer',
      }),
    ).toBeTruthy();
    expect(patches).toEqual([]);
  });

  it('links to no forecast designer in a company without the forecast feature', async () => {
    renderTab({ featureFlags: {} });
    await rowOf('Rules', 'heldBonus');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
