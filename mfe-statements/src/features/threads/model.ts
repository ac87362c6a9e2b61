import type { IntlShape } from 'react-intl';
import type { StatementThread, ThreadReviewResult, ThreadScope } from './queries';

/** What a thread is about, in words: "Whole statement", the rule's label, or the rule and the record. */
export function scopeLabel(intl: IntlShape, scope: ThreadScope): string {
  if (scope.kind === 'STATEMENT') return intl.formatMessage({ id: 'threads.scope.statement' });
  // A rule the statement no longer has (the plan changed since) keeps its name.
  const rule = scope.ruleLabel ?? scope.ruleId ?? '—';
  return scope.kind === 'RECORD'
    ? intl.formatMessage({ id: 'threads.scope.record' }, { rule, record: scope.externalId ?? '—' })
    : rule;
}

/** How many characters of a message a list shows. */
export const EXCERPT_LENGTH = 120;

/** A message's first characters on one line, cut at a word when it is longer. */
export function excerpt(content: string, length = EXCERPT_LENGTH): string {
  const line = content.replace(/\s+/g, ' ').trim();
  if (line.length <= length) return line;
  const cut = line.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The threads nobody has marked reviewed yet: what the statement's Comments button counts. */
export function openThreads(threads: readonly StatementThread[]): StatementThread[] {
  return threads.filter((thread) => !thread.thread.isReviewed);
}

/** A date and time as every list of the statements shows them ("Mar 2, 2026, 9:00 AM"). */
export function dateTime(intl: IntlShape, iso: string): string {
  return intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * The error toast of a review of threads (doc 3 §8 "Threads"): how many were refused and why, each
 * reason said once; null when every thread was reviewed.
 */
export function reviewFailure(intl: IntlShape, result: ThreadReviewResult): string | null {
  if (!result.failed.length) return null;
  const reasons = [...new Set(result.failed.map((failure) => failure.message))];
  return intl.formatMessage(
    { id: 'threads.reviewFailed' },
    { count: result.failed.length, message: reasons.join(' ') },
  );
}
