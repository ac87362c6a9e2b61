import type { ReactNode } from 'react';

import {
  Breadcrumb as AriaBreadcrumb,
  Breadcrumbs as AriaBreadcrumbs,
} from 'react-aria-components/Breadcrumbs';
import { Button as AriaButton } from 'react-aria-components/Button';
import { Link } from '../Link/Link';
import * as styles from './Breadcrumbs.css';
import { useKitIntl } from '../../i18n/useKitIntl';
import { displayMessages } from '../../i18n/catalogue/display';

/** One step of the trail; the last one is the current page and may omit href. */
export interface Breadcrumb {
  label: ReactNode;
  href?: string;
}

export interface BackProps {
  /** A back link before the trail (wins over `onBack` when both are given). */
  backHref?: string;
  /** A back button before the trail, for a back that is not a plain URL (history, closing a step). */
  onBack?: () => void;
}

export interface BreadcrumbsProps extends BackProps {
  items: readonly Breadcrumb[];
  /** Names the trail's navigation landmark (default 'Breadcrumbs'). */
  'aria-label'?: string;
}

function BackArrow() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" className={styles.icon} fill="none">
      <path
        d="M10 3 5 8l5 5"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The back link or back button (spec doc 1 §2.5: "breadcrumbs with a back button or link"). */
export function BackControl({ backHref, onBack }: BackProps) {
  const intl = useKitIntl(displayMessages);
  const label = intl.formatMessage({ id: 'kit.back' });
  if (backHref != null) {
    return (
      <Link href={backHref} className={styles.back} data-back="">
        <BackArrow />
        {label}
      </Link>
    );
  }
  if (onBack) {
    return (
      <AriaButton onPress={onBack} className={styles.back} data-back="">
        <BackArrow />
        {label}
      </AriaButton>
    );
  }
  return null;
}

/**
 * The trail of pages leading to the current one (react-aria Breadcrumbs: the last crumb is marked
 * aria-current="page"), optionally preceded by a back link or back button.
 */
export function Breadcrumbs({ items, backHref, onBack, ...props }: BreadcrumbsProps) {
  const intl = useKitIntl(displayMessages);
  return (
    <div className={styles.row}>
      <BackControl backHref={backHref} onBack={onBack} />
      {items.length > 0 ? (
        <nav aria-label={props['aria-label'] ?? intl.formatMessage({ id: 'kit.breadcrumbs' })}>
          <AriaBreadcrumbs className={styles.list}>
            {items.map((crumb, index) => (
              <AriaBreadcrumb key={index} id={index} className={styles.crumb}>
                {({ isCurrent }) => (
                  <>
                    {crumb.href != null ? (
                      <Link href={crumb.href} className={styles.crumbLink}>
                        {crumb.label}
                      </Link>
                    ) : (
                      <span aria-current={isCurrent ? 'page' : undefined}>{crumb.label}</span>
                    )}
                    {isCurrent ? null : (
                      <span aria-hidden="true" className={styles.separator}>
                        /
                      </span>
                    )}
                  </>
                )}
              </AriaBreadcrumb>
            ))}
          </AriaBreadcrumbs>
        </nav>
      ) : null}
    </div>
  );
}
