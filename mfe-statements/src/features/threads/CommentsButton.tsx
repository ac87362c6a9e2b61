import { useIntl } from 'react-intl';
import { Button } from '@accrue/ui-kit';
import { openThreads } from './model';
import { useStatementThreads } from './queries';
import * as styles from './CommentsButton.css';

/**
 * The statement header's Comments button: how many of its threads are open; it opens and closes
 * the comments panel (`onPress`, through its route on the statement page).
 */
export function CommentsButton({
  statementId,
  isOpen,
  onPress,
}: {
  statementId: number;
  isOpen: boolean;
  onPress: () => void;
}) {
  const intl = useIntl();
  const threads = useStatementThreads(statementId);
  const open = openThreads(threads.data ?? []).length;
  return (
    <Button
      variant={isOpen ? 'primary' : 'secondary'}
      aria-expanded={isOpen}
      aria-label={intl.formatMessage({ id: 'threads.commentsButton' }, { count: open })}
      onPress={onPress}
    >
      {intl.formatMessage({ id: 'threads.comments' })}
      {open > 0 ? (
        <span className={styles.count} aria-hidden="true">
          {intl.formatNumber(open)}
        </span>
      ) : null}
    </Button>
  );
}
