import { lazy } from 'react';
import { can, type AppRoute } from '@accrue/remote-runtime';

/** The company settings' side menu around each of their pages, downloaded with the first one. */
const SettingsFrame = lazy(() => import('./settings-frame/SettingsFrame'));

/** The pages the shell renders itself (it owns these routes in the route map). */
const routes: readonly AppRoute[] = [
  { path: '/', title: 'page.root', load: () => import('./RedirectToFallback') },
  {
    path: '/auth/iframe/connect',
    title: 'page.authIframe',
    load: () => import('./auth-iframe/AuthIframeConnectPage'),
  },
  { path: '/auth/iframe', title: 'page.authIframe', load: () => import('./auth-iframe/AuthIframePage') },
  {
    path: '/auth/sso/initiated',
    title: 'page.authSso',
    load: () => import('./sso-initiated/SsoInitiatedPage'),
  },
  {
    path: '/auth/:connector/callback',
    title: 'page.connectorCallback',
    load: () => import('./connector-callback/ConnectorCallbackPage'),
  },
  { path: '/auth-integration/:integration/callback', title: 'page.integrationCallback' },
  { path: '/changelog', title: 'page.changelog' },
  { path: '/company', title: 'page.company', gate: (session) => session.canSeeCompanySettings() },
  {
    path: '/company/settings',
    title: 'page.companySettings',
    gate: can('VIEW_COMPANY_SETTINGS'),
    load: () => import('./company-settings/CompanySettingsPage'),
  },
  {
    path: '/company/settings/api',
    title: 'page.companySettings.api',
    gate: can('VIEW_COMPANY_API'),
    load: () => import('./api-keys/ApiKeysPage'),
  },
  {
    path: '/company/settings/rates',
    title: 'page.companySettings.rates',
    gate: can('VIEW_CURRENCY_RATES'),
    load: () => import('./currency-rates/CurrencyRatesPage'),
  },
  {
    path: '/company/settings/workflows',
    title: 'page.companySettings.workflows',
    gate: can('VIEW_WORKFLOWS'),
    load: () => import('./workflows/WorkflowsPage'),
  },
  {
    path: '/company/settings/admin-scopes',
    title: 'page.companySettings.adminScopes',
    gate: can('VIEW_ADMIN_SCOPES'),
    load: () => import('./admin-scopes/AdminScopesPage'),
  },
  {
    path: '/company/settings/payments-lock',
    title: 'page.companySettings.paymentsLock',
    gate: can('VIEW_PAYMENTS_LOCK'),
  },
  {
    path: '/company/settings/customization',
    title: 'page.companySettings.customization',
    gate: can('VIEW_CUSTOMIZATION'),
    load: () => import('./customization/CustomizationPage'),
  },
  {
    path: '/company/settings/plan-agreements',
    title: 'page.companySettings.planAgreements',
    gate: can('VIEW_COMPANY_SETTINGS'),
    load: () => import('./company-settings/PlanAgreementsSettingsPage'),
  },
  {
    path: '/company/settings/assistant',
    title: 'page.companySettings.assistant',
    gate: can('VIEW_ASSISTANT'),
  },
];

export const shellRoutes: readonly AppRoute[] = routes.map((route) =>
  route.path.startsWith('/company/settings') ? { ...route, frame: SettingsFrame } : route,
);
