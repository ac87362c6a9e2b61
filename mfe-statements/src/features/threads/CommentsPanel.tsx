import { useState, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { Drawer } from '@accrue/ui-kit/overlays';
import type { StatementDetail } from '../statements/api';
import { StatementThreads } from './StatementThreads';
import { ThreadView } from './ThreadView';
import { PANEL_WIDTH_PROPERTY } from './CommentsPanel.css';

/** The panel's first width: a conversation reads better wider than the kit's 300 px drawer. */
const PANEL_WIDTH = 420;

// Every comments route renders the statement page anew (the runtime keys a page by its route), so
// the width the user dragged the panel to is kept here, for the next thread they open.
let chosenWidth = PANEL_WIDTH;

/** The panel's width (the one chosen last in this session), and what sets it. */
export function usePanelWidth(): [number, (width: number) => void] {
  const [width, setWidth] = useState(chosenWidth);
  return [
    width,
    (next) => {
      chosenWidth = next;
      setWidth(next);
    },
  ];
}

/** The inline style that makes the statement room for a panel this wide (see `besidePanel`). */
export function besidePanelStyle(width: number): CSSProperties {
  return { [PANEL_WIDTH_PROPERTY]: `${width}px` } as CSSProperties;
}

/**
 * The statement's comments beside it (doc 2 §2 /statements/{id}/comments and …/comments/{stid}): a
 * side panel the user reads the statement next to, with the statement's threads and the form to
 * start one (`ruleId` preselects a rule), or one thread when `threadId` is given.
 */
export function CommentsPanel({
  statement,
  threadId,
  ruleId,
  width,
  onWidthChange,
  onClose,
}: {
  statement: StatementDetail;
  threadId: number | null;
  ruleId?: string | null;
  width: number;
  onWidthChange: (width: number) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <Drawer
      isOpen
      isModal={false}
      title={intl.formatMessage({ id: 'threads.comments' })}
      width={width}
      onWidthChange={onWidthChange}
      onOpenChange={(open) => !open && onClose()}
    >
      {threadId !== null ? (
        <ThreadView statementId={statement.id} threadId={threadId} />
      ) : (
        <StatementThreads statement={statement} ruleId={ruleId} />
      )}
    </Drawer>
  );
}
