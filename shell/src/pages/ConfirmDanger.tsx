import { useState, type ReactNode } from 'react';
import { FormModal } from '@accrue/ui-kit/overlays';

export interface ConfirmDangerProps {
  title: ReactNode;
  /** What happens if the person goes on. */
  children: ReactNode;
  cancel: ReactNode;
  confirm: ReactNode;
  /** Does the action once confirmed; answers the message that says it is done. */
  action: () => Promise<string>;
  onDone: (message: string) => void;
  /** The action failed: its error's message. */
  onError: (message: string) => void;
  onClose: () => void;
}

/**
 * Asks before an action that cannot be undone (deleting a workflow, revoking an API key), then
 * does it: the confirming button waits while it runs, and its outcome goes to onDone or onError.
 */
export function ConfirmDanger({
  title,
  children,
  cancel,
  confirm,
  action,
  onDone,
  onError,
  onClose,
}: ConfirmDangerProps) {
  const [isPending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      onDone(await action());
    } catch (failure) {
      onError((failure as Error).message);
    } finally {
      setPending(false);
    }
  };
  return (
    <FormModal
      title={title}
      size="SMALL"
      variant="DANGER"
      onClose={onClose}
      cancelLabel={cancel}
      actionLabel={confirm}
      onAction={() => void run()}
      isActionDisabled={isPending}
    >
      <p>{children}</p>
    </FormModal>
  );
}
