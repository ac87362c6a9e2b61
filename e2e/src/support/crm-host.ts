import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from './servers';

export interface CrmHost {
  origin: string;
  child: ChildProcess;
}

/**
 * Starts the example CRM host (examples/crm-host) on http://localhost:<free port>: another site
 * than the product (on 127.0.0.1), minting embed tokens with the given API key.
 */
export async function startCrmHost(productOrigin: string, apiKey: string): Promise<CrmHost> {
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'examples/crm-host/server.mjs')], {
    env: { ...process.env, ACCRUE_URL: productOrigin, ACCRUE_API_KEY: apiKey, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /:(\d+) \(Accrue/.exec(out);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`crm-host exited (${code}): ${out}`)));
  });
  return { origin: `http://localhost:${port}`, child };
}

/** Calls the product's API from a signed-in page (a bearer from its session cookie). */
export async function callApi(page: Page, method: string, pathname: string, body?: unknown) {
  return page.evaluate(
    async ({ method, pathname, body }) => {
      const { accessToken } = await (await fetch('/api/auth/token', { method: 'POST' })).json();
      const answer = await fetch(`/api${pathname}`, {
        method,
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: answer.status, body: await answer.json().catch(() => null) };
    },
    { method, pathname, body },
  );
}

/**
 * The product and the example host wired for embedding, as an admin does it: an API key with the
 * `embed` scope for the host's server, and the host's origin in the company's embed origins.
 */
export async function embeddingHost(admin: Page, productOrigin: string): Promise<CrmHost> {
  const key = await callApi(admin, 'POST', '/company/api-keys', { name: 'Acme CRM', scopes: ['embed'] });
  if (key.status !== 201) throw new Error(`API key: ${key.status} ${JSON.stringify(key.body)}`);
  const host = await startCrmHost(productOrigin, key.body.key);
  const patched = await callApi(admin, 'PATCH', '/companies', { embedOrigins: [host.origin] });
  if (patched.status !== 200)
    throw new Error(`embed origins: ${patched.status} ${JSON.stringify(patched.body)}`);
  return host;
}
