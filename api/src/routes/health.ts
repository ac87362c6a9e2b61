import { Router } from 'express';
import type { Database } from '../db/database.js';
import { asyncRoute } from '../http/async-route.js';
import { checkHealth } from '../services/health-service.js';

export function healthRoutes(db: Database): Router {
  return Router().get(
    '/health',
    asyncRoute(async (_req, res) => {
      const health = await checkHealth(db);
      res.status(health.status === 'ok' ? 200 : 503).json(health);
    }),
  );
}
