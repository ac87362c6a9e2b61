import { Button } from 'react-aria-components/Button';
import type { SorterDirection } from './sorting';
import * as styles from './ColumnSorter.css';
import { useKitIntl } from '../../i18n/useKitIntl';
import { filterMessages } from '../../i18n/catalogue/filters';

export interface SortDirectionButtonProps {
  direction: SorterDirection;
  onToggle: () => void;
  isDisabled?: boolean;
  /** Small in the multi-column sorter's rows. */
  size?: 'small' | 'medium';
}

function ArrowIcon({ direction }: { direction: SorterDirection }) {
  return (
    <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14" fill="none">
      <path
        d={direction === 'asc' ? 'M7 12V2M3 6l4-4 4 4' : 'M7 2v10M3 8l4 4 4-4'}
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The ascending/descending toggle: it shows (and is named by) the current direction, and a press
 * flips it.
 */
export function SortDirectionButton({
  direction,
  onToggle,
  isDisabled,
  size = 'medium',
}: SortDirectionButtonProps) {
  const intl = useKitIntl(filterMessages);
  const label = intl.formatMessage({
    id: direction === 'asc' ? 'kit.filters.ascending' : 'kit.filters.descending',
  });
  return (
    <Button
      className={`${styles.direction} ${styles.directionSizes[size]}`}
      data-direction={direction}
      isDisabled={isDisabled}
      onPress={onToggle}
    >
      <ArrowIcon direction={direction} />
      <span>{label}</span>
    </Button>
  );
}
