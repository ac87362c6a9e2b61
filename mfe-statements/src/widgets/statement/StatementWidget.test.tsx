import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import remote from '../../remote';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const statement = {
  id: 42,
  userId: 7,
  plan: { id: 1, name: 'Sales 2026' },
  user: { id: 7, firstName: 'Emma', lastName: 'Schultz', fullName: 'Emma Schultz' },
  period: { id: '2026-03', startDate: '2026-03-01', endDate: '2026-03-31' },
  total: '1234.5',
  currency: 'EUR',
  status: null,
  calculatedAt: '2026-04-01T00:00:00Z',
  incomplete: false,
  rules: [
    {
      name: 'deals',
      label: 'Deals',
      type: 'rule',
      category: 'main',
      format: 'currency',
      value: '1234.5',
      lines: [{ recordKey: 'D-1', value: '1234.5' }],
      kpis: [],
    },
  ],
  kpis: [],
  datasets: [],
  payments: { achievement: '1234.5', hold: '0', paid: '0', adjustments: '0', heldBalance: '0', lines: [] },
  errors: [],
  adjustments: [],
  overwrites: [],
};

describe('statement widget', () => {
  it('mounts into any element, in the requested language, and unmounts cleanly', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const widget = remote.widgets.statement(host, { statementId: '42', locale: 'de', colorScheme: 'dark' });
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('Provisionsabrechnung'));
    expect(host.querySelector('[data-statement-id="42"]')).not.toBeNull();
    widget.unmount();
    expect(host.innerHTML).toBe('');
  });

  it("shows the frame's prefetched statement without asking again, the rules in plain markup", async () => {
    const network = vi.spyOn(globalThis, 'fetch');
    const prefetched = new Map([['/api/statements/42', Promise.resolve(Response.json(statement))]]);
    const host = document.createElement('div');
    document.body.append(host);
    const widget = remote.widgets.statement(host, {
      statementId: '42',
      locale: 'en',
      accessToken: 'accrue-embed-session.test',
      prefetched,
    });
    await waitFor(() => expect(screen.getByTestId('widget-total').textContent).toMatch(/1,234\.50/));
    expect(network).not.toHaveBeenCalled();
    expect(prefetched.size).toBe(0);
    // A plain table: react-aria's grid (the kit's LightTable) loads only when a rule is opened.
    const rules = screen.getByRole('table', { name: 'Rules' });
    expect(rules.getAttribute('role')).toBeNull();
    expect(screen.getByRole('rowheader', { name: 'Deals' })).toBeTruthy();
    // Not fully reviewed: nothing says it is final.
    expect(screen.queryByTestId('widget-final')).toBeNull();
    widget.unmount();
  });

  it('tells the rep a fully reviewed statement is final', async () => {
    const reviewed = {
      ...statement,
      review: { workflowComplete: true, workflowCompletedDate: '2026-04-03T09:00:00Z' },
    };
    const prefetched = new Map([['/api/statements/42', Promise.resolve(Response.json(reviewed))]]);
    const host = document.createElement('div');
    document.body.append(host);
    const widget = remote.widgets.statement(host, {
      statementId: '42',
      locale: 'en',
      accessToken: 'accrue-embed-session.test',
      prefetched,
    });
    const final = await screen.findByTestId('widget-final', {}, { timeout: 30_000 });
    expect(final.textContent).toContain('Fully reviewed on Apr 3, 2026: this statement is final.');
    // Marked with the lock badge, whose tooltip says what fully reviewed means.
    const mark = within(final).getByTestId('frozen');
    expect(mark.textContent).toBe('🔒Fully reviewed');
    expect(mark.getAttribute('title')).toBe(
      'Fully reviewed: calculations leave this statement as it is, and its overwrites stay until its review is reset.',
    );
    expect(within(final).getByRole('img', { name: mark.getAttribute('title')! })).toBe(mark);
    widget.unmount();
  });

  it('renders nothing when unmounted before its code and labels have arrived', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    remote.widgets.statement(host, { statementId: '42', locale: 'it' }).unmount();
    // Long enough for the downloads it started to settle, and a render that was still due to happen.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(host.innerHTML).toBe('');
  });

  it('says why the number changed: the latest version against the one before, with the causes', async () => {
    const version = (n: number, total: string) => ({
      version: n,
      total,
      createdAt: `2026-04-0${n}T08:00:00Z`,
      planVersion: 3,
      jobId: null,
    });
    const asked: string[] = [];
    const network = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      asked.push(url.pathname + url.search);
      if (url.pathname === '/api/statements/42/versions')
        return Response.json({ items: [version(2, '1234.5'), version(1, '1000')], totalItems: 2 });
      if (url.pathname === '/api/statements/42/versions/1/compare/2')
        return Response.json({
          statementId: 42,
          currency: 'EUR',
          from: version(1, '1000'),
          to: version(2, '1234.5'),
          changes: [
            {
              kind: 'total',
              name: 'total',
              label: 'Total',
              format: 'currency',
              from: '1000',
              to: '1234.5',
              causes: [],
            },
          ],
          causes: [{ kind: 'planVersion', from: 2, to: 3 }],
        });
      return new Response(null, { status: 404 });
    });
    const events: { type: string; view?: string }[] = [];
    const host = document.createElement('div');
    document.body.append(host);
    const widget = remote.widgets.statement(host, {
      statementId: '42',
      locale: 'en',
      accessToken: 'accrue-embed-session.test',
      prefetched: new Map([['/api/statements/42', Promise.resolve(Response.json(statement))]]),
      onEvent: (event: { type: string; view?: string }) => events.push(event),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Why did my number change?' }));
    const view = await screen.findByTestId('widget-why-changed');
    await waitFor(() => expect(view.textContent).toContain('The plan changed (version 2 → 3).'));
    expect(view.textContent).toMatch(/Version 2 of .*, against version 1:/);
    expect(asked).toEqual([
      '/api/statements/42/versions?page=0&limit=2',
      '/api/statements/42/versions/1/compare/2',
    ]);
    expect(events.at(-1)).toMatchObject({ type: 'accrue:navigate', view: 'changes', statementId: 42 });
    // Back to the whole statement.
    fireEvent.click(screen.getByRole('button', { name: 'Back to the whole statement' }));
    await screen.findByTestId('widget-total');
    network.mockRestore();
    widget.unmount();
  });
});
