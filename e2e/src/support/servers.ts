import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitFor(url: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export interface ProductServer {
  origin: string;
  dataDir: string;
  /** The remotes.json this server boots the shell from (tests rewrite it to redeploy a remote). */
  remotesJsonPath: string;
  readRemotesJson(): Record<string, string>;
  writeRemotesJson(remotes: Record<string, string>): void;
  /** Stops the server and deletes its data folder, unless `keepData`. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/**
 * The data folder of a server the suite's global setup started once, seeded and calculated, then
 * stopped (global-setup.ts). A first start migrates, seeds the demo companies and calculates
 * their statements: seven seconds of processor time, paid once instead of once per file.
 */
export const SEEDED_DATA_DIR_ENV = 'ACCRUE_E2E_SEEDED_DATA_DIR';

/**
 * Starts the production server exactly as `npm start` does (built API serving the built front
 * ends on one port), on a free port, with its own data folder and its own copy of remotes.json.
 * The folder starts as a copy of the seeded one when there is one (a restart of a started
 * product, as on any later `npm start`), unless `fresh` asks for a first start.
 */
export async function startProductServer(
  env: Record<string, string> = {},
  { fresh = false }: { fresh?: boolean } = {},
): Promise<ProductServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'accrue-e2e-'));
  const seeded = process.env[SEEDED_DATA_DIR_ENV];
  if (seeded && !fresh && !('DEMO_DATA' in env) && !('DATABASE_URL' in env))
    for (const file of fs.readdirSync(seeded))
      if (file !== 'remotes.json') fs.copyFileSync(path.join(seeded, file), path.join(dataDir, file));
  const remotesJsonPath = path.join(dataDir, 'remotes.json');
  fs.copyFileSync(path.join(REPO_ROOT, 'shell/dist/remotes.json'), remotesJsonPath);
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['api/dist/server.js'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      REMOTES_JSON: remotesJsonPath,
      DATABASE_URL: '',
      // Sign-in redirects and the session cookie belong to the origin the browser uses.
      PUBLIC_URL: origin,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitFor(`${origin}/api/health`);
  return {
    origin,
    dataDir,
    remotesJsonPath,
    readRemotesJson: () => JSON.parse(fs.readFileSync(remotesJsonPath, 'utf8')) as Record<string, string>,
    writeRemotesJson: (remotes) => fs.writeFileSync(remotesJsonPath, JSON.stringify(remotes, null, 2)),
    stop: async ({ keepData = false } = {}) => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
};

export interface StaticServer {
  origin: string;
  root: string;
  stop(): Promise<void>;
}

/**
 * A plain static file server on another origin (another port, and `localhost` rather than
 * `127.0.0.1`): it stands for a CDN a remote is published to, and for a host CRM's page.
 */
export async function startStaticServer(root: string): Promise<StaticServer> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const file = path.join(root, path.normalize(decodeURIComponent(url.pathname)));
    if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'access-control-allow-origin': '*',
    });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    root,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
