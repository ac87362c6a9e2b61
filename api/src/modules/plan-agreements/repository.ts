import { randomUUID } from 'node:crypto';
import { Op, type Transaction, type WhereOptions } from 'sequelize';
import type { NewRow, Tenant } from '../../platform/db/tenancy.js';
import { toIso } from '../../platform/db/values.js';
import { compareAndSwap, nextVersion, type ExpectedVersion } from '../../platform/db/versioned.js';
import { agreementsTable, assignmentsTable, type AgreementRow, type AssignmentRow } from './tables.js';
import {
  AGREEMENT_MESSAGES,
  type AgreementError,
  type AgreementStatus,
  type AssignmentStatus,
  type ConfirmationMethod,
  type DocumentContent,
} from './types.js';

/** An agreement as the service works with it (plain values, dates as ISO text). */
export interface AgreementRecord {
  id: number;
  name: string;
  year: number;
  planId: number;
  status: AgreementStatus;
  confirmationMethod: ConfirmationMethod;
  error: AgreementError;
  template: string;
  templateChangedAt: string;
  templateCopy: string | null;
  templateCopiedAt: string | null;
  folderId: string;
  externalDocId: string;
  internalDocId: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface AssignmentRecord {
  id: number;
  planAgreementId: number;
  userId: number;
  status: AssignmentStatus;
  errorType: 'GENERATION_ERROR' | null;
  error: string | null;
  generatedAt: string | null;
  sentDate: string | null;
  confirmedAt: string | null;
  hasConfirmationDocument: boolean;
}

const toAgreement = (row: AgreementRow): AgreementRecord => ({
  id: Number(row.id),
  name: String(row.name),
  year: Number(row.year),
  planId: Number(row.planId),
  status: row.status as AgreementStatus,
  confirmationMethod: row.confirmationMethod as ConfirmationMethod,
  error: (row.error ?? null) as AgreementError,
  template: String(row.template),
  templateChangedAt: toIso(row.templateChangedAt)!,
  templateCopy: row.templateCopy ?? null,
  templateCopiedAt: toIso(row.templateCopiedAt),
  folderId: String(row.folderId),
  externalDocId: String(row.externalDocId),
  internalDocId: row.internalDocId ?? null,
  version: Number(row.version),
  createdAt: toIso(row.createdAt)!,
  updatedAt: toIso(row.updatedAt)!,
});

/** The columns of an assignment the lists read (never its document or uploaded file). */
const ASSIGNMENT_COLUMNS = [
  'id',
  'planAgreementId',
  'userId',
  'status',
  'errorType',
  'error',
  'generatedAt',
  'sentDate',
  'confirmedAt',
  'createdAt',
];

const toAssignment = (row: AssignmentRow, hasConfirmationDocument: boolean): AssignmentRecord => ({
  id: Number(row.id),
  planAgreementId: Number(row.planAgreementId),
  userId: Number(row.userId),
  status: row.status as AssignmentStatus,
  errorType: (row.errorType ?? null) as 'GENERATION_ERROR' | null,
  error: row.error ?? null,
  generatedAt: toIso(row.generatedAt),
  sentDate: toIso(row.sentDate),
  confirmedAt: toIso(row.confirmedAt),
  hasConfirmationDocument,
});

export async function findAgreement(
  tenant: Tenant,
  id: number,
  t?: Transaction,
): Promise<AgreementRecord | null> {
  const row = await tenant.findById(agreementsTable, id, t);
  return row ? toAgreement(row) : null;
}

/** A page of agreements, newest year first (ids break ties so pages never overlap). */
export async function pageAgreements(
  tenant: Tenant,
  where: WhereOptions,
  page: { offset: number; limit: number },
): Promise<{ rows: AgreementRecord[]; total: number }> {
  const { rows, total } = await tenant.findPage(agreementsTable, {
    where,
    order: [
      ['year', 'DESC'],
      ['id', 'DESC'],
    ],
    ...page,
  });
  return { rows: rows.map(toAgreement), total };
}

/**
 * A new draft with one assignment per person: its template copied for generation at once, and its
 * own folder and document ids (the spec's Google Doc fields, Accrue's documents).
 */
export async function insertDraft(
  tenant: Tenant,
  draft: Pick<AgreementRow, 'name' | 'year' | 'planId' | 'confirmationMethod' | 'template' | 'createdBy'>,
  userIds: readonly number[],
  now: Date,
): Promise<number> {
  const agreement: NewRow<AgreementRow> = {
    ...draft,
    status: 'DRAFT',
    error: null,
    templateChangedAt: now,
    templateCopy: draft.template,
    templateCopiedAt: now,
    folderId: randomUUID(),
    externalDocId: randomUUID(),
    internalDocId: randomUUID(),
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
  return tenant.transaction(async (t) => {
    const id = await tenant.insert(agreementsTable, agreement, t);
    await insertAssignments(tenant, id, userIds, now, t);
    return id;
  });
}

async function insertAssignments(
  tenant: Tenant,
  planAgreementId: number,
  userIds: readonly number[],
  now: Date | string,
  t: Transaction,
): Promise<void> {
  for (const userId of userIds)
    await tenant.insert(
      assignmentsTable,
      {
        planAgreementId,
        userId,
        status: 'DRAFT',
        errorType: null,
        error: null,
        document: null,
        generatedAt: null,
        sentDate: null,
        confirmedAt: null,
        confirmationDocument: null,
        createdAt: now,
      },
      t,
    );
}

/**
 * Changes a draft's columns (bumping its version; If-Match when given), and with `userIds` makes
 * its assignments anew, in one transaction. Only while it is still a draft: the status is part of
 * the UPDATE's filter, so a finalize in between wins and this answers 409.
 */
export async function updateDraft(
  tenant: Tenant,
  id: number,
  values: Partial<Omit<AgreementRow, 'id' | 'companyId' | 'version'>>,
  expected: ExpectedVersion,
  userIds: readonly number[] | null,
): Promise<void> {
  await tenant.transaction(async (t) => {
    await compareAndSwap({
      expected,
      notFound: AGREEMENT_MESSAGES.notFound,
      write: (where) =>
        tenant.update(
          agreementsTable,
          { ...(where as object), id, status: 'DRAFT' },
          { ...values, version: nextVersion(tenant.db) } as unknown as Partial<AgreementRow>,
          t,
        ),
      exists: async () => (await tenant.findById(agreementsTable, id, t)) !== null,
    });
    if (userIds === null) return;
    await tenant.destroy(assignmentsTable, { planAgreementId: id }, t);
    await insertAssignments(tenant, id, userIds, new Date(), t);
  });
}

/**
 * Moves an agreement from one status to another (and its assignments with it), only if it is
 * still in `from`: answers whether it moved. Bumps the version.
 */
export async function moveAgreement(
  tenant: Tenant,
  id: number,
  from: AgreementStatus,
  values: Partial<Omit<AgreementRow, 'id' | 'companyId' | 'version'>>,
  assignments: { from: readonly AssignmentStatus[]; to: AssignmentStatus } | null,
): Promise<boolean> {
  return tenant.transaction(async (t) => {
    const changed = await tenant.update(
      agreementsTable,
      { id, status: from },
      { ...values, version: nextVersion(tenant.db) } as unknown as Partial<AgreementRow>,
      t,
    );
    if (!changed) return false;
    if (assignments)
      await tenant.update(
        assignmentsTable,
        { planAgreementId: id, status: [...assignments.from] },
        { status: assignments.to },
        t,
      );
    return true;
  });
}

/**
 * A change of the agreement's assignments is a change of the agreement as the API shows it: its
 * version (its ETag) moves too, so a client's cached copy is never answered "not modified", and an
 * edit made before it is refused (409).
 */
async function assignmentsChanged(tenant: Tenant, planAgreementId: number, t?: Transaction): Promise<void> {
  await tenant.update(
    agreementsTable,
    { id: planAgreementId },
    { version: nextVersion(tenant.db), updatedAt: new Date() } as unknown as Partial<AgreementRow>,
    t,
  );
}

/** Sets the agreement's generation error (a new version). */
export async function touchAgreement(
  tenant: Tenant,
  id: number,
  values: Partial<Pick<AgreementRow, 'error'>>,
): Promise<void> {
  await tenant.update(agreementsTable, { id }, {
    ...values,
    version: nextVersion(tenant.db),
    updatedAt: new Date(),
  } as unknown as Partial<AgreementRow>);
}

export async function deleteDraft(tenant: Tenant, id: number): Promise<boolean> {
  return tenant.transaction(async (t) => {
    const agreement = await tenant.findOne(agreementsTable, { id, status: 'DRAFT' }, t);
    if (!agreement) return false;
    await tenant.destroy(assignmentsTable, { planAgreementId: id }, t);
    return (await tenant.destroy(agreementsTable, { id, status: 'DRAFT' }, t)) > 0;
  });
}

/** The assignments of agreements (at most `limit`), by agreement then id. */
export async function assignmentsOf(
  tenant: Tenant,
  agreementIds: readonly number[],
  where: WhereOptions = {},
  limit = 5000,
): Promise<AssignmentRecord[]> {
  if (!agreementIds.length) return [];
  const rows = await tenant.findAll(assignmentsTable, {
    where: { ...(where as object), planAgreementId: [...agreementIds] },
    attributes: ASSIGNMENT_COLUMNS,
    order: [
      ['planAgreementId', 'ASC'],
      ['id', 'ASC'],
    ],
    limit,
  });
  const uploads = await uploadedAmong(
    tenant,
    rows.map((row) => Number(row.id)),
  );
  return rows.map((row) => toAssignment(row, uploads.has(Number(row.id))));
}

/** Which of these assignments hold an uploaded PDF (without reading the files). */
async function uploadedAmong(tenant: Tenant, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await tenant.findAll(assignmentsTable, {
    where: { id: [...ids], confirmationDocument: { [Op.ne]: null } },
    attributes: ['id'],
  });
  return new Set(rows.map((row) => Number(row.id)));
}

/** The agreement ids holding an assignment matching `where` (a person's or a manager's view). */
export async function agreementIdsWithAssignments(tenant: Tenant, where: WhereOptions): Promise<number[]> {
  const rows = await tenant.findAll(assignmentsTable, {
    where,
    attributes: ['planAgreementId'],
    limit: 100_000,
  });
  return [...new Set(rows.map((row) => Number(row.planAgreementId)))];
}

export async function findAssignment(
  tenant: Tenant,
  planAgreementId: number,
  id: number,
): Promise<AssignmentRecord | null> {
  const [found] = await assignmentsOf(tenant, [planAgreementId], { id }, 1);
  return found ?? null;
}

export async function readDocument(tenant: Tenant, id: number): Promise<DocumentContent | null> {
  const row = await tenant.findOne(assignmentsTable, { id });
  return row?.document ? (JSON.parse(String(row.document)) as DocumentContent) : null;
}

export async function readConfirmationDocument(tenant: Tenant, id: number): Promise<Buffer | null> {
  const row = await tenant.findOne(assignmentsTable, { id });
  return row?.confirmationDocument ? Buffer.from(row.confirmationDocument) : null;
}

/** Moves assignments among `from` to new values; answers the ids that moved. */
export async function moveAssignments(
  tenant: Tenant,
  planAgreementId: number,
  ids: readonly number[] | null,
  from: readonly AssignmentStatus[],
  values: Partial<Omit<AssignmentRow, 'id' | 'companyId' | 'planAgreementId' | 'userId'>>,
): Promise<number> {
  const where: WhereOptions = {
    planAgreementId,
    status: [...from],
    ...(ids === null ? {} : { id: [...ids] }),
  };
  return tenant.transaction(async (t) => {
    const moved = await tenant.update(assignmentsTable, where, values as Partial<AssignmentRow>, t);
    if (moved) await assignmentsChanged(tenant, planAgreementId, t);
    return moved;
  });
}

/** Stores a generated document, if the assignment still awaits it. */
export async function storeGenerated(
  tenant: Tenant,
  planAgreementId: number,
  id: number,
  outcome: { document: DocumentContent } | { error: string },
  now: Date,
): Promise<boolean> {
  const values: Partial<AssignmentRow> =
    'document' in outcome
      ? {
          status: 'AGREEMENT_GENERATED',
          document: JSON.stringify(outcome.document),
          generatedAt: now,
          errorType: null,
          error: null,
        }
      : { status: 'ERROR', errorType: 'GENERATION_ERROR', error: outcome.error.slice(0, 2000) };
  return tenant.transaction(async (t) => {
    const stored = await tenant.update(
      assignmentsTable,
      { planAgreementId, id, status: 'AGREEMENT_TO_GENERATE' },
      values,
      t,
    );
    if (stored) await assignmentsChanged(tenant, planAgreementId, t);
    return stored > 0;
  });
}

export async function deleteDraftAssignment(
  tenant: Tenant,
  planAgreementId: number,
  id: number,
): Promise<boolean> {
  return tenant.transaction(async (t) => {
    const removed = await tenant.destroy(assignmentsTable, { planAgreementId, id, status: 'DRAFT' }, t);
    if (removed) await assignmentsChanged(tenant, planAgreementId, t);
    return removed > 0;
  });
}

export async function addDraftAssignments(
  tenant: Tenant,
  planAgreementId: number,
  userIds: readonly number[],
): Promise<void> {
  await tenant.transaction(async (t) => {
    await insertAssignments(tenant, planAgreementId, userIds, new Date(), t);
    await assignmentsChanged(tenant, planAgreementId, t);
  });
}

/** Confirms one person's sent assignment (with the uploaded PDF, if any); false when not sent any more. */
export async function confirm(
  tenant: Tenant,
  planAgreementId: number,
  id: number,
  userId: number,
  upload: Buffer | null,
  now: Date,
): Promise<boolean> {
  const values: Partial<AssignmentRow> = { status: 'CONFIRMED', confirmedAt: now };
  if (upload) values.confirmationDocument = upload;
  return tenant.transaction(async (t) => {
    const done = await tenant.update(
      assignmentsTable,
      { planAgreementId, id, userId, status: 'AGREEMENT_SENT' },
      values,
      t,
    );
    if (done) await assignmentsChanged(tenant, planAgreementId, t);
    return done > 0;
  });
}

/** Every stored document of an agreement with its person, for the bulk download. */
export async function documentsOf(
  tenant: Tenant,
  planAgreementId: number,
): Promise<{ userId: number; document: DocumentContent }[]> {
  const rows = await tenant.findAll(assignmentsTable, {
    where: { planAgreementId, document: { [Op.ne]: null } },
    attributes: ['userId', 'document'],
    order: [['id', 'ASC']],
    limit: 5000,
  });
  return rows.map((row) => ({
    userId: Number(row.userId),
    document: JSON.parse(String(row.document)) as DocumentContent,
  }));
}
