import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { LOCALES } from '@accrue/remote-runtime';
import { loadEveryLanguage } from '@accrue/remote-runtime/testing';
import { workflowsMessages } from './messages';
import { messages as english } from './i18n/en';
import { messages as french } from './i18n/fr';
import {
  addStep,
  describeCondition,
  describeStep,
  draftOf,
  MAX_STEPS,
  moveStep,
  placeFieldErrors,
  removeStep,
  toWorkflowInput,
  userNamesOf,
  validateDraft,
  type StepDraft,
  type Workflow,
} from './workflows';

const intl = createIntl({ locale: 'en', messages: english });

const managerThenFinance: Workflow = {
  id: 4,
  name: 'Manager then finance',
  steps: [
    { stepName: 'Manager approval', condition: { kind: 'ROLE', role: 'MANAGER' } },
    { stepName: 'Finance sign-off', condition: { kind: 'ROLE', role: 'FINANCE' } },
    { stepName: 'Own check', condition: { kind: 'OWNER' } },
    { stepName: 'CFO', condition: { kind: 'USER', userId: 12 } },
  ],
  plans: [{ id: 1, name: 'Sales 2026' }],
  version: 3,
};

const step = (key: number, fields: Partial<StepDraft> = {}): StepDraft => ({
  key,
  stepName: `Step ${key}`,
  kind: 'OWNER',
  role: null,
  userId: null,
  ...fields,
});

describe('how a workflow reads', () => {
  it('says who validates each kind of step', () => {
    const names = new Map([[12, 'Carla CFO']]);
    expect(describeCondition({ kind: 'OWNER' }, intl, names)).toBe('The statement’s person');
    expect(describeCondition({ kind: 'ROLE', role: 'READ_ONLY_MANAGER' }, intl, names)).toBe(
      'any Read-only manager',
    );
    expect(describeCondition({ kind: 'USER', userId: 12 }, intl, names)).toBe('Carla CFO');
    // A user the directory did not name reads by number.
    expect(describeCondition({ kind: 'USER', userId: 99 }, intl, names)).toBe('User #99');
  });

  it('numbers the steps from 1, in the user’s language', () => {
    const lines = managerThenFinance.steps.map((s, i) => describeStep(s, i, intl, new Map()));
    expect(lines).toEqual([
      '1. Manager approval — any Manager',
      '2. Finance sign-off — any Finance',
      '3. Own check — The statement’s person',
      '4. CFO — User #12',
    ]);
    const fr = createIntl({ locale: 'fr', messages: french });
    expect(describeStep(managerThenFinance.steps[1]!, 1, fr, new Map())).toBe(
      '2. Finance sign-off — toute personne ayant le rôle Finance',
    );
  });

  it('names the users the steps name, as the workflows answer them', () => {
    const named = {
      steps: [{ stepName: 'x', condition: { kind: 'USER' as const, userId: 3, userName: 'Carla Cfo' } }],
    };
    expect([...userNamesOf([managerThenFinance, named])]).toEqual([[3, 'Carla Cfo']]);
  });
});

describe('the workflow form', () => {
  it('starts from the workflow edited, or one blank step', () => {
    expect(draftOf(null)).toEqual({ name: '', steps: [step(0, { stepName: '' })] });
    const draft = draftOf(managerThenFinance);
    expect(draft.steps.map((s) => [s.key, s.kind, s.role, s.userId])).toEqual([
      [0, 'ROLE', 'MANAGER', null],
      [1, 'ROLE', 'FINANCE', null],
      [2, 'OWNER', null, null],
      [3, 'USER', null, 12],
    ]);
  });

  it('becomes a WorkflowInput: names trimmed, each condition with only what its kind uses', () => {
    expect(
      toWorkflowInput({
        name: '  Two steps ',
        steps: [
          // A role left over from another kind is not sent.
          step(5, { stepName: ' Approval ', kind: 'USER', userId: 7, role: 'ADMIN' }),
          step(2, { stepName: 'Sign-off', kind: 'ROLE', role: 'FINANCE', userId: 7 }),
          step(9, { stepName: 'Mine', kind: 'OWNER', role: 'ADMIN', userId: 7 }),
        ],
      }),
    ).toEqual({
      name: 'Two steps',
      steps: [
        { stepName: 'Approval', condition: { kind: 'USER', userId: 7 } },
        { stepName: 'Sign-off', condition: { kind: 'ROLE', role: 'FINANCE' } },
        { stepName: 'Mine', condition: { kind: 'OWNER' } },
      ],
    });
    expect(toWorkflowInput(draftOf(managerThenFinance))).toEqual({
      name: managerThenFinance.name,
      steps: managerThenFinance.steps,
    });
  });

  it('adds, removes and moves steps within 1 to 10', () => {
    const one = [step(0)];
    expect(removeStep(one, 0)).toEqual(one);
    const two = addStep(one);
    expect(two.map((s) => s.key)).toEqual([0, 1]);
    expect(removeStep(two, 0).map((s) => s.key)).toEqual([1]);

    let many = one;
    for (let i = 0; i < 15; i++) many = addStep(many);
    expect(many).toHaveLength(MAX_STEPS);

    const three = [step(4), step(7), step(2)];
    expect(moveStep(three, 2, -1).map((s) => s.key)).toEqual([4, 2, 7]);
    expect(moveStep(three, 4, 1).map((s) => s.key)).toEqual([7, 4, 2]);
    expect(moveStep(three, 4, -1).map((s) => s.key)).toEqual([4, 7, 2]);
    expect(moveStep(three, 2, 1).map((s) => s.key)).toEqual([4, 7, 2]);
    // A key added after moves is new.
    expect(addStep(three).at(-1)!.key).toBe(8);
  });

  it('names each missing field before sending', () => {
    expect(
      validateDraft({
        name: ' ',
        steps: [
          step(3, { stepName: '' }),
          step(1, { kind: 'ROLE' }),
          step(8, { kind: 'USER' }),
          step(6, { kind: 'ROLE', role: 'MANAGER' }),
        ],
      }),
    ).toEqual({
      name: 'workflows.error.required',
      '3.stepName': 'workflows.error.required',
      '1.role': 'workflows.error.role',
      '8.userId': 'workflows.error.user',
    });
    expect(validateDraft(draftOf(managerThenFinance))).toEqual({});
  });

  it('places the API’s field errors on the steps they name, by position', () => {
    const draft = { name: 'x', steps: [step(4), step(9, { kind: 'USER', userId: 5 })] };
    expect(
      placeFieldErrors(
        [
          { field: 'name', message: 'A workflow with this name already exists.' },
          { field: 'steps.0.stepName', message: 'This field is required.' },
          { field: 'steps.1.condition.userId', message: 'A user step needs a user of the company.' },
          { field: 'steps.1.condition.role', message: 'A role step needs a role.' },
          { field: 'steps', message: 'At most 10 items.' },
          { field: 'steps.7.stepName', message: 'No such step.' },
        ],
        draft,
      ),
    ).toEqual({
      fields: {
        name: 'A workflow with this name already exists.',
        '4.stepName': 'This field is required.',
        '9.userId': 'A user step needs a user of the company.',
        '9.role': 'A role step needs a role.',
      },
      other: ['At most 10 items.', 'No such step.'],
    });
  });
});

describe("the workflows page's labels", () => {
  it('come in every language with every label, apart from the shell’s', async () => {
    const every = await loadEveryLanguage(workflowsMessages, LOCALES);
    const ids = Object.keys(every.en).sort();
    for (const locale of LOCALES) expect(Object.keys(every[locale]).sort(), locale).toEqual(ids);
    expect(ids.every((id) => id.startsWith('workflows.'))).toBe(true);
  });
});
