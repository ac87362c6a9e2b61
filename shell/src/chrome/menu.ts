import type { Session } from '../session/session';
import { can, canPlatform, type Gate } from '@accrue/remote-runtime';

/** The navigation menu of spec doc 1 §2.5: three groups of links, each shown to whom may use it. */
export interface MenuItem {
  id: string;
  label: string;
  /** The section the item stands for (it is the current one anywhere under this path). */
  href: string;
  /** Where the link leads when that depends on the session (else `href`). */
  linkFor?: (session: Session) => string;
  /** Whether the signed-in user sees the item (the same rules the API enforces). */
  gate?: Gate;
  /** What a count shown beside the item means (header shortcuts), a message taking `count`. */
  countLabel?: string;
}

export interface MenuGroup {
  id: string;
  label?: string;
  items: MenuItem[];
}

export const MENU: readonly MenuGroup[] = [
  {
    id: 'root',
    items: [
      { id: 'home', label: 'menu.home', href: '/home', gate: can('VIEW_HOME') },
      { id: 'statements', label: 'menu.statements', href: '/statements', gate: can('VIEW_STATEMENTS') },
      {
        id: 'forecasts',
        label: 'menu.forecasts',
        href: '/forecasts',
        // The forecast feature, and a plan that forecasts (doc 2 §Forecasts).
        gate: (session) => can('VIEW_FORECASTS')(session) && session.company.hasForecastedPlans,
      },
      { id: 'dashboard', label: 'menu.dashboard', href: '/dashboard', gate: can('VIEW_DASHBOARDS') },
      { id: 'reports', label: 'menu.reports', href: '/custom-reports', gate: can('VIEW_CUSTOM_REPORTS') },
    ],
  },
  {
    id: 'management',
    label: 'menu.group.management',
    items: [
      { id: 'directory', label: 'menu.directory', href: '/company/directory', gate: can('VIEW_DIRECTORY') },
      { id: 'teams', label: 'menu.teams', href: '/teams', gate: can('VIEW_TEAMS') },
      { id: 'plans', label: 'menu.plans', href: '/plans', gate: can('VIEW_PLANS') },
      { id: 'quotas', label: 'menu.quotas', href: '/quotas', gate: can('VIEW_QUOTAS') },
      {
        id: 'agreements',
        label: 'menu.agreements',
        href: '/plan-agreements',
        gate: can('VIEW_PLAN_AGREEMENTS'),
      },
    ],
  },
  {
    id: 'admin',
    label: 'menu.group.admin',
    items: [
      {
        id: 'designer',
        label: 'menu.designer',
        href: '/redirect-to-designer',
        gate: can('VIEW_RULE_DESIGNER'),
      },
      { id: 'payments', label: 'menu.payments', href: '/payments', gate: can('VIEW_PAYMENTS') },
      { id: 'overwrites', label: 'menu.overwrites', href: '/overwrites', gate: can('VIEW_OVERWRITES') },
      { id: 'data', label: 'menu.data', href: '/data/connectors', gate: can('VIEW_DATA_CONNECTORS') },
      { id: 'audit', label: 'menu.audit', href: '/audit', gate: can('VIEW_AUDIT') },
    ],
  },
];

export const FOOTER: readonly MenuItem[] = [
  {
    id: 'superadmin',
    label: 'menu.superadmin',
    href: '/superadmin',
    gate: canPlatform('VIEW_SUPER_ADMIN'),
  },
  { id: 'whats-new', label: 'menu.whatsNew', href: '/changelog', gate: can('VIEW_CHANGELOG') },
  { id: 'account', label: 'menu.account', href: '/profile', gate: can('VIEW_PROFILE') },
  {
    id: 'company-settings',
    label: 'menu.companySettings',
    href: '/company/settings',
    linkFor: companySettingsEntry,
    gate: (session) => session.canSeeCompanySettings(),
  },
];

/**
 * The first company settings page the session may open: the entry shows on any of four checks
 * (doc 1 §6), and finance, say, may read the currency rates but not the main settings.
 */
function companySettingsEntry(session: Session): string {
  const pages = [
    ['VIEW_COMPANY_SETTINGS', '/company/settings'],
    ['VIEW_CURRENCY_RATES', '/company/settings/rates'],
    ['VIEW_COMPANY_API', '/company/settings/api'],
    ['VIEW_PAYMENTS_LOCK', '/company/settings/payments-lock'],
  ] as const;
  return pages.find(([permission]) => session.can(permission))?.[1] ?? '/company/settings';
}

/** The items a session may see (all of them where there is no session, as in Storybook). */
export function visibleItems(items: readonly MenuItem[], session: Session | null): MenuItem[] {
  return items.filter((item) => !session || !item.gate || item.gate(session));
}

/** The header strip's shortcuts (spec doc 1 §2.5). */
export const HEADER: readonly MenuItem[] = [
  {
    id: 'to-review',
    label: 'header.statementsToReview',
    href: '/statements-reviews',
    gate: can('VIEW_STATEMENT_REVIEWS'),
    countLabel: 'header.awaiting',
  },
  {
    id: 'threads',
    label: 'header.threads',
    href: '/threads',
    gate: can('VIEW_THREADS'),
    countLabel: 'header.openThreads',
  },
];

/** The menu item a pathname belongs to (the longest href that prefixes it). */
export function activeItem(pathname: string): string | undefined {
  const items = [...MENU.flatMap((g) => g.items), ...FOOTER];
  return items
    .filter((item) => pathname === item.href || pathname.startsWith(`${item.href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0]?.id;
}
