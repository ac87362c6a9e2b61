import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { INITIAL_TABLE_STATE, tableStateReducer, type TableStateAction } from './tableState';
import { readTableState, resolveStorageKeys, writeTableState, type TablePersistence } from './tableStorage';
import type { ColumnSort, TableState } from './types';

export interface UseTableStateOptions {
  /** Overrides of the initial state (spec defaults: page 0, 10 rows per page). */
  initialState?: Partial<TableState>;
  /** Keeps the state in local storage between visits. */
  persist?: TablePersistence;
  /** Called after every change, with the whole state. */
  onStateChange?: (state: TableState) => void;
}

export interface TableStateControls {
  state: TableState;
  dispatch: (action: TableStateAction) => void;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  setSorting: (sorting: ColumnSort[]) => void;
  setSearchText: (searchText: string) => void;
  setColumnVisibility: (columnVisibility: Record<string, boolean>) => void;
  setColumnOrder: (columnOrder: string[]) => void;
  setColumnPinning: (columnPinning: boolean) => void;
}

/**
 * A table's state with the spec's transitions, optionally persisted: the stored state is read once
 * and strictly validated (invalid data is ignored), then every change is written back. A persisted
 * field without a storage key raises an error at once.
 */
export function useTableState({
  initialState,
  persist,
  onStateChange,
}: UseTableStateOptions = {}): TableStateControls {
  if (persist) resolveStorageKeys(persist);
  const [state, dispatch] = useReducer(tableStateReducer, undefined, () => ({
    ...INITIAL_TABLE_STATE,
    ...initialState,
    ...(persist ? readTableState(persist) : {}),
  }));

  // The persistence settings are usually an inline object literal: compare them by value.
  const persistKey = persist ? JSON.stringify(persist) : null;
  useEffect(() => {
    if (persistKey) writeTableState(JSON.parse(persistKey) as TablePersistence, state);
  }, [persistKey, state]);

  const onChange = useRef(onStateChange);
  onChange.current = onStateChange;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    onChange.current?.(state);
  }, [state]);

  const setPage = useCallback((page: number) => dispatch({ type: 'setPage', page }), []);
  const setPageSize = useCallback((pageSize: number) => dispatch({ type: 'setPageSize', pageSize }), []);
  const setSorting = useCallback((sorting: ColumnSort[]) => dispatch({ type: 'setSorting', sorting }), []);
  const setSearchText = useCallback(
    (searchText: string) => dispatch({ type: 'setSearchText', searchText }),
    [],
  );
  const setColumnVisibility = useCallback(
    (columnVisibility: Record<string, boolean>) =>
      dispatch({ type: 'setColumnVisibility', columnVisibility }),
    [],
  );
  const setColumnOrder = useCallback(
    (columnOrder: string[]) => dispatch({ type: 'setColumnOrder', columnOrder }),
    [],
  );
  const setColumnPinning = useCallback(
    (columnPinning: boolean) => dispatch({ type: 'setColumnPinning', columnPinning }),
    [],
  );
  return useMemo(
    () => ({
      state,
      dispatch,
      setPage,
      setPageSize,
      setSorting,
      setSearchText,
      setColumnVisibility,
      setColumnOrder,
      setColumnPinning,
    }),
    [
      state,
      setPage,
      setPageSize,
      setSorting,
      setSearchText,
      setColumnVisibility,
      setColumnOrder,
      setColumnPinning,
    ],
  );
}
