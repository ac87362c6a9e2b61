import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { type IntlShape } from 'react-intl';
import type { SortDescriptor } from 'react-aria-components/Table';
import { Toolbar } from 'react-aria-components/Toolbar';
import { Tooltip, TooltipTrigger } from 'react-aria-components/Tooltip';
import { Button as AriaButton } from 'react-aria-components/Button';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { Alert, type AlertProps } from '../Alert/Alert';
import { Checkbox } from '../Checkbox/Checkbox';
import { Pagination } from '../Pagination/Pagination';
import { SearchField } from '../SearchField/SearchField';
import { Skeleton } from '../Skeleton/Skeleton';
import { columnWidth, orderColumns, pinnedColumns, visibleColumns as filterVisible } from './state/columns';
import { getTableDisplay, skeletonRowCount } from './state/display';
import { pageCountOf, samePaginatedQuery, toPaginatedQuery } from './state/paginatedQuery';
import { modelRows, pageRows, searchRows, sortRows, type RowModelColumn } from './state/rowModel';
import { getSelectAllState, showsBulkActions, toggleSelectAll } from './state/selection';
import type { TablePersistence } from './state/tableStorage';
import {
  PAGE_SIZE_OPTIONS,
  ROW_HEIGHTS,
  type ColumnSort,
  type PaginatedQuery,
  type PaginatedResult,
  type RowSize,
  type TableState,
} from './state/types';
import { useTableState } from './state/useTableState';
import type { DataTableLayoutOptions } from './DataTableLayout';
import { DataTableLight, LIGHT_ROW_LIMIT, EMPTY_BODY_HEIGHT, addressOf, elementAt } from './DataTableLight';
import type { CellAddress, PressedKey, TakeOverRequest } from './DataTableLight';
import type { BodyItem, HeaderColumn, TableView } from './view';
import type { MenuColumn } from './TableOptionsMenu';
import { TableOptionsButton, loadTableOptionsMenu } from './TableOptionsButton';
import * as styles from './DataTable.css';
import { useKitIntl } from '../../i18n/useKitIntl';
import { tableMessages } from '../../i18n/catalogue/table';
import { formatMessages } from '../../i18n/catalogue/format';

// The column menu loads when its button is first pressed (TableOptionsButton), then replaces it.
type MenuComponent = Awaited<ReturnType<typeof loadTableOptionsMenu>>['TableOptionsMenu'];

// react-aria's grid (Table, grid, selection, collections, Virtualizer) loads when the table is first
// used from the keyboard, or at once for more rows than the light table draws (DataTableLight).
type GridComponent = ComponentType<{ view: TableView<unknown> }>;
let gridModule: Promise<GridComponent> | undefined;
const loadGrid = () =>
  (gridModule ??= import('./DataTableGrid').then((module) => module.DataTableGrid as GridComponent));

export interface DataTableColumnSize {
  /** Pixels; 240 by default, 0 for as wide as the content. */
  width?: number;
  minWidth?: number;
  maxWidth?: number;
}

export interface DataTableCellContext<T> {
  row: T;
  /** What the accessor returns (undefined without one). */
  value: unknown;
  rowId: string;
}

/** A column (spec doc 3 §3 "Table column"). */
export interface DataTableColumn<T> {
  id: string;
  header: ReactNode;
  size?: DataTableColumnSize;
  /** A property of the row, or a function of it: the value shown, sorted and searched. */
  accessor?: keyof T | ((row: T) => unknown);
  /** Renders the cell; by default the accessor's value, numbers and dates formatted for the locale. */
  cell?: (context: DataTableCellContext<T>) => ReactNode;
  /** Compares two rows; by default their accessor values (text in the locale's order). */
  sortingFn?: (a: T, b: T) => number;
  /** Whether a row matches the search text; by default its accessor value contains the text. */
  filterFn?: (row: T, searchText: string) => boolean;
  /** True by default for a column with an accessor or a sorting function. */
  isSortable?: boolean;
  /** True by default. */
  isHidable?: boolean;
  /**
   * Numbers and amounts: the cells and the header aligned at the end, the digits of one width, so
   * that figures line up. By default, a column whose values are numbers the table formats itself.
   */
  isNumeric?: boolean;
  /** The column's name in menus, when the header is not plain text. */
  menuName?: string;
  icon?: ReactNode;
  subTitle?: ReactNode;
  tooltip?: ReactNode;
  /** Controls shown in the header after the title. */
  actions?: ReactNode;
  /** A CSS colour (a theme variable, preferably) for the header cell. */
  headerBackgroundColor?: string;
}

export interface DataTableProps<T> {
  'aria-label'?: string;
  'aria-labelledby'?: string;
  columns: readonly DataTableColumn<T>[];
  /** Client-side mode: every row; the table searches, sorts and paginates them itself. */
  data?: readonly T[];
  /** Server-side mode: the current page from the server. */
  result?: PaginatedResult<T>;
  /** Server-side mode: called with the query of the table's state whenever it changes (and at first). */
  onQueryChange?: (query: PaginatedQuery) => void;
  /** A row's id; `row.id` (or its index) by default. */
  getRowId?: (row: T, index: number) => string;
  isLoading?: boolean;
  /** A message shown inside the table instead of the rows (an error, a notice). */
  alert?: AlertProps;
  /** Shown when there are no rows; 'No data' by default. */
  emptyState?: ReactNode;
  initialState?: Partial<TableState>;
  persist?: TablePersistence;
  onStateChange?: (state: TableState) => void;
  /** True by default; false shows every row in one scrolling, virtualised body. */
  isPaginated?: boolean;
  pageSizeOptions?: readonly number[];
  /** Shows the search box (true by default). */
  isSearchable?: boolean;
  /** Shows the column menu: sort, show/hide columns, pin first column (true by default). */
  hasColumnMenu?: boolean;
  selectionMode?: 'none' | 'multiple';
  /** Whether a row may be selected; every row by default. */
  isSelectable?: (row: T) => boolean;
  selectedKeys?: ReadonlySet<string>;
  defaultSelectedKeys?: Iterable<string>;
  onSelectionChange?: (keys: Set<string>) => void;
  /** The bulk actions, shown with the count when at least one row is selected. */
  bulkActions?: (selectedKeys: string[]) => ReactNode;
  rowSize?: RowSize;
  /** The table's height limit in pixels; 600 by default without pagination, none with it. */
  maxHeight?: number;
  onRowAction?: (row: T) => void;
  /** Extra controls in the toolbar (filters…). */
  toolbar?: ReactNode;
  /** Pins a trailing 'actions' column to the end edge (true by default). */
  pinActionsColumn?: boolean;
}

export const SELECTION_COLUMN_ID = '__selection';
const SELECTION_COLUMN_WIDTH = 48;
const SHRINK_FALLBACK_WIDTH = 80;
const CELL_PADDING = 16;
const SUBTITLE_EXTRA_HEIGHT = 16;
const UNPAGINATED_MAX_HEIGHT = 600;
// One empty list, so a table without rows does not recompute its row model on every render.
const NO_ROWS: never[] = [];

const defaultRowId = (row: unknown, index: number): string => {
  const id = (row as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : String(index);
};

const valueOf = <T,>(column: DataTableColumn<T>, row: T): unknown =>
  column.accessor === undefined
    ? undefined
    : typeof column.accessor === 'function'
      ? column.accessor(row)
      : row[column.accessor];

const isSortableColumn = <T,>(column: DataTableColumn<T>) =>
  column.isSortable ?? (column.accessor !== undefined || column.sortingFn !== undefined);

const nameOf = <T,>(column: DataTableColumn<T>) =>
  column.menuName ?? (typeof column.header === 'string' ? column.header : column.id);

function formatValue(intl: IntlShape, value: unknown): string {
  if (value == null) return '';
  if (typeof value === 'number') return intl.formatNumber(value);
  if (value instanceof Date) return intl.formatDate(value);
  return String(value);
}

function compareValues(collator: Intl.Collator, a: unknown, b: unknown): number {
  if (a == null || b == null) return a == null ? (b == null ? 0 : 1) : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  return collator.compare(String(a), String(b));
}

/**
 * The data grid (spec doc 3 §3-§5, §9): searching, sorting, pagination (client- or server-side),
 * row selection with bulk actions, column menu, pinned columns, persisted state. Built on
 * react-aria's Table (an accessible grid: keyboard navigation, sorting, selection) and virtualised,
 * so only the rows in view are in the DOM.
 */
export function DataTable<T>({
  columns,
  data,
  result,
  onQueryChange,
  getRowId = defaultRowId,
  isLoading = false,
  alert,
  emptyState,
  initialState,
  persist,
  onStateChange,
  isPaginated = true,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  isSearchable = true,
  hasColumnMenu = true,
  selectionMode = 'none',
  isSelectable,
  selectedKeys: selectedKeysProp,
  defaultSelectedKeys,
  onSelectionChange,
  bulkActions,
  rowSize = 'medium',
  maxHeight,
  onRowAction,
  toolbar,
  pinActionsColumn = true,
  ...labelling
}: DataTableProps<T>) {
  const intl = useKitIntl(tableMessages);
  // Cells format amounts and dates (Amount, formatAmount) with the format area's labels. Waiting
  // for them here, above react-aria's collection, means no cell ever suspends: a component that
  // suspends while the collection builds its rows makes React re-render it without end (#185).
  useKitIntl(formatMessages);
  const isServer = result !== undefined || onQueryChange !== undefined;
  const controls = useTableState({ initialState, persist, onStateChange });
  const { state } = controls;
  const search = useDebouncedValue(state.searchText).trim();

  const columnById = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);
  // Stored or stale sorts on unknown or unsortable columns are ignored.
  const sorting = useMemo(
    () =>
      state.columnSorting.filter((sort) => {
        const column = columnById.get(sort.id);
        return column !== undefined && isSortableColumn(column);
      }),
    [state.columnSorting, columnById],
  );

  // --- Row model: the table searches, sorts and paginates the rows itself in client-side mode.
  const rowModelColumns = useMemo<RowModelColumn<T>[]>(() => {
    const collator = new Intl.Collator(intl.locale, { numeric: true, sensitivity: 'base' });
    return columns.map((column) => ({
      id: column.id,
      ...(column.accessor !== undefined ? { valueOf: (row: T) => valueOf(column, row) } : {}),
      isSortable: isSortableColumn(column),
      isSearchable: column.filterFn !== undefined || column.accessor !== undefined,
      compare: (a, b) =>
        column.sortingFn
          ? column.sortingFn(a, b)
          : compareValues(collator, valueOf(column, a), valueOf(column, b)),
      matches: (row, value, searchText) =>
        column.filterFn
          ? column.filterFn(row, searchText)
          : value != null && String(value).toLocaleLowerCase().includes(searchText.toLocaleLowerCase()),
    }));
  }, [columns, intl.locale]);

  const source = ((isServer ? result?.items : data) as T[] | undefined) ?? NO_ROWS;
  // The rows are rebuilt when the data changes, with the getRowId of that render (callers often
  // pass a new function on every render, which must not re-sort 10,000 rows each time).
  const getRowIdOfRender = useRef(getRowId);
  getRowIdOfRender.current = getRowId;
  const allRows = useMemo(
    () => modelRows(source, (row, index) => getRowIdOfRender.current(row, index)),
    [source],
  );
  const searched = useMemo(
    () => (isServer ? allRows : searchRows(allRows, rowModelColumns, search)),
    [isServer, allRows, rowModelColumns, search],
  );
  const sorted = useMemo(
    () => (isServer ? searched : sortRows(searched, rowModelColumns, sorting)),
    [isServer, searched, rowModelColumns, sorting],
  );
  const rows = useMemo(
    () => (isServer || !isPaginated ? sorted : pageRows(sorted, state.page, state.pageSize)),
    [isServer, isPaginated, sorted, state.page, state.pageSize],
  );
  const totalItems = isServer ? (result?.totalItems ?? 0) : sorted.length;
  const pageCount = isServer ? Math.max(1, result?.pageCount ?? 1) : pageCountOf(totalItems, state.pageSize);

  // A page beyond the last (rows removed, a narrower search) shows the last page instead.
  const { setPage } = controls;
  useEffect(() => {
    if (!isServer && !isLoading && state.page > pageCount - 1) setPage(pageCount - 1);
  }, [isServer, isLoading, state.page, pageCount, setPage]);

  // --- Server-side mode: report the query of the state whenever it changes.
  const query = useMemo(
    () =>
      toPaginatedQuery({
        page: state.page,
        pageSize: state.pageSize,
        columnSorting: sorting,
        searchText: search,
      }),
    [state.page, state.pageSize, sorting, search],
  );
  const lastQuery = useRef<PaginatedQuery | null>(null);
  useEffect(() => {
    if (!onQueryChange || (lastQuery.current && samePaginatedQuery(lastQuery.current, query))) return;
    lastQuery.current = query;
    onQueryChange(query);
  }, [query, onQueryChange]);

  // --- Columns: order, visibility, pinning, widths.
  const ordered = useMemo(() => orderColumns(columns, state.columnOrder), [columns, state.columnOrder]);
  const shown = useMemo(
    () => filterVisible(ordered, state.columnVisibility),
    [ordered, state.columnVisibility],
  );
  const hasSelection = selectionMode === 'multiple';
  const headerColumns = useMemo<HeaderColumn<T>[]>(
    () => [
      ...(hasSelection ? [{ id: SELECTION_COLUMN_ID }] : []),
      ...shown.map((def) => ({ id: def.id, def })),
    ],
    [hasSelection, shown],
  );
  const pinned = useMemo(
    () =>
      pinnedColumns({
        columnIds: shown.map((column) => column.id),
        isFirstPinned: state.columnPinning,
        selectionColumnId: hasSelection ? SELECTION_COLUMN_ID : undefined,
        pinActionsColumn,
      }),
    [shown, state.columnPinning, hasSelection, pinActionsColumn],
  );
  const pinClass = (id: string) =>
    pinned.start.includes(id)
      ? `${styles.pinnedStart} ${pinned.start.at(-1) === id ? styles.pinnedStartEdge : ''}`
      : pinned.end === id
        ? styles.pinnedEnd
        : '';
  const pinData = (id: string) =>
    pinned.start.includes(id) ? 'start' : pinned.end === id ? 'end' : undefined;

  // --- What the body shows (spec doc 3 §4 "Table display priority").
  const display = getTableDisplay({ isLoading, hasAlert: alert !== undefined, rowCount: rows.length });
  const skeletonCount = skeletonRowCount(isPaginated ? state.pageSize : undefined);
  // The collection re-renders a row only when its item object changes: keep one item per row, so a
  // new sort or search over 10,000 rows only reorders them.
  const itemCache = useRef(new WeakMap<object, BodyItem<T>>());
  const bodyItems = useMemo<BodyItem<T>[]>(() => {
    if (display === 'loading')
      return Array.from({ length: skeletonCount }, (_, i) => ({ id: `__skeleton-${i}` }));
    if (display !== 'rows') return [];
    return rows.map((row) => {
      const original = row.original;
      if (typeof original !== 'object' || original === null) return { id: row.id, row: original };
      let item = itemCache.current.get(original);
      if (!item || item.id !== row.id) {
        item = { id: row.id, row: original };
        itemCache.current.set(original, item);
      }
      return item;
    });
  }, [display, skeletonCount, rows]);

  // --- Selection (spec doc 3 §4 "Row selection").
  const [ownSelection, setOwnSelection] = useState(() => new Set(defaultSelectedKeys));
  // Whether the column menu was asked for: it loads then (see TableOptionsButton).
  const [menuRequested, setMenuRequested] = useState(false);
  const [TableOptionsMenu, setTableOptionsMenu] = useState<MenuComponent | null>(null);
  const requestMenu = () => {
    setMenuRequested(true);
    void loadTableOptionsMenu().then((module) => setTableOptionsMenu(() => module.TableOptionsMenu));
  };
  const selected = useMemo(
    () => (selectedKeysProp ? new Set(selectedKeysProp) : ownSelection),
    [selectedKeysProp, ownSelection],
  );
  const setSelected = (next: Set<string>) => {
    if (!selectedKeysProp) setOwnSelection(next);
    onSelectionChange?.(next);
  };
  const selectableIds = useMemo(
    () =>
      display === 'rows'
        ? rows.filter((row) => !isSelectable || isSelectable(row.original)).map((row) => row.id)
        : [],
    [display, rows, isSelectable],
  );
  const disabledKeys = useMemo(() => {
    const selectable = new Set(selectableIds);
    return bodyItems.filter((item) => !selectable.has(item.id)).map((item) => item.id);
  }, [bodyItems, selectableIds]);
  const selectAll = getSelectAllState(selected, selectableIds);
  // The header row is cached (headerDependencies) and does not follow the rows: its select-all box
  // calls the toggle of the latest render, never the rows of the render that drew it.
  const toggleAll = useRef(() => {});
  toggleAll.current = () => setSelected(toggleSelectAll(selected, selectableIds));
  const setSelectedRows = (keys: Set<string>) => {
    const unselectable = new Set(disabledKeys);
    setSelected(new Set([...keys].filter((key) => !unselectable.has(key))));
  };
  const selectAllRows = () => setSelected(new Set([...selected, ...selectableIds]));

  // --- The grid's hand-over: the light table draws the first render; react-aria's grid takes
  // over when the keyboard comes in (DataTableLight), with the focus on the same cell.
  const tableRef = useRef<HTMLDivElement>(null);
  const [Grid, setGrid] = useState<GridComponent | null>(null);
  const takeOver = useRef<{ pressed: CellAddress | null; keys: PressedKey[] } | null>(null);
  const handOver = useRef<{
    focus: CellAddress | 'table' | null;
    keys: PressedKey[];
    top: number;
    left: number;
  }>(null);
  const onTakeOver = useCallback((request: TakeOverRequest) => {
    if (takeOver.current) {
      takeOver.current.keys.push(...(request.keys ?? []));
      takeOver.current.pressed ??= request.pressed ?? null;
      return;
    }
    takeOver.current = { pressed: request.pressed ?? null, keys: [...(request.keys ?? [])] };
    void loadGrid().then((component) => {
      // Where the focus is now (it may have moved, or left, while the grid loaded).
      const light = tableRef.current;
      const request = takeOver.current;
      if (!light || !request) return;
      const active = document.activeElement;
      const focus =
        !active || !light.contains(active)
          ? null
          : active === light
            ? (request.pressed ?? 'table')
            : (addressOf(active, light) ?? 'table');
      handOver.current = { focus, keys: request.keys, top: light.scrollTop, left: light.scrollLeft };
      setGrid(() => component);
    });
  }, []);
  const preloadGrid = useCallback(() => void loadGrid(), []);
  useLayoutEffect(() => {
    const grid = tableRef.current;
    const pending = handOver.current;
    if (!Grid || !grid || !pending) return;
    handOver.current = null;
    grid.scrollTop = pending.top;
    grid.scrollLeft = pending.left;
    const focus = pending.focus;
    if (focus === null) return;
    // The virtualiser renders its rows after measuring itself: wait for the cell, a few frames at most.
    let frames = 0;
    let frame = 0;
    // One key a frame: each moves the focus (in an effect) before the next is pressed.
    const keys = [...pending.keys];
    const replay = () => {
      const key = keys.shift();
      if (!key) return;
      const target = document.activeElement ?? grid;
      const init = { ...key, bubbles: true, cancelable: true };
      target.dispatchEvent(new KeyboardEvent('keydown', init));
      target.dispatchEvent(new KeyboardEvent('keyup', init));
      frame = requestAnimationFrame(replay);
    };
    const place = () => {
      // The grid moves the focus on to its first row: wait until its rows are there.
      const target =
        focus === 'table'
          ? grid.querySelector('[role="row"][aria-rowindex="2"]')
            ? grid
            : null
          : elementAt(grid, focus);
      if (!target && frames++ < 10) {
        frame = requestAnimationFrame(place);
        return;
      }
      (target ?? grid).focus();
      // react-aria moves the focus from the grid to a row in an effect: replay the keys after it.
      frame = requestAnimationFrame(replay);
    };
    place();
    return () => cancelAnimationFrame(frame);
  }, [Grid]);

  // --- Sizes: rows 48 or 34 px; width-0 columns measured from their content.
  const [measured, setMeasured] = useState<Record<string, number>>({});
  const [scrollbar, setScrollbar] = useState(0);
  useLayoutEffect(() => {
    const element = tableRef.current;
    if (!element) return;
    let next: Record<string, number> | null = null;
    for (const column of shown) {
      if (columnWidth(column) !== null) continue;
      let width = 0;
      element.querySelectorAll<HTMLElement>(`[data-measure="${CSS.escape(column.id)}"]`).forEach((node) => {
        width = Math.max(width, node.offsetWidth);
      });
      const wanted = Math.max(Math.ceil(width) + 2 * CELL_PADDING, column.size?.minWidth ?? 0);
      // Only ever grow, so scrolling new rows in never makes the column jump back and forth.
      if (wanted > (measured[column.id] ?? 0)) next = { ...(next ?? measured), [column.id]: wanted };
    }
    if (next) setMeasured(next);
  }, [shown, bodyItems, measured]);
  // A horizontal scrollbar takes height from the rows: give it back (and follow resizes).
  useLayoutEffect(() => {
    const element = tableRef.current;
    if (!element) return;
    const sync = () => {
      const bar = element.offsetHeight - element.clientHeight;
      if (bar >= 0 && bar < 40) setScrollbar(bar);
    };
    sync();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(sync);
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown, measured, Grid]);
  const widthOf = (column: DataTableColumn<T>) =>
    columnWidth(column) ?? measured[column.id] ?? column.size?.minWidth ?? SHRINK_FALLBACK_WIDTH;

  const rowHeight = ROW_HEIGHTS[rowSize];
  const headingHeight = shown.some((column) => column.subTitle)
    ? rowHeight + SUBTITLE_EXTRA_HEIGHT
    : rowHeight;
  const bodyHeight = bodyItems.length > 0 ? bodyItems.length * rowHeight : EMPTY_BODY_HEIGHT;
  const heightLimit = maxHeight ?? (isPaginated ? Number.POSITIVE_INFINITY : UNPAGINATED_MAX_HEIGHT);
  const height = Math.min(headingHeight + bodyHeight, heightLimit) + scrollbar;
  const layoutOptions = useMemo<DataTableLayoutOptions>(
    () => ({ rowHeight, headingHeight, pinnedStart: pinned.start, pinnedEnd: pinned.end }),
    [rowHeight, headingHeight, pinned],
  );

  // Cached rows keep the handler of the render that built them: call the latest one through a ref.
  const rowAction = useRef(onRowAction);
  useEffect(() => {
    rowAction.current = onRowAction;
  });
  const callRowAction = useCallback((row: T) => rowAction.current?.(row), []);

  // --- Sorting through the headers.
  const [firstSort] = sorting;
  const sortDescriptor: SortDescriptor | undefined = firstSort
    ? { column: firstSort.id, direction: firstSort.direction === 'asc' ? 'ascending' : 'descending' }
    : undefined;
  const onSortChange = (descriptor: SortDescriptor) =>
    controls.setSorting([
      { id: String(descriptor.column), direction: descriptor.direction === 'descending' ? 'desc' : 'asc' },
    ]);

  const menuColumns = useMemo<MenuColumn[]>(
    () =>
      ordered.map((column) => ({
        id: column.id,
        name: nameOf(column),
        isSortable: isSortableColumn(column),
        isHidable: column.isHidable !== false,
        isVisible: shown.includes(column),
      })),
    [ordered, shown],
  );

  const renderHeader = (column: HeaderColumn<T>, sortDirection: SortDescriptor['direction'] | undefined) => {
    const def = column.def!;
    const shrink = columnWidth(def) === null;
    const allowsSorting = isSortableColumn(def);
    return (
      <div
        className={`${styles.headerContent} ${shrink ? styles.shrinkContent : ''} ${def.isNumeric ? styles.numericHeader : ''}`}
        data-measure={shrink ? def.id : undefined}
        data-numeric={def.isNumeric || undefined}
      >
        {def.icon ? <span className={styles.headerIcon}>{def.icon}</span> : null}
        <span className={styles.headerText}>
          <span className={styles.headerTitle}>{def.header}</span>
          {def.subTitle ? <span className={styles.headerSubTitle}>{def.subTitle}</span> : null}
        </span>
        {def.tooltip ? (
          <TooltipTrigger delay={300}>
            <AriaButton
              className={styles.infoButton}
              aria-label={intl.formatMessage({ id: 'kit.table.columnInfo' })}
            >
              <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
                <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.3" />
                <path d="M8 7v4.5M8 4.6v.1" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
              </svg>
            </AriaButton>
            <Tooltip className={styles.tooltip}>{def.tooltip}</Tooltip>
          </TooltipTrigger>
        ) : null}
        {allowsSorting ? (
          <svg
            viewBox="0 0 12 12"
            className={styles.sortIcon}
            data-active={sortDirection ? true : undefined}
            aria-hidden="true"
          >
            <path
              d={
                sortDirection === 'descending' ? 'M6 2v8M2.5 6.5 6 10l3.5-3.5' : 'M6 10V2M2.5 5.5 6 2l3.5 3.5'
              }
            />
          </svg>
        ) : null}
        {def.actions ? <span className={styles.headerActions}>{def.actions}</span> : null}
      </div>
    );
  };

  const renderCell = (column: HeaderColumn<T>, item: BodyItem<T>) => {
    if (item.row === undefined) {
      const isRowHeader = column.id === shown[0]?.id;
      return (
        <span className={styles.skeletonCell}>
          <Skeleton width="70%" />
          {/* A row header may not be empty: it says what the row is for now. */}
          {isRowHeader ? <VisuallyHidden>{intl.formatMessage({ id: 'kit.loading' })}</VisuallyHidden> : null}
        </span>
      );
    }
    const def = column.def!;
    const value = valueOf(def, item.row);
    const shrink = columnWidth(def) === null;
    const content = def.cell ? def.cell({ row: item.row, value, rowId: item.id }) : formatValue(intl, value);
    const numeric = def.isNumeric ?? (typeof value === 'number' && !def.cell);
    return (
      <span
        className={`${styles.cellContent} ${shrink ? styles.shrinkContent : ''} ${numeric ? styles.numeric : ''}`}
        data-measure={shrink ? def.id : undefined}
        data-numeric={numeric || undefined}
      >
        {content}
      </span>
    );
  };

  // What the collection's cached rows and headers depend on besides their items: keep these lists
  // short and stable, as a change re-renders every row of the collection (10,000 of them, maybe).
  const rowDependencies = [headerColumns, pinned, intl, onRowAction !== undefined];
  const headerDependencies = [
    headerColumns,
    pinned,
    intl,
    measured,
    selectAll.isSelected,
    selectAll.isIndeterminate,
    selectAll.isDisabled,
  ];

  const view: TableView<T> = {
    labelling,
    tableRef,
    className: styles.table,
    style: { height, scrollPaddingTop: headingHeight },
    rowSize,
    rowHeight,
    headingHeight,
    headerColumns,
    bodyItems,
    message:
      display === 'alert' && alert ? (
        <div className={styles.alertMessage}>
          <Alert {...alert} />
        </div>
      ) : (
        <div className={styles.bodyMessage}>
          {emptyState ?? intl.formatMessage({ id: 'kit.empty.noData' })}
        </div>
      ),
    hasSelection,
    selected,
    disabledKeys,
    setSelectedRows,
    selectAllRows,
    sortDescriptor,
    onSortChange,
    layoutOptions,
    pinned,
    isRowHeader: (column) => column.id === shown[0]?.id,
    isSortable: (column) => column.def !== undefined && isSortableColumn(column.def),
    nameOf: (column) => (column.def ? nameOf(column.def) : column.id),
    box: (column) =>
      column.def
        ? {
            width: widthOf(column.def),
            minWidth: column.def.size?.minWidth ?? null,
            maxWidth: column.def.size?.maxWidth ?? null,
          }
        : { width: SELECTION_COLUMN_WIDTH, minWidth: SELECTION_COLUMN_WIDTH, maxWidth: null },
    headerCellProps: (column) =>
      column.def
        ? {
            className: `${styles.column} ${pinClass(column.id)}`,
            style: column.def.headerBackgroundColor
              ? { background: column.def.headerBackgroundColor }
              : undefined,
            'data-pinned': pinData(column.id),
          }
        : {
            className: `${styles.column} ${styles.selectionColumn} ${pinClass(column.id)}`,
            'data-pinned': pinData(column.id),
          },
    renderHeader,
    selectAll: (
      <Checkbox
        slot={null}
        aria-label={intl.formatMessage({ id: 'kit.table.selectAll' })}
        isSelected={selectAll.isSelected}
        isIndeterminate={selectAll.isIndeterminate}
        isDisabled={selectAll.isDisabled}
        onChange={() => toggleAll.current()}
      />
    ),
    cellProps: (column) => ({
      className: `${styles.cell} ${column.def ? '' : styles.selectionCell} ${pinClass(column.id)}`,
      'data-pinned': pinData(column.id),
    }),
    textOf: (column, item) =>
      column.def && item.row !== undefined ? formatValue(intl, valueOf(column.def, item.row)) : '',
    renderCell,
    onRowAction: onRowAction ? callRowAction : undefined,
    rowDependencies,
    headerDependencies,
  };
  // Beyond the light table's rows (long unpaginated lists), the grid and its virtualiser at once.
  const needsGrid = bodyItems.length > LIGHT_ROW_LIMIT;
  useEffect(() => {
    if (needsGrid) onTakeOver({});
  }, [needsGrid, onTakeOver]);

  const selectedCount = selected.size;

  return (
    <div className={styles.root} aria-busy={isLoading || undefined}>
      {isLoading ? (
        <VisuallyHidden>
          <span role="status">{intl.formatMessage({ id: 'kit.loading' })}</span>
        </VisuallyHidden>
      ) : null}
      {isSearchable || hasColumnMenu || toolbar ? (
        <div className={styles.toolbar}>
          {isSearchable ? (
            <SearchField size="small" value={state.searchText} onChange={controls.setSearchText} />
          ) : null}
          {toolbar}
          <span className={styles.toolbarSpacer} />
          {hasColumnMenu && !TableOptionsMenu ? (
            <TableOptionsButton
              aria-busy={menuRequested || undefined}
              onPress={requestMenu}
              onHoverStart={() => void loadTableOptionsMenu()}
            />
          ) : null}
          {hasColumnMenu && TableOptionsMenu ? (
            <TableOptionsMenu
              openOnMount
              columns={menuColumns}
              sorting={sorting}
              onSortingChange={(next: ColumnSort[]) => controls.setSorting(next)}
              onVisibilityChange={(id, isVisible) =>
                controls.setColumnVisibility({ ...state.columnVisibility, [id]: isVisible })
              }
              isPinned={state.columnPinning}
              onPinnedChange={controls.setColumnPinning}
            />
          ) : null}
        </div>
      ) : null}
      {hasSelection && showsBulkActions(selected) ? (
        <Toolbar className={styles.bulkBar} aria-label={intl.formatMessage({ id: 'kit.table.bulkActions' })}>
          <span className={styles.bulkCount} role="status">
            {intl.formatMessage({ id: 'kit.table.selected' }, { count: selectedCount })}
          </span>
          {bulkActions?.([...selected])}
        </Toolbar>
      ) : null}
      {Grid ? (
        <Grid view={view as TableView<unknown>} />
      ) : (
        <DataTableLight view={view} onTakeOver={onTakeOver} onPreload={preloadGrid} />
      )}
      {isPaginated ? (
        <div className={styles.footer}>
          <Pagination
            page={state.page}
            pageSize={state.pageSize}
            totalItems={totalItems}
            pageCount={pageCount}
            pageSizeOptions={pageSizeOptions}
            onPageChange={controls.setPage}
            onPageSizeChange={controls.setPageSize}
            isDisabled={isLoading}
          />
        </div>
      ) : null}
    </div>
  );
}
