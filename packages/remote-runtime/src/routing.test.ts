import { describe, expect, it } from 'vitest';
import { createRouteMatcher } from './routing';

describe('createRouteMatcher', () => {
  const match = createRouteMatcher([
    { path: '/plans', page: 'list' },
    { path: '/plans/:planId/rules/:ruleId/forecast', page: 'forecast-designer' },
    { path: '/plans/:planId/rules/:ruleId', page: 'designer' },
    { path: '/plans/:planId/:tab?', page: 'hub' },
    { path: '/data/record-models/:modelMachineName?', page: 'model' },
  ]);

  it('matches exact paths and ignores a trailing slash', () => {
    expect(match('/plans')?.route.page).toBe('list');
    expect(match('/plans/')?.route.page).toBe('list');
  });

  it('extracts parameters, optional ones included', () => {
    expect(match('/plans/42/rules')?.params).toEqual({ planId: '42', tab: 'rules' });
    expect(match('/plans/42')?.params).toEqual({ planId: '42' });
    expect(match('/plans/7/rules/9/forecast')).toEqual({
      route: { path: '/plans/:planId/rules/:ruleId/forecast', page: 'forecast-designer' },
      params: { planId: '7', ruleId: '9' },
    });
    expect(match('/data/record-models')?.params).toEqual({});
    expect(match('/data/record-models/deals')?.params).toEqual({ modelMachineName: 'deals' });
  });

  it('decodes parameters and answers null for unknown paths', () => {
    expect(match('/plans/a%20b')?.params).toEqual({ planId: 'a b' });
    expect(match('/teams')).toBeNull();
  });
});
