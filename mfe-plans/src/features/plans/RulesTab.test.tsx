import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import YAML from 'yaml';
import {
  AppProviders,
  commonMessages,
  createAppState,
  messagesIn,
  type Session,
} from '@accrue/remote-runtime';
import remote from '../../remote';
import { DEMO_LIKE_PLAN } from '../designer/fixtures';
import RulesTab from './RulesTab';
import type { Plan } from './queries';

beforeAll(async () => {
  await messagesIn(remote.messages, commonMessages, 'en');
});

afterEach(cleanup);

const PLAN = { id: 4, name: 'Account Executives 2026', version: 3 } as Plan;

function server(definition = DEMO_LIKE_PLAN) {
  let stored = { definition, version: 3 };
  const puts: { ifMatch?: string; definition: string }[] = [];
  const ok = (data: unknown) => ({ data, response: new Response(null, { status: 200 }) });
  const session = {
    api: {
      GET: vi.fn(async () => ok({ ...stored })),
      PUT: vi.fn(
        async (
          _path: string,
          init: { params: { header: Record<string, string> }; body: { definition: string } },
        ) => {
          puts.push({ ifMatch: init.params.header['If-Match'], definition: init.body.definition });
          stored = { definition: init.body.definition, version: stored.version + 1 };
          return ok({ ...stored });
        },
      ),
    },
    can: () => true,
    subject: { role: 'ADMIN', userId: 1, featureFlags: {} },
  } as unknown as Session;
  return { session, puts };
}

function renderTab(session: Session, notify = vi.fn()) {
  const state = createAppState({ locale: 'en', persist: false });
  render(
    <AppProviders {...state} session={session} messages={remote.messages}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RulesTab plan={PLAN} canModify notify={notify} />
      </QueryClientProvider>
    </AppProviders>,
  );
  return notify;
}

describe('the rules tab', () => {
  it('lists the rules by category, each linking to its designer', async () => {
    renderTab(server().session);
    const commissions = await screen.findByRole('region', { name: 'Commissions' });
    expect(
      within(commissions)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Commission', 'Deals closed']);
    expect(within(commissions).getByRole('link', { name: 'Commission' }).getAttribute('href')).toBe(
      '/plans/4/rules/commission',
    );
    expect(
      within(screen.getByRole('region', { name: 'Bonuses' })).getByText('Hold and release'),
    ).toBeTruthy();
  });

  it('adds a single-rate commission and saves the file with its version', async () => {
    const { session, puts } = server();
    const notify = renderTab(session);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a single-rate commission' });
    fireEvent.change(await within(dialog).findByRole('textbox', { name: 'Name' }), {
      target: { value: 'Spiff' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('success', 'Single rate commission template applied'),
    );
    expect(puts[0]!.ifMatch).toBe('"3"');
    expect(YAML.parse(puts[0]!.definition).rules.spiff).toEqual({
      label: 'Spiff',
      type: 'LINE_PAYOUT',
      category: 'Commissions',
      table: 'wonDeals',
      formula: 'amount * 10%',
    });
    await screen.findByRole('link', { name: 'Spiff' });
  });

  it('refuses to delete a rule another formula reads, naming where', async () => {
    const reading = DEMO_LIKE_PLAN.replace(
      'variables:\n',
      'variables:\n  doubled: { format: currency, formula: "managerOverride * 2" }\n',
    );
    const { session, puts } = server(reading);
    renderTab(session);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Manager override' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Manager override?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await within(dialog).findByText('variables.doubled.formula');
    expect(puts).toEqual([]);
  });

  it('deletes a rule after confirmation', async () => {
    const { session, puts } = server();
    const notify = renderTab(session);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Deals closed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Deals closed?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Rule deleted'));
    const saved = YAML.parse(puts[0]!.definition);
    expect(Object.keys(saved.rules)).toEqual(['commission', 'managerOverride', 'heldBonus']);
    expect(saved.plan.rulesOrder).toEqual(['commission', 'managerOverride', 'heldBonus']);
  });
});
