import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Alert } from '@accrue/ui-kit';
import { FormModal } from '@accrue/ui-kit/overlays';

export interface ConfirmDialogProps {
  title: ReactNode;
  children: ReactNode;
  /** The confirming button's label. */
  confirm: ReactNode;
  danger?: boolean;
  onClose: () => void;
  /**
   * Does the work. A refusal's message (a 409 naming what finalizing misses, say) is shown in the
   * dialog, which stays open; a success closes it.
   */
  onConfirm: () => Promise<void>;
}

/** Asks before an action (finalize, archive, delete, send, remove, confirm), and says why it failed. */
export function ConfirmDialog({ title, children, confirm, danger, onClose, onConfirm }: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async () => {
    setPending(true);
    setProblem(null);
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      setProblem((error as Error).message);
      setPending(false);
    }
  };

  return (
    <FormModal
      title={title}
      size="SMALL"
      variant={danger ? 'DANGER' : 'DEFAULT'}
      onClose={onClose}
      cancelLabel={<FormattedMessage id="agreements.cancel" />}
      actionLabel={confirm}
      onAction={() => void run()}
      isActionDisabled={pending}
    >
      <div style={{ display: 'grid', gap: 12 }}>
        <div>{children}</div>
        {problem ? <Alert tone="error" title={problem} /> : null}
      </div>
    </FormModal>
  );
}
