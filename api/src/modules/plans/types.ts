export interface PlanAssignment {
  id: number;
  planId: number;
  userId: number;
  effectiveAsOf: string;
  effectiveUntil: string | null;
  /**
   * The values this assignment gives to the plan's parameters (docs/plan-format.md "Parameters"),
   * each spelled as in the plan file ("1500", "8%", "2026-01-31", "true").
   */
  parameters: Record<string, string>;
}

/** An assignment to write: its parameters may be left out (none). */
export type NewPlanAssignment = Omit<PlanAssignment, 'id' | 'parameters'> & {
  parameters?: Record<string, string>;
};

export type PlanFrequency = 'month' | 'quarter' | 'year';

/** A plan as the API shows it (doc 2 §3 Plan), with its definition in the engine's plan format. */
export interface Plan {
  id: number;
  name: string;
  /** The plan in the engine's YAML plan format (docs/plan-format.md). */
  definition: string;
  frequency: PlanFrequency;
  isHidden: boolean;
  archived: boolean;
  /** The day it was archived (YYYY-MM-DD), null while active. */
  archivedOn: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** One saved change of a plan (its history). */
export interface PlanVersion {
  id: number;
  planId: number;
  version: number;
  authorId: number | null;
  summary: string;
  definition: string;
  createdAt: string;
}
