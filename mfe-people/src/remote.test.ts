import { CONTAINERS } from '@accrue/federation/containers';
import { describeRemote } from '@accrue/remote-runtime/testing';
import { ownerOf } from '@accrue/shell/route-map';
import remote from './remote';

describeRemote(remote, {
  ownerOf,
  widgets: CONTAINERS.mfe_people.widgets,
  titles: [
    ['/company/directory', 'page.directory'],
    ['/company/directory/members/3', 'page.member'],
    ['/teams', 'page.teams'],
    ['/teams/4', 'page.team'],
    ['/quotas', 'page.quotas'],
    ['/quotas/values/11', 'page.quotaValues'],
    ['/profile', 'page.profile'],
  ],
});
