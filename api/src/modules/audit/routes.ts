import { Router } from 'express';
import { contextOf } from '../../platform/http/authorize.js';
import { answer, operation } from '../../platform/http/openapi.js';
import { exportAuditEvents, listAuditEvents } from './service.js';

/** The audit log's calls: a page of events, and the same filters as a CSV file. */
export function auditRoutes(): Router {
  const router = Router();
  router.get(
    '/audit-events',
    answer('listAuditEvents', (call) => listAuditEvents(call.context, call.query)),
  );
  router.get(
    '/audit-events/export',
    operation('exportAuditEvents', async (req, res) => {
      const csv = await exportAuditEvents(contextOf(req), req.query);
      const day = new Date().toISOString().slice(0, 10);
      res.type('text/csv; charset=utf-8').attachment(`audit-${day}.csv`).send(csv);
    }),
  );
  return router;
}
