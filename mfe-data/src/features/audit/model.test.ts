import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { messages } from '../../i18n/en';
import { messages as de } from '../../i18n/de';
import { messages as es } from '../../i18n/es';
import { messages as fr } from '../../i18n/fr';
import { messages as it_ } from '../../i18n/it';
import { messages as pt } from '../../i18n/pt';
import { actionLabel, detailsSummary, targetHref, type AuditEvent } from './model';

/**
 * Every action of the contract (`AuditAction`): the type checker refuses this object when the
 * contract gains an action it does not name, so a new action cannot ship without its label.
 */
const CONTRACT_ACTIONS = Object.keys({
  'plan.created': 1,
  'plan.updated': 1,
  'plan.definitionReplaced': 1,
  'plan.published': 1,
  'plan.unpublished': 1,
  'plan.archived': 1,
  'plan.unarchived': 1,
  'plan.deleted': 1,
  'plan.assignmentsAdded': 1,
  'plan.assignmentChanged': 1,
  'plan.assignmentRemoved': 1,
  'plan.workflowChanged': 1,
  'import.applied': 1,
  'records.pushed': 1,
  'recordModel.created': 1,
  'recordModel.updated': 1,
  'recordModel.deleted': 1,
  'adjustment.created': 1,
  'adjustment.updated': 1,
  'adjustment.deleted': 1,
  'overwrite.created': 1,
  'overwrite.deleted': 1,
  'rowEdit.created': 1,
  'rowEdit.deleted': 1,
  'statement.reviewed': 1,
  'user.created': 1,
  'user.updated': 1,
  'user.deactivated': 1,
  'user.reactivated': 1,
  'user.invited': 1,
  'users.uploaded': 1,
  'team.created': 1,
  'team.renamed': 1,
  'team.moved': 1,
  'team.archived': 1,
  'team.unarchived': 1,
  'team.deleted': 1,
  'team.assignmentsAdded': 1,
  'team.assignmentChanged': 1,
  'team.assignmentRemoved': 1,
  'quota.valuesChanged': 1,
  'company.updated': 1,
  'apiKey.created': 1,
  'apiKey.revoked': 1,
  'workflow.created': 1,
  'workflow.updated': 1,
  'workflow.deleted': 1,
  'currencyRate.created': 1,
  'currencyRate.updated': 1,
  'currencyRate.deleted': 1,
} satisfies Record<AuditEvent['action'], 1>);

const intl = createIntl({ locale: 'en', messages });
const event = (action: string, details: AuditEvent['details']): AuditEvent => ({
  id: 1,
  occurredAt: '2026-11-21T06:00:00.000Z',
  area: 'data',
  // Any text: the log may name actions newer than this page.
  action: action as AuditEvent['action'],
  actor: null,
  impersonatedBy: null,
  apiKey: null,
  target: { type: 'recordModel', id: 'deal', label: 'Deals' },
  details,
});

describe('the audit log in words', () => {
  it("sums up an import's rows, flat or grouped as a data import counts them, and only when complete", () => {
    const counts = { added: 1, changed: 0, removed: 2 };
    expect(detailsSummary(intl, event('import.applied', { rows: 1, ...counts }))).toBe(
      '1 row: 1 added, 0 changed, 2 removed',
    );
    expect(detailsSummary(intl, event('import.applied', { rowCount: 338, counts }))).toBe(
      '338 rows: 1 added, 0 changed, 2 removed',
    );
    expect(detailsSummary(intl, event('import.applied', { rows: 338, added: 12 }))).toBe('');
  });

  it("lists an update's fields and shows an adjustment's amount, in its currency when it has a known one", () => {
    expect(detailsSummary(intl, event('user.updated', { fields: ['email', 'role'] }))).toBe('email, role');
    expect(detailsSummary(intl, event('adjustment.created', { amount: -1200, currency: 'USD' }))).toBe(
      '-$1,200',
    );
    expect(detailsSummary(intl, event('adjustment.created', { amount: '99.5', currency: '??' }))).toBe(
      '99.5',
    );
    expect(detailsSummary(intl, event('adjustment.updated', { fields: ['amount'], amount: '10' }))).toBe(
      '10',
    );
    expect(detailsSummary(intl, event('plan.updated', null))).toBe('');
  });

  it("names the version a plan's change made, and the counts of pushed records", () => {
    const plan = {
      ...event('plan.published', { version: 3, summary: 'Published.' }),
      area: 'plans' as const,
    };
    expect(detailsSummary(intl, plan)).toBe('Version 3');
    expect(detailsSummary(intl, event('records.pushed', { added: 2, changed: 1, removed: 0 }))).toBe(
      '2 added, 1 changed, 0 removed',
    );
    expect(detailsSummary(intl, event('records.pushed', { added: 2 }))).toBe('');
  });

  it('names the people assigned, and the dates of an assignment changed or removed', () => {
    const person = (fullName: string) => ({
      id: 1,
      fullName,
      effectiveAsOf: '2026-01-01',
      effectiveUntil: null,
    });
    const added = event('plan.assignmentsAdded', {
      count: 5,
      users: ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'].map(person),
    });
    expect(detailsSummary(intl, added)).toBe('5 people: Ann, Bob, Cid, …');
    expect(detailsSummary(intl, event('plan.assignmentsAdded', { count: 1, users: [person('Ann')] }))).toBe(
      '1 person: Ann',
    );
    const from = { effectiveAsOf: '2026-01-01', effectiveUntil: null };
    const to = { effectiveAsOf: '2026-01-01', effectiveUntil: '2026-06-30' };
    expect(
      detailsSummary(intl, event('plan.assignmentChanged', { user: { fullName: 'Ann' }, from, to })),
    ).toBe('Ann: 2026-01-01 – open-ended → 2026-01-01 – 2026-06-30');
    expect(
      detailsSummary(intl, event('plan.assignmentRemoved', { user: { fullName: 'Ann' }, from: to })),
    ).toBe('Ann (2026-01-01 – 2026-06-30)');
  });

  it("says who joined or left a team, where a team moved, its former name, and a quota's values", () => {
    const member = { id: 1, fullName: 'Ann', teamRole: 'TEAM_EMPLOYEE', effectiveAsOf: '2026-01-01' };
    expect(detailsSummary(intl, event('team.assignmentsAdded', { count: 1, users: [member] }))).toBe(
      '1 person: Ann',
    );
    const from = { teamRole: 'TEAM_EMPLOYEE', effectiveAsOf: '2026-01-01', effectiveUntil: null };
    expect(detailsSummary(intl, event('team.assignmentRemoved', { user: { fullName: 'Ann' }, from }))).toBe(
      'Ann (2026-01-01 – open-ended)',
    );
    expect(detailsSummary(intl, event('team.renamed', { from: 'EMEA' }))).toBe('Formerly “EMEA”');
    expect(detailsSummary(intl, event('team.moved', { from: null, to: { id: 2, name: 'Sales' } }))).toBe(
      'From the top level to Sales',
    );
    expect(detailsSummary(intl, event('team.archived', { count: 3 }))).toBe('3 teams');
    expect(detailsSummary(intl, event('quota.valuesChanged', { set: 12, removed: 0 }))).toBe(
      '12 set, 0 removed',
    );
    expect(detailsSummary(intl, event('team.deleted', {}))).toBe('');
  });

  it("sums up a record model's creation, its edits field by field, and the records its deletion took", () => {
    expect(detailsSummary(intl, event('recordModel.created', { keyField: 'id', fieldCount: 3 }))).toBe(
      '3 fields, key: id',
    );
    expect(
      detailsSummary(
        intl,
        event('recordModel.updated', {
          fields: ['name', 'keyField', 'fields'],
          name: { from: 'Deals', to: 'Opportunities' },
          keyField: { from: 'id', to: 'number' },
          fieldsAdded: ['owner', 'region'],
          fieldsRemoved: ['stage'],
          fieldsRelabelled: [{ identifier: 'amount', from: 'Amount', to: 'Net amount' }],
          fieldsReformatted: [{ identifier: 'amount', from: 'currency', to: 'number' }],
        }),
      ),
    ).toBe(
      'Formerly “Deals”; Key: id → number; Added owner and region; Removed stage; ' +
        'Relabelled Amount → Net amount; New format for amount',
    );
    // Sort and unique-by have no words of their own: named as other edits name their fields.
    expect(detailsSummary(intl, event('recordModel.updated', { fields: ['sort', 'uniqueBy'] }))).toBe(
      'sort; uniqueBy',
    );
    expect(detailsSummary(intl, event('recordModel.deleted', { records: 1 }))).toBe(
      '1 record deleted with the model',
    );
    expect(detailsSummary(intl, event('recordModel.deleted', { records: 338 }))).toBe(
      '338 records deleted with the model',
    );
    expect(detailsSummary(intl, event('recordModel.created', { keyField: 'id' }))).toBe('');
  });

  it('shows a currency rate exactly as stored, with its date, and what an edit changed', () => {
    const rate = (action: string, details: AuditEvent['details']) => ({
      ...event(action, details),
      area: 'settings' as const,
      target: { type: 'currencyRate', id: '9', label: 'JPY' },
    });
    expect(
      detailsSummary(intl, rate('currencyRate.created', { rate: '0.0061', effectiveAsOf: '2031-02-01' })),
    ).toBe('0.0061 from 2031-02-01');
    expect(
      detailsSummary(intl, rate('currencyRate.deleted', { rate: '1.15', effectiveAsOf: '2026-06-01' })),
    ).toBe('1.15 from 2026-06-01');
    const updated = rate('currencyRate.updated', {
      fields: ['rate'],
      from: { rate: '0.0061', effectiveAsOf: '2031-02-01' },
      to: { rate: '0.0062', effectiveAsOf: '2031-02-01' },
    });
    expect(detailsSummary(intl, updated)).toBe('0.0061 from 2031-02-01 → 0.0062 from 2031-02-01');
    expect(detailsSummary(intl, rate('currencyRate.updated', { fields: ['rate'] }))).toBe('');
    expect(targetHref(updated.target)).toBe('/company/settings/rates');
  });

  it('names the people added from a file, and the address an invitation went to', () => {
    const users = ['Uma', 'Ugo', 'Ulla', 'Uri'].map((fullName, id) => ({ id, fullName, role: 'EMPLOYEE' }));
    expect(detailsSummary(intl, event('users.uploaded', { count: 120, users }))).toBe(
      '120 people: Uma, Ugo, Ulla, …',
    );
    expect(detailsSummary(intl, event('users.uploaded', { count: 1, users: users.slice(0, 1) }))).toBe(
      '1 person: Uma',
    );
    expect(detailsSummary(intl, event('user.invited', { email: 'ines@acme.test', resent: false }))).toBe(
      'ines@acme.test',
    );
    expect(detailsSummary(intl, event('user.invited', { email: 'ines@acme.test', resent: true }))).toBe(
      'ines@acme.test (sent again)',
    );
  });

  it('has a label for every action of the contract, in each language', () => {
    expect(CONTRACT_ACTIONS.length).toBeGreaterThan(40);
    for (const [locale, catalogue] of Object.entries({ en: messages, de, es, fr, it: it_, pt })) {
      const labels = createIntl({ locale, messages: catalogue });
      for (const action of CONTRACT_ACTIONS)
        expect(actionLabel(labels, action), `${locale} ${action}`).not.toBe(action);
    }
  });

  it('says a known action as a sentence and an unknown one as its code', () => {
    expect(actionLabel(intl, 'plan.definitionReplaced')).toBe("Replaced the plan's definition");
    expect(actionLabel(intl, 'quota.changed')).toBe('quota.changed');
    expect(actionLabel(intl, 'team.moved')).toBe('Moved the team');
  });

  it('links what has a page of its own', () => {
    expect(targetHref({ type: 'user', id: '12', label: 'Bob' })).toBe('/company/directory/members/12');
    expect(targetHref({ type: 'recordModel', id: 'deal', label: 'Deals' })).toBe('/data/record-models/deal');
    expect(targetHref({ type: 'team', id: '4', label: 'Sales' })).toBe('/teams/4');
    expect(targetHref({ type: 'quota', id: '7', label: 'New logos' })).toBe('/quotas/values/7');
    expect(targetHref({ type: 'company', id: '1', label: 'Acme' })).toBeNull();
  });
});
