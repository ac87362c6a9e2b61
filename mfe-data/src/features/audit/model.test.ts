import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { messages } from '../../i18n/en';
import { actionLabel, detailsSummary, targetHref, type AuditEvent } from './model';

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
