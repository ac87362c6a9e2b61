import type { IntlShape } from 'react-intl';
import type { components } from '@accrue/sdk';
import { formatCurrency, formatNumber, isCurrencyCode, isNumeric } from '@accrue/ui-kit/format';

export type AuditEvent = components['schemas']['AuditEvent'];
export type AuditArea = components['schemas']['AuditArea'];

export const AUDIT_AREAS: readonly AuditArea[] = ['plans', 'data', 'statements', 'people', 'settings'];

/**
 * What happened, as a sentence (`audit.action.<action>` in the labels); an action newer than this
 * page's labels shows its code rather than nothing.
 */
export function actionLabel(intl: IntlShape, action: string): string {
  const id = `audit.action.${action}`;
  return id in intl.messages ? intl.formatMessage({ id }) : action;
}

/** The in-app page of what was changed, if it has one (a company's settings have none to link to). */
export function targetHref(target: AuditEvent['target']): string | null {
  const id = encodeURIComponent(target.id);
  switch (target.type) {
    case 'plan':
      return `/plans/${id}`;
    case 'statement':
      return `/statements/${id}`;
    case 'user':
      return `/company/directory/members/${id}`;
    case 'recordModel':
      return `/data/record-models/${id}`;
    case 'team':
      return `/teams/${id}`;
    case 'quota':
      return `/quotas/values/${id}`;
    case 'workflow':
      return '/company/settings/workflows';
    default:
      return null;
  }
}

const numberIn = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The row counts of an import: flat (`added`) or grouped (`counts.added`) as a data import has them. */
function importCounts(details: Record<string, unknown>) {
  const counts =
    typeof details.counts === 'object' && details.counts !== null
      ? (details.counts as Record<string, unknown>)
      : details;
  const rows = numberIn(details.rows) ?? numberIn(details.rowCount);
  const added = numberIn(counts.added);
  const changed = numberIn(counts.changed);
  const removed = numberIn(counts.removed);
  // A partial answer would read as "0 removed" when nothing is known: show all or none.
  return rows === null || added === null || changed === null || removed === null
    ? null
    : { rows, added, changed, removed };
}

/** How many names an assignment line shows before "…". */
const NAMES_SHOWN = 3;

const nameIn = (value: unknown): string =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { fullName?: unknown }).fullName === 'string'
    ? (value as { fullName: string }).fullName
    : '';

/** An assignment's dates, as "2026-01-01 – 2026-06-30" (or open-ended). */
function datesIn(intl: IntlShape, value: unknown): string {
  const dates = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const until =
    typeof dates.effectiveUntil === 'string'
      ? dates.effectiveUntil
      : intl.formatMessage({ id: 'audit.details.openEnded' });
  return `${String(dates.effectiveAsOf ?? '')} – ${until}`;
}

/** Who was assigned (the first names, and how many in all), or whose dates changed. */
function assignmentSummary(intl: IntlShape, action: string, details: Record<string, unknown>): string {
  if (action.endsWith('.assignmentsAdded')) {
    const users = Array.isArray(details.users) ? details.users.map(nameIn).filter(Boolean) : [];
    const count = numberIn(details.count) ?? users.length;
    const shown = users.slice(0, NAMES_SHOWN);
    const names = intl.formatList(count > shown.length ? [...shown, '…'] : shown, { type: 'unit' });
    return intl.formatMessage({ id: 'audit.details.people' }, { count, names });
  }
  const name = nameIn(details.user);
  if (action === 'plan.assignmentChanged')
    return intl.formatMessage(
      { id: 'audit.details.dates' },
      { name, from: datesIn(intl, details.from), to: datesIn(intl, details.to) },
    );
  return `${name} (${datesIn(intl, details.from)})`;
}

const teamName = (value: unknown): string | null =>
  typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string'
    ? (value as { name: string }).name
    : null;

/** A team renamed, moved, archived or unarchived, and a quota's values set or removed; null for others. */
function teamChangeSummary(intl: IntlShape, action: string, details: Record<string, unknown>): string | null {
  const topLevel = intl.formatMessage({ id: 'audit.details.topLevel' });
  switch (action) {
    case 'team.renamed':
      return typeof details.from === 'string'
        ? intl.formatMessage({ id: 'audit.details.renamed' }, { name: details.from })
        : '';
    case 'team.moved':
      return intl.formatMessage(
        { id: 'audit.details.moved' },
        { from: teamName(details.from) ?? topLevel, to: teamName(details.to) ?? topLevel },
      );
    case 'team.archived':
    case 'team.unarchived': {
      const count = numberIn(details.count);
      return count === null ? '' : intl.formatMessage({ id: 'audit.details.teams' }, { count });
    }
    case 'quota.valuesChanged': {
      const [set, removed] = [details.set, details.removed].map(numberIn);
      return set === null || removed === null
        ? ''
        : intl.formatMessage({ id: 'audit.details.quotaValues' }, { set, removed });
    }
    default:
      return null;
  }
}

/**
 * A short line saying what changed, from the event's `details` (free-form by action): an import's
 * rows, the fields of an update, an adjustment's amount; nothing for the others.
 */
export function detailsSummary(intl: IntlShape, event: AuditEvent): string {
  const details = event.details;
  if (!details) return '';
  if (event.action === 'import.applied') {
    const counts = importCounts(details);
    return counts ? intl.formatMessage({ id: 'audit.details.import' }, counts) : '';
  }
  if (event.action === 'records.pushed') {
    const [added, changed, removed] = [details.added, details.changed, details.removed].map(numberIn);
    return added === null || changed === null || removed === null
      ? ''
      : intl.formatMessage({ id: 'audit.details.push' }, { added, changed, removed });
  }
  if (/^(plan|team)\.assignment/.test(event.action)) return assignmentSummary(intl, event.action, details);
  const teamSummary = teamChangeSummary(intl, event.action, details);
  if (teamSummary !== null) return teamSummary;
  // A plan's changes are its versions: the version a change made is what its history tab shows.
  if (event.area === 'plans' && numberIn(details.version) !== null)
    return intl.formatMessage({ id: 'audit.details.version' }, { version: details.version as number });
  if (event.action.startsWith('adjustment.') && isNumeric(details.amount)) {
    return isCurrencyCode(details.currency)
      ? formatCurrency(details.amount, details.currency, intl.locale)
      : formatNumber(details.amount, intl.locale);
  }
  if (event.action.endsWith('.updated')) {
    const fields = Array.isArray(details.fields)
      ? details.fields.filter((field): field is string => typeof field === 'string')
      : [];
    return fields.join(', ');
  }
  return '';
}
