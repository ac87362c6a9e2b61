import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components/Link';
import * as styles from './Link.css';

export interface LinkProps extends Omit<AriaLinkProps, 'className'> {
  /** Replaces the kit's link look (menus style their own links). */
  className?: string;
}

/**
 * A link. Inside an AccrueProvider given `navigate`, same-origin links navigate on the client (the
 * shell routes between remotes without reloading); modified clicks still open new tabs.
 */
export function Link({ className, ...props }: LinkProps) {
  return <AriaLink {...props} className={className ?? styles.link} />;
}
