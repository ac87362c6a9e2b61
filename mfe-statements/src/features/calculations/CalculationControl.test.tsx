import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Session } from '@accrue/remote-runtime';
import { CalculationControl } from './CalculationControl';
import type { Calculation } from './queries';
import { loadLabelsBeforeAll, renderInRemote } from '../../test/render';

loadLabelsBeforeAll();

const calculation = (overrides: Partial<Calculation>): Calculation => ({
  id: 1,
  status: 'SUCCESS',
  type: 'MANUAL',
  target: 'statement',
  planIds: [1],
  periodIds: ['2026-03'],
  userIds: null,
  createdBy: { id: 2, fullName: 'Ada Admin' },
  createdAt: '2026-03-31T08:00:00.000Z',
  startedAt: '2026-03-31T08:00:01.000Z',
  finishedAt: '2026-03-31T08:00:03.000Z',
  progress: { done: 1, total: 1 },
  statements: 12,
  inError: 0,
  errors: [],
  attempts: 1,
  ...overrides,
});

/** A stream that sends `messages` as server-sent events, then stays open until aborted. */
function streamOf(messages: unknown[], signal: AbortSignal): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode(': heartbeat\n\n'));
      for (const message of messages)
        controller.enqueue(encoder.encode(`data: ${JSON.stringify(message)}\n\n`));
      signal.addEventListener('abort', () => controller.close());
    },
  });
}

/** A session whose API answers the calculation calls, recording what it was asked. */
function sessionWith(
  state: { ongoing: Calculation[]; last: Calculation | null; stream?: unknown[] },
  can: (permission: string) => boolean = () => true,
) {
  const ok = (data: unknown) => ({ data, response: new Response(null, { status: 200 }) });
  const GET = vi.fn(async (path: string, init: { signal?: AbortSignal } = {}) => {
    if (path === '/calculations/ongoing') return ok(state.ongoing);
    if (path === '/calculations/last')
      return ok({ items: state.last ? [state.last] : [], totalItems: 1, currentPage: 0, pageCount: 1 });
    if (path === '/events') return ok(streamOf(state.stream ?? [], init.signal!));
    throw new Error(`unexpected GET ${path}`);
  });
  const POST = vi.fn(async (_path: string, init: { body: { periodIds: string[] } }) => {
    const started = calculation({
      id: 9,
      status: 'PENDING',
      periodIds: init.body.periodIds,
      finishedAt: null,
      progress: { done: 0, total: 0 },
      statements: null,
    });
    state.ongoing = [started];
    return { data: started, response: new Response(null, { status: 202 }) };
  });
  const PATCH = vi.fn(
    async (_path: string, init: { params: { path: { calculationId: number; operation: string } } }) => {
      const stopped = calculation({ id: init.params.path.calculationId, status: 'STOPPED' });
      state.ongoing = [];
      state.last = stopped;
      return ok(stopped);
    },
  );
  const session = {
    api: { GET, POST, PATCH },
    can,
    me: { user: { firstName: 'Ada' } },
    subject: { role: 'ADMIN', userId: 2, featureFlags: {} },
  } as unknown as Session;
  return { session, GET, POST, PATCH };
}

function renderWith(session: Session, onFinished = () => undefined) {
  return renderInRemote(
    <CalculationControl periodId="2026-03" periodLabel="March 2026" onFinished={onFinished} />,
    session,
  );
}

describe('the calculation control', () => {
  it('shows the last calculation and starts one for the period shown', async () => {
    const api = sessionWith({ ongoing: [], last: calculation({}) });
    renderWith(api.session);
    await screen.findByText(
      /Last calculation \(manual\) by Ada Admin: finished on .*, 12 statements\./,
      {},
      { timeout: 30_000 },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Calculate March 2026' }));
    await screen.findByText('Calculation (manual) waiting for a worker…');
    expect(api.POST).toHaveBeenCalledWith('/calculations', {
      body: { periodIds: ['2026-03'], target: 'statement' },
    });
    // One calculation at a time from here.
    expect(screen.getByRole('button', { name: 'Calculate March 2026' }).hasAttribute('disabled')).toBe(true);
  });

  it('follows a running calculation over the stream and reports its end', async () => {
    const running = calculation({
      id: 4,
      status: 'STARTED',
      progress: { done: 1, total: 3 },
      finishedAt: null,
    });
    const onFinished = vi.fn();
    const api = sessionWith({
      ongoing: [running],
      last: null,
      stream: [
        { type: 'ready', data: { userId: 2 } },
        { type: 'calculation', data: calculation({ id: 4, status: 'SUCCESS', statements: 30 }) },
      ],
    });
    renderWith(api.session, onFinished);
    await screen.findByText(/by Ada Admin: finished on .*, 30 statements\./, {}, { timeout: 30_000 });
    await waitFor(() => expect(onFinished).toHaveBeenCalledTimes(1));
  });

  it('stops a running calculation for the roles that stop, and only shows progress to the others', async () => {
    const running = calculation({
      id: 5,
      status: 'STARTED',
      progress: { done: 1, total: 4 },
      finishedAt: null,
    });
    const admin = sessionWith({ ongoing: [running], last: null });
    renderWith(admin.session);
    await screen.findByText('Calculating (manual): 1 of 4 done', {}, { timeout: 30_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() =>
      expect(admin.PATCH).toHaveBeenCalledWith('/calculations/operation/{calculationId}/{operation}', {
        params: { path: { calculationId: 5, operation: 'stop' } },
      }),
    );
    cleanup();

    const manager = sessionWith({ ongoing: [running], last: null }, (p) => p === 'CALCULATE_STATEMENTS');
    renderWith(manager.session);
    await screen.findByText('Calculating (manual): 1 of 4 done', {}, { timeout: 30_000 });
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Force stop' })).toBeNull();
  });

  it('is not there for the roles that do not calculate', async () => {
    const rep = sessionWith({ ongoing: [], last: null }, () => false);
    const { container } = renderWith(rep.session);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
    expect(rep.GET).not.toHaveBeenCalled();
  });
});
