import { createRequire } from 'node:module';
import { pingDatabase, type Database } from '../db/database.js';

const { version } = createRequire(import.meta.url)('../../package.json') as { version: string };

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
