import type { ReactElement } from 'react';
import { afterEach, beforeAll, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  AppProviders,
  commonMessages,
  createAppState,
  messagesIn,
  pageMessagesIn,
  type Session,
} from '@accrue/remote-runtime';
import { FileUpload, NumberField, TextArea, TextField } from '@accrue/ui-kit/forms';
import { Modal } from '@accrue/ui-kit/overlays';
import { Select } from '@accrue/ui-kit/select';
import { DataTable } from '@accrue/ui-kit/table';
import { agreementsMessages } from '../../i18n/agreements';
import remote from '../../remote';
import type { AgreementAssignment, PlanAgreement, PlanAgreementSummary } from './queries';

/** What the tests of the plan agreement pages share: fixtures, a fake API and a render. */

export const PLAN_REF = { id: 4, name: 'Account Executives 2026', isArchived: false };

export function assignment(
  id: number,
  userFullName: string,
  status: AgreementAssignment['status'],
  extra: Partial<AgreementAssignment> = {},
): AgreementAssignment {
  const generated = !['DRAFT', 'AGREEMENT_TO_GENERATE', 'ERROR'].includes(status);
  const sent = ['AGREEMENT_SENT', 'CONFIRMED'].includes(status);
  return {
    id,
    planAgreementId: 5,
    userId: 100 + id,
    userFullName,
    status,
    sentDate: sent ? '2026-02-03T10:00:00Z' : null,
    errorType: status === 'ERROR' ? 'GENERATION_ERROR' : null,
    error: status === 'ERROR' ? 'The quota of February is missing' : null,
    generatedAt: generated ? '2026-02-01T10:00:00Z' : null,
    confirmedAt: status === 'CONFIRMED' ? '2026-02-05T10:00:00Z' : null,
    hasConfirmationDocument: false,
    ...extra,
  };
}

function countsOf(assignments: readonly AgreementAssignment[]): PlanAgreement['counts'] {
  const count = (status: AgreementAssignment['status']) =>
    assignments.filter((a) => a.status === status).length;
  return {
    total: assignments.length,
    toGenerate: count('AGREEMENT_TO_GENERATE'),
    generated: count('AGREEMENT_GENERATED'),
    sent: count('AGREEMENT_SENT'),
    confirmed: count('CONFIRMED'),
    archived: count('ARCHIVED'),
    error: count('ERROR'),
  };
}

export const TEMPLATE = '# Agreement of {{user.fullName}}\n\nWelcome.\n';
export const DEFAULT_TEMPLATE = '# Plan agreement\n\n{{user.fullName}}, your plan is {{plan.name}}.\n';

/** A draft with two people (assignments as the plan has them), at version 7. */
export function agreementOf(overrides: Partial<PlanAgreement> = {}): PlanAgreement {
  const assignments = overrides.assignments ?? [
    assignment(51, 'Carla Tester', 'DRAFT'),
    assignment(52, 'Dan Tester', 'DRAFT'),
  ];
  return {
    id: 5,
    name: 'AE agreements 2026',
    year: 2026,
    planId: PLAN_REF.id,
    plan: PLAN_REF,
    status: 'DRAFT',
    confirmationMethod: 'IN_APP_CONFIRMATION',
    error: null,
    userAssignment: null,
    updatedAt: '2026-01-10T10:00:00Z',
    googleDocFolderId: 'folder-5',
    internalGoogleDocId: 'copy-5',
    externalGoogleDocId: 'template-5',
    template: TEMPLATE,
    templateCopiedAt: '2026-01-10T10:00:00Z',
    templateChangedSinceCopy: false,
    version: 7,
    createdAt: '2026-01-09T10:00:00Z',
    ...overrides,
    assignments,
    counts: overrides.counts ?? countsOf(assignments),
  };
}

export function summaryOf(agreement: PlanAgreement): PlanAgreementSummary {
  const {
    assignments: _a,
    googleDocFolderId: _f,
    internalGoogleDocId: _i,
    externalGoogleDocId: _e,
    template: _t,
    templateCopiedAt: _c,
    templateChangedSinceCopy: _s,
    version: _v,
    createdAt: _d,
    ...summary
  } = agreement;
  return summary;
}

/** A refusal the fake API answers: the status and the API's error body. */
export interface Refusal {
  refusal: true;
  status: number;
  body: { message: string; statusCode: number; errors?: { field: string; message: string }[] };
}

export function refusal(
  status: number,
  message: string,
  errors?: { field: string; message: string }[],
): Refusal {
  return { refusal: true, status, body: { message, statusCode: status, ...(errors ? { errors } : {}) } };
}

export interface Init {
  params?: {
    path?: Record<string, unknown>;
    query?: Record<string, unknown>;
    header?: Record<string, string>;
  };
  body?: unknown;
  parseAs?: string;
  headers?: Record<string, string>;
  bodySerializer?: (body: unknown) => unknown;
}

/** An answer: the data, a refusal, or a function of the request making either. */
export type Handler = (init: Init, call: number) => unknown;

export interface Call {
  method: string;
  path: string;
  init: Init;
}

const ADMIN = ['VIEW_PLAN_AGREEMENTS', 'MODIFY_PLAN_AGREEMENTS', 'VIEW_PLANS', 'VIEW_HOME'];
export const REP = ['VIEW_PLAN_AGREEMENTS', 'VIEW_HOME'];

/**
 * A session whose API answers `"METHOD path"` from `handlers` (a 404 otherwise) and records every
 * call. The caller holds the administrators' permissions unless `permissions` says otherwise.
 */
export function agreementServer(
  handlers: Record<string, Handler | unknown>,
  options: { permissions?: string[]; userId?: number } = {},
) {
  const calls: Call[] = [];
  const counts = new Map<string, number>();
  const answer = (method: string) =>
    vi.fn(async (path: string, init: Init = {}) => {
      calls.push({ method, path, init });
      const key = `${method} ${path}`;
      const call = (counts.get(key) ?? 0) + 1;
      counts.set(key, call);
      const handler = handlers[key];
      const value = typeof handler === 'function' ? await (handler as Handler)(init, call) : handler;
      if (value === undefined && !(key in handlers))
        return {
          error: { message: 'not here', statusCode: 404 },
          response: new Response(null, { status: 404 }),
        };
      if (value && typeof value === 'object' && (value as Refusal).refusal) {
        const refused = value as Refusal;
        return { error: refused.body, response: new Response(null, { status: refused.status }) };
      }
      if (value === undefined) return { data: undefined, response: new Response(null, { status: 204 }) };
      return { data: value, response: new Response(null, { status: 200 }) };
    });
  const api = {
    GET: answer('GET'),
    POST: answer('POST'),
    PATCH: answer('PATCH'),
    PUT: answer('PUT'),
    DELETE: answer('DELETE'),
  };
  const permissions = new Set(options.permissions ?? ADMIN);
  const session = {
    api,
    can: (permission: string) => permissions.has(permission),
    canPlatform: () => false,
    me: { user: { id: options.userId ?? 1, firstName: 'Ada' }, impersonation: null },
    company: { id: 1, name: 'Acme', featureFlags: { PLAN_AGREEMENTS: true } },
    subject: {
      role: permissions.has('MODIFY_PLAN_AGREEMENTS') ? 'ADMIN' : 'EMPLOYEE',
      userId: options.userId ?? 1,
      featureFlags: {},
    },
  } as unknown as Session;
  /** The calls made to one `"METHOD path"`. */
  const callsTo = (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key);
  return { session, api, calls, callsTo };
}

/** Renders a page of this remote with the session, in English, with a fresh query cache. */
export function renderPage(session: Session, element: ReactElement) {
  const state = createAppState({ locale: 'en', persist: false });
  return render(
    <AppProviders {...state} session={session} messages={remote.messages}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        {element}
      </QueryClientProvider>
    </AppProviders>,
  );
}

/** Captures the files the page saves (an object URL clicked through an `<a download>`). */
export function captureDownloads() {
  const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:agreement');
  const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return {
    names: () => clicked.mock.instances.map((anchor) => (anchor as unknown as HTMLAnchorElement).download),
    files: () => created.mock.calls.map(([file]) => file),
    restore: () => [created, revoked, clicked].forEach((spy) => spy.mockRestore()),
  };
}

/**
 * A test file's setup: before its tests, the labels (the feature's and the remote's; a render
 * suspended inside act() is not replayed) and the kit's parts (loadKitParts); after each test,
 * what it rendered unmounted and the address back to '/'.
 */
export function setUpAgreementTests() {
  beforeAll(async () => {
    await pageMessagesIn(agreementsMessages, 'en');
    await messagesIn(remote.messages, commonMessages, 'en');
    await loadKitParts();
  }, 180_000);
  afterEach(() => {
    cleanup();
    window.history.replaceState(null, '', '/');
  });
}

/**
 * Loads the kit's parts these pages render lazily (the table, the fields, the dialog) once, before
 * the tests: their first load transforms react-aria's grid and overlays, which on a busy machine
 * takes longer than a query waits.
 */
export async function loadKitParts() {
  const state = createAppState({ locale: 'en', persist: false });
  const parts = (
    <AppProviders {...state} session={null} messages={remote.messages}>
      <DataTable aria-label="warm-up" columns={[{ id: 'a', header: 'A', accessor: () => 'a' }]} data={[]} />
      <TextField label="warm-up text" />
      <NumberField label="warm-up number" />
      <TextArea label="warm-up area" />
      <Select label="warm-up select" options={[]} />
      <FileUpload label="warm-up file" />
      <Modal isOpen onOpenChange={() => undefined} title="warm-up dialog">
        <p>warm-up</p>
      </Modal>
    </AppProviders>
  );
  // The open dialog hides the rest from assistive technologies: each is looked for hidden or not.
  const hidden = { hidden: true };
  const loaded = () => {
    screen.getByRole('grid', { name: 'warm-up', ...hidden });
    screen.getByRole('textbox', { name: 'warm-up text', ...hidden });
    screen.getByRole('textbox', { name: 'warm-up number', ...hidden });
    screen.getByRole('textbox', { name: 'warm-up area', ...hidden });
    screen.getByRole('dialog', { name: 'warm-up dialog' });
    screen.getByText('warm-up file');
    screen.getAllByText('warm-up select');
  };
  // A render that suspends inside act() is not replayed: each try renders afresh, until the parts'
  // code has arrived and they render at once.
  for (let attempt = 0; ; attempt++) {
    const { unmount } = render(parts);
    try {
      await waitFor(loaded, { timeout: 2000 });
      unmount();
      return;
    } catch (error) {
      unmount();
      if (attempt > 60) throw error;
    }
  }
}

/** A select's trigger, named by its value then its label ("SDR 2025 Plan"). */
export const selectNamed = (label: string) => (name: string) => name === label || name.endsWith(` ${label}`);
