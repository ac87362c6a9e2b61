import type { ReactNode } from 'react';
import { Button } from '@accrue/ui-kit';
import { Modal } from '@accrue/ui-kit/overlays';

export interface ConfirmDangerProps {
  title: ReactNode;
  /** What happens if the person goes on. */
  children: ReactNode;
  cancel: ReactNode;
  confirm: ReactNode;
  /** The action is under way: the confirming button waits. */
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action that cannot be undone (deleting a workflow, revoking an API key). */
export function ConfirmDanger({
  title,
  children,
  cancel,
  confirm,
  isPending,
  onConfirm,
  onClose,
}: ConfirmDangerProps) {
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
          <Button variant="danger" isDisabled={isPending} onPress={onConfirm}>
            {confirm}
          </Button>
        </>
      }
    >
      <p>{children}</p>
    </Modal>
  );
}
