import { randomUUID } from 'node:crypto';
import JSZip from 'jszip';
import type { Context, UserContext } from '../../platform/context.js';
import type { ExpectedVersion } from '../../platform/db/versioned.js';
import { Conflict, Forbidden, Invalid, NotFound } from '../../platform/errors.js';
import type { NotificationService } from '../notifications/index.js';
import * as people from '../people/index.js';
import * as plans from '../plans/index.js';
import {
  modifiableAgreement,
  visibleAgreement,
  visibleAssignments,
  viewOf,
  type AgreementView,
} from './access.js';
import { documentFor, enqueueGeneration, generationContext } from './generation.js';
import { renderPdf } from './pdf.js';
import * as repository from './repository.js';
import type { AgreementRecord, AssignmentRecord } from './repository.js';
import { DEFAULT_TEMPLATE, PLACEHOLDERS, templateProblem } from './template.js';
import {
  AGREEMENT_MESSAGES,
  type AgreementStatus,
  type AssignmentStatus,
  type ConfirmationMethod,
  type DocumentContent,
  type PlanAgreement,
  type PlanAgreementAssignment,
  type PlanAgreementAssignmentView,
  type PlanAgreementSummary,
} from './types.js';

/**
 * Plan agreements (doc 3 §3–§6; openapi/plan-agreements.yaml): drafts edited by administrators,
 * finalized into one generated document per person, sent, confirmed, archived. Every action checks
 * the workflow's preconditions of doc 3 §4 here, and again in the write itself (the status is part
 * of each UPDATE's filter), so two administrators acting at once never both succeed.
 */

type Plan = plans.Plan;

const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

// ——— Reading ———

function toAssignment(record: AssignmentRecord, names: Map<number, string>): PlanAgreementAssignment {
  return {
    id: record.id,
    planAgreementId: record.planAgreementId,
    userId: record.userId,
    userFullName: names.get(record.userId) ?? '',
    status: record.status,
    sentDate: record.sentDate,
    errorType: record.errorType,
    error: record.error,
    generatedAt: record.generatedAt,
    confirmedAt: record.confirmedAt,
    hasConfirmationDocument: record.hasConfirmationDocument,
  };
}

const COUNTED: Record<AssignmentStatus, keyof PlanAgreementSummary['counts'] | null> = {
  DRAFT: null,
  AGREEMENT_TO_GENERATE: 'toGenerate',
  AGREEMENT_GENERATED: 'generated',
  AGREEMENT_SENT: 'sent',
  CONFIRMED: 'confirmed',
  ARCHIVED: 'archived',
  ERROR: 'error',
};

function countsOf(assignments: readonly AssignmentRecord[]): PlanAgreementSummary['counts'] {
  const counts = { total: 0, toGenerate: 0, generated: 0, sent: 0, confirmed: 0, archived: 0, error: 0 };
  for (const assignment of assignments) {
    counts.total++;
    const key = COUNTED[assignment.status];
    if (key && key !== 'total') counts[key]++;
  }
  return counts;
}

async function namesOf(context: Context, ids: Iterable<number>): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  return new Map((await people.usersByIds(context.tenant, wanted)).map((user) => [user.id, user.fullName]));
}

function toSummary(
  context: Context,
  agreement: AgreementRecord,
  plan: Plan | undefined,
  assignments: readonly AssignmentRecord[],
  names: Map<number, string>,
): PlanAgreementSummary {
  const own = assignments.find(
    (assignment) => assignment.userId === context.userId && assignment.sentDate !== null,
  );
  return {
    id: agreement.id,
    name: agreement.name,
    year: agreement.year,
    planId: agreement.planId,
    plan: { id: agreement.planId, name: plan?.name ?? '', isArchived: plan?.archived ?? false },
    status: agreement.status,
    confirmationMethod: agreement.confirmationMethod,
    error: agreement.error,
    counts: countsOf(assignments),
    userAssignment: own ? toAssignment(own, names) : null,
    updatedAt: agreement.updatedAt,
  };
}

async function toAgreement(
  context: Context,
  agreement: AgreementRecord,
  view: AgreementView,
): Promise<PlanAgreement> {
  const [plan, assignments] = await Promise.all([
    plans.findPlan(context.tenant, agreement.planId),
    visibleAssignments(context, view, [agreement.id]),
  ]);
  const names = await namesOf(
    context,
    assignments.map((assignment) => assignment.userId),
  );
  const admin = view.kind === 'admin';
  return {
    ...toSummary(context, agreement, plan ?? undefined, assignments, names),
    assignments: assignments
      .map((assignment) => toAssignment(assignment, names))
      .sort((a, b) => a.userFullName.localeCompare(b.userFullName) || a.id - b.id),
    googleDocFolderId: admin ? agreement.folderId : null,
    internalGoogleDocId: admin ? agreement.internalDocId : null,
    externalGoogleDocId: admin ? agreement.externalDocId : null,
    template: admin ? agreement.template : null,
    templateCopiedAt: agreement.templateCopiedAt,
    templateChangedSinceCopy: templateChangedSinceCopy(agreement),
    version: agreement.version,
    createdAt: agreement.createdAt,
  };
}

const templateChangedSinceCopy = (agreement: AgreementRecord) =>
  agreement.templateCopiedAt === null || agreement.templateChangedAt > agreement.templateCopiedAt;

/** GET /plan-agreements. */
export async function listAgreements(
  context: Context,
  query: { status?: AgreementStatus; page: number; limit: number },
): Promise<{ items: PlanAgreementSummary[]; totalItems: number; currentPage: number; pageCount: number }> {
  const view = await viewOf(context);
  const allPlans = await plans.listPlans(context.tenant);
  const byId = new Map(allPlans.map((plan) => [plan.id, plan]));
  const where =
    view.kind === 'admin'
      ? { planId: allPlans.filter((plan) => view.plan(plan.id)).map((plan) => plan.id) }
      : { id: await repository.agreementIdsWithAssignments(context.tenant, view.assignments) };
  const { rows, total } = await repository.pageAgreements(
    context.tenant,
    { ...where, ...(query.status ? { status: query.status } : {}) },
    { offset: (query.page - 1) * query.limit, limit: query.limit },
  );
  const assignments = await visibleAssignments(
    context,
    view,
    rows.map((row) => row.id),
  );
  const own = assignments.filter((assignment) => assignment.userId === context.userId);
  const names = await namesOf(
    context,
    own.map((assignment) => assignment.userId),
  );
  return {
    items: rows.map((row) =>
      toSummary(
        context,
        row,
        byId.get(row.planId),
        assignments.filter((assignment) => assignment.planAgreementId === row.id),
        names,
      ),
    ),
    totalItems: total,
    currentPage: query.page,
    pageCount: Math.ceil(total / query.limit),
  };
}

/** GET /plan-agreements/{id}. */
export async function getAgreement(context: Context, id: number): Promise<PlanAgreement> {
  const { agreement, view } = await visibleAgreement(context, id);
  return toAgreement(context, agreement, view);
}

export function listPlaceholders() {
  return { items: [...PLACEHOLDERS], defaultTemplate: DEFAULT_TEMPLATE };
}

// ——— Drafts ———

interface DraftInput {
  name?: string;
  year?: number;
  planId?: number;
  confirmationMethod?: ConfirmationMethod;
  template?: string;
}

function checkTemplate(template: string | undefined): void {
  if (template === undefined) return;
  const problem = templateProblem(template);
  if (problem) throw new Invalid([{ field: 'template', message: `The template cannot be read: ${problem}` }]);
}

/** The plan an agreement is made for: the caller's to change, not archived. */
async function agreementPlan(context: Context, planId: number): Promise<Plan> {
  const plan = await plans.findPlan(context.tenant, planId);
  if (!plan || context.reach.planIds('MODIFY_PLAN_AGREEMENTS', [planId]).length !== 1)
    throw new NotFound(AGREEMENT_MESSAGES.planNotFound);
  if (plan.archived) throw new Invalid([{ field: 'planId', message: AGREEMENT_MESSAGES.planArchived }]);
  return plan;
}

/** The people assigned to the plan at some point of the year. */
const peopleOfYear = (context: Context, planId: number, year: number) =>
  plans.userIdsAssignedDuring(context.tenant, planId, { start: `${year}-01-01`, end: `${year}-12-31` });

async function ofYearOrRefuse(context: Context, planId: number, year: number): Promise<number[]> {
  const userIds = await peopleOfYear(context, planId, year);
  if (!userIds.length) throw new Invalid([{ field: 'planId', message: AGREEMENT_MESSAGES.nobodyAssigned }]);
  return userIds;
}

/** POST /plan-agreements: a draft with its template copied, its folder and its people. */
export async function createAgreement(
  context: UserContext,
  input: Required<Pick<DraftInput, 'name' | 'year' | 'planId'>> & DraftInput,
): Promise<PlanAgreement> {
  const name = input.name.trim();
  if (!name) throw new Invalid([{ field: 'name', message: 'This field is required.' }]);
  checkTemplate(input.template);
  await agreementPlan(context, input.planId);
  const userIds = await ofYearOrRefuse(context, input.planId, input.year);
  const id = await repository.insertDraft(
    context.tenant,
    {
      name,
      year: input.year,
      planId: input.planId,
      confirmationMethod: input.confirmationMethod ?? 'IN_APP_CONFIRMATION',
      template: input.template ?? DEFAULT_TEMPLATE,
      createdBy: context.userId,
    },
    userIds,
    new Date(),
  );
  return getAgreement(context, id);
}

async function draft(context: Context, id: number): Promise<AgreementRecord> {
  const agreement = await modifiableAgreement(context, id);
  if (agreement.status !== 'DRAFT') throw new Conflict(AGREEMENT_MESSAGES.notDraft);
  return agreement;
}

/** PATCH /plan-agreements/{id}: only the fields sent; a new plan or year makes its people anew. */
export async function updateAgreement(
  context: UserContext,
  id: number,
  input: DraftInput,
  expected: ExpectedVersion,
): Promise<PlanAgreement> {
  const agreement = await draft(context, id);
  const name = input.name?.trim();
  if (name === '') throw new Invalid([{ field: 'name', message: 'This field is required.' }]);
  checkTemplate(input.template);
  const planId = input.planId ?? agreement.planId;
  const year = input.year ?? agreement.year;
  const regroup = planId !== agreement.planId || year !== agreement.year;
  if (input.planId !== undefined && input.planId !== agreement.planId) await agreementPlan(context, planId);
  const userIds = regroup ? await ofYearOrRefuse(context, planId, year) : null;
  const now = new Date();
  await repository.updateDraft(
    context.tenant,
    id,
    {
      ...(name !== undefined ? { name } : {}),
      ...(input.year !== undefined ? { year } : {}),
      ...(input.planId !== undefined ? { planId } : {}),
      ...(input.confirmationMethod !== undefined ? { confirmationMethod: input.confirmationMethod } : {}),
      ...(input.template !== undefined && input.template !== agreement.template
        ? { template: input.template, templateChangedAt: now }
        : {}),
      updatedAt: now,
    },
    expected,
    userIds,
  );
  return getAgreement(context, id);
}

/** DELETE /plan-agreements/{id}. */
export async function deleteAgreement(context: UserContext, id: number): Promise<void> {
  await draft(context, id);
  if (!(await repository.deleteDraft(context.tenant, id))) throw new Conflict(AGREEMENT_MESSAGES.notDraft);
}

/** POST …/refresh-template: the copy generation reads becomes the edited template. */
export async function refreshTemplate(context: UserContext, id: number): Promise<PlanAgreement> {
  const agreement = await draft(context, id);
  const now = new Date();
  const moved = await repository.moveAgreement(
    context.tenant,
    id,
    'DRAFT',
    {
      templateCopy: agreement.template,
      templateCopiedAt: now,
      internalDocId: randomUUID(),
      error: null,
      updatedAt: now,
    },
    null,
  );
  if (!moved) throw new Conflict(AGREEMENT_MESSAGES.notDraft);
  return getAgreement(context, id);
}

/** The first missing prerequisite of finalizing (doc 3 §4), or null. */
async function finalizeRefusal(context: Context, agreement: AgreementRecord): Promise<string | null> {
  if (agreement.error) return AGREEMENT_MESSAGES.hasError;
  const plan = await plans.findPlan(context.tenant, agreement.planId);
  if (!plan) return AGREEMENT_MESSAGES.missing('its plan');
  if (plan.archived) return AGREEMENT_MESSAGES.planArchived;
  if (!agreement.externalDocId) return AGREEMENT_MESSAGES.missing('its template');
  if (!agreement.internalDocId || agreement.templateCopy === null)
    return AGREEMENT_MESSAGES.missing("its template's copy");
  if (!agreement.folderId) return AGREEMENT_MESSAGES.missing('its folder');
  if (!agreement.name) return AGREEMENT_MESSAGES.missing('its name');
  if (!agreement.year) return AGREEMENT_MESSAGES.missing('its year');
  if (templateChangedSinceCopy(agreement)) return AGREEMENT_MESSAGES.templateStale;
  if (!(await repository.assignmentsOf(context.tenant, [agreement.id], {}, 1)).length)
    return AGREEMENT_MESSAGES.missing('people');
  return null;
}

/** POST …/finalize: every person awaits generation, and the job is queued. */
export async function finalizeAgreement(context: UserContext, id: number): Promise<PlanAgreement> {
  const agreement = await draft(context, id);
  const refusal = await finalizeRefusal(context, agreement);
  if (refusal) throw new Conflict(refusal);
  const moved = await repository.moveAgreement(
    context.tenant,
    id,
    'DRAFT',
    { status: 'FINALIZED', updatedAt: new Date() },
    { from: ['DRAFT'], to: 'AGREEMENT_TO_GENERATE' },
  );
  if (!moved) throw new Conflict(AGREEMENT_MESSAGES.notDraft);
  await enqueueGeneration(context.tenant, id, context.userId);
  return getAgreement(context, id);
}

/** POST …/archive. */
export async function archiveAgreement(context: UserContext, id: number): Promise<PlanAgreement> {
  const agreement = await modifiableAgreement(context, id);
  if (agreement.status !== 'FINALIZED') throw new Conflict(AGREEMENT_MESSAGES.notFinalized);
  const moved = await repository.moveAgreement(
    context.tenant,
    id,
    'FINALIZED',
    { status: 'ARCHIVED', updatedAt: new Date() },
    { from: ['AGREEMENT_GENERATED', 'AGREEMENT_SENT'], to: 'ARCHIVED' },
  );
  if (!moved) throw new Conflict(AGREEMENT_MESSAGES.notFinalized);
  return getAgreement(context, id);
}

/** POST …/assignments: people of the plan's year added to a draft. */
export async function addAssignments(
  context: UserContext,
  id: number,
  input: { userIds: readonly number[] },
): Promise<PlanAgreement> {
  const agreement = await draft(context, id);
  const ofYear = new Set(await peopleOfYear(context, agreement.planId, agreement.year));
  const wanted = [...new Set(input.userIds)];
  if (wanted.some((userId) => !ofYear.has(userId)))
    throw new Invalid([{ field: 'userIds', message: AGREEMENT_MESSAGES.notOnPlan }]);
  const present = new Set(
    (await repository.assignmentsOf(context.tenant, [id])).map((assignment) => assignment.userId),
  );
  await repository.addDraftAssignments(
    context.tenant,
    id,
    wanted.filter((userId) => !present.has(userId)),
  );
  return getAgreement(context, id);
}

/** DELETE …/assignments/{assignmentId}: a draft's person removed. */
export async function deleteAssignment(
  context: UserContext,
  id: number,
  assignmentId: number,
): Promise<void> {
  await draft(context, id);
  if (!(await repository.findAssignment(context.tenant, id, assignmentId)))
    throw new NotFound(AGREEMENT_MESSAGES.assignmentNotFound);
  if (!(await repository.deleteDraftAssignment(context.tenant, id, assignmentId)))
    throw new Conflict(AGREEMENT_MESSAGES.notDraft);
}

// ——— Documents ———

/** GET …/preview: the edited template over one person's view, nothing stored. */
export async function previewAgreement(
  context: Context,
  id: number,
  userId?: number,
): Promise<DocumentContent> {
  const agreement = await modifiableAgreement(context, id);
  const assignments = await repository.assignmentsOf(context.tenant, [id]);
  const names = await namesOf(
    context,
    assignments.map((assignment) => assignment.userId),
  );
  const chosen =
    userId ??
    [...assignments].sort((a, b) => (names.get(a.userId) ?? '').localeCompare(names.get(b.userId) ?? ''))[0]
      ?.userId;
  if (chosen === undefined || !assignments.some((assignment) => assignment.userId === chosen))
    throw new Invalid([{ field: 'userId', message: AGREEMENT_MESSAGES.assignmentNotFound }]);
  const [user] = await people.usersByIds(context.tenant, [chosen]);
  if (!user) throw new Invalid([{ field: 'userId', message: AGREEMENT_MESSAGES.assignmentNotFound }]);
  const shared = await generationContext(context.tenant, agreement);
  return documentFor(shared, agreement, user, agreement.template, new Date());
}

export function pdfOf(document: DocumentContent, date: string | null): Promise<Buffer> {
  return renderPdf(document, date ? new Date(date) : new Date());
}

/** An assignment of an agreement the caller sees, in the caller's view (404 otherwise). */
async function visibleAssignment(
  context: Context,
  id: number,
  assignmentId: number,
): Promise<{ agreement: AgreementRecord; assignment: AssignmentRecord; view: AgreementView }> {
  const { agreement, view } = await visibleAgreement(context, id);
  const assignment = (await visibleAssignments(context, view, [id])).find((a) => a.id === assignmentId);
  if (!assignment) throw new NotFound(AGREEMENT_MESSAGES.assignmentNotFound);
  return { agreement, assignment, view };
}

function confirmable(context: Context, agreement: AgreementRecord, assignment: AssignmentRecord) {
  return (
    agreement.status === 'FINALIZED' &&
    assignment.status === 'AGREEMENT_SENT' &&
    !context.impersonating &&
    assignment.userId === context.userId
  );
}

/** GET …/assignments/{assignmentId}. */
export async function getAssignment(
  context: Context,
  id: number,
  assignmentId: number,
): Promise<PlanAgreementAssignmentView> {
  const { agreement, assignment, view } = await visibleAssignment(context, id, assignmentId);
  const [plan, names, document] = await Promise.all([
    plans.findPlan(context.tenant, agreement.planId),
    namesOf(context, [assignment.userId]),
    repository.readDocument(context.tenant, assignment.id),
  ]);
  const canConfirm = confirmable(context, agreement, assignment);
  return {
    assignment: toAssignment(assignment, names),
    agreement: toSummary(
      context,
      agreement,
      plan ?? undefined,
      view.kind === 'admin' ? [] : [assignment],
      names,
    ),
    document,
    canConfirm: canConfirm && agreement.confirmationMethod === 'IN_APP_CONFIRMATION',
    canUpload: canConfirm && agreement.confirmationMethod === 'DOC_UPLOAD_CONFIRMATION',
  };
}

/** A name safe as a file name on every system: no path separators, reserved or control characters. */
const fileName = (text: string) =>
  [...text]
    .map((char) => (char.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(char) ? ' ' : char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 150) || 'agreement';

/** GET …/assignments/{assignmentId}/document: the generated document as a PDF. */
export async function assignmentPdf(
  context: Context,
  id: number,
  assignmentId: number,
): Promise<{ pdf: Buffer; fileName: string }> {
  const { assignment } = await visibleAssignment(context, id, assignmentId);
  const document = await repository.readDocument(context.tenant, assignment.id);
  if (!document) throw new Conflict(AGREEMENT_MESSAGES.notGeneratedYet);
  return { pdf: await pdfOf(document, assignment.generatedAt), fileName: `${fileName(document.title)}.pdf` };
}

/** GET …/documents: every generated document as one ZIP (doc 3 §4 bulk download). */
export async function documentsZip(context: Context, id: number): Promise<{ zip: Buffer; fileName: string }> {
  const agreement = await modifiableAgreement(context, id);
  const assignments = await repository.assignmentsOf(context.tenant, [id]);
  const downloadable: readonly AssignmentStatus[] = [
    'AGREEMENT_GENERATED',
    'AGREEMENT_SENT',
    'ARCHIVED',
    'CONFIRMED',
  ];
  if (
    (agreement.status !== 'FINALIZED' && agreement.status !== 'ARCHIVED') ||
    !assignments.every((assignment) => downloadable.includes(assignment.status))
  )
    throw new Conflict(AGREEMENT_MESSAGES.cannotDownloadAll);
  const generatedAt = new Map(assignments.map((assignment) => [assignment.userId, assignment.generatedAt]));
  const zip = new JSZip();
  const used = new Set<string>();
  for (const { userId, document } of await repository.documentsOf(context.tenant, id)) {
    let name = `${fileName(document.title)}.pdf`;
    if (used.has(name)) name = `${fileName(document.title)} (${userId}).pdf`;
    used.add(name);
    zip.file(name, await pdfOf(document, generatedAt.get(userId) ?? null), {
      date: new Date(generatedAt.get(userId) ?? agreement.updatedAt),
    });
  }
  return {
    zip: await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }),
    fileName: `${fileName(agreement.name)}.zip`,
  };
}

// ——— Sending, regenerating, confirming ———

/** POST …/send: generated documents sent, each person notified; the others fail alone. */
export async function sendAssignments(
  context: UserContext,
  id: number,
  input: { assignmentIds?: readonly number[] },
  notifications: NotificationService,
): Promise<{ sent: number[]; failed: { assignmentId: number; message: string }[] }> {
  const agreement = await modifiableAgreement(context, id);
  if (agreement.status !== 'FINALIZED') throw new Conflict(AGREEMENT_MESSAGES.notFinalized);
  const all = await repository.assignmentsOf(context.tenant, [id]);
  const byId = new Map(all.map((assignment) => [assignment.id, assignment]));
  const wanted = input.assignmentIds
    ? [...new Set(input.assignmentIds)]
    : all
        .filter((assignment) => assignment.status === 'AGREEMENT_GENERATED')
        .map((assignment) => assignment.id);
  const sent: number[] = [];
  const failed: { assignmentId: number; message: string }[] = [];
  const now = new Date();
  for (const assignmentId of wanted) {
    const assignment = byId.get(assignmentId);
    if (!assignment) {
      failed.push({ assignmentId, message: AGREEMENT_MESSAGES.assignmentNotFound });
      continue;
    }
    const moved = await repository.moveAssignments(
      context.tenant,
      id,
      [assignmentId],
      ['AGREEMENT_GENERATED'],
      {
        status: 'AGREEMENT_SENT',
        sentDate: now,
      },
    );
    if (!moved) {
      failed.push({ assignmentId, message: AGREEMENT_MESSAGES.notGenerated });
      continue;
    }
    sent.push(assignmentId);
    await notifications.notify(context.tenant, {
      userId: assignment.userId,
      type: 'NEW_PLAN_AGREEMENT',
      content:
        agreement.confirmationMethod === 'NO_CONFIRMATION'
          ? `Your plan agreement "${agreement.name}" is available.`
          : `Your plan agreement "${agreement.name}" is available: please read and confirm it.`,
      contentMetadata: { planAgreementName: agreement.name },
      link: `/plan-agreements/${id}/assignments/${assignmentId}`,
      authorId: context.userId,
    });
  }
  return { sent, failed };
}

/** POST …/regenerate (doc 3 §4: after an error, or finalized and never sent, not awaiting generation). */
export async function regenerateAssignment(
  context: UserContext,
  id: number,
  assignmentId: number,
): Promise<PlanAgreementAssignment> {
  const agreement = await modifiableAgreement(context, id);
  const assignment = await repository.findAssignment(context.tenant, id, assignmentId);
  if (!assignment) throw new NotFound(AGREEMENT_MESSAGES.assignmentNotFound);
  const allowed =
    assignment.errorType !== null ||
    (agreement.status === 'FINALIZED' &&
      assignment.sentDate === null &&
      assignment.status !== 'AGREEMENT_TO_GENERATE');
  if (!allowed || agreement.status !== 'FINALIZED') throw new Conflict(AGREEMENT_MESSAGES.cannotRegenerate);
  const moved = await repository.moveAssignments(
    context.tenant,
    id,
    [assignmentId],
    ['ERROR', 'AGREEMENT_GENERATED'],
    {
      status: 'AGREEMENT_TO_GENERATE',
    },
  );
  if (!moved) throw new Conflict(AGREEMENT_MESSAGES.cannotRegenerate);
  await enqueueGeneration(context.tenant, id, context.userId);
  const names = await namesOf(context, [assignment.userId]);
  return toAssignment((await repository.findAssignment(context.tenant, id, assignmentId))!, names);
}

/** The caller's own sent assignment they may confirm by `method` (409 with the reason otherwise). */
async function ownToConfirm(
  context: UserContext,
  id: number,
  assignmentId: number,
  method: ConfirmationMethod,
): Promise<AssignmentRecord> {
  const { agreement, assignment } = await visibleAssignment(context, id, assignmentId);
  if (assignment.userId !== context.userId) throw new Forbidden(AGREEMENT_MESSAGES.cannotConfirm);
  if (agreement.confirmationMethod === 'NO_CONFIRMATION')
    throw new Conflict(AGREEMENT_MESSAGES.noConfirmation);
  if (agreement.confirmationMethod !== method)
    throw new Conflict(
      method === 'IN_APP_CONFIRMATION' ? AGREEMENT_MESSAGES.confirmByUpload : AGREEMENT_MESSAGES.confirmInApp,
    );
  if (!confirmable(context, agreement, assignment)) throw new Conflict(AGREEMENT_MESSAGES.cannotConfirm);
  return assignment;
}

async function confirmed(context: UserContext, id: number, assignmentId: number, upload: Buffer | null) {
  if (!(await repository.confirm(context.tenant, id, assignmentId, context.userId, upload, new Date())))
    throw new Conflict(AGREEMENT_MESSAGES.cannotConfirm);
  const assignment = (await repository.findAssignment(context.tenant, id, assignmentId))!;
  return toAssignment(assignment, await namesOf(context, [assignment.userId]));
}

/** POST …/confirm. */
export async function confirmAssignment(
  context: UserContext,
  id: number,
  assignmentId: number,
): Promise<PlanAgreementAssignment> {
  await ownToConfirm(context, id, assignmentId, 'IN_APP_CONFIRMATION');
  return confirmed(context, id, assignmentId, null);
}

export const UPLOAD_LIMIT_BYTES = MAX_UPLOAD_BYTES;

/** PUT …/confirmation-document: the signed PDF, which confirms the agreement. */
export async function uploadConfirmation(
  context: UserContext,
  id: number,
  assignmentId: number,
  file: Buffer,
): Promise<PlanAgreementAssignment> {
  await ownToConfirm(context, id, assignmentId, 'DOC_UPLOAD_CONFIRMATION');
  if (file.length > MAX_UPLOAD_BYTES)
    throw new Invalid([{ field: 'file', message: AGREEMENT_MESSAGES.tooLarge }]);
  // A PDF starts with its header (ISO 32000-1 §7.5.2), perhaps after a few bytes of junk.
  if (!file.subarray(0, 1024).includes('%PDF-'))
    throw new Invalid([{ field: 'file', message: AGREEMENT_MESSAGES.notPdf }]);
  return confirmed(context, id, assignmentId, file);
}

/** GET …/confirmation-document. */
export async function confirmationPdf(context: Context, id: number, assignmentId: number): Promise<Buffer> {
  const { assignment } = await visibleAssignment(context, id, assignmentId);
  const file = assignment.hasConfirmationDocument
    ? await repository.readConfirmationDocument(context.tenant, assignment.id)
    : null;
  if (!file) throw new NotFound(AGREEMENT_MESSAGES.noUpload);
  return file;
}
