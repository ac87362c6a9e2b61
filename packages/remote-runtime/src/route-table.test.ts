import { describe, expect, it } from 'vitest';
import { lazyCatalogue } from './i18n/catalogue';
import { routesOwnedElsewhere, samplePath, titleOf, untranslatedTitles } from './route-table';

const routes = [
  { path: '/teams', title: 'page.teams' },
  { path: '/teams/:teamId', title: 'page.team' },
];

describe('route tables', () => {
  it('finds the title of the page a pathname opens', () => {
    expect(titleOf(routes, '/teams/4')).toBe('page.team');
    expect(titleOf(routes, '/nowhere')).toBeNull();
  });

  it('lists the titles a catalogue lacks, in every language', async () => {
    const teams = async () => ({ 'page.teams': 'Teams' });
    const messages = lazyCatalogue({ en: teams, fr: teams, de: teams, pt: teams, es: teams, it: teams });
    expect(await untranslatedTitles(routes, messages)).toEqual([
      'en:page.team',
      'fr:page.team',
      'de:page.team',
      'pt:page.team',
      'es:page.team',
      'it:page.team',
    ]);
  });

  it('fills every parameter of a pattern with a sample', () => {
    expect(samplePath('/plans/:planId/:tab?')).toBe('/plans/sample/sample');
    expect(samplePath('/statements/:id/rule/:ruleId/:action?/:externalId?')).toBe(
      '/statements/sample/rule/sample/sample/sample',
    );
    expect(samplePath('/*')).toBe('/sample');
    expect(samplePath('/teams')).toBe('/teams');
  });

  it('lists the routes the route map gives to another application, with and without optional parts', () => {
    const ownerOf = (pathname: string) => (pathname.startsWith('/teams') ? 'mfe_people' : 'shell');
    expect(routesOwnedElsewhere(routes, 'mfe_people', ownerOf)).toEqual([]);
    expect(
      routesOwnedElsewhere([...routes, { path: '/data/:model?', title: 'x' }], 'mfe_people', ownerOf),
    ).toEqual(['/data', '/data/sample']);
  });
});
