import { CONTAINERS } from '@accrue/federation/containers';
import { describeRemote } from '@accrue/remote-runtime/testing';
import { ownerOf } from '@accrue/shell/route-map';
import remote from './remote';

describeRemote(remote, {
  ownerOf,
  widgets: CONTAINERS.mfe_statements.widgets,
  titles: [
    ['/home', 'page.home'],
    ['/statements', 'page.statements'],
    ['/statements/by-date/2026-01-01/plan/12/user/7', 'page.statementNotFound'],
    ['/statements/by-date/2026-01-01', 'page.statementsOfPeriod'],
    ['/statements/8/comments/9', 'page.statement'],
    ['/statements/8/comments', 'page.statement'],
    ['/statements/8/rule/34/edit/ext-1', 'page.statement'],
    ['/statements/8', 'page.statement'],
    ['/statements-reviews', 'page.statementsReviews'],
    ['/forecasts', 'page.forecasts'],
    ['/forecasts/by-date/2026-01-01', 'page.forecastsOfPeriod'],
    ['/forecasts/8/rule/34/edit/ext-1', 'page.forecast'],
    ['/forecasts/8', 'page.forecast'],
    ['/threads', 'page.threads'],
    ['/payments', 'page.payments'],
    ['/overwrites', 'page.overwrites'],
  ],
});
