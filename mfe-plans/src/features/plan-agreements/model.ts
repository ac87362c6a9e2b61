import type {
  AgreementAssignment,
  AgreementStatus,
  AssignmentStatus,
  ConfirmationMethod,
  PlanAgreement,
} from './queries';

/** Doc 3 §3: the agreement's (template's) statuses, in the list's filter order. */
export const AGREEMENT_STATUSES: readonly AgreementStatus[] = ['DRAFT', 'FINALIZED', 'ARCHIVED'];

export const CONFIRMATION_METHODS: readonly ConfirmationMethod[] = [
  'NO_CONFIRMATION',
  'IN_APP_CONFIRMATION',
  'DOC_UPLOAD_CONFIRMATION',
];

export const DEFAULT_CONFIRMATION_METHOD: ConfirmationMethod = 'IN_APP_CONFIRMATION';

/** The contract's bounds (PlanAgreementName, PlanAgreementYear). */
export const NAME_MAX = 200;
export const YEAR_MIN = 2000;
export const YEAR_MAX = 2100;

/** The list's page size. */
export const PAGE_LIMIT = 50;

/** How often an agreement is read again while a document awaits generation. */
export const POLL_MS = 2000;

/** The signed PDF a person uploads: a PDF of at most 10 MB (uploadPlanAgreementConfirmation). */
export const SIGNED_PDF_TYPES = ['application/pdf', '.pdf'];
export const SIGNED_PDF_MAX_BYTES = 10 * 1024 * 1024;

/** The statuses whose document exists (generated, and kept once sent, confirmed or archived). */
const WITH_DOCUMENT: readonly AssignmentStatus[] = [
  'AGREEMENT_GENERATED',
  'AGREEMENT_SENT',
  'ARCHIVED',
  'CONFIRMED',
];

export function hasDocument(assignment: Pick<AgreementAssignment, 'status'>): boolean {
  return WITH_DOCUMENT.includes(assignment.status);
}

/** Whether some document still awaits generation (the page then reads the agreement every 2 s). */
export function isGenerating(agreement: Pick<PlanAgreement, 'assignments'>): boolean {
  return agreement.assignments.some((assignment) => assignment.status === 'AGREEMENT_TO_GENERATE');
}

/** Doc 3 §4: send is allowed when the agreement is finalized and the assignment generated. */
export function canSend(agreement: Pick<PlanAgreement, 'status'>, assignment: AgreementAssignment): boolean {
  return agreement.status === 'FINALIZED' && assignment.status === 'AGREEMENT_GENERATED';
}

/**
 * Doc 3 §4: regenerate is allowed on a generation error, or when the agreement is finalized and the
 * document was never sent, and not while it awaits generation.
 */
export function canRegenerate(
  agreement: Pick<PlanAgreement, 'status'>,
  assignment: AgreementAssignment,
): boolean {
  if (assignment.errorType !== null) return true;
  return (
    agreement.status === 'FINALIZED' &&
    assignment.sentDate === null &&
    assignment.status !== 'AGREEMENT_TO_GENERATE'
  );
}

/** Doc 3 §4: assignments are removed only while the agreement is a draft. */
export function canRemove(agreement: Pick<PlanAgreement, 'status'>): boolean {
  return agreement.status === 'DRAFT';
}

/**
 * Doc 3 §4: the bulk download is allowed when the agreement is archived or finalized and every
 * assignment is generated, sent, archived or confirmed.
 */
export function canDownloadAll(agreement: Pick<PlanAgreement, 'status' | 'assignments'>): boolean {
  return (
    (agreement.status === 'FINALIZED' || agreement.status === 'ARCHIVED') &&
    agreement.assignments.every(hasDocument)
  );
}

/** Doc 3 §4: template refresh is allowed only for a draft with an external document (its template). */
export function canRefreshTemplate(
  agreement: Pick<PlanAgreement, 'status' | 'externalGoogleDocId'>,
): boolean {
  return agreement.status === 'DRAFT' && agreement.externalGoogleDocId !== null;
}

/** The fields of an agreement an administrator edits while it is a draft (PATCH). */
export interface AgreementFields {
  name: string;
  year: number | null;
  planId: number | null;
  confirmationMethod: ConfirmationMethod;
  template: string;
}

export type AgreementField = keyof AgreementFields;

/** What an edit left unchanged is not in the draft: only the fields touched. */
export type AgreementDraft = Partial<AgreementFields>;

export function fieldsOf(agreement: PlanAgreement): AgreementFields {
  return {
    name: agreement.name,
    year: agreement.year,
    planId: agreement.planId,
    confirmationMethod: agreement.confirmationMethod,
    template: agreement.template ?? '',
  };
}

/** The PATCH body: the fields whose value differs from the saved one, nothing else. */
export interface AgreementChanges {
  name?: string;
  year?: number;
  planId?: number;
  confirmationMethod?: ConfirmationMethod;
  template?: string;
}

export function changesOf(draft: AgreementDraft, saved: AgreementFields): AgreementChanges {
  const changes: AgreementChanges = {};
  if (draft.name !== undefined && draft.name.trim() !== saved.name) changes.name = draft.name.trim();
  if (draft.year !== undefined && draft.year !== null && draft.year !== saved.year) changes.year = draft.year;
  if (draft.planId !== undefined && draft.planId !== null && draft.planId !== saved.planId)
    changes.planId = draft.planId;
  if (draft.confirmationMethod !== undefined && draft.confirmationMethod !== saved.confirmationMethod)
    changes.confirmationMethod = draft.confirmationMethod;
  if (draft.template !== undefined && draft.template !== saved.template) changes.template = draft.template;
  return changes;
}

/** The message id of what is wrong with a name, if anything. */
export function nameProblem(name: string): string | undefined {
  const length = name.trim().length;
  if (length === 0) return 'agreements.form.nameRequired';
  return length > NAME_MAX ? 'agreements.form.nameTooLong' : undefined;
}

/** The message id of what is wrong with a year, if anything. */
export function yearProblem(year: number | null): string | undefined {
  if (year === null) return 'agreements.form.yearRequired';
  return !Number.isInteger(year) || year < YEAR_MIN || year > YEAR_MAX
    ? 'agreements.form.yearRange'
    : undefined;
}

/**
 * The API's field messages placed under the fields they name (`planId`, `template`…); any other
 * (or a message on no field) is said above the form.
 */
export function placeFieldErrors(errors: readonly { field: string; message: string }[]): {
  fields: Partial<Record<AgreementField, string>>;
  other: string[];
} {
  const known: readonly string[] = ['name', 'year', 'planId', 'confirmationMethod', 'template'];
  const fields: Partial<Record<AgreementField, string>> = {};
  const other: string[] = [];
  for (const error of errors) {
    if (known.includes(error.field)) fields[error.field as AgreementField] ??= error.message;
    else other.push(error.field ? `${error.field}: ${error.message}` : error.message);
  }
  return { fields, other };
}

/** What a placeholder inserts: `{{name}}`, or a section's opening and closing tags around `inner`. */
export function placeholderText(
  placeholder: { name: string; section: boolean },
  inner = '',
): { text: string; caret: number } {
  const name = placeholder.name.replace(/^[#/]/, '');
  if (!placeholder.section) {
    const text = `{{${name}}}`;
    return { text, caret: text.length };
  }
  const open = `{{#${name}}}`;
  const body = inner || '\n\n';
  const caret = inner ? open.length + inner.length : open.length + 1;
  return { text: `${open}${body}{{/${name}}}`, caret };
}

/**
 * The text with a placeholder inserted at the selection (replacing it, or around it for a section)
 * and where the cursor goes after it.
 */
export function insertPlaceholder(
  text: string,
  selection: { start: number; end: number },
  placeholder: { name: string; section: boolean },
): { text: string; cursor: number } {
  const start = Math.max(0, Math.min(selection.start, text.length));
  const end = Math.max(start, Math.min(selection.end, text.length));
  const inserted = placeholderText(placeholder, placeholder.section ? text.slice(start, end) : '');
  return {
    text: text.slice(0, start) + inserted.text + text.slice(end),
    cursor: start + inserted.caret,
  };
}

/** A name made safe as a file name (the characters file systems refuse dropped). */
export function fileNameOf(name: string, extension: string): string {
  const base = name
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${base || 'agreement'}.${extension}`;
}

/** Someone of the plan who may be added to an agreement. */
export interface PersonToAdd {
  userId: number;
  name: string;
}

/**
 * Doc 3 §3: the people an agreement may hold are those assigned to its plan during its year. Those
 * of them it does not hold yet (each once, by name), from the plan's assignments.
 */
export function peopleToAdd(
  assignments: readonly {
    userId: number;
    effectiveAsOf: string;
    effectiveUntil: string | null;
    user: { firstName: string; lastName: string };
  }[],
  agreement: Pick<PlanAgreement, 'year' | 'assignments'>,
): PersonToAdd[] {
  const start = `${agreement.year}-01-01`;
  const end = `${agreement.year}-12-31`;
  const present = new Set(agreement.assignments.map((assignment) => assignment.userId));
  const people = new Map<number, PersonToAdd>();
  for (const assignment of assignments) {
    const during =
      assignment.effectiveAsOf <= end &&
      (assignment.effectiveUntil === null || assignment.effectiveUntil >= start);
    if (during && !present.has(assignment.userId))
      people.set(assignment.userId, {
        userId: assignment.userId,
        name: `${assignment.user.firstName} ${assignment.user.lastName}`,
      });
  }
  return [...people.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export function currentYear(now = new Date()): number {
  return now.getFullYear();
}
