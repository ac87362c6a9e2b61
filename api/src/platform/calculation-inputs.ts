import type { Transaction } from 'sequelize';
import type { Tenant } from './db/tenancy.js';

/** A write that changes what some plans' statements are calculated from. */
export type CalculationInputChange =
  /** A change set that added, changed or removed records of a model (by its machine name). */
  | { kind: 'records'; model: string; changeSetId: number; createdBy: number | null }
  /** Values of a quota (by its machine name) set or removed. */
  | { kind: 'quotaValues'; quota: string; createdBy: number | null }
  /** Who is on a plan, or from when to when. */
  | { kind: 'planAssignments'; planId: number; createdBy: number | null }
  /** A plan's definition (its rules, formulas, tables, forecasting…). */
  | { kind: 'planDefinition'; planId: number; createdBy: number | null }
  /** Who is in which team, in which role (team scopes and managers' overrides read them). */
  | { kind: 'teamAssignments'; createdBy: number | null };

type Listener = (tenant: Tenant, change: CalculationInputChange, transaction: Transaction) => Promise<void>;
const listeners = new Set<Listener>();

/**
 * The statements module recalculates what a change touches; the data, people and plans modules
 * write what statements are calculated from. The platform carries the news, so no writer imports
 * the statements module (which reads them all). A listener runs inside the writer's transaction:
 * what it queues is committed with the change, or not at all.
 */
export function onCalculationInputChanged(listener: Listener): void {
  listeners.add(listener);
}

/** Called by a writer inside its transaction, once it changed something. */
export async function calculationInputChanged(
  tenant: Tenant,
  change: CalculationInputChange,
  transaction: Transaction,
): Promise<void> {
  for (const listener of listeners) await listener(tenant, change, transaction);
}
