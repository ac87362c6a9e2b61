import { CONTAINERS } from '@accrue/federation/containers';
import { describeRemote } from '@accrue/remote-runtime/testing';
import { ownerOf } from '@accrue/shell/route-map';
import remote from './remote';

describeRemote(remote, {
  ownerOf,
  widgets: CONTAINERS.mfe_plans.widgets,
  titles: [
    ['/plans', 'page.plans'],
    ['/plans/12/rules/34/forecast', 'page.forecastRuleDesigner'],
    ['/plans/12/rules/34', 'page.ruleDesigner'],
    ['/plans/12/rules', 'page.planHub'],
    ['/plans/12/customization', 'page.planHub'],
    ['/redirect-to-designer', 'page.designer'],
    ['/plan-agreements', 'page.planAgreements'],
    ['/plan-agreements/5/assignments/6', 'page.planAgreementAssignment'],
    ['/plan-agreements/5/preview', 'page.planAgreementPreview'],
    ['/plan-agreements/5', 'page.planAgreement'],
    ['/planAgreements/5/assignments/6/viewDocument', 'page.planAgreementAssignment'],
  ],
});
