import { expect, it } from 'vitest';
import JSZip from 'jszip';
import { createWorker } from '../../job-handlers.js';
import { todayIso } from '../../platform/db/values.js';
import { describeOnEachDatabase } from '../../platform/test/suite.js';
import { AGREEMENT_MESSAGES } from './types.js';

const email = (key: string) => `${key}@demo.accrue.local`;
const ADMIN = email('admin');
const MANAGER = email('manager');
const FINANCE = email('finance');
const EMPLOYEE = email('employee');
const EMPLOYEE_2 = email('employee-2');
const OTHER_ADMIN = 'admin@other.accrue.local';
const YEAR = Number(todayIso().slice(0, 4));
const SALES = `Sales commission agreement ${YEAR}`;

interface Assignment {
  id: number;
  userId: number;
  userFullName: string;
  status: string;
  sentDate: string | null;
  hasConfirmationDocument: boolean;
}

interface Summary {
  id: number;
  name: string;
  status: string;
  planId: number;
  counts: { total: number; sent: number; confirmed: number; generated: number };
  userAssignment: Assignment | null;
}

describeOnEachDatabase('plan agreements', (suite) => {
  const { as, idOf } = suite;

  const drain = async () => {
    const worker = createWorker(suite.harness().db, { renewMs: 50, pollMs: 10, schedules: [] });
    while (await worker.runOnce());
  };

  const listOf = async (who: string) =>
    (await (await as(who))('GET', '/plan-agreements?limit=100')).body as {
      items: Summary[];
      totalItems: number;
    };

  const salesOf = async (who: string) => (await listOf(who)).items.find((a) => a.name === SALES)!;

  /** A binary answer (PDF, ZIP) with its headers. */
  async function download(who: string, path: string) {
    const response = await fetch(`${suite.harness().url}/api${path}`, {
      headers: { authorization: `Bearer ${await suite.tokenOf(who)}` },
    });
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      disposition: response.headers.get('content-disposition'),
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  }

  async function upload(who: string, path: string, body: Buffer, type = 'application/pdf') {
    const response = await fetch(`${suite.harness().url}/api${path}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${await suite.tokenOf(who)}`, 'content-type': type },
      body,
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }

  it("shows each person the agreements they may see: admins all, a rep their own once sent, a manager their team's", async () => {
    const admin = await listOf(ADMIN);
    expect(admin.items.map((a) => [a.name, a.status])).toEqual(
      expect.arrayContaining([
        [SALES, 'FINALIZED'],
        [`Renewals agreement ${YEAR}`, 'DRAFT'],
      ]),
    );
    const sales = admin.items.find((a) => a.name === SALES)!;
    expect(sales.counts.total).toBeGreaterThan(2);
    expect(sales.counts).toMatchObject({ confirmed: 1, generated: 1, error: 0, toGenerate: 0 });
    expect(sales.counts.sent).toBe(sales.counts.total - 2);

    // The rep: the sales agreement alone (the draft is not hers to see), with her own assignment.
    const rep = await listOf(EMPLOYEE);
    expect(rep.items.map((a) => a.name)).toEqual([SALES]);
    expect(rep.items[0]!.userAssignment).toMatchObject({
      userFullName: 'Emma Schultz',
      status: 'AGREEMENT_SENT',
    });
    expect((await salesOf(EMPLOYEE_2)).userAssignment?.status).toBe('CONFIRMED');

    // The manager (agreements are shared with managers in the demo): the team's sent ones.
    const managerView = (await (await as(MANAGER))('GET', `/plan-agreements/${sales.id}`)).body;
    expect(managerView.template).toBeNull();
    expect(managerView.assignments.length).toBeGreaterThan(0);
    expect(managerView.assignments.every((a: Assignment) => a.sentDate !== null)).toBe(true);
    expect(managerView.assignments.length).toBeLessThan(sales.counts.total);

    // Finance has no agreements; another company sees none of these and cannot open them.
    expect((await (await as(FINANCE))('GET', '/plan-agreements')).status).toBe(403);
    expect((await listOf(OTHER_ADMIN)).totalItems).toBe(0);
    const other = await as(OTHER_ADMIN);
    expect((await other('GET', `/plan-agreements/${sales.id}`)).status).toBe(404);
    expect((await other('POST', `/plan-agreements/${sales.id}/archive`)).status).toBe(404);
    expect((await download(OTHER_ADMIN, `/plan-agreements/${sales.id}/documents`)).status).toBe(404);
  });

  it("lets a rep read her document, download it as a PDF and confirm it, and nobody else's", async () => {
    const sales = await salesOf(EMPLOYEE);
    const own = sales.userAssignment!;
    const rep = await as(EMPLOYEE);
    const view = (await rep('GET', `/plan-agreements/${sales.id}/assignments/${own.id}`)).body;
    expect(view).toMatchObject({
      canConfirm: true,
      canUpload: false,
      assignment: { status: 'AGREEMENT_SENT' },
    });
    const text = JSON.stringify(view.document.blocks);
    expect(view.document.title).toBe(`${SALES} — Emma Schultz`);
    // The plan itself, in words: its rules and its tiers, and her own quota.
    expect(text).toContain('Emma Schultz');
    expect(text).toContain('Paid for each record of');
    expect(text).toMatch(/Your quotas/);
    expect(view.document.blocks.some((b: { kind: string }) => b.kind === 'table')).toBe(true);

    const pdf = await download(EMPLOYEE, `/plan-agreements/${sales.id}/assignments/${own.id}/document`);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.disposition).toContain('attachment;');

    // Another rep's assignment does not exist for her; an admin's actions are not hers.
    const admin = (await (await as(ADMIN))('GET', `/plan-agreements/${sales.id}`)).body;
    const someoneElse = admin.assignments.find((a: Assignment) => a.userFullName !== 'Emma Schultz')!;
    expect((await rep('GET', `/plan-agreements/${sales.id}/assignments/${someoneElse.id}`)).status).toBe(404);
    expect(
      (await rep('POST', `/plan-agreements/${sales.id}/assignments/${someoneElse.id}/confirm`)).status,
    ).toBe(404);
    expect((await rep('POST', `/plan-agreements/${sales.id}/archive`)).status).toBe(403);
    // An admin cannot confirm for her.
    expect(
      (await (await as(ADMIN))('POST', `/plan-agreements/${sales.id}/assignments/${own.id}/confirm`)).status,
    ).toBe(403);
    // The method is in-app: an upload is refused.
    const refused = await upload(
      EMPLOYEE,
      `/plan-agreements/${sales.id}/assignments/${own.id}/confirmation-document`,
      pdf.bytes,
    );
    expect(refused).toMatchObject({ status: 409, body: { message: AGREEMENT_MESSAGES.confirmInApp } });

    const confirmed = await rep('POST', `/plan-agreements/${sales.id}/assignments/${own.id}/confirm`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'CONFIRMED' });
    expect(confirmed.body.confirmedAt).not.toBeNull();
    const again = await rep('POST', `/plan-agreements/${sales.id}/assignments/${own.id}/confirm`);
    expect(again).toMatchObject({ status: 409, body: { message: AGREEMENT_MESSAGES.cannotConfirm } });
  });

  it('takes a draft from creation to archive: edits with If-Match, template copy, generation, sending, regeneration, bulk download', async () => {
    const admin = await as(ADMIN);
    const { planId } = await salesOf(ADMIN);
    // Bad input writes nothing.
    expect((await admin('POST', '/plan-agreements', { name: 'X', year: 1999, planId })).status).toBe(422);
    expect((await admin('POST', '/plan-agreements', { name: ' ', year: YEAR, planId })).body).toMatchObject({
      errors: [{ field: 'name' }],
    });
    const unreadable = await admin('POST', '/plan-agreements', {
      name: 'X',
      year: YEAR,
      planId,
      template: '{{#rules}}',
    });
    expect(unreadable.status).toBe(422);
    expect(unreadable.body.errors[0].field).toBe('template');
    expect((await admin('POST', '/plan-agreements', { name: 'X', year: 2000, planId })).body).toMatchObject({
      errors: [{ field: 'planId', message: AGREEMENT_MESSAGES.nobodyAssigned }],
    });

    const created = await admin('POST', '/plan-agreements', {
      name: 'Upload agreement',
      year: YEAR,
      planId,
      confirmationMethod: 'DOC_UPLOAD_CONFIRMATION',
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect(created.body).toMatchObject({ status: 'DRAFT', templateChangedSinceCopy: false, error: null });
    expect(created.body.assignments.every((a: Assignment) => a.status === 'DRAFT')).toBe(true);
    expect(created.body.externalGoogleDocId).toEqual(expect.any(String));

    // A stale edit is refused; a fresh one changes only what it sends.
    const headers = async (version: number, body: unknown) => {
      const response = await fetch(`${suite.harness().url}/api/plan-agreements/${id}`, {
        method: 'PATCH',
        headers: {
          authorization: `Bearer ${await suite.tokenOf(ADMIN)}`,
          'content-type': 'application/json',
          'if-match': `"${version}"`,
        },
        body: JSON.stringify(body),
      });
      return { status: response.status, etag: response.headers.get('etag'), body: await response.json() };
    };
    const edited = await headers(created.body.version, {
      template:
        '# {{agreement.name}}\n\nFor {{user.fullName}}.\n\n{{#rules}}- {{label}}: {{description}}\n{{/rules}}',
    });
    expect(edited.status).toBe(200);
    expect(edited.etag).toBe(`"${created.body.version + 1}"`);
    expect(edited.body).toMatchObject({ name: 'Upload agreement', templateChangedSinceCopy: true });
    expect((await headers(created.body.version, { name: 'Stale' })).status).toBe(409);

    // The preview reads the edited template; finalizing needs its copy refreshed first.
    const preview = await admin('GET', `/plan-agreements/${id}/preview`);
    expect(preview.status).toBe(200);
    expect(preview.body.blocks[0]).toEqual({
      kind: 'heading',
      level: 1,
      text: [{ text: 'Upload agreement' }],
    });
    expect(preview.body.blocks[2].kind).toBe('list');
    const previewPdf = await download(ADMIN, `/plan-agreements/${id}/preview?format=pdf`);
    expect(previewPdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await admin('POST', `/plan-agreements/${id}/finalize`)).body).toMatchObject({
      message: AGREEMENT_MESSAGES.templateStale,
    });
    expect((await admin('POST', `/plan-agreements/${id}/refresh-template`)).body).toMatchObject({
      templateChangedSinceCopy: false,
    });

    // People: one removed from the draft, then added back.
    const emma = await idOf(EMPLOYEE);
    const emmaAssignment = created.body.assignments.find((a: Assignment) => a.userId === emma);
    expect((await admin('DELETE', `/plan-agreements/${id}/assignments/${emmaAssignment.id}`)).status).toBe(
      204,
    );
    expect(
      (await admin('POST', `/plan-agreements/${id}/assignments`, { userIds: [await idOf(FINANCE)] })).body,
    ).toMatchObject({
      errors: [{ field: 'userIds', message: AGREEMENT_MESSAGES.notOnPlan }],
    });
    const readded = await admin('POST', `/plan-agreements/${id}/assignments`, { userIds: [emma] });
    expect(readded.body.assignments.length).toBe(created.body.assignments.length);

    const finalized = await admin('POST', `/plan-agreements/${id}/finalize`);
    expect(finalized.status).toBe(200);
    expect(finalized.body.status).toBe('FINALIZED');
    expect(finalized.body.counts.toGenerate).toBe(finalized.body.counts.total);
    expect((await admin('PATCH', `/plan-agreements/${id}`, { name: 'Too late' })).body).toMatchObject({
      message: AGREEMENT_MESSAGES.notDraft,
    });
    expect((await admin('POST', `/plan-agreements/${id}/finalize`)).status).toBe(409);
    // Not generated yet: nothing to send or download together.
    expect((await download(ADMIN, `/plan-agreements/${id}/documents`)).status).toBe(409);
    await drain();
    const generated = (await admin('GET', `/plan-agreements/${id}`)).body;
    expect(generated.counts.generated).toBe(generated.counts.total);

    // Sending one: she is told, with a link to it.
    const hers = generated.assignments.find((a: Assignment) => a.userId === emma);
    const sent = await admin('POST', `/plan-agreements/${id}/send`, { assignmentIds: [hers.id, 999_999] });
    expect(sent.body).toEqual({
      sent: [hers.id],
      failed: [{ assignmentId: 999_999, message: AGREEMENT_MESSAGES.assignmentNotFound }],
    });
    const told = (await (await as(EMPLOYEE))('GET', '/notifications?limit=24')).body.items.find(
      (n: { type: string; link: string }) =>
        n.type === 'NEW_PLAN_AGREEMENT' && n.link.startsWith(`/plan-agreements/${id}/`),
    );
    expect(told.link).toBe(`/plan-agreements/${id}/assignments/${hers.id}`);
    // A sent document is not generated again; an unsent one is.
    expect((await admin('POST', `/plan-agreements/${id}/assignments/${hers.id}/regenerate`)).status).toBe(
      409,
    );
    const another = generated.assignments.find((a: Assignment) => a.userId !== emma);
    expect(
      (await admin('POST', `/plan-agreements/${id}/assignments/${another.id}/regenerate`)).body.status,
    ).toBe('AGREEMENT_TO_GENERATE');
    await drain();

    // She confirms by uploading the signed PDF: not a PDF is refused, a PDF confirms.
    const path = `/plan-agreements/${id}/assignments/${hers.id}/confirmation-document`;
    expect(
      (await (await as(EMPLOYEE))('GET', `/plan-agreements/${id}/assignments/${hers.id}`)).body,
    ).toMatchObject({
      canConfirm: false,
      canUpload: true,
    });
    expect((await upload(EMPLOYEE, path, Buffer.from('hello'))).body).toMatchObject({
      errors: [{ field: 'file', message: AGREEMENT_MESSAGES.notPdf }],
    });
    const signed = Buffer.from('%PDF-1.4\n% signed by Emma\n%%EOF\n');
    const uploaded = await upload(EMPLOYEE, path, signed);
    expect(uploaded.body).toMatchObject({ status: 'CONFIRMED', hasConfirmationDocument: true });
    expect((await download(ADMIN, path)).bytes.equals(signed)).toBe(true);

    // Every document together, one PDF per person, then archived.
    const zip = await download(ADMIN, `/plan-agreements/${id}/documents`);
    expect(zip.status).toBe(200);
    const files = Object.keys((await JSZip.loadAsync(zip.bytes)).files);
    expect(files).toHaveLength(generated.counts.total);
    expect(files).toContain('Upload agreement — Emma Schultz.pdf');
    const archived = await admin('POST', `/plan-agreements/${id}/archive`);
    expect(archived.body.status).toBe('ARCHIVED');
    expect(archived.body.counts).toMatchObject({ confirmed: 1, archived: generated.counts.total - 1 });
    expect((await admin('DELETE', `/plan-agreements/${id}`)).status).toBe(409);
  });

  it("states the person's own parameters, read from their plan assignment, and the plan's defaults", async () => {
    const admin = await as(ADMIN);
    const definition = [
      'version: 1',
      `plan: { id: bonus, name: Bonus ${suite.dialect}, frequency: quarter }`,
      'models:',
      '  deal: { key: id, fields: { id: text, ownerId: text, amount: currency, closeDate: date } }',
      'parameters:',
      '  targetIncentive: { format: currency, label: Target incentive, required: true }',
      '  personalRate: { format: percent, label: Personal rate, default: 5% }',
      'rules:',
      '  bonus: { type: PAYOUT, label: Quarterly bonus, formula: "targetIncentive * personalRate" }',
      '',
    ].join('\n');
    const plan = (await admin('POST', '/plans/import', { definition })).body;
    const emma = await idOf(EMPLOYEE);
    await admin('POST', `/plans/${plan.id}/assignments`, {
      assignments: [
        { userId: emma, effectiveAsOf: `${YEAR}-01-01`, parameters: { targetIncentive: '12000' } },
      ],
    });
    const draft = (
      await admin('POST', '/plan-agreements', { name: 'Bonus agreement', year: YEAR, planId: plan.id })
    ).body;
    const text = JSON.stringify(
      (await admin('GET', `/plan-agreements/${draft.id}/preview?userId=${emma}`)).body.blocks,
    );
    expect(text).toContain('Paid each quarter: Target incentive × Personal rate.');
    expect(text).toContain('{"text":"Target incentive","bold":true},{"text":": €12,000.00"}');
    expect(text).toContain(`{"text":"Personal rate","bold":true},{"text":": 5 % (the plan's default)"}`);
  });

  it('deletes a draft, and refuses the actions of another status', async () => {
    const admin = await as(ADMIN);
    const draft = (await listOf(ADMIN)).items.find((a) => a.status === 'DRAFT')!;
    expect((await admin('POST', `/plan-agreements/${draft.id}/archive`)).body).toMatchObject({
      message: AGREEMENT_MESSAGES.notFinalized,
    });
    expect((await admin('POST', `/plan-agreements/${draft.id}/send`, {})).status).toBe(409);
    expect((await (await as(MANAGER))('DELETE', `/plan-agreements/${draft.id}`)).status).toBe(403);
    expect((await admin('DELETE', `/plan-agreements/${draft.id}`)).status).toBe(204);
    expect((await admin('GET', `/plan-agreements/${draft.id}`)).status).toBe(404);
  });
});
