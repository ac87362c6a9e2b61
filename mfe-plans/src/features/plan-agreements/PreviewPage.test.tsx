import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import PreviewPage from './PreviewPage';
import type { AgreementDocumentContent } from './queries';
import {
  agreementOf,
  agreementServer,
  captureDownloads,
  refusal,
  renderPage,
  selectNamed,
  type Init,
  setUpAgreementTests,
} from './testing';

setUpAgreementTests();

const NAMES: Record<number, string> = { 151: 'Carla Tester', 152: 'Dan Tester' };

/** What the fake API generates for a person: a title and a paragraph naming them. */
const documentFor = (userId: number): AgreementDocumentContent => ({
  title: `Plan agreement of ${NAMES[userId]}`,
  blocks: [
    { kind: 'heading', level: 1, text: [{ text: `Plan agreement of ${NAMES[userId]}` }] },
    { kind: 'paragraph', text: [{ text: 'Your quota is ' }, { text: `${userId * 1000}`, bold: true }] },
  ],
});

function serve(extra: Record<string, unknown> = {}) {
  const server = agreementServer({
    'GET /plan-agreements/{planAgreementId}': agreementOf(),
    'GET /plan-agreements/{planAgreementId}/preview': (init: Init) =>
      init.parseAs === 'blob' ? new Blob(['%PDF']) : documentFor(Number(init.params!.query!.userId)),
    ...extra,
  });
  renderPage(
    server.session,
    <PreviewPage title="page.planAgreementPreview" params={{ planAgreementId: '5' }} />,
  );
  return server;
}

const previews = (callsTo: ReturnType<typeof serve>['callsTo']) =>
  callsTo('GET /plan-agreements/{planAgreementId}/preview').map((call) => ({
    query: call.init.params!.query,
    parseAs: call.init.parseAs,
  }));

describe("an agreement's preview", () => {
  it("shows the first person's document, then another person's when chosen", async () => {
    const { callsTo } = serve();
    const article = await screen.findByRole('article', { name: 'Plan agreement of Carla Tester' });
    expect(within(article).getByRole('heading', { level: 2 }).textContent).toBe(
      'Plan agreement of Carla Tester',
    );
    expect(article.querySelector('strong')!.textContent).toBe('151000');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Preview of AE agreements 2026');
    expect(previews(callsTo)).toEqual([{ query: { userId: 151 }, parseAs: undefined }]);

    fireEvent.click(screen.getByRole('button', { name: selectNamed('Person') }));
    fireEvent.click(await screen.findByRole('option', { name: 'Dan Tester' }));
    const dan = await screen.findByRole('article', { name: 'Plan agreement of Dan Tester' });
    expect(dan.querySelector('strong')!.textContent).toBe('152000');
    expect(previews(callsTo).at(-1)).toEqual({ query: { userId: 152 }, parseAs: undefined });
  });

  it('downloads the PDF preview of the person chosen', async () => {
    const downloads = captureDownloads();
    try {
      const { callsTo } = serve();
      await screen.findByRole('article', { name: 'Plan agreement of Carla Tester' });
      fireEvent.click(screen.getByRole('button', { name: 'Download PDF preview' }));
      await waitFor(() =>
        expect(downloads.names()).toEqual(['AE agreements 2026 - preview - Carla Tester.pdf']),
      );
      expect(previews(callsTo).at(-1)).toEqual({ query: { format: 'pdf', userId: 151 }, parseAs: 'blob' });
    } finally {
      downloads.restore();
    }
  });

  it('says why a preview cannot be made', async () => {
    serve({
      'GET /plan-agreements/{planAgreementId}/preview': refusal(422, 'The plan has no rule to describe.'),
    });
    expect(await screen.findByText('The preview could not be made')).toBeTruthy();
    expect(screen.getByText('The plan has no rule to describe.')).toBeTruthy();
  });
});
