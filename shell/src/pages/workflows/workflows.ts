/** The pure helpers of the workflows page: the edit form's model, its checks, and how steps read. */
import type { IntlShape } from 'react-intl';
import { USER_ROLES } from '@accrue/access';
import type { components, FieldError } from '@accrue/sdk';

export type Workflow = components['schemas']['Workflow'];
export type WorkflowInput = components['schemas']['WorkflowInput'];
export type WorkflowStep = components['schemas']['WorkflowStep'];
export type WorkflowCondition = components['schemas']['WorkflowCondition'];
export type ConditionKind = WorkflowCondition['kind'];
export type WorkflowRole = components['schemas']['UserRole'];

/** Who may validate a step (openapi/reviews.yaml WorkflowCondition), in the form's order. */
export const CONDITION_KINDS: readonly ConditionKind[] = ['OWNER', 'ROLE', 'USER'];

/** The roles a role step may name: the company's user roles (doc 2 §6, not DEACTIVATED_USER). */
export const WORKFLOW_ROLES: readonly WorkflowRole[] = USER_ROLES;

/** The contract's bounds on a workflow's steps (WorkflowInput.steps: minItems 1, maxItems 10). */
export const MIN_STEPS = 1;
export const MAX_STEPS = 10;

/**
 * One step as the form edits it. `key` stays with the step when it moves, so its inputs and its
 * errors follow it; the role and the user are kept while another kind is chosen (choosing the kind
 * back brings them back), and only the chosen kind's one is sent.
 */
export interface StepDraft {
  key: number;
  stepName: string;
  kind: ConditionKind;
  role: WorkflowRole | null;
  userId: number | null;
}

export interface WorkflowDraft {
  name: string;
  steps: StepDraft[];
}

/** A step's field, as form errors are keyed: `name`, or `<step key>.stepName|role|userId`. */
export type StepField = 'stepName' | 'role' | 'userId';
export const stepField = (step: Pick<StepDraft, 'key'>, field: StepField) => `${step.key}.${field}`;

/** Message ids (client checks) or the API's messages, by form field. */
export type FormErrors = Record<string, string>;

function blankStep(key: number): StepDraft {
  return { key, stepName: '', kind: 'OWNER', role: null, userId: null };
}

/** The form of a workflow being edited, or of a new one (one blank step). */
export function draftOf(workflow: Pick<Workflow, 'name' | 'steps'> | null): WorkflowDraft {
  if (!workflow) return { name: '', steps: [blankStep(0)] };
  return {
    name: workflow.name,
    steps: workflow.steps.map((step, key) => ({
      key,
      stepName: step.stepName,
      kind: step.condition.kind,
      role: step.condition.role ?? null,
      userId: step.condition.userId ?? null,
    })),
  };
}

/** The steps with a blank one added at the end (unchanged at the maximum). */
export function addStep(steps: readonly StepDraft[]): StepDraft[] {
  if (steps.length >= MAX_STEPS) return [...steps];
  const key = steps.reduce((max, step) => Math.max(max, step.key), -1) + 1;
  return [...steps, blankStep(key)];
}

/** The steps without this one (unchanged at the minimum). */
export function removeStep(steps: readonly StepDraft[], key: number): StepDraft[] {
  if (steps.length <= MIN_STEPS) return [...steps];
  return steps.filter((step) => step.key !== key);
}

/** The steps with this one moved one place up (-1) or down (+1), unchanged past either end. */
export function moveStep(steps: readonly StepDraft[], key: number, by: -1 | 1): StepDraft[] {
  const from = steps.findIndex((step) => step.key === key);
  const to = from + by;
  if (from < 0 || to < 0 || to >= steps.length) return [...steps];
  const moved = [...steps];
  [moved[from], moved[to]] = [moved[to]!, moved[from]!];
  return moved;
}

/** The condition of a step, with only what its kind uses (as the API stores it). */
function conditionOf(step: StepDraft): WorkflowCondition {
  if (step.kind === 'ROLE') return step.role ? { kind: 'ROLE', role: step.role } : { kind: 'ROLE' };
  if (step.kind === 'USER')
    return step.userId !== null ? { kind: 'USER', userId: step.userId } : { kind: 'USER' };
  return { kind: 'OWNER' };
}

/** The body of POST /workflows and PUT /workflows/{id}: names trimmed, steps in the form's order. */
export function toWorkflowInput(draft: WorkflowDraft): WorkflowInput {
  return {
    name: draft.name.trim(),
    steps: draft.steps.map((step) => ({ stepName: step.stepName.trim(), condition: conditionOf(step) })),
  };
}

/** The checks made before sending (the API makes the same ones and answers 422 with its messages). */
export function validateDraft(draft: WorkflowDraft): FormErrors {
  const errors: FormErrors = {};
  if (!draft.name.trim()) errors.name = 'workflows.error.required';
  for (const step of draft.steps) {
    if (!step.stepName.trim()) errors[stepField(step, 'stepName')] = 'workflows.error.required';
    if (step.kind === 'ROLE' && !step.role) errors[stepField(step, 'role')] = 'workflows.error.role';
    if (step.kind === 'USER' && step.userId === null)
      errors[stepField(step, 'userId')] = 'workflows.error.user';
  }
  return errors;
}

const STEP_FIELD = /^steps\.(\d+)\.(stepName|condition\.role|condition\.userId)$/;

/**
 * The API's 422 field errors placed on the form fields they name (`steps.1.condition.userId` is
 * the user of the form's second step, whatever its key); the others (`steps`, a field the form does
 * not have) are left over to show above the form.
 */
export function placeFieldErrors(
  errors: readonly FieldError[],
  draft: WorkflowDraft,
): { fields: FormErrors; other: string[] } {
  const fields: FormErrors = {};
  const other: string[] = [];
  for (const error of errors) {
    const match = STEP_FIELD.exec(error.field);
    const step = match ? draft.steps[Number(match[1])] : undefined;
    if (error.field === 'name') fields.name ??= error.message;
    else if (match && step) {
      const field = match[2] === 'stepName' ? 'stepName' : match[2] === 'condition.role' ? 'role' : 'userId';
      fields[stepField(step, field)] ??= error.message;
    } else other.push(error.message);
  }
  return { fields, other };
}

type Formatter = Pick<IntlShape, 'formatMessage'>;

/** A role's name in the user's language. */
export function roleLabel(role: WorkflowRole, intl: Formatter): string {
  return intl.formatMessage({ id: `workflows.role.${role}` });
}

/**
 * Who validates a step, in words: "The statement's person", "any Manager", or the user's name
 * (their number when the directory did not name them).
 */
export function describeCondition(
  condition: WorkflowCondition,
  intl: Formatter,
  userNames: ReadonlyMap<number, string>,
): string {
  switch (condition.kind) {
    case 'OWNER':
      return intl.formatMessage({ id: 'workflows.condition.owner' });
    case 'ROLE':
      return intl.formatMessage(
        { id: 'workflows.condition.role' },
        { role: condition.role ? roleLabel(condition.role, intl) : '?' },
      );
    case 'USER':
      return condition.userId === undefined
        ? '?'
        : (userNames.get(condition.userId) ??
            intl.formatMessage({ id: 'workflows.condition.unknownUser' }, { id: condition.userId }));
  }
}

/** A step as the list shows it: "1. Manager approval — any Manager". */
export function describeStep(
  step: WorkflowStep,
  index: number,
  intl: Formatter,
  userNames: ReadonlyMap<number, string>,
): string {
  return intl.formatMessage(
    { id: 'workflows.stepLine' },
    { number: index + 1, name: step.stepName, condition: describeCondition(step.condition, intl, userNames) },
  );
}

/**
 * The names of the users the workflows' steps name, as the API answers them with each step (a
 * deactivated reviewer still reads by name): no call to the directory.
 */
export function userNamesOf(workflows: readonly Pick<Workflow, 'steps'>[]): Map<number, string> {
  const names = new Map<number, string>();
  for (const workflow of workflows)
    for (const { condition } of workflow.steps)
      if (condition.kind === 'USER' && condition.userId !== undefined && condition.userName)
        names.set(condition.userId, condition.userName);
  return names;
}
