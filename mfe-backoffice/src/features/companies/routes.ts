import { canPlatform, type AppRoute } from '@accrue/remote-runtime';

export const companiesRoutes: readonly AppRoute[] = [
  { path: '/superadmin/companies', title: 'page.companies', gate: canPlatform('VIEW_SUPER_ADMIN') },
  {
    path: '/superadmin/companies/:companyId',
    title: 'page.companyDetails',
    gate: canPlatform('VIEW_SUPER_ADMIN'),
  },
  { path: '/superadmin/users', title: 'page.users', gate: canPlatform('VIEW_SUPER_ADMIN') },
  { path: '/superadmin/plans', title: 'page.plans', gate: canPlatform('VIEW_SUPER_ADMIN') },
  { path: '/superadmin/connectors', title: 'page.connectors', gate: canPlatform('VIEW_SUPER_ADMIN') },
  { path: '/superadmin/billing', title: 'page.billing', gate: canPlatform('VIEW_SUPER_ADMIN') },
];
