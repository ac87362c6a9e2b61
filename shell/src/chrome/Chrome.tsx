import { useAtom } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Link } from '@accrue/ui-kit';
import {
  isColorScheme,
  isLocale,
  LOCALES,
  usePathname,
  useSession,
  type AccrueAppProps,
  type ColorScheme,
  type Locale,
} from '@accrue/remote-runtime';
import { signInUrl } from '../session/session';
import { DeactivatedBanner } from './DeactivatedBanner';
import { useOpenThreads, useStatementsToReview } from './header-counts';
import { hasNotifications } from './notifications/model';
import { NotificationBell } from './notifications/NotificationBell';
import { activeItem, FOOTER, HEADER, MENU, visibleItems, type MenuItem } from './menu';
import * as styles from './Chrome.css';

const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  pt: 'Português',
  es: 'Español',
  it: 'Italiano',
};

const SCHEMES: readonly ColorScheme[] = ['light', 'dark', 'system'];

function NavLink({ item, active, count }: { item: MenuItem; active: boolean; count?: number }) {
  const intl = useIntl();
  const session = useSession();
  return (
    <li>
      <Link
        href={item.linkFor && session ? item.linkFor(session) : item.href}
        className={active ? styles.activeLink : styles.link}
        aria-current={active ? 'page' : undefined}
      >
        <FormattedMessage id={item.label} />
        {count && item.countLabel ? (
          <span className={styles.count} aria-label={intl.formatMessage({ id: item.countLabel }, { count })}>
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </Link>
    </li>
  );
}

/** The always-on chrome: header strip, navigation groups and footer (spec doc 1 §2.5). */
export function Chrome({ atoms }: Pick<AccrueAppProps, 'atoms'>) {
  const intl = useIntl();
  const pathname = usePathname();
  const current = activeItem(pathname);
  const [scheme, setScheme] = useAtom(atoms.colorScheme);
  const [locale, setLocale] = useAtom(atoms.locale);
  const session = useSession();
  const counts: Record<string, number> = {
    'to-review': useStatementsToReview(session, pathname),
    threads: useOpenThreads(session, pathname),
  };

  return (
    <div className={styles.chrome}>
      <DeactivatedBanner session={session} />
      <div className={styles.logo}>Accrue</div>
      <ul className={styles.header} aria-label={intl.formatMessage({ id: 'product.name' })}>
        {visibleItems(HEADER, session).map((item) => (
          <NavLink key={item.id} item={item} active={item.id === current} count={counts[item.id]} />
        ))}
        {hasNotifications(session) ? (
          <li>
            <NotificationBell session={session} />
          </li>
        ) : null}
      </ul>
      {MENU.map((group) => ({ ...group, items: visibleItems(group.items, session) }))
        .filter((group) => group.items.length > 0)
        .map((group) => (
          <section key={group.id} className={styles.group} aria-labelledby={`menu-${group.id}`}>
            {group.label ? (
              <h2 id={`menu-${group.id}`} className={styles.groupLabel}>
                <FormattedMessage id={group.label} />
              </h2>
            ) : null}
            <ul className={styles.list}>
              {group.items.map((item) => (
                <NavLink key={item.id} item={item} active={item.id === current} />
              ))}
            </ul>
          </section>
        ))}
      <footer className={styles.footer}>
        <ul className={styles.list}>
          {visibleItems(FOOTER, session).map((item) => (
            <NavLink key={item.id} item={item} active={item.id === current} />
          ))}
        </ul>
        <label className={styles.field}>
          <FormattedMessage id="preferences.colorScheme" />
          <select
            value={scheme}
            onChange={(e) => isColorScheme(e.target.value) && setScheme(e.target.value)}
            className={styles.select}
          >
            {SCHEMES.map((s) => (
              <option key={s} value={s}>
                {intl.formatMessage({ id: `preferences.colorScheme.${s}` })}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <FormattedMessage id="preferences.language" />
          <select
            value={locale}
            onChange={(e) => isLocale(e.target.value) && setLocale(e.target.value)}
            className={styles.select}
          >
            {LOCALES.map((l) => (
              <option key={l} value={l}>
                {LANGUAGE_NAMES[l]}
              </option>
            ))}
          </select>
        </label>
        {session ? (
          <div className={styles.userBox}>
            <span>{session.me.user.fullName}</span>
            <Button
              variant="ghost"
              size="small"
              onPress={() =>
                void session.logout().then(() => window.location.assign(signInUrl('/', { prompt: 'login' })))
              }
            >
              <FormattedMessage id="menu.logout" />
            </Button>
          </div>
        ) : null}
      </footer>
    </div>
  );
}
