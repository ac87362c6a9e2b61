import { describe, expect, it } from 'vitest';
import { titleOf, untranslatedTitles } from '@accrue/shell/remote-app';
import { messages } from './i18n/messages';
import { routes } from './routes';

describe('mfe_data routes', () => {
  it.each([
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
  ])('%s shows the page titled %s', (pathname, title) => {
    expect(titleOf(routes, pathname)).toBe(title);
  });

  it('has a title in every language for every route', () => {
    expect(untranslatedTitles(routes, messages)).toEqual([]);
  });
});
