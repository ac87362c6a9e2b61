import { Router } from 'express';
import { contextOf } from '../../platform/http/authorize.js';
import { operation } from '../../platform/http/openapi.js';
import { listPayments } from './payments.js';

/** The payments page's call (GET /payments). */
export function paymentRoutes(): Router {
  const router = Router();
  router.get(
    '/payments',
    operation('listPayments', async (req, res) => {
      res.json(await listPayments(contextOf(req), req.query));
    }),
  );
  return router;
}
