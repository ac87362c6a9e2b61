import { describe, expect, it } from 'vitest';
import { titleOf, untranslatedTitles } from '@accrue/shell/remote-app';
import { messages } from './i18n/messages';
import { routes } from './routes';

describe('mfe_statements routes', () => {
  it.each([
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
  ])('%s shows the page titled %s', (pathname, title) => {
    expect(titleOf(routes, pathname)).toBe(title);
  });

  it('has a title in every language for every route', () => {
    expect(untranslatedTitles(routes, messages)).toEqual([]);
  });
});
