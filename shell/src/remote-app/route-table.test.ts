import { describe, expect, it } from 'vitest';
import { catalogueFromRows } from './i18n';
import { titleOf, untranslatedTitles } from './route-table';

const routes = [
  { path: '/teams', title: 'page.teams' },
  { path: '/teams/:teamId', title: 'page.team' },
];

describe('route tables', () => {
  it('finds the title of the page a pathname opens', () => {
    expect(titleOf(routes, '/teams/4')).toBe('page.team');
    expect(titleOf(routes, '/nowhere')).toBeNull();
  });

  it('lists the titles a catalogue lacks', () => {
    const messages = catalogueFromRows([
      ['page.teams', 'Teams', 'Équipes', 'Teams', 'Equipes', 'Equipos', 'Team'],
    ]);
    expect(untranslatedTitles(routes, messages)).toEqual([
      'en:page.team',
      'fr:page.team',
      'de:page.team',
      'pt:page.team',
      'es:page.team',
      'it:page.team',
    ]);
  });
});
