import { Router } from 'express';
import { contextOf } from '../../platform/http/authorize.js';
import { answer, operation } from '../../platform/http/openapi.js';
import { exportPayments, listPayments } from './payments.js';

/** The payments page's call (GET /payments). */
export function paymentRoutes(): Router {
  const router = Router();
  router.get(
    '/payments',
    answer('listPayments', (call) => listPayments(call.context, call.query)),
  );
  router.get(
    '/payments/export',
    operation('exportPayments', async (req, res) => {
      const csv = await exportPayments(contextOf(req), req.query);
      res.type('text/csv; charset=utf-8').attachment(`payments-${req.query.periodId}.csv`).send(csv);
    }),
  );
  return router;
}
