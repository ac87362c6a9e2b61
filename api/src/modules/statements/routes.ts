import { Router } from 'express';
import type { NotificationService } from '../notifications/index.js';
import { contextOf, userContextOf } from '../../platform/http/authorize.js';
import { operation } from '../../platform/http/openapi.js';
import { adjustmentRoutes } from './adjustments-routes.js';
import { calculationRoutes } from './calculation-routes.js';
import { overwriteRoutes } from './overwrites-routes.js';
import { paymentRoutes } from './payments-routes.js';
import { reviewRoutes } from './reviews-routes.js';
import { reviewOfStatement } from './reviews.js';
import { canStartReview as startableReview } from './campaigns.js';
import { versionRoutes } from './versions-routes.js';
import { listDatasetRows } from './dataset-rows.js';
import { explainKpi, explainRule } from './explanations.js';
import { getStatementForecast } from './forecasts.js';
import { previewRule } from './preview.js';
import { getStatement, listMyStatements, listPeriodsWithStatements, listUserStatements } from './reading.js';

/** The statements calls of doc 2 §7 served so far (reading statements). */
export function statementRoutes(notifications: NotificationService): Router {
  const router = Router();
  // Review workflows and statements' reviews (doc 2 §5): their own file.
  router.use(reviewRoutes(notifications));
  // Calculation jobs (doc 2 §4): their own file.
  router.use(calculationRoutes());
  // Adjustments and overwrites (doc 2 §7): their own files.
  router.use(adjustmentRoutes());
  router.use(overwriteRoutes());
  router.use(paymentRoutes());
  // Versions, their comparison and the home summary (issue #13 points 5, 6, 11): their own file.
  router.use(versionRoutes());
  // Forecasts (doc 2 §Forecasts).
  router.get(
    '/statements/:statementId/forecasts/:forecastId',
    operation('getStatementForecast', async (req, res) => {
      res.json(
        await getStatementForecast(
          contextOf(req),
          Number(req.params.statementId),
          Number(req.params.forecastId),
          {
            withObjectsToDisplay: req.query.withObjectsToDisplay,
          },
        ),
      );
    }),
  );
  // The rule designer's live preview (issue #12 point 4): a draft calculated, nothing stored.
  router.post(
    '/plans/:planId/preview',
    operation('previewPlanRule', async (req, res) => {
      res.json(await previewRule(contextOf(req), Number(req.params.planId), req.body));
    }),
  );
  // A figure's explanation (issue #13 point 7).
  router.get(
    '/statements/:statementId/rules/:ruleId/explanation',
    operation('explainStatementRule', async (req, res) => {
      res.json(
        await explainRule(contextOf(req), Number(req.params.statementId), String(req.params.ruleId), {
          page: req.query.page ?? 0,
          limit: req.query.limit ?? 25,
          search: req.query.search,
        }),
      );
    }),
  );
  router.get(
    '/statements/:statementId/kpis/:kpiId/explanation',
    operation('explainStatementKpi', async (req, res) => {
      res.json(
        await explainKpi(contextOf(req), Number(req.params.statementId), String(req.params.kpiId), {
          page: req.query.page ?? 0,
          limit: req.query.limit ?? 25,
          search: req.query.search,
        }),
      );
    }),
  );
  router.get(
    '/statements/:statementId/datasets/:datasetId/rows',
    operation('listStatementDatasetRows', async (req, res) => {
      res.json(
        await listDatasetRows(contextOf(req), Number(req.params.statementId), String(req.params.datasetId), {
          page: req.query.page ?? 0,
          limit: req.query.limit ?? 25,
          search: req.query.search,
          forecasted: req.query.forecasted ?? false,
        }),
      );
    }),
  );
  router.get(
    '/userStatements',
    operation('listUserStatements', async (req, res) => {
      res.json(await listUserStatements(contextOf(req), req.query));
    }),
  );
  // The named paths before /statements/:id.
  router.get(
    '/statements/list-mine',
    operation('listMyStatements', async (req, res) => {
      res.json(await listMyStatements(userContextOf(req), req.query));
    }),
  );
  router.get(
    '/statements/listPeriodsThatHaveStatements',
    operation('listPeriodsThatHaveStatements', async (req, res) => {
      res.json(await listPeriodsWithStatements(contextOf(req), req.query));
    }),
  );
  router.get(
    '/statements/:statementId',
    operation('getStatement', async (req, res) => {
      const context = contextOf(req);
      const statement = await getStatement(context, Number(req.params.statementId), { summarized: true });
      const review = await reviewOfStatement(context, statement);
      const canStartReview = review === null && (await startableReview(context, statement));
      res.json({ ...statement, review, canStartReview });
    }),
  );
  return router;
}
