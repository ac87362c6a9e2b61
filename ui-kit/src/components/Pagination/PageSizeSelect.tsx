import {
  Select,
  SelectValue,
  Button as AriaButton,
  Label,
  ListBox,
  ListBoxItem,
} from 'react-aria-components/Select';
import { PopoverSurface } from '../Popover/PopoverSurface';
import { DownChevron } from './DownChevron';
import * as styles from './Pagination.css';
import { useKitIntl } from '../../i18n/useKitIntl';
import { tableMessages } from '../../i18n/catalogue/table';
import { useOpenedOnMount } from '../../hooks/useOpenedOnMount';

export interface PageSizeSelectProps {
  pageSize: number;
  pageSizeOptions: readonly number[];
  onPageSizeChange: (pageSize: number) => void;
  isDisabled: boolean;
  /**
   * Opens the list as soon as it is shown: the pagination renders this select only once its
   * button was pressed. The button takes the focus first, so that closing the list gives it back.
   */
  openOnMount?: boolean;
}

/** 'Rows per page': react-aria's select (a list box in a popover). */
export function PageSizeSelect({
  pageSize,
  pageSizeOptions,
  onPageSizeChange,
  isDisabled,
  openOnMount = false,
}: PageSizeSelectProps) {
  const intl = useKitIntl(tableMessages);
  const { trigger, isOpen, setOpen } = useOpenedOnMount<HTMLButtonElement>(openOnMount);
  return (
    <Select
      className={styles.group}
      value={pageSize}
      onChange={(key) => key != null && onPageSizeChange(Number(key))}
      isDisabled={isDisabled}
      isOpen={isOpen}
      onOpenChange={setOpen}
    >
      <Label className={styles.label}>{intl.formatMessage({ id: 'kit.table.rowsPerPage' })}</Label>
      <AriaButton ref={trigger} className={styles.selectButton}>
        <SelectValue />
        <DownChevron />
      </AriaButton>
      <PopoverSurface className={styles.popover}>
        <ListBox className={styles.listBox}>
          {pageSizeOptions.map((size) => (
            <ListBoxItem key={size} id={size} className={styles.option} textValue={String(size)}>
              {intl.formatNumber(size)}
            </ListBoxItem>
          ))}
        </ListBox>
      </PopoverSurface>
    </Select>
  );
}
