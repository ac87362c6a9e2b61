import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { EditorView } from '@codemirror/view';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  AppProviders,
  commonMessages,
  createAppState,
  messagesIn,
  type Session,
} from '@accrue/remote-runtime';
import YAML from 'yaml';
import remote from '../../remote';
import RuleDesignerPage from './RuleDesignerPage';
import { DEMO_LIKE_PLAN } from './fixtures';

beforeAll(async () => {
  await messagesIn(remote.messages, commonMessages, 'en');
});

afterEach(cleanup);

const PLAN = {
  id: 4,
  name: 'Account Executives 2026',
  frequency: 'month',
  isHidden: false,
  archived: false,
  version: 3,
};

type Init = { params?: { path?: Record<string, unknown>; header?: Record<string, string> }; body?: unknown };

/** A session whose API keeps one plan file, answers 409 to a stale version, and records the calls. */
function planServer(options: { conflict?: boolean } = {}) {
  let stored = { definition: DEMO_LIKE_PLAN, version: 3 };
  const puts: { ifMatch?: string; definition: string }[] = [];
  const ok = (data: unknown) => ({ data, response: new Response(null, { status: 200 }) });
  const GET = vi.fn(async (path: string) => {
    if (path === '/plans/{planId}') return ok({ ...PLAN, version: stored.version });
    if (path === '/plans/{planId}/definition') return ok({ ...stored });
    return { error: { message: 'not here' }, response: new Response(null, { status: 404 }) };
  });
  const PUT = vi.fn(async (_path: string, init: Init) => {
    const definition = (init.body as { definition: string }).definition;
    puts.push({ ifMatch: init.params?.header?.['If-Match'], definition });
    if (options.conflict) {
      // Someone saved meanwhile: the server holds a newer version.
      stored = { definition: DEMO_LIKE_PLAN.replace('amount * 1%', 'amount * 2%'), version: 4 };
      return {
        error: {
          message:
            'This record has been changed by someone else since you loaded it. Reload it and try again.',
        },
        response: new Response(null, { status: 409 }),
      };
    }
    stored = { definition, version: stored.version + 1 };
    return ok({ ...stored });
  });
  const session = {
    api: { GET, PUT },
    can: () => true,
    me: { user: { firstName: 'Ada' } },
    subject: { role: 'ADMIN', userId: 1, featureFlags: {} },
  } as unknown as Session;
  return { session, puts, GET };
}

function renderDesigner(session: Session, ruleId: string) {
  const state = createAppState({ locale: 'en', persist: false });
  return render(
    <AppProviders {...state} session={session} messages={remote.messages}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RuleDesignerPage title="page.ruleDesigner" params={{ planId: '4', ruleId }} />
      </QueryClientProvider>
    </AppProviders>,
  );
}

/** The CodeMirror view of the formula at `path`, once its chunk has loaded. */
async function editorAt(path: string): Promise<EditorView> {
  const host = await waitFor(() => {
    const found = document.querySelector(`[data-formula="${path}"] .cm-editor`);
    if (!found) throw new Error(`no editor for ${path} yet`);
    return found as HTMLElement;
  });
  return EditorView.findFromDOM(host)!;
}

async function type(view: EditorView, text: string) {
  await act(async () => {
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
  });
}

describe('the rule designer', () => {
  it("shows the rule's parts from the plan file, with an editor for each formula", async () => {
    const { session } = planServer();
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
    const { session, puts } = planServer();
    renderDesigner(session, 'heldBonus');
    const view = await editorAt('rules.heldBonus.formula');
    await type(view, 'amount * * 2%');
    const problems = document.querySelector('[data-formula="rules.heldBonus.formula"] [data-problems]')!;
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
    await screen.findByText('Rule updated', {}, { timeout: 15_000 });
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
    const { session, puts } = planServer({ conflict: true });
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
    const { session, puts } = planServer();
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
    const { session } = planServer();
    renderDesigner(session, 'managerOverride');
    const part = await screen.findByRole('region', { name: 'Team bookings' });
    fireEvent.click(within(part).getByRole('button', { name: 'Where is this token used?' }));
    const uses = await screen.findByRole('list', { name: 'Where teamBookings is used' });
    expect(uses.textContent).toBe('rules.managerOverride.formularules.managerOverride.kpis');
  });
});
