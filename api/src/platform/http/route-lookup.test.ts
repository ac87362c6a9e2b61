import fs from 'node:fs';
import express, { type NextFunction, type Request, type Response } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { OPENAPI_SPEC } from '../../app.js';
import { listen } from '../test/http.js';
import { OPERATION_METHODS, contractValidation } from './validation.js';

/**
 * The compiled route lookup answers exactly what express-openapi-validator's own lookup answers:
 * two apps, one with each, are asked the same requests (every path of the contract with several
 * kinds of parameter values, with its methods and others, and paths that are not in it).
 */

function appWith(libraryLookup: boolean) {
  const app = express();
  const { match } = contractValidation({ apiSpec: OPENAPI_SPEC, validateResponses: false, libraryLookup });
  const api = express.Router();
  api.use(match);
  api.use((req: Request, res: Response) => {
    const openapi = (req as Request & { openapi?: Record<string, unknown> }).openapi;
    res.json({
      operationId: (openapi?.schema as { operationId?: string } | undefined)?.operationId ?? null,
      expressRoute: openapi?.expressRoute ?? null,
      openApiRoute: openapi?.openApiRoute ?? null,
      pathParams: openapi?.pathParams ?? null,
      params: req.params,
    });
  });
  api.use(
    (
      error: { status?: number; message?: string; headers?: unknown },
      _req: Request,
      res: Response,
      _next: NextFunction,
    ) => {
      res.status(error.status ?? 500).json({ error: error.message, headers: error.headers ?? null });
    },
  );
  app.use('/api', api);
  return app;
}

const document = parse(fs.readFileSync(OPENAPI_SPEC, 'utf8')) as {
  servers?: { url: string }[];
  paths: Record<string, Record<string, unknown>>;
};

function requests(): { method: string; path: string }[] {
  const out: { method: string; path: string }[] = [];
  for (const [template, item] of Object.entries(document.paths)) {
    const declared = OPERATION_METHODS.filter((method) => method in item);
    for (const value of ['1', 'abc', 'a%20b', '%E0%A4%A', '..']) {
      const path = `/api${template.replace(/\{[^}]+\}/g, value)}`;
      for (const method of [...declared, 'patch', 'delete']) out.push({ method, path });
      out.push({ method: declared[0]!, path: `${path}/` });
      out.push({ method: declared[0]!, path: path.toUpperCase() });
    }
  }
  out.push({ method: 'get', path: '/api/no/such/route' }, { method: 'get', path: '/api' });
  return out;
}

let library: Awaited<ReturnType<typeof listen>>;
let compiled: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  library = await listen(appWith(true));
  compiled = await listen(appWith(false));
});
afterAll(async () => {
  await library.close();
  await compiled.close();
});

describe('compiled route lookup', () => {
  it('answers as the library does for every path of the contract', async () => {
    const all = requests();
    expect(all.length).toBeGreaterThan(500);
    const answer = async (base: string, { method, path }: { method: string; path: string }) => {
      const response = await fetch(`${base}${path}`, { method: method.toUpperCase() });
      return { status: response.status, body: await response.text() };
    };
    let matched = 0;
    for (const request of all) {
      const [expected, actual] = await Promise.all([
        answer(library.url, request),
        answer(compiled.url, request),
      ]);
      expect({ ...request, ...actual }).toEqual({ ...request, ...expected });
      if (actual.status === 200 && actual.body.includes('"operationId":"')) matched++;
    }
    // Most requests find their operation: the comparison is not only of refusals.
    expect(matched).toBeGreaterThan(all.length / 3);
    // Some 2,000 requests one after the other: 13 s alone, three times that on a loaded machine.
  }, 180_000);
});
