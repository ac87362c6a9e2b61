import { useState, type ReactNode } from 'react';
import { Button } from '@accrue/ui-kit';
import { Modal } from '@accrue/ui-kit/overlays';

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
    <Modal
      isOpen
      variant="DANGER"
      size="SMALL"
      onOpenChange={(open) => !open && onClose()}
      title={title}
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            {cancel}
          </Button>
          <Button variant="danger" isDisabled={isPending} onPress={() => void run()}>
            {confirm}
          </Button>
        </>
      }
    >
      <p>{children}</p>
    </Modal>
  );
}
