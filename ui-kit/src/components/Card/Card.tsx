import { useId, type ReactNode } from 'react';

import { Heading, type HeadingLevel } from '../Heading/Heading';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './Card.css';
import { useKitIntl } from '../../i18n/useKitIntl';
import { displayMessages } from '../../i18n/catalogue/display';

export { CARD_WIDTH } from './Card.css';

export interface CardProps {
  /** The card's heading; it also names the card. */
  title?: ReactNode;
  /** Level of the title heading (default 3: cards usually sit under a page's sections). */
  headingLevel?: HeadingLevel;
  /** A short line under the title. */
  description?: ReactNode;
  /** Shown above the title: a picture, an avatar, a chart. */
  media?: ReactNode;
  /** Placed at the end of the header, such as a menu button or a badge. */
  headerEnd?: ReactNode;
  children?: ReactNode;
  /** Buttons or links in the footer. */
  actions?: ReactNode;
  /** Shows placeholder lines instead of the content and marks the card busy. */
  isLoading?: boolean;
  /** Draws the card as the chosen one in a set of cards. */
  isSelected?: boolean;
  /** Names the card when it has no title. */
  'aria-label'?: string;
}

/** A 316 px wide card: an optional picture, a title, content and footer actions. */
export function Card({
  title,
  headingLevel = 3,
  description,
  media,
  headerEnd,
  children,
  actions,
  isLoading = false,
  isSelected = false,
  ...props
}: CardProps) {
  const intl = useKitIntl(displayMessages);
  const titleId = useId();
  const hasHeader = title != null || description != null || headerEnd != null;
  return (
    <article
      className={styles.card}
      aria-labelledby={title != null ? titleId : undefined}
      aria-label={title != null ? undefined : props['aria-label']}
      aria-busy={isLoading || undefined}
      data-selected={isSelected || undefined}
    >
      {media != null ? <div className={styles.media}>{media}</div> : null}
      {hasHeader ? (
        <header className={styles.header}>
          <div className={styles.titles}>
            {title != null ? (
              <Heading level={headingLevel} id={titleId}>
                {title}
              </Heading>
            ) : null}
            {description != null ? <p className={styles.description}>{description}</p> : null}
          </div>
          {headerEnd}
        </header>
      ) : null}
      <div className={styles.body}>
        {isLoading ? (
          <div className={styles.skeletons}>
            <span className={styles.visuallyHidden}>{intl.formatMessage({ id: 'kit.loading' })}</span>
            <Skeleton />
            <Skeleton width="80%" />
            <Skeleton width="60%" />
          </div>
        ) : (
          children
        )}
      </div>
      {actions != null && !isLoading ? <footer className={styles.footer}>{actions}</footer> : null}
    </article>
  );
}
