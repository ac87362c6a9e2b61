import type { ReactNode } from 'react';

import {
  SearchField as AriaSearchField,
  Button,
  Input,
  Label,
  type SearchFieldProps as AriaSearchFieldProps,
} from 'react-aria-components/SearchField';
import * as styles from './SearchField.css';
import { useKitIntl } from '../../i18n/useKitIntl';
import { tableMessages } from '../../i18n/catalogue/table';

export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'className' | 'style' | 'children'> {
  /** The label; 'Search' by default. Shown only when `isLabelVisible`, otherwise it names the input. */
  label?: string;
  isLabelVisible?: boolean;
  placeholder?: string;
  size?: 'small' | 'medium';
  /** Something after the input, such as a count of results. */
  children?: ReactNode;
}

/**
 * A search box: typing changes the value at once (debounce it where the search is expensive), Escape
 * or the clear button empties it, Enter submits.
 */
export function SearchField({
  label,
  isLabelVisible = false,
  placeholder,
  size = 'medium',
  children,
  ...props
}: SearchFieldProps) {
  const intl = useKitIntl(tableMessages);
  const name = label ?? intl.formatMessage({ id: 'kit.table.search' });
  return (
    <AriaSearchField
      {...props}
      aria-label={isLabelVisible ? undefined : (props['aria-label'] ?? name)}
      className={styles.field}
    >
      {isLabelVisible ? <Label className={styles.label}>{name}</Label> : null}
      <div className={styles.group}>
        <svg viewBox="0 0 16 16" className={styles.icon} aria-hidden="true">
          <circle cx="7" cy="7" r="4.5" />
          <path d="m10.5 10.5 3.5 3.5" />
        </svg>
        <Input
          className={`${styles.input} ${size === 'small' ? styles.small : ''}`}
          placeholder={placeholder ?? name}
        />
        <Button
          className={`${styles.clear} ${styles.hiddenWhenEmpty}`}
          aria-label={intl.formatMessage({ id: 'kit.table.clearSearch' })}
        >
          <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
            <path d="m4 4 8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" />
          </svg>
        </Button>
      </div>
      {children}
    </AriaSearchField>
  );
}
