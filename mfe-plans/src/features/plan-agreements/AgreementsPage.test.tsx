import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import AgreementsPage from './AgreementsPage';
import {
  agreementOf,
  agreementServer,
  assignment,
  refusal,
  renderPage,
  REP,
  selectNamed,
  summaryOf,
  type Handler,
  setUpAgreementTests,
} from './testing';

setUpAgreementTests();

const DRAFT = summaryOf(agreementOf({ id: 5, name: 'AE agreements 2026' }));
const FINALIZED = summaryOf(
  agreementOf({
    id: 6,
    name: 'SDR agreements 2025',
    year: 2025,
    status: 'FINALIZED',
    confirmationMethod: 'DOC_UPLOAD_CONFIRMATION',
    plan: { id: 8, name: 'SDR 2025', isArchived: false },
    planId: 8,
    assignments: [
      assignment(61, 'Carla Tester', 'AGREEMENT_GENERATED'),
      assignment(62, 'Dan Tester', 'AGREEMENT_SENT'),
      assignment(63, 'Eve Tester', 'CONFIRMED'),
      assignment(64, 'Finn Tester', 'ERROR'),
    ],
  }),
);

const page = (items: unknown[]) => ({ items, totalItems: items.length, currentPage: 0, pageCount: 1 });

const PLANS = {
  items: [
    { id: 4, name: 'Account Executives 2026', archived: false },
    { id: 9, name: 'Old plan', archived: true },
    { id: 8, name: 'SDR 2025', archived: false },
  ],
  totalItems: 3,
  currentPage: 0,
  pageCount: 1,
};

const renderList = (
  handlers: Record<string, Handler | unknown>,
  options?: Parameters<typeof agreementServer>[1],
) => {
  const server = agreementServer(handlers, options);
  renderPage(server.session, <AgreementsPage title="page.planAgreements" params={{}} />);
  return server;
};

const grid = () => screen.findByRole('grid', { name: 'Plan agreements' });
const rowOf = async (name: string) => {
  const table = await grid();
  const cell = await within(table).findByText(name);
  return cell.closest<HTMLElement>('[role="row"]')!;
};

describe('the plan agreement list', () => {
  it('shows an administrator every agreement with its status, method and progress, 50 a page', async () => {
    const { callsTo } = renderList({ 'GET /plan-agreements': page([DRAFT, FINALIZED]) });
    const row = await rowOf('SDR agreements 2025');
    expect(within(row).getByRole('link', { name: 'SDR agreements 2025' }).getAttribute('href')).toBe(
      '/plan-agreements/6',
    );
    expect(row.textContent).toContain('2025');
    expect(row.textContent).toContain('SDR 2025');
    expect(row.querySelector('[data-agreement-status]')!.textContent).toBe('Finalized');
    expect(row.textContent).toContain('Signed PDF upload');
    expect(row.querySelector('[data-progress]')!.textContent).toBe(
      '1 generated, 1 sent, 1 confirmed of 41 in error',
    );
    const draft = await rowOf('AE agreements 2026');
    expect(draft.querySelector('[data-agreement-status]')!.textContent).toBe('Draft');
    expect(draft.textContent).toContain('Confirmation in the app');
    expect(callsTo('GET /plan-agreements')[0]!.init.params!.query).toEqual({ page: 0, limit: 50 });
    expect(screen.getByRole('button', { name: 'New agreement' })).toBeTruthy();
  });

  it('filters by status', async () => {
    const { callsTo } = renderList({
      'GET /plan-agreements': (init: { params?: { query?: Record<string, unknown> } }) =>
        page(init.params?.query?.status === 'FINALIZED' ? [FINALIZED] : [DRAFT, FINALIZED]),
    });
    await rowOf('AE agreements 2026');
    fireEvent.click(screen.getByRole('tab', { name: 'Finalized' }));
    await waitFor(() =>
      expect(callsTo('GET /plan-agreements').at(-1)!.init.params!.query).toEqual({
        status: 'FINALIZED',
        page: 0,
        limit: 50,
      }),
    );
    await waitFor(() => expect(screen.queryByText('AE agreements 2026')).toBeNull());
    expect(await screen.findByText('SDR agreements 2025')).toBeTruthy();
  });

  it('creates a draft from the dialog (this year, a plan that is not archived, in-app confirmation) and opens it', async () => {
    const created = agreementOf({ id: 12, name: 'Q1 agreements' });
    const { callsTo } = renderList({
      'GET /plan-agreements': page([]),
      'GET /plans': PLANS,
      'POST /plan-agreements': created,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New agreement' }));
    const dialog = await screen.findByRole('dialog', { name: 'New plan agreement' });
    fireEvent.change(await within(dialog).findByRole('textbox', { name: /Name/ }), {
      target: { value: '  Q1 agreements ' },
    });
    const year = await within(dialog).findByRole('textbox', { name: /Year/ });
    expect((year as HTMLInputElement).value).toBe(String(new Date().getFullYear()));
    expect(
      within(dialog).getByRole('button', { name: selectNamed('Confirmation method') }).textContent,
    ).toContain('Confirmation in the app');
    fireEvent.click(within(dialog).getByRole('button', { name: selectNamed('Plan') }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Account Executives 2026', 'SDR 2025']);
    fireEvent.click(screen.getByRole('option', { name: 'SDR 2025' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(window.location.pathname).toBe('/plan-agreements/12'));
    expect(callsTo('POST /plan-agreements').map((call) => call.init.body)).toEqual([
      {
        name: 'Q1 agreements',
        year: new Date().getFullYear(),
        planId: 8,
        confirmationMethod: 'IN_APP_CONFIRMATION',
      },
    ]);
  });

  it("shows the API's refusal under its field and keeps the dialog open", async () => {
    const { callsTo } = renderList({
      'GET /plan-agreements': page([]),
      'GET /plans': PLANS,
      'POST /plan-agreements': refusal(422, 'Validation failed', [
        { field: 'planId', message: 'Nobody is assigned to this plan in 2026.' },
      ]),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New agreement' }));
    const dialog = await screen.findByRole('dialog', { name: 'New plan agreement' });
    fireEvent.change(await within(dialog).findByRole('textbox', { name: /Name/ }), {
      target: { value: 'Q1 agreements' },
    });
    // Nothing is sent without a plan.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Choose a plan.')).toBeTruthy();
    expect(callsTo('POST /plan-agreements')).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: selectNamed('Plan') }));
    fireEvent.click(await screen.findByRole('option', { name: 'Account Executives 2026' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Nobody is assigned to this plan in 2026.')).toBeTruthy();
    expect(callsTo('POST /plan-agreements')).toHaveLength(1);
    expect(window.location.pathname).toBe('/');
    expect(screen.getByRole('dialog', { name: 'New plan agreement' })).toBeTruthy();
  });

  it('shows a rep their own agreement, linked with its status, and no "New agreement"', async () => {
    const mine = summaryOf(
      agreementOf({
        id: 6,
        name: 'SDR agreements 2025',
        status: 'FINALIZED',
        userAssignment: assignment(62, 'Rita Rep', 'AGREEMENT_SENT'),
      }),
    );
    renderList({ 'GET /plan-agreements': page([mine]) }, { permissions: REP, userId: 162 });
    const row = await rowOf('SDR agreements 2025');
    expect(
      within(row).getByRole('link', { name: 'Open your agreement SDR agreements 2025' }).getAttribute('href'),
    ).toBe('/plan-agreements/6/assignments/62');
    expect(row.querySelector('[data-assignment-status]')!.textContent).toBe('Sent');
    // The name does not lead to the edit page.
    expect(within(row).queryByRole('link', { name: 'SDR agreements 2025' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New agreement' })).toBeNull();
  });

  it('says when there is no agreement yet', async () => {
    renderList({ 'GET /plan-agreements': page([]) });
    expect(
      await screen.findByText(
        'No plan agreements yet. Create one for a plan and a year with “New agreement”.',
      ),
    ).toBeTruthy();
  });
});
