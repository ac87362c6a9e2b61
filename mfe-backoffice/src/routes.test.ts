import { describe, expect, it } from 'vitest';
import { titleOf, untranslatedTitles } from '@accrue/shell/remote-app';
import { messages } from './i18n/messages';
import { routes } from './routes';

describe('mfe_backoffice routes', () => {
  it.each([
    ['/superadmin', 'page.superadmin'],
    ['/superadmin/home', 'page.superadminHome'],
    ['/superadmin/settings', 'page.masterSettings'],
    ['/superadmin/companies', 'page.companies'],
    ['/superadmin/companies/16', 'page.companyDetails'],
    ['/superadmin/users', 'page.users'],
    ['/superadmin/plans', 'page.plans'],
    ['/superadmin/connectors', 'page.connectors'],
    ['/superadmin/billing', 'page.billing'],
    ['/superadmin/calculations', 'page.calculations'],
    ['/superadmin/refreshments', 'page.refreshments'],
    ['/superadmin/statements', 'page.statementsInError'],
    ['/superadmin/assistant', 'page.assistant'],
  ])('%s shows the page titled %s', (pathname, title) => {
    expect(titleOf(routes, pathname)).toBe(title);
  });

  it('has a title in every language for every route', () => {
    expect(untranslatedTitles(routes, messages)).toEqual([]);
  });
});
