import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { commonMessages, messagesIn, pageMessagesIn, type Session } from '@accrue/remote-runtime';
import { forecastingMessages } from '../../i18n/forecasting';
import YAML from 'yaml';
import remote from '../../remote';
import RuleDesignerPage from './RuleDesignerPage';
import { plansRoutes } from '../plans/routes';
import { DEMO_LIKE_PLAN, FORECAST_PLAN } from './fixtures';
import { editorAt, planFileServer, problemsAt, renderWithSession, type } from './testing';

// The labels download before the first render: a render suspended inside act() is not replayed.
beforeAll(async () => {
  await pageMessagesIn(forecastingMessages, 'en');
  await messagesIn(remote.messages, commonMessages, 'en');
});

afterEach(cleanup);

function renderDesigner(session: Session, ruleId: string) {
  return renderWithSession(
    session,
    <RuleDesignerPage title="page.ruleDesigner" params={{ planId: '4', ruleId }} />,
  );
}

describe('the rule designer', () => {
  it("shows the rule's parts from the plan file, with an editor for each formula", async () => {
    const { session } = planFileServer();
    renderDesigner(session, 'commission');
    await screen.findByRole('heading', { name: 'Commission', level: 1 });
    const rule = await editorAt('rules.commission.formula');
    expect(rule.state.doc.toString()).toBe('dealCommission');
    expect(rule.contentDOM.getAttribute('aria-labelledby')).toBeTruthy();
    expect(rule.contentDOM.getAttribute('aria-label')).toBe('Formula');
    // The calculated fields, table, quota and rate table it is made of.
    expect((await editorAt('fields.dealCommission.formula')).state.doc.toString()).toBe(
      'amount * STEP_RATE(attainmentTiers, runningAttainment)',
    );
    expect(await editorAt('fields.runningAttainment.formula')).toBeTruthy();
    for (const part of ['Won deals', 'Monthly quota', 'attainmentTiers'])
      expect(screen.getByRole('region', { name: part })).toBeTruthy();
    const tier = within(screen.getByRole('region', { name: 'attainmentTiers' })).getByRole('group', {
      name: 'Tier 2',
    });
    const cells = await within(tier).findAllByRole('textbox');
    expect(cells.map((box) => (box as HTMLInputElement).value)).toEqual(['0.5', '1', '0.07']);
  });

  it('refuses to save a broken formula with the engine message, then saves the fix with If-Match', async () => {
    const { session, puts } = planFileServer();
    renderDesigner(session, 'heldBonus');
    const view = await editorAt('rules.heldBonus.formula');
    await type(view, 'amount * * 2%');
    const problems = problemsAt('rules.heldBonus.formula');
    await waitFor(() => expect(problems.textContent).toBe('Unexpected token at position 9 (token "*")'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const refused = await screen.findByRole('list', { name: 'Problems that prevent saving' });
    expect(refused.textContent).toContain('rules.heldBonus.formula: Unexpected token at position 9');
    expect(puts).toEqual([]);

    // Typed as Chromium types spaces at the end of a line: no-break spaces, saved as plain ones.
    await type(view, 'amount\u00a0*\u00a02%');
    await waitFor(() => expect(problems.textContent).toBe(''));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The save parses and re-prints the whole plan file: slow on a busy machine.
    await screen.findByText('Rule updated', {}, { timeout: 30_000 });
    expect(puts).toHaveLength(1);
    expect(puts[0]!.ifMatch).toBe('"3"');
    expect(puts[0]!.definition).toContain('formula: "amount * 2%"');
    // The rest of the file is as it was, comments included.
    expect(puts[0]!.definition).toContain('# Account Executives, as the demo company has it.');
    const expected = YAML.parse(DEMO_LIKE_PLAN);
    expected.rules.heldBonus.formula = 'amount * 2%';
    expect(YAML.parse(puts[0]!.definition)).toEqual(expected);
  }, 60_000);

  it('reloads the plan and says so when it was changed meanwhile (409)', async () => {
    const { session, puts } = planFileServer({
      savedMeanwhile: DEMO_LIKE_PLAN.replace('amount * 1%', 'amount * 2%'),
    });
    renderDesigner(session, 'heldBonus');
    const view = await editorAt('rules.heldBonus.formula');
    await type(view, 'amount * 3%');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(
      'Rule could not be updated: This record has been changed by someone else since you loaded it. Reload it and try again. The plan has been reloaded.',
    );
    expect(puts[0]!.ifMatch).toBe('"3"');
    await screen.findByText('Plan version 4');
    // The editor now holds the other person's version.
    await waitFor(async () =>
      expect((await editorAt('rules.heldBonus.formula')).state.doc.toString()).toBe('amount * 2%'),
    );
  });

  it("edits a table's conditions and saves them in the file", async () => {
    const { session, puts } = planFileServer();
    renderDesigner(session, 'commission');
    const table = await screen.findByRole('region', { name: 'Won deals' });
    const condition = await within(table).findByRole('group', { name: 'Condition 1' });
    const values = await within(condition).findByRole('textbox', { name: 'Values (separated by commas)' });
    expect((values as HTMLInputElement).value).toBe('won');
    fireEvent.change(values, { target: { value: 'won, signed' } });
    fireEvent.click(within(table).getByRole('button', { name: 'Add a condition' }));
    await within(table).findByRole('group', { name: 'Condition 2' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Rule updated');
    const saved = YAML.parse(puts[0]!.definition);
    expect(saved.filters.wonDeals.where).toEqual([
      { field: 'stage', operator: 'IN', value: ['won', 'signed'] },
      { field: 'id', operator: 'EXISTS' },
    ]);
    expect(saved.filters.teamDeals).toEqual(YAML.parse(DEMO_LIKE_PLAN).filters.teamDeals);
  });

  it('lists where a token is used', async () => {
    const { session } = planFileServer();
    renderDesigner(session, 'managerOverride');
    const part = await screen.findByRole('region', { name: 'Team bookings' });
    fireEvent.click(within(part).getByRole('button', { name: 'Where is this token used?' }));
    const uses = await screen.findByRole('list', { name: 'Where teamBookings is used' });
    expect(uses.textContent).toBe('rules.managerOverride.formularules.managerOverride.kpis');
  });
});

// A new plan's file with the rule the single-rate template adds to a plan without tables.
const FROM_NOTHING = `version: 1
plan:
  id: chain
  name: Chain
  frequency: month
rules:
  commission: { label: Commission, type: PAYOUT, category: Commissions, formula: "0" }
`;

const DEALS = {
  id: 1,
  machineName: 'deal',
  name: 'Deals',
  keyField: 'id',
  fields: [
    { identifier: 'id', label: 'Deal id', format: 'text' },
    { identifier: 'ownerId', label: 'Owner', format: 'text' },
    { identifier: 'coOwnerId', label: 'Co-owner', format: 'text' },
    { identifier: 'amount', label: 'Amount', format: 'currency' },
    { identifier: 'stage', label: 'Stage', format: 'text' },
    { identifier: 'closeDate', label: 'Close date', format: 'date' },
    { identifier: 'invoicePaidDate', label: 'Invoice paid', format: 'date' },
  ],
  sort: [],
  uniqueBy: [],
  version: 1,
  updatedAt: '2026-01-01T00:00:00Z',
};

/** A select's trigger, named by its value then its label ("Payout Payment type"). */
const selectNamed = (label: string) => (name: string) => name === label || name.endsWith(` ${label}`);

async function choose(scope: HTMLElement, label: string, option: string) {
  fireEvent.click(within(scope).getByRole('button', { name: selectNamed(label) }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the rule designer building a plan from nothing', () => {
  it('adds a table on a company model and a rate table with tiers, and saves the rule reading them', async () => {
    const { session, puts } = planFileServer({ definition: FROM_NOTHING, recordModels: [DEALS] });
    renderDesigner(session, 'commission');
    await screen.findByRole('heading', { name: 'Commission', level: 1 });

    fireEvent.click(screen.getByRole('button', { name: 'Add a table' }));
    // The dialog downloads when first opened.
    const dialog = await screen.findByRole('dialog', { name: 'Add a table' }, { timeout: 30_000 });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Won deals' },
    });
    await choose(dialog, 'Record model', 'Deals');
    // The first date field and the owner field, until changed.
    await within(dialog).findByRole('button', { name: selectNamed('Period join') });
    expect(within(dialog).getByRole('button', { name: selectNamed('Period join') }).textContent).toContain(
      'Close date',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    const table = await screen.findByRole('region', { name: 'Won deals' });
    // A condition from "has a value" to "is one of": the values field comes with it.
    fireEvent.click(within(table).getByRole('button', { name: 'Add a condition' }));
    await choose(await within(table).findByRole('group', { name: 'Condition 1' }), 'Field', 'Stage');
    await choose(within(table).getByRole('group', { name: 'Condition 1' }), 'Operator', 'is one of');
    const values = await within(within(table).getByRole('group', { name: 'Condition 1' })).findByRole(
      'textbox',
      { name: 'Values (separated by commas)' },
    );
    fireEvent.change(values, { target: { value: 'won' } });

    // Read per row, the rule reads the table.
    await choose(screen.getByRole('region', { name: 'Rule' }), 'Payment type', 'Payout per line');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: selectNamed('Table') }).textContent).toContain('Won deals'),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Add a rate table' }));
    const rates = await screen.findByRole('dialog', { name: 'Add a rate table' }, { timeout: 30_000 });
    fireEvent.change(within(rates).getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Deal size tiers' },
    });
    fireEvent.click(within(rates).getByRole('button', { name: 'Add' }));
    const tiers = await screen.findByRole('region', { name: 'Deal size tiers' });
    fireEvent.click(within(tiers).getByRole('button', { name: 'Add a tier' }));
    const second = await within(tiers).findByRole('group', { name: 'Tier 2' });
    const cells = await within(second).findAllByRole('textbox');
    expect(cells.map((box) => (box as HTMLInputElement).value)).toEqual(['1', '', '0.1']);
    fireEvent.change(cells[2]!, { target: { value: '12%' } });

    const formula = await editorAt('rules.commission.formula');
    await type(formula, 'amount * STEP_RATE(dealSizeTiers, amount)');
    await waitFor(() => expect(problemsAt('rules.commission.formula').textContent).toBe(''));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Rule updated', {}, { timeout: 30_000 });
    const saved = YAML.parse(puts[0]!.definition);
    expect(saved.models.deal.fields.coOwnerId).toEqual({ format: 'text', label: 'Co-owner' });
    expect(saved.filters.wonDeals).toEqual({
      label: 'Won deals',
      model: 'deal',
      period: 'closeDate',
      user: 'ownerId',
      display: true,
      where: [{ field: 'stage', operator: 'IN', value: ['won'] }],
    });
    expect(saved.rateTables.dealSizeTiers).toEqual({
      label: 'Deal size tiers',
      tiers: [
        { from: 0, to: 1, rate: '10%' },
        { from: 1, rate: '12%' },
      ],
    });
    expect(saved.rules.commission).toEqual({
      label: 'Commission',
      type: 'LINE_PAYOUT',
      category: 'Commissions',
      formula: 'amount * STEP_RATE(dealSizeTiers, amount)',
      table: 'wonDeals',
    });
  }, 60_000);

  it("splits a rule between the table's people and releases a held amount on a condition", async () => {
    const { session, puts } = planFileServer();
    renderDesigner(session, 'commission');
    const rule = await screen.findByRole('region', { name: 'Rule' });
    await choose(rule, 'Payment type', 'Split');
    // The table credits its owner only: a share to the owner, the rest to the owner again, until changed.
    const first = await screen.findByRole('group', { name: 'Part 1' });
    expect(within(first).getByRole('button', { name: selectNamed('Credited to') }).textContent).toContain(
      'Owner',
    );
    await type(await editorAt('rules.commission.split[0].share'), '60%');
    expect(
      within(screen.getByRole('group', { name: 'Part 2' })).getByText('Owner receives the rest.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a part' }));
    const third = await screen.findByRole('group', { name: 'Part 3' });
    expect(within(third).getByText('Owner receives the rest.')).toBeTruthy();
    fireEvent.click(
      within(await screen.findByRole('group', { name: 'Part 2' })).getByRole('button', {
        name: 'Remove part 2',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Part 3' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Rule updated', {}, { timeout: 30_000 });
    expect(YAML.parse(puts[0]!.definition).rules.commission.split).toEqual([
      { user: 'ownerId', share: '60%' },
      { user: 'ownerId', remainder: true },
    ]);
    cleanup();

    // A held amount: in instalments, then on its record's condition again.
    const held = planFileServer();
    renderDesigner(held.session, 'heldBonus');
    const bonus = await screen.findByRole('region', { name: 'Rule' });
    await editorAt('rules.heldBonus.release.when');
    await choose(bonus, 'Release', 'In installments');
    const count = await within(bonus).findByRole('textbox', { name: 'Installments' });
    fireEvent.change(count, { target: { value: '3' } });
    await within(bonus).findByText('Released in 3 installments, starting in the earning period.');
    expect(document.querySelector('[data-formula="rules.heldBonus.release.when"]')).toBeNull();
    await choose(bonus, 'Release', 'When a condition holds');
    const when = await editorAt('rules.heldBonus.release.when');
    expect(when.state.doc.toString()).toBe('TRUE');
    await type(when, 'EXISTS(invoicePaidDate)');
    await waitFor(() => expect(problemsAt('rules.heldBonus.release.when').textContent).toBe(''));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Rule updated', {}, { timeout: 30_000 });
    expect(YAML.parse(held.puts[0]!.definition).rules.heldBonus.release).toEqual({
      when: 'EXISTS(invoicePaidDate)',
    });
  }, 60_000);
});

/** The page of the forecast designer's route, loaded as the route table loads it. */
async function renderForecastDesigner(session: Session, ruleId: string) {
  const route = plansRoutes.find((r) => r.path === '/plans/:planId/rules/:ruleId/forecast')!;
  const { default: Page } = await route.load!();
  return renderWithSession(
    session,
    <Page title="page.forecastRuleDesigner" params={{ planId: '4', ruleId }} />,
  );
}

const FORECAST = 'plan.forecasting.formulas.heldBonus';

describe('the rule designer in forecast mode', () => {
  it("starts from the actual formula, shown beside it, and saves the rule's forecast formula with If-Match", async () => {
    const { session, patches, puts } = planFileServer();
    await renderForecastDesigner(session, 'heldBonus');
    await screen.findByRole('heading', { name: 'Forecast of Bonus paid when the invoice is paid', level: 1 });
    const actual = await editorAt('rules.heldBonus.formula');
    expect(actual.state.doc.toString()).toBe('amount * 1%');
    expect(actual.state.readOnly).toBe(true);
    const forecast = await editorAt(FORECAST);
    expect(forecast.state.doc.toString()).toBe('amount * 1%');
    expect(forecast.state.readOnly).toBe(false);
    expect(screen.getByText('Same as actual')).toBeTruthy();
    // Forecasting is off in this plan: the page says where to turn it on.
    expect(
      screen.getByRole('link', { name: 'Turn it on in the plan’s customization' }).getAttribute('href'),
    ).toBe('/plans/4/customization');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Remove forecast formula' })).toBeNull();

    await type(forecast, 'amount * 2%');
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    await screen.findByText('Forecast formula saved');
    expect(patches).toEqual([
      {
        path: '/plans/{planId}/forecasting-configuration',
        ifMatch: '"3"',
        planId: 4,
        body: { formulas: { heldBonus: 'amount * 2%' } },
      },
    ]);
    expect(puts).toEqual([]);
    await screen.findByText('Plan version 4');
    await screen.findByText('Forecast formula', { selector: '[data-forecast]' });
    expect((await editorAt(FORECAST)).state.doc.toString()).toBe('amount * 2%');
  });

  it('checks the forecast formula in the forecast variant as it is typed, and will not save it broken', async () => {
    const { session, patches } = planFileServer();
    await renderForecastDesigner(session, 'heldBonus');
    const forecast = await editorAt(FORECAST);
    // A text where the rule pays a currency: only compiling the forecast variant finds it.
    await type(forecast, 'stage');
    await waitFor(() =>
      expect(problemsAt(FORECAST).textContent).toBe(
        'the formula gives text but the token is declared currency',
      ),
    );
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    await type(forecast, 'amount * * 2%');
    await waitFor(() =>
      expect(problemsAt(FORECAST).textContent).toBe('Unexpected token at position 9 (token "*")'),
    );
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    expect(patches).toEqual([]);
  });

  it('edits the forecast formula the rule has, and removes it (null)', async () => {
    const { session, patches, stored } = planFileServer({ definition: FORECAST_PLAN });
    await renderForecastDesigner(session, 'heldBonus');
    expect((await editorAt(FORECAST)).state.doc.toString()).toBe('amount * 3%');
    expect((await editorAt('rules.heldBonus.formula')).state.doc.toString()).toBe('amount * 1%');
    expect(screen.queryByRole('link', { name: 'Turn it on in the plan’s customization' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove forecast formula' }));
    await screen.findByText('Forecast formula removed: the forecast uses the actual formula');
    expect(patches.map((patch) => [patch.ifMatch, patch.body])).toEqual([
      ['"3"', { formulas: { heldBonus: null } }],
    ]);
    expect(YAML.parse(stored().definition).plan.forecasting.formulas).toEqual({
      bookings: 'SUM(teamDeals, amount)',
    });
    await screen.findByText('Same as actual');
    expect((await editorAt(FORECAST)).state.doc.toString()).toBe('amount * 1%');
  });

  it("shows the API's refusal on the formula", async () => {
    const message = 'unknown function "FORECAST_RATE" (at character 10)';
    const { session, patches } = planFileServer({
      refuse: [{ field: 'formulas.heldBonus', message }],
    });
    await renderForecastDesigner(session, 'heldBonus');
    await type(await editorAt(FORECAST), 'amount * 2%');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(problemsAt(FORECAST).textContent).toBe(message));
    expect(patches).toHaveLength(1);
    expect(screen.queryByText('Forecast formula saved')).toBeNull();
  });

  it('says the plan changed meanwhile and reloads it (409)', async () => {
    const { session, patches } = planFileServer({ savedMeanwhile: FORECAST_PLAN });
    await renderForecastDesigner(session, 'heldBonus');
    await type(await editorAt(FORECAST), 'amount * 2%');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The plan was changed meanwhile, so nothing was saved. It has been reloaded.');
    expect(patches[0]!.ifMatch).toBe('"3"');
    await screen.findByText('Plan version 4');
    await waitFor(async () => expect((await editorAt(FORECAST)).state.doc.toString()).toBe('amount * 3%'));
  });

  it('is read-only for whoever may not modify plans', async () => {
    const { session } = planFileServer({
      definition: FORECAST_PLAN,
      permissions: ['VIEW_PLANS', 'VIEW_RULE_DESIGNER'],
    });
    await renderForecastDesigner(session, 'heldBonus');
    expect((await editorAt(FORECAST)).state.readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove forecast formula' })).toBeNull();
  });

  it('is linked from the designer of the rule when the company forecasts', async () => {
    const { session } = planFileServer({ featureFlags: { FORECAST: true } });
    renderDesigner(session, 'heldBonus');
    const link = await screen.findByRole('link', { name: 'Forecast formula of this rule' });
    expect(link.getAttribute('href')).toBe('/plans/4/rules/heldBonus/forecast');
  });
});
