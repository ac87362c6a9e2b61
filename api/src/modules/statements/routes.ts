import { Router } from 'express';
import type { NotificationService } from '../notifications/index.js';
import { answer, type Paging } from '../../platform/http/openapi.js';
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

/** The page of a figure's explanation (or of a statement's dataset rows) a call asks for: 25 rows a page. */
function explanationPage(call: { paging(defaults: Paging): Paging; query: { search?: string } }) {
  return { ...call.paging({ page: 0, limit: 25 }), search: call.query.search };
}

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
    answer('getStatementForecast', (call) =>
      getStatementForecast(call.context, call.id('statementId'), call.id('forecastId'), {
        withObjectsToDisplay: call.query.withObjectsToDisplay,
      }),
    ),
  );
  // The rule designer's live preview (issue #12 point 4): a draft calculated, nothing stored.
  router.post(
    '/plans/:planId/preview',
    answer('previewPlanRule', (call) => previewRule(call.context, call.id('planId'), call.body)),
  );
  // A figure's explanation (issue #13 point 7).
  router.get(
    '/statements/:statementId/rules/:ruleId/explanation',
    answer('explainStatementRule', (call) =>
      explainRule(call.context, call.id('statementId'), call.text('ruleId'), explanationPage(call)),
    ),
  );
  router.get(
    '/statements/:statementId/kpis/:kpiId/explanation',
    answer('explainStatementKpi', (call) =>
      explainKpi(call.context, call.id('statementId'), call.text('kpiId'), explanationPage(call)),
    ),
  );
  router.get(
    '/statements/:statementId/datasets/:datasetId/rows',
    answer('listStatementDatasetRows', (call) =>
      listDatasetRows(call.context, call.id('statementId'), call.text('datasetId'), {
        ...explanationPage(call),
        forecasted: call.query.forecasted ?? false,
      }),
    ),
  );
  router.get(
    '/userStatements',
    answer('listUserStatements', (call) => listUserStatements(call.context, call.query)),
  );
  // The named paths before /statements/:id.
  router.get(
    '/statements/list-mine',
    answer('listMyStatements', (call) => listMyStatements(call.user, call.query)),
  );
  router.get(
    '/statements/listPeriodsThatHaveStatements',
    answer('listPeriodsThatHaveStatements', (call) => listPeriodsWithStatements(call.context, call.query)),
  );
  router.get(
    '/statements/:statementId',
    answer('getStatement', async (call) => {
      const { context } = call;
      const statement = await getStatement(context, call.id('statementId'), { summarized: true });
      const review = await reviewOfStatement(context, statement);
      const canStartReview = review === null && (await startableReview(context, statement));
      return { ...statement, review, canStartReview };
    }),
  );
  return router;
}
