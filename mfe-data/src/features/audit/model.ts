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
    case 'currencyRate':
      return '/company/settings/rates';
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

/** How many people (`count`) and the first of their names (`users`): "5 people: Ann, Bob, Cid, …". */
function peopleSummary(intl: IntlShape, details: Record<string, unknown>): string {
  const users = Array.isArray(details.users) ? details.users.map(nameIn).filter(Boolean) : [];
  const count = numberIn(details.count) ?? users.length;
  const shown = users.slice(0, NAMES_SHOWN);
  const names = intl.formatList(count > shown.length ? [...shown, '…'] : shown, { type: 'unit' });
  return intl.formatMessage({ id: 'audit.details.people' }, { count, names });
}

/** Who was assigned (the first names, and how many in all), or whose dates changed. */
function assignmentSummary(intl: IntlShape, action: string, details: Record<string, unknown>): string {
  if (action.endsWith('.assignmentsAdded')) return peopleSummary(intl, details);
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

const stringsIn = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** `{ from, to }` of text, as "from → to" (null when either is missing). */
function changeIn(intl: IntlShape, value: unknown, show: (side: unknown) => string | null): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const { from, to } = value as { from?: unknown; to?: unknown };
  const [before, after] = [show(from), show(to)];
  return before === null || after === null
    ? null
    : intl.formatMessage({ id: 'audit.details.change' }, { from: before, to: after });
}

const textIn = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * What an edit of a record model changed: its name, its key, the fields (by identifier) added,
 * removed, relabelled or given another format, then its sort and unique-by by name when they changed.
 */
function recordModelSummary(intl: IntlShape, details: Record<string, unknown>): string {
  const names = (key: string) => intl.formatList(stringsIn(details[key]), { type: 'conjunction' });
  const relabelled = (Array.isArray(details.fieldsRelabelled) ? details.fieldsRelabelled : [])
    .map((field) => changeIn(intl, field, textIn))
    .filter((text): text is string => text !== null);
  const reformatted = (Array.isArray(details.fieldsReformatted) ? details.fieldsReformatted : [])
    .map((field) =>
      typeof field === 'object' && field !== null
        ? textIn((field as { identifier?: unknown }).identifier)
        : null,
    )
    .filter((text): text is string => text !== null);
  const formerName =
    typeof details.name === 'object' && details.name !== null
      ? textIn((details.name as { from?: unknown }).from)
      : null;
  const key = changeIn(intl, details.keyField, textIn);
  const parts = [
    formerName === null ? null : intl.formatMessage({ id: 'audit.details.renamed' }, { name: formerName }),
    key === null ? null : intl.formatMessage({ id: 'audit.details.key' }, { change: key }),
    stringsIn(details.fieldsAdded).length
      ? intl.formatMessage({ id: 'audit.details.fieldsAdded' }, { names: names('fieldsAdded') })
      : null,
    stringsIn(details.fieldsRemoved).length
      ? intl.formatMessage({ id: 'audit.details.fieldsRemoved' }, { names: names('fieldsRemoved') })
      : null,
    relabelled.length
      ? intl.formatMessage(
          { id: 'audit.details.fieldsRelabelled' },
          { names: intl.formatList(relabelled, { type: 'conjunction' }) },
        )
      : null,
    reformatted.length
      ? intl.formatMessage(
          { id: 'audit.details.fieldsReformatted' },
          { names: intl.formatList(reformatted, { type: 'conjunction' }) },
        )
      : null,
  ].filter((part): part is string => part !== null);
  // Sort and unique-by have no words of their own: their names, as other edits list their fields.
  const others = stringsIn(details.fields).filter((field) => field === 'sort' || field === 'uniqueBy');
  return [...parts, ...others].join('; ');
}

/** A rate and the date it takes effect, as "1.15 from 2026-01-01" (null when either is missing). */
function rateIn(intl: IntlShape, value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const { rate, effectiveAsOf } = value as { rate?: unknown; effectiveAsOf?: unknown };
  // The rate as stored, exact (a display rounded to 2 decimals would show 0.0061 as 0.01).
  return typeof rate === 'string' && typeof effectiveAsOf === 'string'
    ? intl.formatMessage({ id: 'audit.details.rate' }, { rate, date: effectiveAsOf })
    : null;
}

/** Record models, currency rates, people added from a file and invitations; null for other actions. */
function dataAndPeopleSummary(
  intl: IntlShape,
  action: string,
  details: Record<string, unknown>,
): string | null {
  switch (action) {
    case 'recordModel.created': {
      const count = numberIn(details.fieldCount);
      return count === null || typeof details.keyField !== 'string'
        ? ''
        : intl.formatMessage({ id: 'audit.details.modelCreated' }, { count, key: details.keyField });
    }
    case 'recordModel.updated':
      return recordModelSummary(intl, details);
    case 'recordModel.deleted': {
      const count = numberIn(details.records);
      return count === null ? '' : intl.formatMessage({ id: 'audit.details.recordsDeleted' }, { count });
    }
    case 'currencyRate.created':
    case 'currencyRate.deleted':
      return rateIn(intl, details) ?? '';
    case 'currencyRate.updated':
      return changeIn(intl, details, (side) => rateIn(intl, side)) ?? '';
    case 'users.uploaded':
      return peopleSummary(intl, details);
    case 'user.invited': {
      const email = textIn(details.email) ?? '';
      return details.resent === true && email
        ? intl.formatMessage({ id: 'audit.details.invitedAgain' }, { email })
        : email;
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
  const otherSummary = dataAndPeopleSummary(intl, event.action, details);
  if (otherSummary !== null) return otherSummary;
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
