import { describe, expect, it } from 'vitest';
import {
  canDownloadAll,
  canRefreshTemplate,
  canRegenerate,
  canSend,
  changesOf,
  fieldsOf,
  fileNameOf,
  insertPlaceholder,
  peopleToAdd,
  placeFieldErrors,
  yearProblem,
} from './model';
import { agreementOf, assignment } from './testing';

describe('what doc 3 §4 allows', () => {
  const finalized = agreementOf({ status: 'FINALIZED' });
  it('sends a generated document of a finalized agreement only', () => {
    expect(canSend(finalized, assignment(1, 'A', 'AGREEMENT_GENERATED'))).toBe(true);
    expect(canSend(finalized, assignment(1, 'A', 'AGREEMENT_SENT'))).toBe(false);
    expect(canSend(agreementOf({ status: 'ARCHIVED' }), assignment(1, 'A', 'AGREEMENT_GENERATED'))).toBe(
      false,
    );
  });

  it('regenerates after a generation error, or a finalized document never sent and not awaiting generation', () => {
    expect(canRegenerate(finalized, assignment(1, 'A', 'ERROR'))).toBe(true);
    expect(canRegenerate(agreementOf({ status: 'ARCHIVED' }), assignment(1, 'A', 'ERROR'))).toBe(true);
    expect(canRegenerate(finalized, assignment(1, 'A', 'AGREEMENT_GENERATED'))).toBe(true);
    expect(canRegenerate(finalized, assignment(1, 'A', 'AGREEMENT_TO_GENERATE'))).toBe(false);
    expect(canRegenerate(finalized, assignment(1, 'A', 'AGREEMENT_SENT'))).toBe(false);
    expect(canRegenerate(agreementOf({ status: 'DRAFT' }), assignment(1, 'A', 'DRAFT'))).toBe(false);
  });

  it('downloads everything once archived or finalized with every document made', () => {
    const all = [
      assignment(1, 'A', 'AGREEMENT_GENERATED'),
      assignment(2, 'B', 'AGREEMENT_SENT'),
      assignment(3, 'C', 'CONFIRMED'),
      assignment(4, 'D', 'ARCHIVED'),
    ];
    expect(canDownloadAll(agreementOf({ status: 'FINALIZED', assignments: all }))).toBe(true);
    expect(canDownloadAll(agreementOf({ status: 'ARCHIVED', assignments: all }))).toBe(true);
    expect(canDownloadAll(agreementOf({ status: 'DRAFT', assignments: all }))).toBe(false);
    for (const status of ['ERROR', 'AGREEMENT_TO_GENERATE'] as const)
      expect(
        canDownloadAll(
          agreementOf({ status: 'FINALIZED', assignments: [...all, assignment(5, 'E', status)] }),
        ),
      ).toBe(false);
  });

  it('refreshes the template of a draft that has one', () => {
    expect(canRefreshTemplate(agreementOf())).toBe(true);
    expect(canRefreshTemplate(agreementOf({ externalGoogleDocId: null }))).toBe(false);
    expect(canRefreshTemplate(agreementOf({ status: 'FINALIZED' }))).toBe(false);
  });
});

describe('the edit form', () => {
  it('sends only the fields whose value changed', () => {
    const saved = fieldsOf(agreementOf());
    expect(changesOf({}, saved)).toEqual({});
    expect(changesOf({ name: ' AE agreements 2026 ', year: 2026, template: saved.template }, saved)).toEqual(
      {},
    );
    expect(
      changesOf({ name: 'New', year: 2027, planId: 8, confirmationMethod: 'NO_CONFIRMATION' }, saved),
    ).toEqual({
      name: 'New',
      year: 2027,
      planId: 8,
      confirmationMethod: 'NO_CONFIRMATION',
    });
    // An emptied year is not sent (the field says it is required).
    expect(changesOf({ year: null }, saved)).toEqual({});
  });

  it('checks the year against the contract', () => {
    expect(yearProblem(null)).toBe('agreements.form.yearRequired');
    expect(yearProblem(1999)).toBe('agreements.form.yearRange');
    expect(yearProblem(2101)).toBe('agreements.form.yearRange');
    expect(yearProblem(2026)).toBeUndefined();
  });

  it("places the API's messages under their fields", () => {
    expect(
      placeFieldErrors([
        { field: 'planId', message: 'The plan is archived.' },
        { field: 'planId', message: 'Second message.' },
        { field: 'other', message: 'Something else.' },
      ]),
    ).toEqual({ fields: { planId: 'The plan is archived.' }, other: ['other: Something else.'] });
  });
});

describe('inserting a placeholder', () => {
  it('puts {{name}} at the cursor, replacing the selection', () => {
    expect(
      insertPlaceholder('Hello !', { start: 6, end: 6 }, { name: 'user.fullName', section: false }),
    ).toEqual({
      text: 'Hello {{user.fullName}}!',
      cursor: 23,
    });
    expect(
      insertPlaceholder('Hello you!', { start: 6, end: 9 }, { name: 'user.firstName', section: false }).text,
    ).toBe('Hello {{user.firstName}}!');
  });

  it('puts a section around the selection, or an empty line between its tags', () => {
    expect(insertPlaceholder('A B', { start: 2, end: 3 }, { name: '#rules', section: true })).toEqual({
      text: 'A {{#rules}}B{{/rules}}',
      cursor: 13,
    });
    expect(insertPlaceholder('', { start: 0, end: 0 }, { name: '#quotas', section: true })).toEqual({
      text: '{{#quotas}}\n\n{{/quotas}}',
      cursor: 12,
    });
  });
});

it('names files after the agreement, without the characters file systems refuse', () => {
  expect(fileNameOf('AE agreements 2026', 'zip')).toBe('AE agreements 2026.zip');
  expect(fileNameOf('AE / SDR: 2026?', 'pdf')).toBe('AE SDR 2026.pdf');
  expect(fileNameOf('***', 'pdf')).toBe('agreement.pdf');
});

it("offers to add the plan's people of the agreement's year it does not hold yet, each once by name", () => {
  const onPlan = (userId: number, name: string, effectiveAsOf: string, effectiveUntil: string | null) => {
    const [firstName = '', lastName = ''] = name.split(' ');
    return { userId, effectiveAsOf, effectiveUntil, user: { firstName, lastName } };
  };
  const agreement = agreementOf({ assignments: [assignment(51, 'Carla Tester', 'DRAFT', { userId: 151 })] });
  expect(
    peopleToAdd(
      [
        onPlan(151, 'Carla Tester', '2026-01-01', null),
        onPlan(163, 'Zoe Tester', '2026-12-31', null),
        onPlan(160, 'Hal Tester', '2025-06-01', '2026-01-01'),
        onPlan(160, 'Hal Tester', '2026-03-01', null),
        onPlan(162, 'Gus Tester', '2025-01-01', '2025-12-31'),
        onPlan(164, 'Ann Tester', '2027-01-01', null),
      ],
      agreement,
    ),
  ).toEqual([
    { userId: 160, name: 'Hal Tester' },
    { userId: 163, name: 'Zoe Tester' },
  ]);
});
