import { can, type AppRoute } from '@accrue/remote-runtime';

export const planAgreementsRoutes: readonly AppRoute[] = [
  {
    path: '/plan-agreements',
    title: 'page.planAgreements',
    gate: can('VIEW_PLAN_AGREEMENTS'),
    load: () => import('./AgreementsPage'),
  },
  {
    path: '/plan-agreements/:planAgreementId/assignments/:assignmentId',
    title: 'page.planAgreementAssignment',
    load: () => import('./AssignmentPage'),
  },
  {
    // The preview is the administrators' (its call needs MODIFY_PLAN_AGREEMENTS).
    path: '/plan-agreements/:planAgreementId/preview',
    title: 'page.planAgreementPreview',
    gate: can('MODIFY_PLAN_AGREEMENTS'),
    load: () => import('./PreviewPage'),
  },
  {
    path: '/plan-agreements/:planAgreementId',
    title: 'page.planAgreement',
    gate: can('VIEW_PLAN_AGREEMENTS'),
    load: () => import('./AgreementPage'),
  },
  {
    // The address older notifications link to: the same page.
    path: '/planAgreements/:planAgreementId/assignments/:assignmentId/viewDocument',
    title: 'page.planAgreementAssignment',
    load: () => import('./AssignmentPage'),
  },
];
