import type { ReactNode } from 'react';
import type { Key } from 'react-aria-components/Select';

/** The value of an option: what a form submits and `onChange` reports. */
export type SelectOptionValue = Key;

/**
 * One choice of a select (spec doc 3 §3 "Select option"). `label` is what the list shows and what
 * search matches; the three value labels say how the chosen value reads in the trigger.
 */
export interface SelectOption {
  value: SelectOptionValue;
  label: string;
  /** How the chosen value is shown in the trigger, single or multi, unless one below overrides it. */
  valueLabel?: ReactNode;
  /** How the chosen value is shown in a single select's trigger. */
  singleValueLabel?: ReactNode;
  /** How the chosen value is shown as a chip of a multi-select. */
  multiValueLabel?: ReactNode;
  /** A decorative icon before the label (hidden from screen readers: the label says it all). */
  icon?: ReactNode;
  /** A secondary line under the label in the list. */
  help?: ReactNode;
}

export type SelectMode = 'single' | 'multiple';

/** Spec doc 3 §5: the search input is hidden at 6 options or fewer (5 or fewer for multi-select). */
export const SELECT_SEARCH_THRESHOLD = 6;
export const MULTI_SELECT_SEARCH_THRESHOLD = 5;

/** Spec doc 3 §9: option lists show 150 items at a time, then 'Show more' reveals the next 150. */
export const OPTIONS_PAGE_SIZE = 150;

/** Whether a list of `optionCount` options offers a search input. */
export function isSearchShown(optionCount: number, mode: SelectMode): boolean {
  const threshold = mode === 'single' ? SELECT_SEARCH_THRESHOLD : MULTI_SELECT_SEARCH_THRESHOLD;
  return optionCount > threshold;
}

/** Case-insensitive text match of a label against what was typed (surrounding spaces ignored). */
export function matchesSearch(label: string, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  return needle === '' || label.toLocaleLowerCase().includes(needle);
}

export interface VisibleOptions {
  /** The options to render now: the first `limit` matches. */
  items: SelectOption[];
  /** How many options match the search in all. */
  matchCount: number;
  /** Whether 'Show more' has anything left to reveal. */
  hasMore: boolean;
}

/** The options a list shows for a search and a number of revealed items. */
export function visibleOptions(
  options: readonly SelectOption[],
  search: string,
  limit: number = OPTIONS_PAGE_SIZE,
): VisibleOptions {
  const matches = search.trim() === '' ? options : options.filter((o) => matchesSearch(o.label, search));
  return { items: matches.slice(0, limit), matchCount: matches.length, hasMore: matches.length > limit };
}

/** How many items a list shows after one more 'Show more'. */
export function nextLimit(limit: number): number {
  return limit + OPTIONS_PAGE_SIZE;
}

/** Why a list is empty, if it is: nothing to choose from, or nothing matching the search. */
export function emptyReason(optionCount: number, matchCount: number): 'noOptions' | 'noMatch' | null {
  if (optionCount === 0) return 'noOptions';
  return matchCount === 0 ? 'noMatch' : null;
}

/** The chosen keys of a single or multiple value, in order (none for null). */
export function chosenKeys(
  value: SelectOptionValue | Iterable<SelectOptionValue> | null,
): SelectOptionValue[] {
  if (value == null) return [];
  return typeof value === 'object' ? [...value] : [value];
}

/** How a chosen option reads in a single select's trigger. */
export function singleValueLabel(option: SelectOption): ReactNode {
  return option.singleValueLabel ?? option.valueLabel ?? option.label;
}

/** How a chosen option reads as a chip of a multi-select. */
export function multiValueLabel(option: SelectOption): ReactNode {
  return option.multiValueLabel ?? option.valueLabel ?? option.label;
}

export interface ChipFit {
  /** The measured width of each chip, in order. */
  chipWidths: readonly number[];
  /** The width the chips may take. */
  availableWidth: number;
  /** The space between two chips. */
  gap: number;
  /** The width of the '+N' chip. */
  overflowWidth: number;
  /** Show at most this many chips, whatever the width. */
  maxChips?: number;
}

/**
 * How many chips fit: all of them if they do, otherwise as many as fit next to the '+N' chip
 * (never more than `maxChips`). At least one chip shows whenever one may, truncated if need be,
 * so the trigger never reads as just '+N'.
 */
export function fitChips({ chipWidths, availableWidth, gap, overflowWidth, maxChips }: ChipFit): number {
  const total = chipWidths.length;
  const cap = Math.max(0, Math.min(total, maxChips ?? total));
  const widthOf = (count: number) =>
    chipWidths.slice(0, count).reduce((sum, width) => sum + width, 0) + Math.max(0, count - 1) * gap;
  if (cap === total && widthOf(total) <= availableWidth) return total;
  let shown = 0;
  for (let count = cap; count > 0; count--) {
    if (widthOf(count) + gap + overflowWidth <= availableWidth) {
      shown = count;
      break;
    }
  }
  return shown === 0 && cap > 0 ? 1 : shown;
}

/** The count of the '+N' chip: the chosen values not shown as chips (0 means no '+N' chip). */
export function overflowCount(total: number, shown: number): number {
  return Math.max(0, total - shown);
}
