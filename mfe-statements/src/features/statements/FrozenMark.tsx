import { useIntl } from 'react-intl';
import * as styles from './ReviewStatusBadge.css';

/**
 * The mark of a fully reviewed (frozen) statement: a small lock badge, "Fully reviewed", whose
 * tooltip says what that means (calculations leave it as it is; its edits stay until its review is
 * reset). The overwrites list and the embedded statement widget show it.
 */
export function FrozenMark() {
  const intl = useIntl();
  const explanation = intl.formatMessage({ id: 'statement.frozen.tooltip' });
  return (
    <span
      className={`${styles.badge} ${styles.tones.reviewed}`}
      data-testid="frozen"
      title={explanation}
      aria-label={explanation}
      role="img"
      style={{ gap: 4 }}
    >
      <span aria-hidden="true">🔒</span>
      <span aria-hidden="true">{intl.formatMessage({ id: 'statement.frozen.mark' })}</span>
    </span>
  );
}
