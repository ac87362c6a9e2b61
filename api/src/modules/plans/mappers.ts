import { toBool, toDateOnly, toIso, toJson } from '../../platform/db/values.js';
import type { PlanAssignmentRow, PlanRow, PlanVersionRow } from './tables.js';
import type { Plan, PlanAssignment, PlanFrequency, PlanVersion } from './types.js';

export function toPlanAssignment(row: PlanAssignmentRow): PlanAssignment {
  return {
    id: Number(row.id),
    planId: Number(row.planId),
    userId: Number(row.userId),
    effectiveAsOf: toDateOnly(row.effectiveAsOf)!,
    effectiveUntil: toDateOnly(row.effectiveUntil),
    parameters: toJson<Record<string, string>>(row.parameters, {}),
  };
}

export function toPlan(row: PlanRow): Plan {
  return {
    id: Number(row.id),
    name: String(row.name),
    definition: String(row.definition),
    frequency: row.frequency as PlanFrequency,
    isHidden: toBool(row.isHidden),
    archived: toBool(row.archived),
    archivedOn: toDateOnly(row.archivedOn),
    version: Number(row.version),
    createdAt: toIso(row.createdAt)!,
    updatedAt: toIso(row.updatedAt)!,
  };
}

export function toPlanVersion(row: PlanVersionRow): PlanVersion {
  return {
    id: Number(row.id),
    planId: Number(row.planId),
    version: Number(row.version),
    authorId: row.authorId === null ? null : Number(row.authorId),
    summary: String(row.summary),
    definition: String(row.definition),
    createdAt: toIso(row.createdAt)!,
  };
}
