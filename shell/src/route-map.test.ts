import { describe, expect, it } from 'vitest';
import { isPublicRoute, ownerOf, showsChrome } from './route-map';

describe('route ownership', () => {
  it.each([
    ['/', 'shell'],
    ['/auth/iframe', 'shell'],
    ['/auth/hubspot/callback', 'shell'],
    ['/auth-integration/slack/callback', 'shell'],
    ['/changelog', 'shell'],
    ['/company', 'shell'],
    ['/company/settings/api', 'shell'],
    ['/home', 'mfe_statements'],
    ['/statements/by-date/2026-01-01', 'mfe_statements'],
    ['/statements-reviews', 'mfe_statements'],
    ['/forecasts/12/rule/3', 'mfe_statements'],
    ['/threads', 'mfe_statements'],
    ['/payments', 'mfe_statements'],
    ['/overwrites', 'mfe_statements'],
    ['/plans', 'mfe_plans'],
    ['/plans/4/rules/9', 'mfe_plans'],
    ['/redirect-to-designer', 'mfe_plans'],
    ['/plan-agreements/3/preview', 'mfe_plans'],
    ['/planAgreements/3/assignments/4/viewDocument', 'mfe_plans'],
    ['/company/directory', 'mfe_people'],
    ['/company/directory/members/5', 'mfe_people'],
    ['/teams/2', 'mfe_people'],
    ['/quotas/values/8', 'mfe_people'],
    ['/profile', 'mfe_people'],
    ['/data/connectors', 'mfe_data'],
    ['/data-exports/77', 'mfe_data'],
    ['/audit', 'mfe_data'],
    ['/custom-reports/1', 'mfe_data'],
    ['/dashboard', 'mfe_data'],
    ['/dashboards-v2/5', 'mfe_data'],
    ['/superadmin/companies/3', 'mfe_backoffice'],
    ['/no-such-page', 'shell'],
    ['/plansx', 'shell'],
  ])('%s belongs to %s', (pathname, owner) => {
    expect(ownerOf(pathname)).toBe(owner);
  });

  it('hides the menu on public routes and in the rule designers only', () => {
    expect(showsChrome('/auth/iframe')).toBe(false);
    expect(showsChrome('/plans/1/rules/2')).toBe(false);
    expect(showsChrome('/plans/1/rules/2/forecast')).toBe(false);
    expect(showsChrome('/plans/1/rules')).toBe(true);
    expect(showsChrome('/authors')).toBe(true);
    expect(showsChrome('/home')).toBe(true);
  });
});

describe('public routes', () => {
  it('are the connect page and the sign-in callbacks only', () => {
    expect(isPublicRoute('/auth/iframe')).toBe(true);
    expect(isPublicRoute('/auth/sso/initiated')).toBe(true);
    expect(isPublicRoute('/auth/hubspot/callback')).toBe(true);
    expect(isPublicRoute('/auth-integration/slack/callback')).toBe(false);
    expect(isPublicRoute('/home')).toBe(false);
  });
});
