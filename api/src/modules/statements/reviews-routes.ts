import { Router } from 'express';
import { answer, answerNoContent, answerVersioned } from '../../platform/http/openapi.js';
import type { NotificationService } from '../notifications/index.js';
import { campaignsToStart, enableStandaloneReview, getCampaign, startCampaigns } from './campaigns.js';
import {
  listReviewers,
  listStatementsToReview,
  notifyStatementReviewers,
  reviewStatement,
  reviewStatements,
} from './reviews.js';
import {
  createWorkflow,
  deleteWorkflow,
  getPlanWorkflow,
  listWorkflows,
  setPlanWorkflow,
  updateWorkflow,
} from './workflows.js';

/** Review workflows and the review of statements (doc 2 §5, §7 Workflow and Reviews). */
export function reviewRoutes(notifications: NotificationService): Router {
  const router = Router();
  router.get(
    '/workflows',
    answer('listWorkflows', async (call) => ({ items: await listWorkflows(call.context) })),
  );
  router.post(
    '/workflows',
    answerVersioned('createWorkflow', (call) => createWorkflow(call.context, call.body), { status: 201 }),
  );
  router.put(
    '/workflows/:workflowId',
    answerVersioned('updateWorkflow', (call) =>
      updateWorkflow(call.context, call.id('workflowId'), call.body, call.expectedVersion),
    ),
  );
  router.delete(
    '/workflows/:workflowId',
    answerNoContent('deleteWorkflow', (call) => deleteWorkflow(call.context, call.id('workflowId'))),
  );
  router.get(
    '/plans/:planId/workflow',
    answer('getPlanWorkflow', (call) => getPlanWorkflow(call.context, call.id('planId'))),
  );
  router.patch(
    '/plans/:planId/workflow',
    answer('setPlanWorkflow', (call) =>
      setPlanWorkflow(call.context, call.id('planId'), call.body.workflowId),
    ),
  );
  // Before /statements/:statementId of the statements router.
  router.post(
    '/statements/reviews',
    answer('reviewStatements', (call) =>
      reviewStatements(call.user, call.body, { notifications, isNotify: call.query.isNotify === true }),
    ),
  );
  router.patch(
    '/statements/:statementId',
    answerVersioned('reviewStatement', (call) =>
      reviewStatement(call.user, call.id('statementId'), call.body.workflowAction, {
        expected: call.expectedVersion,
        notifications,
        isNotify: call.query.isNotify === true,
      }),
    ),
  );
  router.patch(
    '/statements/:statementId/fully-review',
    answerVersioned('fullyReviewStatement', (call) =>
      reviewStatement(call.user, call.id('statementId'), 'FULLY_REVIEW_FORCE', {
        expected: call.expectedVersion,
      }),
    ),
  );
  router.post(
    '/statements/:statementId/enable-standalone-review',
    answerVersioned('enableStandaloneReview', (call) =>
      enableStandaloneReview(call.user, call.id('statementId')),
    ),
  );
  router.get(
    '/workflow-campaigns/by-plan-period/:planId/:periodId',
    answer('getWorkflowCampaign', (call) =>
      getCampaign(call.context, call.id('planId'), call.text('periodId')),
    ),
  );
  router.get(
    '/workflow-campaigns/to-start-for-period',
    answer('listWorkflowCampaignsToStart', (call) => campaignsToStart(call.context, call.query.periodId)),
  );
  router.post(
    '/workflow-campaigns/start-for-plans-period',
    answer('startWorkflowCampaigns', (call) => startCampaigns(call.user, call.body)),
  );
  router.get(
    '/statements-review',
    answer('listStatementsToReview', (call) => listStatementsToReview(call.user, call.query)),
  );
  router.get(
    '/statements-review/:statementId/reviewers',
    answer('listStatementReviewers', (call) => listReviewers(call.context, call.id('statementId'))),
  );
  router.post(
    '/statements-review/:statementId/notify-reviewers',
    answer('notifyStatementReviewers', (call) =>
      notifyStatementReviewers(
        call.user,
        call.id('statementId'),
        { dryRun: call.query.dryRun === true },
        notifications,
      ),
    ),
  );
  return router;
}
