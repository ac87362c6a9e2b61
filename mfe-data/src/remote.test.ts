import { CONTAINERS } from '@accrue/federation/containers';
import { describeRemote } from '@accrue/remote-runtime/testing';
import { ownerOf } from '@accrue/shell/route-map';
import remote from './remote';

describeRemote(remote, {
  ownerOf,
  widgets: CONTAINERS.mfe_data.widgets,
  titles: [
    ['/data/connectors', 'page.connectors'],
    ['/data/connectors/2/record-models/create', 'page.createRecordModel'],
    ['/data/record-models/deals', 'page.recordModel'],
    ['/data-exports/13', 'page.dataExport'],
    ['/audit', 'page.audit'],
    ['/custom-reports', 'page.customReports'],
    ['/custom-reports/14', 'page.customReport'],
    ['/dashboard', 'page.dashboard'],
    ['/dashboards-v2', 'page.dashboards'],
    ['/dashboards-v2/15', 'page.dashboard'],
  ],
});
