import { Router } from 'express';
import { contextOf, userContextOf } from '../../platform/http/authorize.js';
import { operation } from '../../platform/http/openapi.js';
import { expectedVersionOf, setVersionETag } from '../../platform/http/preconditions.js';
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
    operation('listWorkflows', async (req, res) => {
      res.json({ items: await listWorkflows(contextOf(req)) });
    }),
  );
  router.post(
    '/workflows',
    operation('createWorkflow', async (req, res) => {
      const workflow = await createWorkflow(contextOf(req), req.body);
      setVersionETag(res, workflow.version);
      res.status(201).json(workflow);
    }),
  );
  router.put(
    '/workflows/:workflowId',
    operation('updateWorkflow', async (req, res) => {
      const workflow = await updateWorkflow(
        contextOf(req),
        Number(req.params.workflowId),
        req.body,
        expectedVersionOf(req),
      );
      setVersionETag(res, workflow.version);
      res.json(workflow);
    }),
  );
  router.delete(
    '/workflows/:workflowId',
    operation('deleteWorkflow', async (req, res) => {
      await deleteWorkflow(contextOf(req), Number(req.params.workflowId));
      res.status(204).end();
    }),
  );
  router.get(
    '/plans/:planId/workflow',
    operation('getPlanWorkflow', async (req, res) => {
      res.json(await getPlanWorkflow(contextOf(req), Number(req.params.planId)));
    }),
  );
  router.patch(
    '/plans/:planId/workflow',
    operation('setPlanWorkflow', async (req, res) => {
      res.json(await setPlanWorkflow(contextOf(req), Number(req.params.planId), req.body.workflowId));
    }),
  );
  // Before /statements/:statementId of the statements router.
  router.post(
    '/statements/reviews',
    operation('reviewStatements', async (req, res) => {
      res.json(
        await reviewStatements(userContextOf(req), req.body, {
          notifications,
          isNotify: req.query.isNotify === true,
        }),
      );
    }),
  );
  router.patch(
    '/statements/:statementId',
    operation('reviewStatement', async (req, res) => {
      const review = await reviewStatement(
        userContextOf(req),
        Number(req.params.statementId),
        req.body.workflowAction,
        { expected: expectedVersionOf(req), notifications, isNotify: req.query.isNotify === true },
      );
      setVersionETag(res, review.version);
      res.json(review);
    }),
  );
  router.patch(
    '/statements/:statementId/fully-review',
    operation('fullyReviewStatement', async (req, res) => {
      const review = await reviewStatement(
        userContextOf(req),
        Number(req.params.statementId),
        'FULLY_REVIEW_FORCE',
        {
          expected: expectedVersionOf(req),
        },
      );
      setVersionETag(res, review.version);
      res.json(review);
    }),
  );
  router.post(
    '/statements/:statementId/enable-standalone-review',
    operation('enableStandaloneReview', async (req, res) => {
      const review = await enableStandaloneReview(userContextOf(req), Number(req.params.statementId));
      setVersionETag(res, review.version);
      res.json(review);
    }),
  );
  router.get(
    '/workflow-campaigns/by-plan-period/:planId/:periodId',
    operation('getWorkflowCampaign', async (req, res) => {
      res.json(await getCampaign(contextOf(req), Number(req.params.planId), String(req.params.periodId)));
    }),
  );
  router.get(
    '/workflow-campaigns/to-start-for-period',
    operation('listWorkflowCampaignsToStart', async (req, res) => {
      res.json(await campaignsToStart(contextOf(req), req.query.periodId));
    }),
  );
  router.post(
    '/workflow-campaigns/start-for-plans-period',
    operation('startWorkflowCampaigns', async (req, res) => {
      res.json(await startCampaigns(userContextOf(req), req.body));
    }),
  );
  router.get(
    '/statements-review',
    operation('listStatementsToReview', async (req, res) => {
      res.json(await listStatementsToReview(userContextOf(req), req.query));
    }),
  );
  router.get(
    '/statements-review/:statementId/reviewers',
    operation('listStatementReviewers', async (req, res) => {
      res.json(await listReviewers(contextOf(req), Number(req.params.statementId)));
    }),
  );
  router.post(
    '/statements-review/:statementId/notify-reviewers',
    operation('notifyStatementReviewers', async (req, res) => {
      res.json(
        await notifyStatementReviewers(
          userContextOf(req),
          Number(req.params.statementId),
          { dryRun: req.query.dryRun === true },
          notifications,
        ),
      );
    }),
  );
  return router;
}
