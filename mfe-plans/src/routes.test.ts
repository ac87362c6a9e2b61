import { describe, expect, it } from 'vitest';
import { titleOf, untranslatedTitles } from '@accrue/shell/remote-app';
import { messages } from './i18n/messages';
import { routes } from './routes';

describe('mfe_plans routes', () => {
  it.each([
    ['/plans', 'page.plans'],
    ['/plans/12/rules/34/forecast', 'page.forecastRuleDesigner'],
    ['/plans/12/rules/34', 'page.ruleDesigner'],
    ['/plans/12/rules', 'page.planHub'],
    ['/redirect-to-designer', 'page.designer'],
    ['/plan-agreements', 'page.planAgreements'],
    ['/plan-agreements/5/assignments/6', 'page.planAgreementAssignment'],
    ['/plan-agreements/5/preview', 'page.planAgreementPreview'],
    ['/plan-agreements/5', 'page.planAgreement'],
    ['/planAgreements/5/assignments/6/viewDocument', 'page.planAgreementAssignment'],
  ])('%s shows the page titled %s', (pathname, title) => {
    expect(titleOf(routes, pathname)).toBe(title);
  });

  it('has a title in every language for every route', () => {
    expect(untranslatedTitles(routes, messages)).toEqual([]);
  });
});
