import type { CSSProperties } from 'react';
import { Skeleton } from '@accrue/ui-kit';

/**
 * The place of the rule designer's live preview: beside the rule's parts (400 px at least, so it
 * fits beside them on a 1280 px screen), in sight while they scroll; under them when narrower.
 */
export const PREVIEW_PANEL: CSSProperties = {
  flex: '1 1 400px',
  minWidth: 0,
  position: 'sticky',
  top: 16,
  maxHeight: 'calc(100vh - 32px)',
  overflow: 'auto',
  display: 'grid',
  gap: 12,
  alignContent: 'start',
  padding: 12,
  border: '1px solid rgba(0,0,0,0.12)',
  borderRadius: 8,
};

/** What stands in that place while the panel's code and labels download, so nothing jumps. */
export function PreviewPlaceholder() {
  return (
    <div style={PREVIEW_PANEL} aria-busy="true">
      <Skeleton />
    </div>
  );
}
