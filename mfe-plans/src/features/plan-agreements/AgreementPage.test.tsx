import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import AgreementPage from './AgreementPage';
import type { PlanAgreement } from './queries';
import {
  agreementOf,
  agreementServer,
  assignment,
  captureDownloads,
  DEFAULT_TEMPLATE,
  refusal,
  renderPage,
  REP,
  selectNamed,
  TEMPLATE,
  type Handler,
  type Init,
  setUpAgreementTests,
} from './testing';

setUpAgreementTests();

const PLANS = {
  items: [
    { id: 4, name: 'Account Executives 2026', archived: false },
    { id: 8, name: 'SDR 2025', archived: false },
    { id: 9, name: 'Old plan', archived: true },
  ],
  totalItems: 3,
  currentPage: 0,
  pageCount: 1,
};

const PLACEHOLDERS = {
  items: [
    { name: 'user.fullName', description: 'The person’s full name', section: false },
    { name: '#rules', description: 'Each rule of the plan', section: true },
  ],
  defaultTemplate: DEFAULT_TEMPLATE,
};

const CONFLICT = 'This record has been changed by someone else since you loaded it. Reload it and try again.';

/**
 * The API of one agreement kept at a version: PATCH applies the fields sent from the version it is at
 * (If-Match, else 409), and `extra` answers the other calls.
 */
function serve(
  initial: PlanAgreement,
  extra: Record<string, Handler | unknown> = {},
  options?: Parameters<typeof agreementServer>[1],
) {
  let stored = initial;
  const server = agreementServer(
    {
      'GET /plan-agreements/{planAgreementId}': () => stored,
      'GET /plans': PLANS,
      'GET /plan-agreements/template-placeholders': PLACEHOLDERS,
      'PATCH /plan-agreements/{planAgreementId}': (init: Init) => {
        if (init.params?.header?.['If-Match'] !== `"${stored.version}"`) return refusal(409, CONFLICT);
        stored = { ...stored, ...(init.body as Partial<PlanAgreement>), version: stored.version + 1 };
        return stored;
      },
      ...extra,
    },
    options,
  );
  renderPage(server.session, <AgreementPage title="page.planAgreement" params={{ planAgreementId: '5' }} />);
  return {
    ...server,
    set: (next: PlanAgreement) => {
      stored = next;
    },
    stored: () => stored,
  };
}

const FINALIZED = agreementOf({
  status: 'FINALIZED',
  assignments: [
    assignment(51, 'Carla Tester', 'AGREEMENT_GENERATED'),
    assignment(52, 'Dan Tester', 'AGREEMENT_SENT'),
    assignment(53, 'Eve Tester', 'CONFIRMED'),
  ],
});

const header = () => document.querySelector<HTMLElement>('header')!;
const headerButtons = () =>
  within(header())
    .queryAllByRole('button')
    .map((button) => button.textContent);
const people = () => screen.findByRole('grid', { name: 'People' });
const rowOf = async (name: string) => {
  const cell = await within(await people()).findByText(name);
  return cell.closest<HTMLElement>('[role="row"]')!;
};
const nameField = () => screen.findByRole('textbox', { name: /^Name/ });

describe('the plan agreement page', () => {
  it('saves only the fields changed, from the version shown (If-Match)', async () => {
    const { callsTo } = serve(agreementOf());
    const name = await nameField();
    expect((name as HTMLInputElement).value).toBe('AE agreements 2026');
    const save = within(header()).getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);

    fireEvent.change(name, { target: { value: 'AE agreements 2026 (v2)' } });
    fireEvent.click(screen.getByRole('button', { name: selectNamed('Confirmation method') }));
    fireEvent.click(await screen.findByRole('option', { name: 'Signed PDF upload' }));
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);

    expect(await screen.findByText('Agreement saved')).toBeTruthy();
    expect(callsTo('PATCH /plan-agreements/{planAgreementId}').map((call) => call.init)).toEqual([
      {
        params: { path: { planAgreementId: 5 }, header: { 'If-Match': '"7"' } },
        body: { name: 'AE agreements 2026 (v2)', confirmationMethod: 'DOC_UPLOAD_CONFIRMATION' },
      },
    ]);
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(true));
  });

  it('says someone changed the agreement meanwhile (409) and shows it reloaded', async () => {
    const { callsTo, set } = serve(agreementOf());
    const name = await nameField();
    // Someone saves another name first.
    set(agreementOf({ name: 'Renamed by Bob', version: 8 }));
    fireEvent.change(name, { target: { value: 'Mine' } });
    fireEvent.click(within(header()).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Someone changed this agreement since you opened it, so your changes were not saved. It has been reloaded with their changes.',
      ),
    ).toBeTruthy();
    expect(callsTo('PATCH /plan-agreements/{planAgreementId}')[0]!.init.params!.header).toEqual({
      'If-Match': '"7"',
    });
    await waitFor(async () => expect(((await nameField()) as HTMLInputElement).value).toBe('Renamed by Bob'));
    expect(callsTo('GET /plan-agreements/{planAgreementId}').length).toBeGreaterThanOrEqual(2);
  });

  it("shows the API's refusal (422) under its field", async () => {
    serve(agreementOf(), {
      'PATCH /plan-agreements/{planAgreementId}': refusal(422, 'Validation failed', [
        { field: 'template', message: 'Unknown placeholder {{user.nickname}}' },
      ]),
    });
    const template = await screen.findByRole('textbox', { name: /^Template/ });
    fireEvent.change(template, { target: { value: 'Hi {{user.nickname}}' } });
    fireEvent.click(within(header()).getByRole('button', { name: 'Save' }));
    await screen.findByText('Unknown placeholder {{user.nickname}}');
    // Under the template field.
    expect(template.parentElement!.textContent).toContain('Unknown placeholder {{user.nickname}}');
  });

  it('inserts a placeholder at the cursor and resets to the default template', async () => {
    const { callsTo } = serve(agreementOf());
    const template = (await screen.findByRole('textbox', { name: /^Template/ })) as HTMLTextAreaElement;
    expect(template.value).toBe(TEMPLATE);
    // After "Welcome".
    const at = TEMPLATE.indexOf('.\n', TEMPLATE.indexOf('Welcome'));
    template.setSelectionRange(at, at);
    fireEvent.click(await screen.findByRole('button', { name: 'Insert user.fullName' }));
    await waitFor(() =>
      expect(template.value).toBe(TEMPLATE.replace('Welcome.', 'Welcome{{user.fullName}}.')),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Reset to default template' }));
    await waitFor(() => expect(template.value).toBe(DEFAULT_TEMPLATE));
    fireEvent.click(within(header()).getByRole('button', { name: 'Save' }));
    await screen.findByText('Agreement saved');
    expect(callsTo('PATCH /plan-agreements/{planAgreementId}').map((call) => call.init.body)).toEqual([
      { template: DEFAULT_TEMPLATE },
    ]);
  });

  it('offers a draft Save, Refresh template, Preview, Finalize and Delete, and warns of a changed template', async () => {
    serve(agreementOf({ templateChangedSinceCopy: true }));
    await nameField();
    expect(headerButtons()).toEqual(['Save', 'Refresh template', 'Finalize', 'Delete']);
    expect(within(header()).getByRole('link', { name: 'Preview' }).getAttribute('href')).toBe(
      '/plan-agreements/5/preview',
    );
    expect(
      screen.getByText('The template changed since it was copied: refresh it before finalizing'),
    ).toBeTruthy();
    // People are removed only from a draft.
    const carla = await rowOf('Carla Tester');
    expect(within(carla).getByRole('button', { name: 'Remove Carla Tester' })).toBeTruthy();
    expect(within(carla).queryByRole('button', { name: /Send|Regenerate|Download/ })).toBeNull();
  });

  it('finalizes after confirming, and shows why it cannot (409) in the dialog', async () => {
    const { callsTo } = serve(agreementOf(), {
      'POST /plan-agreements/{planAgreementId}/finalize': (_init: Init, call: number) =>
        call === 1
          ? refusal(409, 'The template has not been copied: refresh it first.')
          : {
              ...FINALIZED,
              assignments: FINALIZED.assignments.map((a) => ({ ...a, status: 'AGREEMENT_TO_GENERATE' })),
            },
    });
    await nameField();
    fireEvent.click(within(header()).getByRole('button', { name: 'Finalize' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finalize AE agreements 2026?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Finalize' }));
    expect(
      await within(dialog).findByText('The template has not been copied: refresh it first.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Finalize' }));
    expect(await screen.findByText('Agreement finalized: the documents are being generated.')).toBeTruthy();
    expect(callsTo('POST /plan-agreements/{planAgreementId}/finalize')).toHaveLength(2);
  });

  it('offers a finalized agreement Send all generated, Download all and Archive, and per row what doc 3 §4 allows', async () => {
    serve(
      agreementOf({
        status: 'FINALIZED',
        assignments: [
          assignment(51, 'Carla Tester', 'AGREEMENT_GENERATED'),
          assignment(52, 'Dan Tester', 'AGREEMENT_SENT'),
          assignment(54, 'Finn Tester', 'ERROR'),
        ],
      }),
    );
    const carla = await rowOf('Carla Tester');
    expect(headerButtons()).toEqual(['Send all generated', 'Download all', 'Archive']);
    expect(within(header()).queryByRole('link', { name: 'Preview' })).toBeNull();
    // One document failed: no bulk download.
    expect(within(header()).getByRole('button', { name: 'Download all' }).hasAttribute('disabled')).toBe(
      true,
    );
    // Generated, never sent: send, regenerate, download.
    expect(
      within(carla)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Send the agreement of Carla Tester',
      'Regenerate the document of Carla Tester',
      'Download the PDF of Carla Tester',
    ]);
    expect(
      within(carla).getByRole('link', { name: 'View the agreement of Carla Tester' }).getAttribute('href'),
    ).toBe('/plan-agreements/5/assignments/51');
    // Sent: only its PDF.
    const dan = await rowOf('Dan Tester');
    expect(
      within(dan)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Download PDF']);
    // A generation error: regenerate, with what went wrong.
    const finn = await rowOf('Finn Tester');
    expect(
      within(finn)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Regenerate']);
    expect(finn.textContent).toContain('The quota of February is missing');
    expect(finn.querySelector('[data-assignment-status]')!.textContent).toBe('Error');
  });

  it('downloads every document as <name>.zip once all are generated', async () => {
    const downloads = captureDownloads();
    try {
      const { callsTo } = serve(FINALIZED, {
        'GET /plan-agreements/{planAgreementId}/documents': new Blob(['zip'], { type: 'application/zip' }),
      });
      await rowOf('Carla Tester');
      const button = within(header()).getByRole('button', { name: 'Download all' });
      expect(button.hasAttribute('disabled')).toBe(false);
      fireEvent.click(button);
      await waitFor(() => expect(downloads.names()).toEqual(['AE agreements 2026.zip']));
      expect(callsTo('GET /plan-agreements/{planAgreementId}/documents').map((call) => call.init)).toEqual([
        { params: { path: { planAgreementId: 5 } }, parseAs: 'blob' },
      ]);
    } finally {
      downloads.restore();
    }
  });

  it('sends every generated document (no ids), says how many, and lists the failures', async () => {
    const { callsTo } = serve(
      agreementOf({
        status: 'FINALIZED',
        assignments: [
          assignment(51, 'Carla Tester', 'AGREEMENT_GENERATED'),
          assignment(52, 'Dan Tester', 'AGREEMENT_GENERATED'),
          assignment(53, 'Eve Tester', 'AGREEMENT_GENERATED'),
        ],
      }),
      {
        'POST /plan-agreements/{planAgreementId}/send': {
          sent: [51, 52],
          failed: [{ assignmentId: 53, message: 'Eve Tester has no email address.' }],
        },
      },
    );
    await rowOf('Carla Tester');
    fireEvent.click(within(header()).getByRole('button', { name: 'Send all generated' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the generated agreements?' });
    expect(dialog.textContent).toContain('3 people are notified that their agreement is ready.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('2 agreements sent')).toBeTruthy();
    const failures = await screen.findByRole('list', { name: 'Agreements not sent' });
    expect(failures.textContent).toBe('Eve Tester: Eve Tester has no email address.');
    expect(callsTo('POST /plan-agreements/{planAgreementId}/send').map((call) => call.init)).toEqual([
      { params: { path: { planAgreementId: 5 } } },
    ]);
  });

  it('sends one person’s document and generates another’s again', async () => {
    const { callsTo } = serve(
      agreementOf({
        status: 'FINALIZED',
        assignments: [
          assignment(51, 'Carla Tester', 'AGREEMENT_GENERATED'),
          assignment(54, 'Finn Tester', 'ERROR'),
        ],
      }),
      {
        'POST /plan-agreements/{planAgreementId}/send': { sent: [51], failed: [] },
        'POST /plan-agreements/{planAgreementId}/assignments/{assignmentId}/regenerate': assignment(
          54,
          'Finn Tester',
          'AGREEMENT_TO_GENERATE',
        ),
      },
    );
    fireEvent.click(
      within(await rowOf('Carla Tester')).getByRole('button', { name: 'Send the agreement of Carla Tester' }),
    );
    expect(await screen.findByText('1 agreement sent')).toBeTruthy();
    expect(callsTo('POST /plan-agreements/{planAgreementId}/send')[0]!.init.body).toEqual({
      assignmentIds: [51],
    });
    fireEvent.click(
      within(await rowOf('Finn Tester')).getByRole('button', {
        name: 'Regenerate the document of Finn Tester',
      }),
    );
    expect(await screen.findByText('The document of Finn Tester is being generated again.')).toBeTruthy();
    expect(
      callsTo('POST /plan-agreements/{planAgreementId}/assignments/{assignmentId}/regenerate')[0]!.init
        .params,
    ).toEqual({ path: { planAgreementId: 5, assignmentId: 54 } });
  });

  it('reads the agreement again every 2 s while a document awaits generation', async () => {
    const generating = agreementOf({
      status: 'FINALIZED',
      assignments: [assignment(51, 'Carla Tester', 'AGREEMENT_TO_GENERATE')],
    });
    const { callsTo } = serve(generating, {
      'GET /plan-agreements/{planAgreementId}': (_init: Init, call: number) =>
        call === 1
          ? generating
          : agreementOf({
              ...generating,
              assignments: [assignment(51, 'Carla Tester', 'AGREEMENT_GENERATED')],
            }),
    });
    const carla = await rowOf('Carla Tester');
    expect(carla.querySelector('[data-assignment-status]')!.textContent).toBe('To generate');
    await waitFor(
      async () =>
        expect((await rowOf('Carla Tester')).querySelector('[data-assignment-status]')!.textContent).toBe(
          'Generated',
        ),
      { timeout: 8000 },
    );
    // Nothing awaits generation any more: no more reading.
    const reads = callsTo('GET /plan-agreements/{planAgreementId}').length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(callsTo('GET /plan-agreements/{planAgreementId}').length).toBe(reads);
  }, 30_000);

  it('archives a finalized agreement after confirming', async () => {
    const { callsTo } = serve(FINALIZED, {
      'POST /plan-agreements/{planAgreementId}/archive': { ...FINALIZED, status: 'ARCHIVED' },
    });
    await rowOf('Carla Tester');
    fireEvent.click(within(header()).getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive AE agreements 2026?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Agreement archived')).toBeTruthy();
    expect(callsTo('POST /plan-agreements/{planAgreementId}/archive')).toHaveLength(1);
  });

  it('offers an archived agreement only Download all, read-only', async () => {
    serve({ ...FINALIZED, status: 'ARCHIVED' });
    await rowOf('Carla Tester');
    expect(headerButtons()).toEqual(['Download all']);
    expect(screen.queryByRole('textbox', { name: /^Name/ })).toBeNull();
    expect((screen.getByRole('textbox', { name: /^Template/ }) as HTMLTextAreaElement).readOnly).toBe(true);
  });

  it('removes a person from a draft, and deletes the draft back to the list', async () => {
    const { callsTo } = serve(agreementOf(), {
      'DELETE /plan-agreements/{planAgreementId}/assignments/{assignmentId}': undefined,
      'DELETE /plan-agreements/{planAgreementId}': undefined,
    });
    fireEvent.click(within(await rowOf('Dan Tester')).getByRole('button', { name: 'Remove Dan Tester' }));
    const remove = await screen.findByRole('alertdialog', { name: 'Remove Dan Tester?' });
    fireEvent.click(within(remove).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Dan Tester removed from the agreement')).toBeTruthy();
    expect(
      callsTo('DELETE /plan-agreements/{planAgreementId}/assignments/{assignmentId}')[0]!.init.params,
    ).toEqual({ path: { planAgreementId: 5, assignmentId: 52 } });

    fireEvent.click(within(header()).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete AE agreements 2026?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(window.location.pathname).toBe('/plan-agreements'));
    expect(callsTo('DELETE /plan-agreements/{planAgreementId}')).toHaveLength(1);
  });

  it('adds people of the plan that year who are not in the draft yet', async () => {
    const onPlan = (userId: number, name: string, effectiveAsOf: string, effectiveUntil: string | null) => {
      const [firstName, lastName] = name.split(' ');
      return {
        id: userId + 1000,
        planId: 4,
        userId,
        effectiveAsOf,
        effectiveUntil,
        status: 'ACTIVE',
        user: { id: userId, firstName, lastName, email: `${firstName}@acme.test` },
      };
    };
    const items = [
      // Already in the agreement (assignment 51's person), twice on the plan.
      onPlan(151, 'Carla Tester', '2026-01-01', '2026-05-31'),
      onPlan(151, 'Carla Tester', '2026-06-01', null),
      onPlan(160, 'Hal Tester', '2026-07-01', '2026-09-30'),
      onPlan(161, 'Fay Tester', '2026-03-01', null),
      // On the plan in another year only.
      onPlan(162, 'Gus Tester', '2025-01-01', '2025-12-31'),
    ];
    const { callsTo, set, stored } = serve(agreementOf(), {
      'GET /plans/{planId}/assignments': {
        items,
        counts: {},
        totalItems: items.length,
        currentPage: 0,
        pageCount: 1,
      },
      'POST /plan-agreements/{planAgreementId}/assignments': () => {
        const next = agreementOf({
          assignments: [...stored().assignments, assignment(54, 'Fay Tester', 'DRAFT', { userId: 161 })],
          version: 8,
        });
        set(next);
        return next;
      },
    });
    await rowOf('Carla Tester');
    fireEvent.click(screen.getByRole('button', { name: 'Add people' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add people to AE agreements 2026' });
    await within(dialog).findByText(
      'The people assigned to Account Executives 2026 during 2026 who are not in this agreement yet.',
    );
    const confirm = within(dialog).getByRole('button', { name: 'Add' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    expect(callsTo('GET /plans/{planId}/assignments')[0]!.init.params).toEqual({
      path: { planId: 4 },
      query: { status: 'ALL', page: 0, limit: 500 },
    });

    // The kit's multiple select downloads with the dialog.
    fireEvent.click(
      await within(dialog).findByRole('button', { name: selectNamed('People to add') }, { timeout: 30_000 }),
    );
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Fay Tester', 'Hal Tester']);
    fireEvent.click(options[0]!);
    // Escape on the list box itself: on a loaded machine the focus may not have reached it yet, and
    // while it is open the rest of the dialog is hidden from the accessibility tree.
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    const add = await within(dialog).findByRole('button', { name: 'Add 1 person' });
    await waitFor(() => expect(add.hasAttribute('disabled')).toBe(false));
    fireEvent.click(add);

    expect(await screen.findByText('1 person added to the agreement')).toBeTruthy();
    expect(callsTo('POST /plan-agreements/{planAgreementId}/assignments').map((call) => call.init)).toEqual([
      { params: { path: { planAgreementId: 5 } }, body: { userIds: [161] } },
    ]);
    await rowOf('Fay Tester');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no one to add when everyone of the plan that year is in the draft, and none on a finalized one', async () => {
    const items = [
      {
        id: 1,
        planId: 4,
        userId: 151,
        effectiveAsOf: '2026-01-01',
        effectiveUntil: null,
        status: 'ACTIVE',
        user: { id: 151, firstName: 'Carla', lastName: 'Tester', email: 'carla@acme.test' },
      },
    ];
    serve(agreementOf(), {
      'GET /plans/{planId}/assignments': { items, counts: {}, totalItems: 1, currentPage: 0, pageCount: 1 },
    });
    await rowOf('Carla Tester');
    fireEvent.click(screen.getByRole('button', { name: 'Add people' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add people to AE agreements 2026' });
    await within(dialog).findByText(
      'Everyone assigned to Account Executives 2026 during 2026 is already in this agreement.',
    );
    expect(within(dialog).getByRole('button', { name: 'Add' }).hasAttribute('disabled')).toBe(true);
    cleanup();

    serve(FINALIZED);
    await rowOf('Carla Tester');
    expect(screen.queryByRole('button', { name: 'Add people' })).toBeNull();
  });

  it('shows a manager the agreement and their people, with nothing to change', async () => {
    const { callsTo } = serve(FINALIZED, {}, { permissions: REP });
    const carla = await rowOf('Carla Tester');
    expect(within(carla).queryAllByRole('button')).toEqual([]);
    expect(within(carla).getByRole('link', { name: 'View the agreement of Carla Tester' })).toBeTruthy();
    expect(headerButtons()).toEqual([]);
    expect(screen.queryByRole('textbox', { name: /^Template/ })).toBeNull();
    expect(callsTo('GET /plan-agreements/template-placeholders')).toEqual([]);
  });

  it('shows "page not found" for an agreement that does not exist', async () => {
    const { session } = agreementServer({
      'GET /plan-agreements/{planAgreementId}': refusal(404, 'Plan agreement not found'),
    });
    renderPage(session, <AgreementPage title="page.planAgreement" params={{ planAgreementId: '99' }} />);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
