// The actions of a list page whose items an admin creates one by one or imports from a file (the
// teams, the plans). A subpath of its own (`@accrue/remote-runtime/import-create-actions`), not
// the index every first load reads.
import type { ReactNode } from 'react';
import { Button } from '@accrue/ui-kit';

export interface ImportCreateActionsProps {
  importLabel: ReactNode;
  onImport: () => void;
  createLabel: ReactNode;
  onCreate: () => void;
}

/** Import (secondary) then Create (primary), side by side in a page header's actions. */
export function ImportCreateActions({
  importLabel,
  onImport,
  createLabel,
  onCreate,
}: ImportCreateActionsProps) {
  return (
    <span style={{ display: 'flex', gap: 8 }}>
      <Button variant="secondary" onPress={onImport}>
        {importLabel}
      </Button>
      <Button variant="primary" onPress={onCreate}>
        {createLabel}
      </Button>
    </span>
  );
}
