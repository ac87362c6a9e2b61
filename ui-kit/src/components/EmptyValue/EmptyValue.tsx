import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { EMPTY_MESSAGE_IDS, EM_DASH, type EmptyKind } from '../../format/empty';
import * as styles from './EmptyValue.css';
import { useKitIntl } from '../../i18n/useKitIntl';
import { formatMessages } from '../../i18n/catalogue/format';

export type { EmptyKind } from '../../format/empty';

export interface EmptyValueProps {
  /** 'noData' (No data), 'noValue' (No value, the default), 'none' (None) or 'dash' (—, in reports). */
  kind?: EmptyKind;
}

/** Stands in for a missing value, muted; the dash of report cells is read out as 'No value'. */
export function EmptyValue({ kind = 'noValue' }: EmptyValueProps) {
  const intl = useKitIntl(formatMessages);
  const label = intl.formatMessage({ id: EMPTY_MESSAGE_IDS[kind] });
  if (kind === 'dash')
    return (
      <span className={styles.empty} data-empty={kind}>
        <span aria-hidden="true">{EM_DASH}</span>
        <VisuallyHidden>{label}</VisuallyHidden>
      </span>
    );
  return (
    <span className={styles.empty} data-empty={kind}>
      {label}
    </span>
  );
}
