/**
 * What stands in for a missing value. 'noData' ('No data') for an empty chart or list, 'noValue'
 * ('No value') for an empty field, 'none' ('None') for an empty choice, 'dash' (an em dash) in
 * report and table cells, where a word in every empty cell would drown the figures.
 */
export const EMPTY_KINDS = ['noData', 'noValue', 'none', 'dash'] as const;
export type EmptyKind = (typeof EMPTY_KINDS)[number];

/** The em dash of empty report cells. */
export const EM_DASH = '—';

/** The label of each worded kind: the shared `kit.empty.*` labels (catalogue/common.ts). */
export const EMPTY_MESSAGE_IDS = {
  noData: 'kit.empty.noData',
  noValue: 'kit.empty.noValue',
  none: 'kit.empty.none',
  // The dash is shown as is; screen readers hear 'No value' instead of "em dash".
  dash: 'kit.empty.noValue',
} as const satisfies Record<EmptyKind, string>;

/** Whether a value is missing and shown by EmptyValue: null, undefined or a blank string. */
export function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}
