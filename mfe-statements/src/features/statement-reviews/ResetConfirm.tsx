import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@accrue/ui-kit';
import { Modal } from '@accrue/ui-kit/overlays';

/**
 * Asks before a review starts again from the first step for the selected statements. A module of
 * its own: the review list paints without the kit's overlays, which download when it first opens.
 */
export function ResetConfirm({
  count,
  onCancel,
  onConfirm,
}: {
  count: number;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const intl = useIntl();
  return (
    <Modal
      isOpen
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={intl.formatMessage({ id: 'statementReviews.resetConfirm.title' })}
      actions={
        <>
          <Button variant="secondary" onPress={onCancel}>
            <FormattedMessage id="statementReviews.resetConfirm.cancel" />
          </Button>
          <Button variant="danger" onPress={onConfirm}>
            <FormattedMessage id="statementReviews.resetConfirm.confirm" />
          </Button>
        </>
      }
    >
      <FormattedMessage id="statementReviews.resetConfirm.body" values={{ count }} />
    </Modal>
  );
}
