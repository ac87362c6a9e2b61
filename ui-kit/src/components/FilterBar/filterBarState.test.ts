import { describe, expect, it } from 'vitest';
import {
  addableFilters,
  clearFiltersStatus,
  displayedFilters,
  filterBarReducer,
  filterValuesToClear,
  initFilterBarState,
  type FilterMeta,
} from './filterBarState';

const status: FilterMeta = { id: 'status', isStatic: true, hasValue: false };
const role: FilterMeta = { id: 'role', hasValue: false };
const currency: FilterMeta = { id: 'currency', hasValue: false };
const team: FilterMeta = { id: 'team', hasValue: false };
const withValue = (filter: FilterMeta): FilterMeta => ({ ...filter, hasValue: true });
const ids = (filters: readonly FilterMeta[]) => filters.map((filter) => filter.id);

describe('filter bar state', () => {
  it('shows static filters and the initially shown optional ones', () => {
    const state = initFilterBarState(['currency']);
    expect(ids(displayedFilters([status, role, currency], state))).toEqual(['status', 'currency']);
    expect(ids(addableFilters([status, role, currency], state))).toEqual(['role']);
  });

  it('adds optional filters from the menu, in the order they were added, once each', () => {
    const filters = [status, role, currency, team];
    let state = initFilterBarState();
    state = filterBarReducer(state, { type: 'add', id: 'team' }, filters);
    state = filterBarReducer(state, { type: 'add', id: 'role' }, filters);
    state = filterBarReducer(state, { type: 'add', id: 'role' }, filters);
    expect(ids(displayedFilters(filters, state))).toEqual(['status', 'team', 'role']);
    expect(ids(addableFilters(filters, state))).toEqual(['currency']);
    expect(filterValuesToClear({ type: 'add', id: 'currency' }, filters)).toEqual([]);
  });

  it('ignores adding a static or unknown filter', () => {
    const state = initFilterBarState();
    expect(filterBarReducer(state, { type: 'add', id: 'status' }, [status, role])).toBe(state);
    expect(filterBarReducer(state, { type: 'add', id: 'nope' }, [status, role])).toBe(state);
  });

  it('hides an optional filter again and clears its value', () => {
    const filters = [status, withValue(role), currency];
    let state = initFilterBarState(['role', 'currency']);
    state = filterBarReducer(state, { type: 'remove', id: 'role' }, filters);
    expect(state.shown).toEqual(['currency']);
    expect(filterValuesToClear({ type: 'remove', id: 'role' }, filters)).toEqual(['role']);
    expect(filterValuesToClear({ type: 'remove', id: 'currency' }, filters)).toEqual([]);
  });

  it('never removes a static filter, nor clears its value by removal', () => {
    const filters = [withValue(status), role];
    const state = initFilterBarState();
    expect(filterBarReducer(state, { type: 'remove', id: 'status' }, filters)).toBe(state);
    expect(filterValuesToClear({ type: 'remove', id: 'status' }, filters)).toEqual([]);
    expect(ids(displayedFilters(filters, state))).toEqual(['status']);
  });

  it('shows an optional filter that has a value even if the user never added it', () => {
    const filters = [status, role, withValue(currency)];
    const state = initFilterBarState();
    expect(ids(displayedFilters(filters, state))).toEqual(['status', 'currency']);
    expect(ids(addableFilters(filters, state))).toEqual(['role']);
  });

  it('Clear filters returns to the static and initially shown filters and clears every value', () => {
    const filters = [withValue(status), withValue(role), currency, withValue(team)];
    let state = initFilterBarState(['currency']);
    state = filterBarReducer(state, { type: 'add', id: 'role' }, filters);
    state = filterBarReducer(state, { type: 'remove', id: 'currency' }, filters);
    state = filterBarReducer(state, { type: 'reset' }, filters);
    expect(state.shown).toEqual(['currency']);
    expect(filterValuesToClear({ type: 'reset' }, filters)).toEqual(['status', 'role', 'team']);
    const cleared = filters.map((filter) => ({ ...filter, hasValue: false }));
    expect(ids(displayedFilters(cleared, state))).toEqual(['status', 'currency']);
  });

  describe('Clear filters button', () => {
    it('is hidden when nothing is shown and nothing has a value', () => {
      expect(clearFiltersStatus([role, currency], initFilterBarState())).toBe('hidden');
      expect(clearFiltersStatus([], initFilterBarState())).toBe('hidden');
    });

    it('is disabled when only static filters are shown and none has a value', () => {
      expect(clearFiltersStatus([status, role], initFilterBarState())).toBe('disabled');
    });

    it('is enabled when a static filter has a value', () => {
      expect(clearFiltersStatus([withValue(status), role], initFilterBarState())).toBe('enabled');
    });

    it('is enabled when an optional filter is shown, even without values', () => {
      expect(clearFiltersStatus([role, currency], initFilterBarState(['role']))).toBe('enabled');
      expect(clearFiltersStatus([status, role], initFilterBarState(['role']))).toBe('enabled');
    });

    it('is enabled when an optional filter has a value', () => {
      expect(clearFiltersStatus([status, withValue(role)], initFilterBarState())).toBe('enabled');
    });
  });
});
