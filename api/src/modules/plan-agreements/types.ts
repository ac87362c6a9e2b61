import type { components } from '@accrue/sdk/schema';

type Schemas = components['schemas'];

export type PlanAgreement = Schemas['PlanAgreement'];
export type PlanAgreementSummary = Schemas['PlanAgreementSummary'];
export type PlanAgreementAssignment = Schemas['PlanAgreementAssignment'];
export type PlanAgreementAssignmentView = Schemas['PlanAgreementAssignmentView'];
export type DocumentContent = Schemas['PlanAgreementDocument'];
export type DocumentBlock = Schemas['PlanAgreementBlock'];
export type TextRun = Schemas['PlanAgreementRun'];

/** The agreement's own statuses (doc 3 §3 template statuses). */
export type AgreementStatus = Schemas['PlanAgreementTemplateStatus'];
/** One person's agreement (doc 3 §3 agreement statuses; DRAFT until finalized). */
export type AssignmentStatus = Schemas['PlanAgreementAssignmentStatus'];
export type ConfirmationMethod = Schemas['ConfirmationMethod'];
export type AgreementError = Schemas['PlanAgreementTemplateError'];

/**
 * The answers of the workflow (doc 3 §4; the spec shows no wording for these, so they say what to
 * do next). Each is a 409 unless said otherwise.
 */
export const AGREEMENT_MESSAGES = {
  notFound: 'Plan agreement not found.',
  assignmentNotFound: 'This person has no agreement here.',
  notDraft: 'Only a draft agreement can be changed.',
  notFinalized: 'Only a finalized agreement can do this.',
  planArchived: 'The plan is archived.',
  planNotFound: 'Plan not found.',
  nobodyAssigned: 'Nobody is assigned to this plan during this year.',
  notOnPlan: 'These people are not assigned to the plan during this year.',
  templateStale: 'The template changed since it was copied: refresh it before finalizing.',
  missing: (what: string) => `The agreement cannot be finalized: ${what}.`,
  hasError: 'The agreement has an error: regenerate the documents that failed first.',
  notGenerated: 'Only a generated document can be sent.',
  cannotRegenerate: 'Only a document that failed, or one never sent, can be generated again.',
  cannotConfirm: 'Only your own sent agreement can be confirmed.',
  confirmByUpload: 'This agreement is confirmed by uploading the signed document.',
  confirmInApp: 'This agreement is confirmed in the app, not by upload.',
  noConfirmation: 'This agreement needs no confirmation.',
  cannotDownloadAll: 'Every document must be generated before they can be downloaded together.',
  notGeneratedYet: 'This document has not been generated yet.',
  noUpload: 'No signed document was uploaded.',
  notPdf: 'The file is not a PDF.',
  tooLarge: 'The file is larger than 10 MB.',
} as const;
