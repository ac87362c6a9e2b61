import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Permission } from '@accrue/access';
import { commonMessages, messagesIn, type Session } from '@accrue/remote-runtime';
import { shellMessages } from '../../i18n/messages';
import { fakeSession, json, renderSettingsPage, rowOf, type Sent } from '../testing';
import WorkflowsPage from './WorkflowsPage';
import type { Workflow } from './workflows';

beforeAll(async () => {
  await messagesIn(shellMessages, commonMessages, 'en');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const WORKFLOWS: Workflow[] = [
  {
    id: 4,
    name: 'Manager then finance',
    steps: [
      { stepName: 'Manager approval', condition: { kind: 'ROLE', role: 'MANAGER' } },
      { stepName: 'Finance sign-off', condition: { kind: 'ROLE', role: 'FINANCE' } },
      { stepName: 'CFO', condition: { kind: 'USER', userId: 12, userName: 'Carla Cfo' } },
    ],
    plans: [
      { id: 1, name: 'Sales 2026' },
      { id: 2, name: 'Partners' },
    ],
    version: 3,
  },
  {
    id: 5,
    name: 'Self check',
    steps: [{ stepName: 'Confirm', condition: { kind: 'OWNER' } }],
    plans: [],
    version: 1,
  },
];

const PEOPLE = [
  { id: 12, fullName: 'Carla Cfo', email: 'carla@acme.test' },
  { id: 13, fullName: 'Dan Director', email: 'dan@acme.test' },
];

/**
 * The API behind a real SDK client, so what the page sends (method, path, If-Match, body) is what
 * the browser would. `answer` decides the writes' answers.
 */
function serve(
  permissions: readonly Permission[],
  answer: (sent: Sent) => Response = (sent) =>
    sent.method === 'DELETE'
      ? new Response(null, { status: 204 })
      : json({ ...WORKFLOWS[0], ...(sent.body as object) }),
) {
  return fakeSession(permissions, (call) => {
    if (call.method === 'GET' && call.path === '/workflows') return json({ items: WORKFLOWS });
    if (call.method === 'GET' && call.path === '/users/profile') {
      const ids = call.search.getAll('userIds').map(Number);
      const items = PEOPLE.filter((p) => !ids.length || ids.includes(p.id));
      return json({ items, totalItems: items.length, currentPage: 0, pageCount: 1 });
    }
    return answer(call);
  });
}

const ADMIN: Permission[] = ['VIEW_WORKFLOWS', 'MODIFY_WORKFLOWS', 'VIEW_MEMBER_PROFILE'];
const READ_ONLY_ADMIN: Permission[] = ['VIEW_WORKFLOWS', 'VIEW_MEMBER_PROFILE'];

async function renderPage(session: Session) {
  await renderSettingsPage(<WorkflowsPage title="page.companySettings.workflows" params={{}} />, session);
  const table = await screen.findByRole('table', { name: 'Workflows' });
  await within(table).findByText('Manager then finance');
  return table;
}

describe('the workflows page', () => {
  it('lists each workflow with its steps in order, named, and the plans using it', async () => {
    const { session, sent } = serve(ADMIN);
    const table = await renderPage(session);
    const row = rowOf(table, 'Manager then finance');
    expect(within(row).getByText('1. Manager approval — any Manager')).toBeTruthy();
    expect(within(row).getByText('2. Finance sign-off — any Finance')).toBeTruthy();
    // The user a step names reads by name, as the workflow answers it: the directory is not asked.
    expect(await within(row).findByText('3. CFO — Carla Cfo')).toBeTruthy();
    expect(within(row).getByText('Sales 2026 and Partners')).toBeTruthy();
    expect(sent.some((s) => s.path === '/users/profile' && s.search.has('userIds'))).toBe(false);

    const own = rowOf(table, 'Self check');
    expect(within(own).getByText('1. Confirm — The statement’s person')).toBeTruthy();
    expect(within(own).getByText('No plan')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create workflow' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Manager then finance' })).toBeTruthy();
  });

  it('shows a read-only admin the list without a way to change it', async () => {
    const { session } = serve(READ_ONLY_ADMIN);
    const table = await renderPage(session);
    expect(within(table).getByText('1. Manager approval — any Manager')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create workflow' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('creates a workflow of the steps entered, in the order chosen', async () => {
    const { session, writes } = serve(ADMIN, (sent) =>
      json({ ...WORKFLOWS[1], id: 9, ...(sent.body as object) }, 201),
    );
    await renderPage(session);
    fireEvent.click(screen.getByRole('button', { name: 'Create workflow' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a workflow' });
    fireEvent.change(await within(dialog).findByRole('textbox', { name: 'Name' }), {
      target: { value: ' Two steps ' },
    });
    // Saving with a step unnamed says so under it, and sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const first = within(dialog).getByRole('group', { name: 'Step 1' });
    expect(await within(first).findByText('This field is required.')).toBeTruthy();
    expect(writes()).toEqual([]);

    fireEvent.change(within(first).getByRole('textbox', { name: 'Step name' }), {
      target: { value: 'Finance sign-off' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a step' }));
    const second = await within(dialog).findByRole('group', { name: 'Step 2' });
    fireEvent.change(await within(second).findByRole('textbox', { name: 'Step name' }), {
      target: { value: 'Manager approval' },
    });
    fireEvent.click(await within(second).findByRole('button', { name: /Validated by/ }));
    fireEvent.click(await screen.findByRole('option', { name: /^Role/ }));
    // A select's trigger reads its value, then its label.
    fireEvent.click(await within(second).findByRole('button', { name: /Role$/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Manager' }));
    await waitFor(() => expect(within(second).getByRole('button', { name: 'Manager Role' })).toBeTruthy());
    fireEvent.click(within(second).getByRole('button', { name: 'Move step 2 up' }));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'POST',
      path: '/workflows',
      body: {
        name: 'Two steps',
        steps: [
          { stepName: 'Manager approval', condition: { kind: 'ROLE', role: 'MANAGER' } },
          { stepName: 'Finance sign-off', condition: { kind: 'OWNER' } },
        ],
      },
    });
    expect(await screen.findByText('Workflow Two steps created.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('edits from the version loaded, and shows the API’s field errors under their fields', async () => {
    const { session, writes } = serve(ADMIN, () =>
      json(
        {
          message: 'Invalid request',
          errors: [
            { field: 'name', message: 'A workflow with this name already exists.' },
            { field: 'steps.2.condition.userId', message: 'A user step needs a user of the company.' },
          ],
        },
        422,
      ),
    );
    await renderPage(session);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Manager then finance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the workflow' });
    const name = await within(dialog).findByRole('textbox', { name: 'Name' });
    expect((name as HTMLInputElement).value).toBe('Manager then finance');
    fireEvent.change(name, { target: { value: 'Self check' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({ method: 'PUT', path: '/workflows/4', ifMatch: '"3"' });
    // The steps as loaded, without the names the API answers beside a user step's id.
    expect((writes()[0]!.body as { steps: unknown[] }).steps).toEqual(
      WORKFLOWS[0]!.steps.map(({ stepName, condition: { userName: _name, ...condition } }) => ({
        stepName,
        condition,
      })),
    );
    expect(await within(dialog).findByText('A workflow with this name already exists.')).toBeTruthy();
    const third = within(dialog).getByRole('group', { name: 'Step 3' });
    expect(within(third).getByText('A user step needs a user of the company.')).toBeTruthy();
    // The step's error moves with it.
    fireEvent.click(within(third).getByRole('button', { name: 'Move step 3 up' }));
    const second = within(dialog).getByRole('group', { name: 'Step 2' });
    expect(within(second).getByText('A user step needs a user of the company.')).toBeTruthy();
  });

  it('says when the workflow changed since it was loaded', async () => {
    const { session, sent } = serve(ADMIN, () =>
      json(
        {
          message:
            'This record has been changed by someone else since you loaded it. Reload it and try again.',
        },
        409,
      ),
    );
    await renderPage(session);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Self check' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the workflow' });
    await within(dialog).findByRole('textbox', { name: 'Name' });
    const listed = sent.filter((s) => s.path === '/workflows' && s.method === 'GET').length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/changed by someone else since you loaded it/)).toBeTruthy();
    expect(sent.find((s) => s.method === 'PUT')!.ifMatch).toBe('"1"');
    // The list loads again, so the next edit starts from the latest version.
    await waitFor(() =>
      expect(sent.filter((s) => s.path === '/workflows' && s.method === 'GET').length).toBeGreaterThan(
        listed,
      ),
    );
  });

  it('deletes after saying its plans will have no workflow anymore', async () => {
    const { session, writes } = serve(ADMIN);
    await renderPage(session);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Manager then finance' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete the workflow Manager then finance?',
    });
    expect(dialog.textContent).toContain(
      'Its 2 plans (Sales 2026 and Partners) will have no workflow anymore.',
    );
    expect(writes()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete workflow' }));
    await waitFor(() => expect(writes()).toMatchObject([{ method: 'DELETE', path: '/workflows/4' }]));
    expect(await screen.findByText('Workflow Manager then finance deleted.')).toBeTruthy();
  });
});
