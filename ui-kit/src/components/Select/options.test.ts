import { describe, expect, it } from 'vitest';
import {
  MULTI_SELECT_SEARCH_THRESHOLD,
  OPTIONS_PAGE_SIZE,
  SELECT_SEARCH_THRESHOLD,
  emptyReason,
  fitChips,
  isSearchShown,
  matchesSearch,
  multiValueLabel,
  nextLimit,
  overflowCount,
  singleValueLabel,
  visibleOptions,
  type SelectOption,
} from './options';

const many = (count: number): SelectOption[] =>
  Array.from({ length: count }, (_, i) => ({ value: `v${i + 1}`, label: `Option ${i + 1}` }));

describe('search threshold', () => {
  it('uses the spec constants: 6 for a select, 5 for a multi-select', () => {
    expect(SELECT_SEARCH_THRESHOLD).toBe(6);
    expect(MULTI_SELECT_SEARCH_THRESHOLD).toBe(5);
  });

  it('hides the search at 6 options or fewer for a select', () => {
    expect(isSearchShown(0, 'single')).toBe(false);
    expect(isSearchShown(6, 'single')).toBe(false);
    expect(isSearchShown(7, 'single')).toBe(true);
  });

  it('hides the search at 5 options or fewer for a multi-select', () => {
    expect(isSearchShown(5, 'multiple')).toBe(false);
    expect(isSearchShown(6, 'multiple')).toBe(true);
  });
});

describe('matchesSearch', () => {
  it('matches text anywhere in the label, whatever the case', () => {
    expect(matchesSearch('North America', 'america')).toBe(true);
    expect(matchesSearch('North America', 'NORTH AM')).toBe(true);
    expect(matchesSearch('north america', 'AmErIcA')).toBe(true);
    expect(matchesSearch('North America', 'europe')).toBe(false);
  });

  it('matches everything for an empty search and ignores surrounding spaces', () => {
    expect(matchesSearch('Anything', '')).toBe(true);
    expect(matchesSearch('Anything', '   ')).toBe(true);
    expect(matchesSearch('Sales team', '  sales ')).toBe(true);
  });

  it('matches accented letters case-insensitively', () => {
    expect(matchesSearch('Équipe Île-de-France', 'équipe île')).toBe(true);
  });
});

describe('visibleOptions', () => {
  it('shows 150 options at a time', () => {
    expect(OPTIONS_PAGE_SIZE).toBe(150);
    const page = visibleOptions(many(400), '');
    expect(page.items).toHaveLength(150);
    expect(page.items[0]?.value).toBe('v1');
    expect(page.items[149]?.value).toBe('v150');
    expect(page.matchCount).toBe(400);
    expect(page.hasMore).toBe(true);
  });

  it('reveals the next 150 with each Show more, until none is left', () => {
    expect(nextLimit(150)).toBe(300);
    expect(visibleOptions(many(400), '', 300).items).toHaveLength(300);
    const last = visibleOptions(many(400), '', nextLimit(300));
    expect(last.items).toHaveLength(400);
    expect(last.hasMore).toBe(false);
  });

  it('has nothing more to show at exactly 150 options', () => {
    expect(visibleOptions(many(150), '').hasMore).toBe(false);
    expect(visibleOptions(many(151), '').hasMore).toBe(true);
  });

  it('pages the matches of a search, not the whole list', () => {
    const options = many(500);
    const result = visibleOptions(options, 'OPTION 1');
    // Option 1, 10-19, 100-199: 111 matches, all shown at once.
    expect(result.matchCount).toBe(111);
    expect(result.items).toHaveLength(111);
    expect(result.hasMore).toBe(false);
    expect(result.items.every((o) => o.label.startsWith('Option 1'))).toBe(true);
  });
});

describe('emptyReason', () => {
  it('tells no options from no match', () => {
    expect(emptyReason(0, 0)).toBe('noOptions');
    expect(emptyReason(12, 0)).toBe('noMatch');
    expect(emptyReason(12, 3)).toBeNull();
  });
});

describe('value labels', () => {
  const option: SelectOption = { value: 1, label: 'Jane Doe' };

  it('falls back from the specific label to valueLabel, then to label', () => {
    expect(singleValueLabel(option)).toBe('Jane Doe');
    expect(multiValueLabel(option)).toBe('Jane Doe');
    const withValueLabel = { ...option, valueLabel: 'Jane' };
    expect(singleValueLabel(withValueLabel)).toBe('Jane');
    expect(multiValueLabel(withValueLabel)).toBe('Jane');
    const specific = { ...withValueLabel, singleValueLabel: 'Jane D.', multiValueLabel: 'JD' };
    expect(singleValueLabel(specific)).toBe('Jane D.');
    expect(multiValueLabel(specific)).toBe('JD');
  });
});

describe('fitChips and the +N chip', () => {
  const base = { gap: 4, overflowWidth: 30 };

  it('shows every chip when they all fit', () => {
    // 3 chips of 50 with 2 gaps of 4 = 158.
    expect(fitChips({ ...base, chipWidths: [50, 50, 50], availableWidth: 158 })).toBe(3);
  });

  it('keeps room for the +N chip when they do not all fit', () => {
    // 2 chips (104) + gap + '+N' (34) = 138 fits in 150; a third chip would not.
    const shown = fitChips({ ...base, chipWidths: [50, 50, 50, 50], availableWidth: 150 });
    expect(shown).toBe(2);
    expect(overflowCount(4, shown)).toBe(2);
  });

  it('always shows at least one chip, truncated if need be', () => {
    expect(fitChips({ ...base, chipWidths: [300, 20], availableWidth: 100 })).toBe(1);
  });

  it('stops at maxChips even when more would fit', () => {
    const shown = fitChips({ ...base, chipWidths: [10, 10, 10, 10, 10], availableWidth: 1000, maxChips: 2 });
    expect(shown).toBe(2);
    expect(overflowCount(5, shown)).toBe(3);
  });

  it('shows no +N chip when nothing overflows', () => {
    expect(overflowCount(3, 3)).toBe(0);
    expect(fitChips({ ...base, chipWidths: [], availableWidth: 0 })).toBe(0);
    expect(fitChips({ ...base, chipWidths: [10, 10], availableWidth: 24, maxChips: 5 })).toBe(2);
  });
});
