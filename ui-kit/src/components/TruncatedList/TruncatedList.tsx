import { Fragment, useId, useState, type ReactNode } from 'react';

import { Button } from 'react-aria-components/Button';
import { Tooltip, TooltipTrigger } from 'react-aria-components/Tooltip';
import * as styles from './TruncatedList.css';
import { useKitIntl } from '../../i18n/useKitIntl';
import { formatMessages } from '../../i18n/catalogue/format';

/** Items shown before '(+count)' when no `max` is given. */
export const TRUNCATED_LIST_DEFAULT_MAX = 3;

export interface TruncatedListProps {
  items: readonly ReactNode[];
  /** How many items show before '(+count)'; 3 by default. */
  max?: number;
  /**
   * Where the rest shows: in a tooltip (the default, for table cells; it opens on hover, focus and
   * press) or in place, the '(+count)' button expanding the list and collapsing it again.
   */
  reveal?: 'tooltip' | 'expand';
  /** Between items; ', ' by default. */
  separator?: ReactNode;
}

/** Spec doc 3 §9: the first N items, then '(+count)' giving access to the rest. */
export function TruncatedList({
  items,
  max = TRUNCATED_LIST_DEFAULT_MAX,
  reveal = 'tooltip',
  separator = ', ',
}: TruncatedListProps) {
  const intl = useKitIntl(formatMessages);
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const [tooltipOpen, setTooltipOpen] = useState(false);
  const shownCount = Math.max(0, Math.floor(max));
  const hidden = items.slice(shownCount);
  const visible = reveal === 'expand' && expanded ? items : items.slice(0, shownCount);
  const count = hidden.length;

  const joined = visible.map((item, index) => (
    <Fragment key={index}>
      {index > 0 ? separator : null}
      {item}
    </Fragment>
  ));
  if (count === 0) return <span className={styles.list}>{joined}</span>;

  const more = intl.formatMessage({ id: 'kit.format.truncatedList.more' }, { count });
  const showMore = intl.formatMessage({ id: 'kit.format.truncatedList.showMore' }, { count });

  if (reveal === 'expand') {
    return (
      <span className={styles.list}>
        <span id={listId}>{joined}</span>{' '}
        <Button
          className={styles.more}
          aria-expanded={expanded}
          aria-controls={listId}
          aria-label={expanded ? undefined : showMore}
          onPress={() => setExpanded((value) => !value)}
        >
          {expanded ? intl.formatMessage({ id: 'kit.format.truncatedList.showLess' }) : more}
        </Button>
      </span>
    );
  }

  // The tooltip is part of the first render (lists sit in table cells); loading it later would
  // swap the button under a user's focus. A press opens it too, for touch screens.
  return (
    <span className={styles.list}>
      {joined}
      {visible.length > 0 ? ' ' : null}
      <TooltipTrigger
        delay={500}
        isOpen={tooltipOpen}
        onOpenChange={setTooltipOpen}
        shouldCloseOnPress={false}
      >
        <Button className={styles.more} aria-label={showMore} onPress={() => setTooltipOpen(true)}>
          {more}
        </Button>
        <Tooltip className={styles.tooltip} placement="bottom" offset={6}>
          <ul className={styles.hiddenItems}>
            {hidden.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
        </Tooltip>
      </TooltipTrigger>
    </span>
  );
}
