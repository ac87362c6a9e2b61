import { Router } from 'express';
import type { Database } from '../../platform/db/database.js';
import { contextOf } from '../../platform/http/authorize.js';
import { answer, operation } from '../../platform/http/openapi.js';
import { exchangeEmbedToken, mintEmbedToken, mintOwnEmbedToken } from './service.js';

export function embedRoutes(db: Database): Router {
  const router = Router();
  router.post(
    '/embed/tokens',
    answer('createEmbedToken', (call) => mintEmbedToken(call.context, call.body), 201),
  );
  router.post(
    '/embed/connect',
    operation('connectEmbedFrame', async (req, res) => {
      res.set('Cache-Control', 'no-store');
      res.status(201).json(await mintOwnEmbedToken(contextOf(req), req.body));
    }),
  );
  router.post(
    '/embed/session',
    operation('createEmbedSession', async (req, res) => {
      res.set('Cache-Control', 'no-store');
      res.json(await exchangeEmbedToken(db, req.body));
    }),
  );
  return router;
}
