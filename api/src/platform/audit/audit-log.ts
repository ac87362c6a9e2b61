import type { Transaction } from 'sequelize';
import type { components } from '@accrue/sdk/schema';
import type { Context } from '../context.js';
import { apiKeyOf } from '../http/authorize.js';
import { auditEventsTable } from './tables.js';

/** The parts of the product a change can belong to (the audit page's area filter). */
export const AUDIT_AREAS = ['plans', 'data', 'statements', 'people', 'settings'] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];

/**
 * The contract's actions (`AuditAction` in openapi/audit.yaml), each in the area it belongs to;
 * the audit module's test checks that every action of the contract has one.
 */
export const AUDIT_ACTIONS = {
  plans: [
    'plan.created',
    'plan.updated',
    'plan.definitionReplaced',
    'plan.published',
    'plan.unpublished',
    'plan.archived',
    'plan.unarchived',
    'plan.deleted',
    'plan.assignmentsAdded',
    'plan.assignmentChanged',
    'plan.assignmentRemoved',
    'plan.workflowChanged',
  ],
  data: [
    'recordModel.created',
    'recordModel.updated',
    'recordModel.deleted',
    'import.applied',
    'records.pushed',
  ],
  statements: [
    'adjustment.created',
    'adjustment.updated',
    'adjustment.deleted',
    'overwrite.created',
    'overwrite.deleted',
    'rowEdit.created',
    'rowEdit.deleted',
    'statement.reviewed',
  ],
  people: [
    'user.created',
    'user.updated',
    'user.deactivated',
    'user.reactivated',
    'user.invited',
    'users.uploaded',
    'team.created',
    'team.renamed',
    'team.moved',
    'team.archived',
    'team.unarchived',
    'team.deleted',
    'team.assignmentsAdded',
    'team.assignmentChanged',
    'team.assignmentRemoved',
    'quota.valuesChanged',
  ],
  settings: [
    'company.updated',
    'apiKey.created',
    'apiKey.revoked',
    'workflow.created',
    'workflow.updated',
    'workflow.deleted',
    'currencyRate.created',
    'currencyRate.updated',
    'currencyRate.deleted',
  ],
} as const satisfies Record<AuditArea, readonly AuditAction[]>;

export type AuditAction = components['schemas']['AuditAction'];

export interface Change {
  action: AuditAction;
  target: {
    type:
      | 'plan'
      | 'recordModel'
      | 'statement'
      | 'user'
      | 'team'
      | 'quota'
      | 'company'
      | 'apiKey'
      | 'workflow'
      | 'currencyRate';
    id: number | string;
    label: string;
  };
  /** What changed, kept as JSON (fields changed, counts, amounts): small, never a secret. */
  details?: Record<string, unknown>;
}

/**
 * Whose change it is: a request's context, or for a background job its company and the person who
 * asked for it (null: the product itself, e.g. a nightly refresh).
 */
export type ChangeAuthor = Context | { tenant: Context['tenant']; userId: number | null };

const MAX_LABEL = 255;

/** How many people one line names (a bulk add may hold thousands: its count says the rest). */
export const MAX_NAMED_USERS = 50;

export function areaOf(action: AuditAction): AuditArea {
  return AUDIT_AREAS.find((area) => (AUDIT_ACTIONS[area] as readonly string[]).includes(action))!;
}

/**
 * Appends a change to the company's audit log, inside the transaction that makes the change: if
 * the change rolls back, so does its line, and a line always names a change that happened. Who:
 * the caller of the context (the effective user, with the signed-in one while impersonating, or
 * the API key). `occurredAt` is for seeding a history only (the demo company's past import).
 */
export async function recordChange(
  by: ChangeAuthor,
  change: Change,
  transaction?: Transaction,
  occurredAt = new Date(),
): Promise<void> {
  await by.tenant.insert(auditEventsTable, auditRow(by, change, occurredAt), transaction);
}

/**
 * Appends several changes at once (multi-row INSERTs), as `recordChange` does one: a bulk change
 * of thousands of rows (a 20,000-row team import names about 1,500 teams) would otherwise make as
 * many round trips inside its transaction.
 */
export async function recordChanges(
  by: ChangeAuthor,
  changes: readonly Change[],
  transaction: Transaction,
): Promise<void> {
  const occurredAt = new Date();
  await by.tenant.insertMany(
    auditEventsTable,
    changes.map((change) => auditRow(by, change, occurredAt)),
    transaction,
  );
}

function auditRow(by: ChangeAuthor, change: Change, occurredAt: Date) {
  const context = 'kind' in by ? by : null;
  return {
    occurredAt,
    area: areaOf(change.action),
    action: change.action,
    actorUserId: by.userId,
    impersonatorUserId: context?.impersonating ? context.signedInUserId : null,
    apiKeyId: (context && apiKeyOf(context)?.id) ?? null,
    targetType: change.target.type,
    targetId: String(change.target.id),
    targetLabel: change.target.label.slice(0, MAX_LABEL),
    details: change.details ? JSON.stringify(change.details) : null,
  };
}
