import { can, type AppRoute } from '@accrue/remote-runtime';
import { forecastDesignerGate } from './model';

export const plansRoutes: readonly AppRoute[] = [
  { path: '/plans', title: 'page.plans', gate: can('VIEW_PLANS'), load: () => import('./PlansPage') },
  {
    path: '/plans/:planId/rules/:ruleId/forecast',
    title: 'page.forecastRuleDesigner',
    gate: forecastDesignerGate,
    load: () =>
      import('../designer/RuleDesignerPage').then((page) => ({ default: page.ForecastRuleDesignerPage })),
  },
  {
    path: '/plans/:planId/rules/:ruleId',
    title: 'page.ruleDesigner',
    gate: can('VIEW_RULE_DESIGNER'),
    load: () => import('../designer/RuleDesignerPage'),
  },
  {
    path: '/plans/:planId/:tab?',
    title: 'page.planHub',
    gate: can('VIEW_PLANS'),
    load: () => import('./PlanHubPage'),
  },
];
