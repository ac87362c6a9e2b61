import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import { EditorView } from '@codemirror/view';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import YAML from 'yaml';
import { AppProviders, createAppState, type Session } from '@accrue/remote-runtime';
import remote from '../../remote';
import type { PlanAssignment } from '../plans/queries';
import { DEMO_LIKE_PLAN } from './fixtures';
import type { PreviewRequest, RulePreview } from './preview';

/** What the tests of the designer and of the hub's plan-file tabs share: a fake API, editors. */

export const PLAN = {
  id: 4,
  name: 'Account Executives 2026',
  frequency: 'month',
  isHidden: false,
  archived: false,
  version: 3,
};

type Init = { params?: { path?: Record<string, unknown>; header?: Record<string, string> }; body?: unknown };
type Change = { enabled?: boolean; formulas?: Record<string, string | null> };

const answer = (data: unknown) => ({ data, response: new Response(null, { status: 200 }) });
const refusal = (status: number, error: unknown) => ({ error, response: new Response(null, { status }) });

const CONFLICT_MESSAGE =
  'This record has been changed by someone else since you loaded it. Reload it and try again.';

type PreviewOutcome = RulePreview | { status: number; error: unknown };

export interface PlanFileServerOptions {
  definition?: string;
  /** The file someone else saves just before the first write (which then answers 409). */
  savedMeanwhile?: string;
  /** The API's refusal (422) of every forecasting change: its field errors. */
  refuse?: { field: string; message: string }[];
  /** The permissions the caller holds; every one when absent. */
  permissions?: string[];
  featureFlags?: Record<string, boolean>;
  /** Who is on the plan (GET /plans/{planId}/assignments); nobody when absent. */
  assignments?: PlanAssignment[];
  /** The company's record models (GET /objects-definitions); none when absent. */
  recordModels?: unknown[];
  /** The live preview's answer to a request (POST /plans/{planId}/preview): a RulePreview, or a refusal. */
  preview?: (request: PreviewRequest) => PreviewOutcome | Promise<PreviewOutcome>;
}

/**
 * A session whose API keeps one plan file at a version: it reads the plan and the file, replaces
 * the file (PUT) and writes a forecasting change into it (PATCH, as the API does), each only from
 * the version it is at (If-Match, else 409), and records every write.
 */
export function planFileServer(options: PlanFileServerOptions = {}) {
  let stored = { definition: options.definition ?? DEMO_LIKE_PLAN, version: 3 };
  let meanwhile = options.savedMeanwhile;
  const puts: { ifMatch?: string; definition: string }[] = [];
  const patches: { path: string; ifMatch?: string; planId?: unknown; body: Change }[] = [];
  const GET = vi.fn(async (path: string) => {
    if (path === '/plans/{planId}') return answer({ ...PLAN, version: stored.version });
    if (path === '/plans/{planId}/definition') return answer({ ...stored });
    if (path === '/plans/{planId}/assignments') {
      const items = options.assignments ?? [];
      const count = (status: string) => items.filter((item) => item.status === status).length;
      const counts = { ACTIVE: count('ACTIVE'), FUTURE: count('FUTURE'), EXPIRED: count('EXPIRED') };
      return answer({
        items,
        counts: { ...counts, ALL: items.length },
        totalItems: items.length,
        currentPage: 0,
        pageCount: 1,
      });
    }
    if (path === '/objects-definitions') {
      const items = options.recordModels ?? [];
      return answer({ items, total: items.length });
    }
    return refusal(404, { message: 'not here' });
  });
  /** Saves the file `change` makes of the stored one, from the version the caller saw. */
  const write = (ifMatch: string | undefined, change: (definition: string) => string) => {
    if (meanwhile !== undefined) {
      stored = { definition: meanwhile, version: stored.version + 1 };
      meanwhile = undefined;
    }
    if (ifMatch !== `"${stored.version}"`) return refusal(409, { message: CONFLICT_MESSAGE });
    stored = { definition: change(stored.definition), version: stored.version + 1 };
    return undefined;
  };
  const PUT = vi.fn(async (_path: string, init: Init) => {
    const definition = (init.body as { definition: string }).definition;
    const ifMatch = init.params?.header?.['If-Match'];
    puts.push({ ifMatch, definition });
    return write(ifMatch, () => definition) ?? answer({ ...stored });
  });
  const PATCH = vi.fn(async (path: string, init: Init) => {
    const body = init.body as Change;
    const ifMatch = init.params?.header?.['If-Match'];
    patches.push({ path, ifMatch, planId: init.params?.path?.planId, body });
    if (options.refuse) return refusal(422, { message: 'Validation failed', errors: options.refuse });
    const refused = write(ifMatch, (definition) => {
      const document = YAML.parseDocument(definition);
      if (body.enabled !== undefined) document.setIn(['plan', 'forecasting', 'enabled'], body.enabled);
      for (const [token, formula] of Object.entries(body.formulas ?? {}))
        if (formula === null) document.deleteIn(['plan', 'forecasting', 'formulas', token]);
        else document.setIn(['plan', 'forecasting', 'formulas', token], formula);
      return document.toString();
    });
    return refused ?? answer({ ...PLAN, version: stored.version });
  });
  const previews: { planId?: unknown; body: PreviewRequest }[] = [];
  const POST = vi.fn(async (path: string, init: Init) => {
    if (path !== '/plans/{planId}/preview') return refusal(404, { message: 'not here' });
    const body = init.body as PreviewRequest;
    previews.push({ planId: init.params?.path?.planId, body });
    if (!options.preview) return refusal(404, { message: 'no preview here' });
    const outcome = await options.preview(body);
    return 'status' in outcome ? refusal(outcome.status, outcome.error) : answer(outcome);
  });
  const permissions = options.permissions ? new Set(options.permissions) : null;
  const session = {
    api: { GET, PUT, PATCH, POST },
    can: (permission: string) => permissions?.has(permission) ?? true,
    me: { user: { firstName: 'Ada' } },
    subject: { role: 'ADMIN', userId: 1, featureFlags: options.featureFlags ?? {} },
  } as unknown as Session;
  return { session, GET, POST, puts, patches, previews, stored: () => stored };
}

/** Renders a page or tab of this remote with the session, in English, with a fresh query cache. */
export function renderWithSession(session: Session, element: ReactElement) {
  const state = createAppState({ locale: 'en', persist: false });
  return render(
    <AppProviders {...state} session={session} messages={remote.messages}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        {element}
      </QueryClientProvider>
    </AppProviders>,
  );
}

/** The CodeMirror view of the formula at `path`, once its chunk has loaded. */
export async function editorAt(path: string): Promise<EditorView> {
  const host = await waitFor(() => {
    const found = document.querySelector(`[data-formula="${path}"] .cm-editor`);
    if (!found) throw new Error(`no editor for ${path} yet`);
    return found as HTMLElement;
  });
  return EditorView.findFromDOM(host)!;
}

/** Replaces the whole text of an editor, as typing it would. */
export async function type(view: EditorView, text: string) {
  await act(async () => {
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
  });
}

/** The problems listed under the formula at `path`. */
export function problemsAt(path: string): Element {
  return document.querySelector(`[data-formula="${path}"] [data-problems]`)!;
}
