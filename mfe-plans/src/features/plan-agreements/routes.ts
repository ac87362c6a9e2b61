import { can, type AppRoute } from '@accrue/remote-runtime';

export const planAgreementsRoutes: readonly AppRoute[] = [
  { path: '/plan-agreements', title: 'page.planAgreements', gate: can('VIEW_PLAN_AGREEMENTS') },
  {
    path: '/plan-agreements/:planAgreementId/assignments/:assignmentId',
    title: 'page.planAgreementAssignment',
  },
  {
    path: '/plan-agreements/:planAgreementId/preview',
    title: 'page.planAgreementPreview',
    gate: can('VIEW_PLAN_AGREEMENTS'),
  },
  {
    path: '/plan-agreements/:planAgreementId',
    title: 'page.planAgreement',
    gate: can('VIEW_PLAN_AGREEMENTS'),
  },
  {
    path: '/planAgreements/:planAgreementId/assignments/:assignmentId/viewDocument',
    title: 'page.planAgreementAssignment',
  },
];
