import { DataTypes, type QueryInterface } from 'sequelize';
import { cascadingReference, ensureIndex, ensureTable, idColumn } from '../ddl.js';

const company = cascadingReference('companies');

const mediumText = (q: QueryInterface) =>
  q.sequelize.getDialect() === 'mysql' ? DataTypes.TEXT('medium') : DataTypes.TEXT;

/**
 * Plan agreements (doc 3 §3 Plan agreement, §4 workflow): an agreement per plan and year, with
 * its template (Markdown with placeholders, up to 100,000 characters: MEDIUMTEXT) and the frozen
 * copy generation reads; and one assignment per person, holding the generated document (its
 * blocks as JSON, rendered to PDF on download) and, when confirmed by upload, the signed PDF (at
 * most 10 MB: MEDIUMBLOB). Re-runnable from any point (see `ddl.ts`).
 */
export async function up(q: QueryInterface): Promise<void> {
  await ensureTable(q, 'plan_agreements', {
    id: idColumn(),
    companyId: company,
    name: { type: DataTypes.STRING(200), allowNull: false },
    year: { type: DataTypes.INTEGER, allowNull: false },
    planId: { type: DataTypes.INTEGER, allowNull: false },
    status: { type: DataTypes.STRING(16), allowNull: false },
    confirmationMethod: { type: DataTypes.STRING(32), allowNull: false },
    error: { type: DataTypes.STRING(40), allowNull: true },
    template: { type: mediumText(q), allowNull: false },
    templateChangedAt: { type: DataTypes.DATE(3), allowNull: false },
    templateCopy: { type: mediumText(q), allowNull: true },
    templateCopiedAt: { type: DataTypes.DATE(3), allowNull: true },
    folderId: { type: DataTypes.STRING(64), allowNull: false },
    externalDocId: { type: DataTypes.STRING(64), allowNull: false },
    internalDocId: { type: DataTypes.STRING(64), allowNull: true },
    version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
    createdBy: { type: DataTypes.INTEGER, allowNull: true },
    createdAt: { type: DataTypes.DATE(3), allowNull: false },
    updatedAt: { type: DataTypes.DATE(3), allowNull: false },
  });
  await ensureIndex(q, 'plan_agreements', ['companyId', 'year', 'id']);
  await ensureIndex(q, 'plan_agreements', ['companyId', 'planId']);

  await ensureTable(q, 'plan_agreement_assignments', {
    id: idColumn(),
    companyId: company,
    planAgreementId: cascadingReference('plan_agreements'),
    userId: { type: DataTypes.INTEGER, allowNull: false },
    status: { type: DataTypes.STRING(32), allowNull: false },
    errorType: { type: DataTypes.STRING(32), allowNull: true },
    error: { type: DataTypes.TEXT, allowNull: true },
    document: { type: mediumText(q), allowNull: true },
    generatedAt: { type: DataTypes.DATE(3), allowNull: true },
    sentDate: { type: DataTypes.DATE(3), allowNull: true },
    confirmedAt: { type: DataTypes.DATE(3), allowNull: true },
    confirmationDocument: { type: DataTypes.BLOB('medium'), allowNull: true },
    createdAt: { type: DataTypes.DATE(3), allowNull: false },
  });
  await ensureIndex(q, 'plan_agreement_assignments', ['companyId', 'planAgreementId', 'userId'], {
    unique: true,
    name: 'plan_agreement_assignments_user',
  });
  await ensureIndex(q, 'plan_agreement_assignments', ['companyId', 'userId']);
}

export async function down(q: QueryInterface): Promise<void> {
  await q.dropTable('plan_agreement_assignments');
  await q.dropTable('plan_agreements');
}
