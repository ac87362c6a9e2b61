import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import AssignmentPage from './AssignmentPage';
import type { AgreementDocumentContent, AssignmentView } from './queries';
import { planAgreementsRoutes } from './routes';
import {
  agreementOf,
  agreementServer,
  assignment,
  captureDownloads,
  refusal,
  renderPage,
  REP,
  summaryOf,
  type Handler,
  type Init,
  setUpAgreementTests,
} from './testing';

setUpAgreementTests();

const DOCUMENT: AgreementDocumentContent = {
  title: 'Plan agreement of Rita Rep',
  blocks: [
    { kind: 'heading', level: 1, text: [{ text: 'Plan agreement of Rita Rep' }] },
    {
      kind: 'paragraph',
      text: [
        { text: 'Your plan is ' },
        { text: 'Account Executives 2026', bold: true },
        { text: ', paid ' },
        { text: 'monthly', italic: true },
        { text: '.' },
      ],
    },
    { kind: 'heading', level: 2, text: [{ text: 'Rules' }] },
    {
      kind: 'list',
      items: [
        [{ text: 'Commission: ' }, { text: '10% of each deal', bold: true }],
        [{ text: 'Bonus at 100%' }],
      ],
    },
    { kind: 'heading', level: 3, text: [{ text: 'Rates' }] },
    {
      kind: 'table',
      rows: [
        ['Attainment', 'Rate'],
        ['0% to 100%', '10%'],
        ['Above 100%', '12%'],
      ],
    },
    { kind: 'rule' },
    { kind: 'paragraph', text: [{ text: 'Signed in the app.' }] },
  ],
};

const SENT = assignment(62, 'Rita Rep', 'AGREEMENT_SENT');

function viewOf(overrides: Partial<AssignmentView> = {}): AssignmentView {
  return {
    assignment: SENT,
    agreement: summaryOf(agreementOf({ id: 5, status: 'FINALIZED' })),
    document: DOCUMENT,
    canConfirm: false,
    canUpload: false,
    ...overrides,
  };
}

function serve(view: Handler | AssignmentView, extra: Record<string, Handler | unknown> = {}) {
  const server = agreementServer(
    { 'GET /plan-agreements/{planAgreementId}/assignments/{assignmentId}': view, ...extra },
    { permissions: REP, userId: 162 },
  );
  renderPage(
    server.session,
    <AssignmentPage
      title="page.planAgreementAssignment"
      params={{ planAgreementId: '5', assignmentId: '62' }}
    />,
  );
  return server;
}

const document_ = () => screen.findByRole('article', { name: 'Plan agreement of Rita Rep' });

describe("a person's plan agreement", () => {
  it('shows the agreement, the status and the document as semantic HTML', async () => {
    const { callsTo } = serve(viewOf());
    const article = await document_();
    expect(screen.getByRole('heading', { level: 1, name: 'AE agreements 2026' })).toBeTruthy();
    const details = document.querySelector('dl[aria-label="Agreement details"]')!;
    expect(details.querySelector('[data-field="year"]')!.textContent).toContain('2026');
    expect(details.querySelector('[data-field="plan"]')!.textContent).toContain('Account Executives 2026');
    expect(details.querySelector('[data-assignment-status]')!.textContent).toBe('Sent');

    expect(within(article).getByRole('heading', { level: 2 }).textContent).toBe('Plan agreement of Rita Rep');
    expect(within(article).getByRole('heading', { level: 3 }).textContent).toBe('Rules');
    expect(within(article).getByRole('heading', { level: 4 }).textContent).toBe('Rates');
    const paragraph = within(article).getByText(/Your plan is/);
    expect(paragraph.tagName).toBe('P');
    expect(paragraph.querySelector('strong')!.textContent).toBe('Account Executives 2026');
    expect(paragraph.querySelector('em')!.textContent).toBe('monthly');
    expect(
      within(article)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Commission: 10% of each deal', 'Bonus at 100%']);
    expect(
      within(article)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Attainment', 'Rate']);
    expect(within(article).getAllByRole('row')).toHaveLength(3);
    expect(article.querySelector('hr')).not.toBeNull();
    expect(
      callsTo('GET /plan-agreements/{planAgreementId}/assignments/{assignmentId}')[0]!.init.params,
    ).toEqual({
      path: { planAgreementId: 5, assignmentId: 62 },
    });
  });

  it('offers neither confirmation nor upload when the API says the person may not', async () => {
    serve(viewOf());
    await document_();
    expect(screen.queryByRole('button', { name: 'Confirm agreement' })).toBeNull();
    expect(screen.queryByText('Signed PDF')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download signed PDF' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
  });

  it('confirms after asking, and shows the agreement confirmed', async () => {
    let confirmed = false;
    const { callsTo } = serve(
      () =>
        confirmed
          ? viewOf({ assignment: { ...SENT, status: 'CONFIRMED', confirmedAt: '2026-02-05T10:00:00Z' } })
          : viewOf({ canConfirm: true }),
      {
        'POST /plan-agreements/{planAgreementId}/assignments/{assignmentId}/confirm': () => {
          confirmed = true;
          return { ...SENT, status: 'CONFIRMED' };
        },
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm agreement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm AE agreements 2026?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm agreement' }));
    expect(await screen.findByText('Agreement confirmed')).toBeTruthy();
    expect(
      callsTo('POST /plan-agreements/{planAgreementId}/assignments/{assignmentId}/confirm')[0]!.init.params,
    ).toEqual({
      path: { planAgreementId: 5, assignmentId: 62 },
    });
    await waitFor(() =>
      expect(document.querySelector('[data-assignment-status]')!.textContent).toBe('Confirmed'),
    );
    expect(screen.getByText('Confirmed on 2/5/26')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm agreement' })).toBeNull();
  });

  it('uploads the signed PDF as the body (application/pdf), and says when it is too large (413)', async () => {
    const uploads: Init[] = [];
    serve(
      viewOf({
        canUpload: true,
        agreement: summaryOf(
          agreementOf({ status: 'FINALIZED', confirmationMethod: 'DOC_UPLOAD_CONFIRMATION' }),
        ),
      }),
      {
        'PUT /plan-agreements/{planAgreementId}/assignments/{assignmentId}/confirmation-document': (
          init: Init,
          call: number,
        ) => {
          uploads.push(init);
          return call === 1
            ? refusal(413, 'Payload too large')
            : { ...SENT, status: 'CONFIRMED', hasConfirmationDocument: true };
        },
      },
    );
    expect(screen.queryByRole('button', { name: 'Confirm agreement' })).toBeNull();
    await screen.findByText('Confirm with the signed PDF');
    const input = await waitFor(() => {
      const found = document.querySelector<HTMLInputElement>('input[type=file]');
      if (!found) throw new Error('no file input yet');
      return found;
    });
    expect(input.getAttribute('accept')).toContain('application/pdf');
    const pdf = new File(['%PDF-1.7'], 'signed.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [pdf] } });
    const submit = screen.getByRole('button', { name: 'Upload signed PDF' });
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
    fireEvent.click(submit);
    expect(await screen.findByText('The file is too large: a signed PDF is at most 10 MB.')).toBeTruthy();

    fireEvent.click(submit);
    expect(await screen.findByText('Signed PDF uploaded: agreement confirmed')).toBeTruthy();
    expect(uploads).toHaveLength(2);
    const sent = uploads[1]!;
    expect(sent.params).toEqual({ path: { planAgreementId: 5, assignmentId: 62 } });
    expect(sent.headers).toEqual({ 'Content-Type': 'application/pdf' });
    expect(sent.bodySerializer!(sent.body)).toBe(pdf);
  });

  it('downloads the PDF and the signed PDF through the client, as files', async () => {
    const downloads = captureDownloads();
    try {
      const { callsTo } = serve(
        viewOf({ assignment: { ...SENT, status: 'CONFIRMED', hasConfirmationDocument: true } }),
        {
          'GET /plan-agreements/{planAgreementId}/assignments/{assignmentId}/document': new Blob(['%PDF']),
          'GET /plan-agreements/{planAgreementId}/assignments/{assignmentId}/confirmation-document': new Blob(
            ['%PDF'],
          ),
        },
      );
      fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
      await waitFor(() => expect(downloads.names()).toEqual(['AE agreements 2026 - Rita Rep.pdf']));
      fireEvent.click(screen.getByRole('button', { name: 'Download signed PDF' }));
      await waitFor(() =>
        expect(downloads.names()).toEqual([
          'AE agreements 2026 - Rita Rep.pdf',
          'AE agreements 2026 - Rita Rep (signed).pdf',
        ]),
      );
      expect(
        callsTo('GET /plan-agreements/{planAgreementId}/assignments/{assignmentId}/document')[0]!.init,
      ).toEqual({
        params: { path: { planAgreementId: 5, assignmentId: 62 } },
        parseAs: 'blob',
      });
      expect(
        callsTo('GET /plan-agreements/{planAgreementId}/assignments/{assignmentId}/confirmation-document')[0]!
          .init.parseAs,
      ).toBe('blob');
    } finally {
      downloads.restore();
    }
  });

  it('says the document is not generated yet when there is none', async () => {
    serve(viewOf({ assignment: assignment(62, 'Rita Rep', 'AGREEMENT_TO_GENERATE'), document: null }));
    expect(await screen.findByText('The document has not been generated yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
  });

  it('shows "not allowed" (403) and "page not found" (404)', async () => {
    serve(() => refusal(403, 'Forbidden'));
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeTruthy();
    cleanup();
    serve(() => refusal(404, 'Plan agreement assignment not found'));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/home');
  });

  it('is the page of the legacy …/viewDocument address too', async () => {
    const legacy = planAgreementsRoutes.find((route) => route.path.endsWith('/viewDocument'))!;
    const current = planAgreementsRoutes.find(
      (route) => route.path === '/plan-agreements/:planAgreementId/assignments/:assignmentId',
    )!;
    expect((await legacy.load!()).default).toBe(AssignmentPage);
    expect((await current.load!()).default).toBe(AssignmentPage);
  });
});
