/**
 * The filter bar's rules as pure functions (spec doc 3 §4 "Filter bar"): which filters are shown,
 * which can still be added, and whether 'Clear filters' is hidden, disabled or enabled.
 *
 * The bar itself only remembers which optional filters the user has shown; static filters are
 * always shown, and an optional filter that has a value is shown too (a value set elsewhere, from
 * the address bar for instance, must never filter the page while invisible).
 */

/** What the rules need to know of a filter definition. */
export interface FilterMeta {
  id: string;
  /** A static filter is always shown and cannot be removed. */
  isStatic?: boolean;
  hasValue: boolean;
}

export interface FilterBarState {
  /** Optional filters the user has shown, in the order they were added. */
  shown: readonly string[];
  /** Optional filters shown at first: 'Clear filters' returns to them. */
  initial: readonly string[];
}

export type FilterBarAction =
  { type: 'add'; id: string } | { type: 'remove'; id: string } | { type: 'reset' };

export type ClearFiltersStatus = 'hidden' | 'disabled' | 'enabled';

export function initFilterBarState(initiallyShown: readonly string[] = []): FilterBarState {
  const initial = [...new Set(initiallyShown)];
  return { shown: initial, initial };
}

const optionalIds = (filters: readonly FilterMeta[]) =>
  new Set(filters.filter((filter) => !filter.isStatic).map((filter) => filter.id));

/**
 * The next state after an action. Adding or removing an unknown or static filter changes nothing:
 * static filters are shown whatever the state says.
 */
export function filterBarReducer(
  state: FilterBarState,
  action: FilterBarAction,
  filters: readonly FilterMeta[],
): FilterBarState {
  const optional = optionalIds(filters);
  switch (action.type) {
    case 'add':
      if (!optional.has(action.id) || state.shown.includes(action.id)) return state;
      return { ...state, shown: [...state.shown, action.id] };
    case 'remove':
      if (!optional.has(action.id) || !state.shown.includes(action.id)) return state;
      return { ...state, shown: state.shown.filter((id) => id !== action.id) };
    case 'reset':
      return { ...state, shown: state.initial };
  }
}

/**
 * The values an action clears: hiding a filter clears its value (a hidden filter must not keep
 * filtering), 'Clear filters' clears every value.
 */
export function filterValuesToClear(action: FilterBarAction, filters: readonly FilterMeta[]): string[] {
  switch (action.type) {
    case 'add':
      return [];
    case 'remove':
      return filters.filter((f) => f.id === action.id && !f.isStatic && f.hasValue).map((f) => f.id);
    case 'reset':
      return filters.filter((f) => f.hasValue).map((f) => f.id);
  }
}

/**
 * The filters on the bar: static ones first (in definition order), then the optional ones in the
 * order the user added them, then optional ones shown only because they have a value.
 */
export function displayedFilters<F extends FilterMeta>(filters: readonly F[], state: FilterBarState): F[] {
  const byId = new Map(filters.map((filter) => [filter.id, filter]));
  const statics = filters.filter((filter) => filter.isStatic);
  const added = state.shown.flatMap((id) => {
    const filter = byId.get(id);
    return filter && !filter.isStatic ? [filter] : [];
  });
  const valued = filters.filter((f) => !f.isStatic && f.hasValue && !state.shown.includes(f.id));
  return [...statics, ...added, ...valued];
}

/** Optional filters not on the bar yet: the entries of the 'Add filter' menu, in definition order. */
export function addableFilters<F extends FilterMeta>(filters: readonly F[], state: FilterBarState): F[] {
  const displayed = new Set(displayedFilters(filters, state).map((filter) => filter.id));
  return filters.filter((filter) => !filter.isStatic && !displayed.has(filter.id));
}

/**
 * 'Clear filters' is hidden when nothing is shown or has a value, disabled when only static
 * filters are shown and none has a value, enabled otherwise.
 */
export function clearFiltersStatus(
  filters: readonly FilterMeta[],
  state: FilterBarState,
): ClearFiltersStatus {
  const displayed = displayedFilters(filters, state);
  const anyValue = filters.some((filter) => filter.hasValue);
  if (displayed.length === 0 && !anyValue) return 'hidden';
  if (!anyValue && displayed.every((filter) => filter.isStatic)) return 'disabled';
  return 'enabled';
}
