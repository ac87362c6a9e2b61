import { DataTypes } from 'sequelize';
import { column, companyTable, type DbDate } from '../../platform/db/tables.js';

/** An agreement of a plan and a year (migration 0034). */
export interface AgreementRow {
  id: number;
  companyId: number;
  name: string;
  year: number;
  planId: number;
  status: string;
  confirmationMethod: string;
  error: string | null;
  /** The template the administrators edit (the spec's external document). */
  template: string;
  templateChangedAt: DbDate;
  /** The frozen copy generation reads (the spec's internal document), made by refresh-template. */
  templateCopy: string | null;
  templateCopiedAt: DbDate | null;
  folderId: string;
  externalDocId: string;
  internalDocId: string | null;
  version: number;
  createdBy: number | null;
  createdAt: DbDate;
  updatedAt: DbDate;
}

export const agreementsTable = companyTable<AgreementRow>('plan_agreements', {
  id: column.id,
  companyId: column.companyId,
  name: column.string,
  year: column.integer,
  planId: column.integer,
  status: column.string,
  confirmationMethod: column.string,
  error: column.string,
  template: column.text,
  templateChangedAt: column.date,
  templateCopy: column.text,
  templateCopiedAt: column.date,
  folderId: column.string,
  externalDocId: column.string,
  internalDocId: column.string,
  version: column.integer,
  createdBy: column.integer,
  createdAt: column.date,
  updatedAt: column.date,
});

/** One person's agreement: its status, its generated document, its confirmation. */
export interface AssignmentRow {
  id: number;
  companyId: number;
  planAgreementId: number;
  userId: number;
  status: string;
  errorType: string | null;
  error: string | null;
  /** The generated document's blocks as JSON. */
  document: string | null;
  generatedAt: DbDate | null;
  sentDate: DbDate | null;
  confirmedAt: DbDate | null;
  /** The signed PDF the person uploaded (DOC_UPLOAD_CONFIRMATION). */
  confirmationDocument: Buffer | null;
  createdAt: DbDate;
}

export const assignmentsTable = companyTable<AssignmentRow>('plan_agreement_assignments', {
  id: column.id,
  companyId: column.companyId,
  planAgreementId: column.integer,
  userId: column.integer,
  status: column.string,
  errorType: column.string,
  error: column.text,
  document: column.text,
  generatedAt: column.date,
  sentDate: column.date,
  confirmedAt: column.date,
  confirmationDocument: { type: DataTypes.BLOB('medium') },
  createdAt: column.date,
});
