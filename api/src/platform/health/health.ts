import { createRequire } from 'node:module';
import { Router } from 'express';
import { pingDatabase, type Database } from '../db/database.js';
import { operation } from '../http/openapi.js';

const { version } = createRequire(import.meta.url)('../../../package.json') as { version: string };

export interface Health {
  status: 'ok' | 'degraded';
  version: string;
  database: { state: 'up' | 'down'; dialect: Database['dialect'] };
}

export async function checkHealth(db: Database): Promise<Health> {
  const up = await pingDatabase(db);
  return {
    status: up ? 'ok' : 'degraded',
    version,
    database: { state: up ? 'up' : 'down', dialect: db.dialect },
  };
}

export function healthRoutes(db: Database): Router {
  return Router().get(
    '/health',
    operation('getHealth', async (_req, res) => {
      const health = await checkHealth(db);
      res.status(health.status === 'ok' ? 200 : 503).json(health);
    }),
  );
}
