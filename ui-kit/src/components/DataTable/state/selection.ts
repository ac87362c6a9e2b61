/** The rows' selection rules (spec doc 3 §4 "Row selection"), on row ids. */

export interface SelectAllState {
  isSelected: boolean;
  isIndeterminate: boolean;
  isDisabled: boolean;
}

/**
 * The select-all checkbox for the rows shown: checked when every selectable row is selected,
 * indeterminate when only some are, disabled when none is selectable.
 */
export function getSelectAllState(
  selected: ReadonlySet<string>,
  selectableIds: readonly string[],
): SelectAllState {
  const count = selectableIds.filter((id) => selected.has(id)).length;
  return {
    isSelected: count > 0 && count === selectableIds.length,
    isIndeterminate: count > 0 && count < selectableIds.length,
    isDisabled: selectableIds.length === 0,
  };
}

/**
 * Select-all covers only selectable rows: it selects every one of them, or, when they all are
 * already, deselects them. Rows selected elsewhere (another page) stay as they are.
 */
export function toggleSelectAll(
  selected: ReadonlySet<string>,
  selectableIds: readonly string[],
): Set<string> {
  const next = new Set(selected);
  const allSelected = selectableIds.length > 0 && selectableIds.every((id) => selected.has(id));
  for (const id of selectableIds) {
    if (allSelected) next.delete(id);
    else next.add(id);
  }
  return next;
}

/** Keeps only ids that may be selected, whatever a caller or a keyboard shortcut asked for. */
export function keepSelectable(
  requested: Iterable<string>,
  isSelectable: (id: string) => boolean,
): Set<string> {
  return new Set([...requested].filter(isSelectable));
}

/** The bulk-actions panel shows as soon as one row is selected. */
export const showsBulkActions = (selected: ReadonlySet<string>): boolean => selected.size > 0;
