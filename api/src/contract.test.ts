import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { OPENAPI_SPEC } from './app.js';
import { PERMISSIONS, PLATFORM_PERMISSIONS } from '@accrue/sdk/permissions';

const here = path.dirname(fileURLToPath(import.meta.url));
const spec = parse(fs.readFileSync(OPENAPI_SPEC, 'utf8')) as {
  paths: Record<
    string,
    Record<string, { operationId: string; security?: object[]; 'x-permission'?: string }>
  >;
};

describe('the access rules in openapi.yaml', () => {
  const operations = Object.entries(spec.paths).flatMap(([route, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ route, method, ...op })),
  );

  it.each(operations.filter((op) => op.security?.length))(
    '$method $route declares a known x-permission',
    (op) => {
      expect(['AUTHENTICATED', ...PERMISSIONS, ...PLATFORM_PERMISSIONS]).toContain(op['x-permission']);
    },
  );

  it('keeps public only health and the sign-in calls', () => {
    const open = operations.filter((op) => !op.security?.length).map((op) => op.operationId);
    expect(open.sort()).toEqual(['completeLogin', 'getHealth', 'logout', 'renewAccessToken', 'startLogin']);
  });
});

describe('the one tenancy layer', () => {
  it('is the only way to the models, besides the platform repositories', () => {
    const allowed = new Set(['db/models.ts', 'db/tenancy.ts']);
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        const relative = path.relative(here, file);
        if (entry.isDirectory()) {
          if (relative !== 'engine' && relative !== path.join('repositories', 'platform')) walk(file);
        } else if (/\.ts$/.test(entry.name) && !entry.name.endsWith('.test.ts') && !allowed.has(relative)) {
          if (
            /from '[./]+(db\/)?models\.js'/.test(fs.readFileSync(file, 'utf8')) &&
            /modelsOf/.test(fs.readFileSync(file, 'utf8'))
          )
            offenders.push(relative);
        }
      }
    };
    walk(here);
    expect(offenders).toEqual([]);
  });
});
