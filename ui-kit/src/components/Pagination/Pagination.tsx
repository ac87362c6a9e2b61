import { Suspense, lazy, useId, useState, type KeyboardEvent } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { TextField } from 'react-aria-components/TextField';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { FieldError } from 'react-aria-components/FieldError';
import { Button } from '../Button/Button';
import { PAGE_SIZE_OPTIONS } from '../DataTable/state/types';
import { isPageNumberDisabled, pageRange, validatePageNumber, type PageNumberError } from './pageNumber';
import { DownChevron } from './DownChevron';
import type { PageSizeSelectProps } from './PageSizeSelect';
import * as styles from './Pagination.css';
import { useKitIntl } from '../../i18n/useKitIntl';
import { tableMessages } from '../../i18n/catalogue/table';

// The page-size select (react-aria's list box and popover layer) loads when its button is first
// pressed or hovered: until then a button that looks the same stands in for it.
const loadPageSizeSelect = () => import('./PageSizeSelect');
const PageSizeSelect = lazy(async () => ({ default: (await loadPageSizeSelect()).PageSizeSelect }));

export interface PaginationProps {
  /** Zero-based. */
  page: number;
  pageSize: number;
  totalItems: number;
  /** The number of pages; computed from the total and the page size when not given. */
  pageCount?: number;
  onPageChange: (page: number) => void;
  /** Without it, the 'Rows per page' select is not shown. */
  onPageSizeChange?: (pageSize: number) => void;
  pageSizeOptions?: readonly number[];
  isDisabled?: boolean;
}

/**
 * Page controls (spec doc 3 §5, §9): 'Rows per page', '{start} - {end} of {total}', previous and
 * next, and a page number input that checks what is typed.
 */
export function Pagination({
  page,
  pageSize,
  totalItems,
  pageCount: pageCountProp,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  isDisabled = false,
}: PaginationProps) {
  const intl = useKitIntl(tableMessages);
  const pageCount = Math.max(1, pageCountProp ?? Math.ceil(totalItems / Math.max(1, pageSize)));
  const { start, end } = pageRange(page, pageSize, totalItems);
  return (
    <nav className={styles.pagination} aria-label={intl.formatMessage({ id: 'kit.table.pagination' })}>
      {onPageSizeChange ? (
        <PageSize
          pageSize={pageSize}
          pageSizeOptions={pageSizeOptions}
          onPageSizeChange={onPageSizeChange}
          isDisabled={isDisabled}
        />
      ) : null}
      <span className={styles.range}>
        {intl.formatMessage(
          { id: 'kit.table.range' },
          {
            start: intl.formatNumber(start),
            end: intl.formatNumber(end),
            total: intl.formatNumber(totalItems),
          },
        )}
      </span>
      <span className={styles.group}>
        <Button
          variant="ghost"
          size="small"
          aria-label={intl.formatMessage({ id: 'kit.table.previousPage' })}
          isDisabled={isDisabled || page <= 0}
          onPress={() => onPageChange(page - 1)}
        >
          <Chevron direction="previous" />
        </Button>
        <PageNumberField
          key={`${page}/${pageCount}`}
          page={page}
          pageCount={pageCount}
          isDisabled={isDisabled}
          onPageChange={onPageChange}
        />
        <Button
          variant="ghost"
          size="small"
          aria-label={intl.formatMessage({ id: 'kit.table.nextPage' })}
          isDisabled={isDisabled || page >= pageCount - 1}
          onPress={() => onPageChange(page + 1)}
        >
          <Chevron direction="next" />
        </Button>
      </span>
    </nav>
  );
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" className={styles.chevron}>
      <path
        d={direction === 'previous' ? 'm10 3-5 5 5 5' : 'm6 3 5 5-5 5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

/** The typed page number; it is validated on Enter or when focus leaves, and reset on every page change. */
function PageNumberField({
  page,
  pageCount,
  isDisabled,
  onPageChange,
}: {
  page: number;
  pageCount: number;
  isDisabled: boolean;
  onPageChange: (page: number) => void;
}) {
  const intl = useKitIntl(tableMessages);
  const [draft, setDraft] = useState(String(page + 1));
  const [error, setError] = useState<PageNumberError>();
  const disabled = isDisabled || isPageNumberDisabled(pageCount);

  const commit = () => {
    const result = validatePageNumber(draft, pageCount);
    setError(result.error);
    if (result.page !== undefined && result.page !== page + 1) onPageChange(result.page - 1);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') commit();
  };

  return (
    <TextField
      className={styles.pageField}
      value={draft}
      onChange={(value) => {
        setDraft(value);
        setError(undefined);
      }}
      onBlur={() => draft !== String(page + 1) && commit()}
      onKeyDown={onKeyDown}
      isDisabled={disabled}
      isInvalid={!!error}
      validationBehavior="aria"
    >
      <Label className={styles.label}>{intl.formatMessage({ id: 'kit.table.pageNumber' })}</Label>
      <Input className={styles.pageInput} inputMode="numeric" />
      <span className={styles.label}>
        {intl.formatMessage({ id: 'kit.table.pageCount' }, { count: intl.formatNumber(pageCount) })}
      </span>
      <FieldError className={styles.pageError}>{error ? intl.formatMessage({ id: error }) : null}</FieldError>
    </TextField>
  );
}

/** 'Rows per page': a button showing the page size, replaced by the select when first pressed. */
function PageSize(props: PageSizeSelectProps) {
  const intl = useKitIntl(tableMessages);
  const [requested, setRequested] = useState(false);
  const labelId = useId();
  const valueId = useId();
  const standIn = (
    <span className={styles.group}>
      <span id={labelId} className={styles.label}>
        {intl.formatMessage({ id: 'kit.table.rowsPerPage' })}
      </span>
      <AriaButton
        className={styles.selectButton}
        aria-haspopup="listbox"
        aria-labelledby={`${valueId} ${labelId}`}
        isDisabled={props.isDisabled}
        onHoverStart={() => void loadPageSizeSelect()}
        onPress={() => setRequested(true)}
      >
        <span id={valueId}>{intl.formatNumber(props.pageSize)}</span>
        <DownChevron />
      </AriaButton>
    </span>
  );
  if (!requested) return standIn;
  return (
    <Suspense fallback={standIn}>
      <PageSizeSelect {...props} openOnMount />
    </Suspense>
  );
}
