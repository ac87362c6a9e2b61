import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase, type Database } from './platform/db/database.js';
import { migrate } from './platform/db/migrate.js';
import { listen } from './platform/test/http.js';

describe('the API platform', () => {
  let db: Database;
  let server: Awaited<ReturnType<typeof listen>>;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'accrue-api-'));

  beforeAll(async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    db = openDatabase(config);
    await migrate(db);
    server = await listen(createApp({ config, db, validateResponses: true }));
  });

  afterAll(async () => {
    await server.close();
    await db.sequelize.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('reports its health, version and database state', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      version: '0.1.0',
      database: { state: 'up', dialect: 'sqlite' },
    });
  });

  it('answers 503 with the same shape when the database is down', async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    const closed = openDatabase(config);
    await closed.sequelize.close();
    const degraded = await listen(createApp({ config, db: closed, validateResponses: true }));
    try {
      const response = await fetch(`${degraded.url}/api/health`);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ status: 'degraded', database: { state: 'down' } });
    } finally {
      await degraded.close();
    }
  });

  it('answers unknown API paths with the error shape', async () => {
    const response = await fetch(`${server.url}/api/no-such-thing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ statusCode: 404, message: expect.any(String) });
  });

  it('refuses parameters the contract does not allow', async () => {
    const response = await fetch(`${server.url}/api/health?unexpected=1`);
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body).toMatchObject({
      statusCode: 422,
      errors: [expect.objectContaining({ field: 'unexpected' })],
    });
  });

  it('in production, serves the bundled provider and the API before the front ends’ fallback', async () => {
    const frontendDir = fs.mkdtempSync(path.join(os.tmpdir(), 'accrue-front-'));
    fs.mkdirSync(path.join(frontendDir, 'shell', 'dist'), { recursive: true });
    fs.writeFileSync(
      path.join(frontendDir, 'shell', 'dist', 'index.html'),
      '<!doctype html><title>shell</title>',
    );
    const config = loadConfig({
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      FRONTEND_DIR: frontendDir,
      PUBLIC_URL: 'http://localhost:1',
    });
    const production = await listen(createApp({ config, db }));
    try {
      const discovery = await fetch(`${production.url}/oidc/.well-known/openid-configuration`, {
        headers: { accept: 'text/html' },
      });
      expect(discovery.status).toBe(200);
      expect(await discovery.json()).toMatchObject({ issuer: 'http://localhost:1/oidc' });
      const page = await fetch(`${production.url}/statements`, { headers: { accept: 'text/html' } });
      expect(await page.text()).toContain('<title>shell</title>');
      const unknown = await fetch(`${production.url}/api/nothing-here`, { headers: { accept: 'text/html' } });
      expect(unknown.status).toBe(404);
    } finally {
      await production.close();
      fs.rmSync(frontendDir, { recursive: true, force: true });
    }
  });
});
