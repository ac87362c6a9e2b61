import { describe, expect, it } from 'vitest';
import { titleOf, untranslatedTitles } from '@accrue/shell/remote-app';
import { messages } from './i18n/messages';
import { routes } from './routes';

describe('mfe_people routes', () => {
  it.each([
    ['/company/directory', 'page.directory'],
    ['/company/directory/members/3', 'page.member'],
    ['/teams', 'page.teams'],
    ['/teams/4', 'page.team'],
    ['/quotas', 'page.quotas'],
    ['/quotas/values/11', 'page.quotaValues'],
    ['/profile', 'page.profile'],
  ])('%s shows the page titled %s', (pathname, title) => {
    expect(titleOf(routes, pathname)).toBe(title);
  });

  it('has a title in every language for every route', () => {
    expect(untranslatedTitles(routes, messages)).toEqual([]);
  });
});
