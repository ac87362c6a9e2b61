/**
 * Per-user plan parameters (docs/plan-format.md, "Parameters"): the values each plan assignment
 * gives to the parameters the plan declares, read in engine representation once per calculation.
 * A statement reads the assignment in force at its period end.
 */
import type * as D from '../core/dates.js';
import { literal } from '../plan/compile-plan.js';
import type { ParameterDef, PlanDefinition } from '../plan/types.js';
import type { Value } from '../formula/runtime-api.js';
import type { PlanAssignmentInput } from './input.js';
import { covers, interval, overlaps, type Interval } from './intervals.js';

interface AssignedValues {
  during: Interval;
  values: Map<string, Value>;
}

export class AssignmentParameters {
  /** userId -> the assignments giving values, latest start first. */
  private readonly byUser = new Map<string, AssignedValues[]>();

  constructor(plan: PlanDefinition, assignments: PlanAssignmentInput[] | undefined) {
    const declared = Object.entries(plan.parameters);
    if (declared.length === 0) return;
    for (const a of assignments ?? []) {
      const values = new Map<string, Value>();
      for (const [name, def] of declared) {
        const raw = a.parameters?.[name];
        if (raw === undefined || raw === null || raw === '') continue;
        values.set(
          name,
          parameterValue(raw, def, `Plan assignment of user "${a.userId}": parameter "${name}"`),
        );
      }
      if (values.size === 0) continue;
      let list = this.byUser.get(a.userId);
      if (!list) this.byUser.set(a.userId, (list = []));
      list.push({ during: interval(a.effectiveAsOf, a.effectiveUntil), values });
    }
    for (const list of this.byUser.values()) list.sort((x, y) => y.during.from - x.during.from);
  }

  /**
   * The user's value of a parameter in `period`: from the assignment in force at the period end
   * (the latest starting one if several are), else from the latest one the period overlaps (a
   * user leaving the plan mid-period); undefined when none gives a value.
   */
  valueAt(userId: string, name: string, period: D.Period): Value | undefined {
    const list = this.byUser.get(userId);
    if (!list) return undefined;
    const inForce =
      list.find((a) => covers(a.during, period.end)) ?? list.find((a) => overlaps(a.during, period));
    return inForce?.values.get(name);
  }
}

/** A value from an assignment in the parameter's format; an unreadable one is an input error. */
function parameterValue(raw: string | number | boolean, def: ParameterDef, where: string): Value {
  const bad = () => new Error(`${where} is not a valid ${def.format} (${JSON.stringify(raw)})`);
  let value: Value;
  try {
    value = literal(raw, def.format);
  } catch {
    throw bad();
  }
  // literal() reads an unreadable date or boolean as empty or false: a parameter says so instead.
  if (value === null) throw bad();
  if (def.format === 'boolean' && raw !== true && raw !== false && raw !== 'true' && raw !== 'false')
    throw bad();
  return value;
}

/**
 * Why `raw` is not a value of the parameter (as an assignment would give it), or null: what an
 * application checks before it stores an assignment's values.
 */
export function parameterProblem(raw: string | number | boolean, def: ParameterDef): string | null {
  try {
    parameterValue(raw, def, 'The value');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
