import { CONTAINERS } from '@accrue/federation/containers';
import { describeRemote } from '@accrue/remote-runtime/testing';
import { ownerOf } from '@accrue/shell/route-map';
import remote from './remote';

describeRemote(remote, {
  ownerOf,
  widgets: CONTAINERS.mfe_backoffice.widgets,
  titles: [
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
  ],
});
