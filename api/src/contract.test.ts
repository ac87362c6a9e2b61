import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { OPENAPI_SPEC } from './app.js';
import { OPERATION_METHODS } from './platform/http/validation.js';
import { PERMISSIONS, PLATFORM_PERMISSIONS } from '@accrue/access';

const here = path.dirname(fileURLToPath(import.meta.url));
const spec = parse(fs.readFileSync(OPENAPI_SPEC, 'utf8')) as {
  paths: Record<
    string,
    Record<string, { operationId: string; security?: object[]; 'x-permission'?: string }>
  >;
};

describe('the access rules in openapi.yaml', () => {
  const operations = Object.entries(spec.paths).flatMap(([route, ops]) =>
    Object.entries(ops)
      .filter(([method]) => OPERATION_METHODS.includes(method))
      .map(([method, op]) => ({ route, method, ...op })),
  );

  it.each(operations.filter((op) => op.security?.length))(
    '$method $route declares a known x-permission',
    (op) => {
      expect(['AUTHENTICATED', ...PERMISSIONS, ...PLATFORM_PERMISSIONS]).toContain(op['x-permission']);
    },
  );

  it('keeps public only health and the sign-in calls', () => {
    const open = operations.filter((op) => !op.security?.length).map((op) => op.operationId);
    expect(open.sort()).toEqual([
      'completeLogin',
      'createEmbedSession',
      // An avatar picture, public by its random token (an <img> sends no bearer).
      'getAvatar',
      'getHealth',
      'logout',
      'renewAccessToken',
      'startLogin',
    ]);
  });
});

/** Every TypeScript file of the API (tests included) with the files it imports, resolved. */
function sourceFiles(): { file: string; source: string; imports: string[] }[] {
  const files: { file: string; source: string; imports: string[] }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const absolute = path.join(dir, entry.name);
      const relative = path.relative(here, absolute).split(path.sep).join('/');
      if (entry.isDirectory()) {
        // The engine is moving to packages/engine and is no part of the API's layers.
        if (relative !== 'engine') walk(absolute);
      } else if (entry.name.endsWith('.ts')) {
        const source = fs.readFileSync(absolute, 'utf8');
        const imports = [...source.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((m) =>
          path.relative(here, path.resolve(dir, m[1]!)).split(path.sep).join('/').replace(/\.js$/, '.ts'),
        );
        files.push({ file: relative, source, imports });
      }
    }
  };
  walk(here);
  return files;
}

const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(file)?.[1];

describe('the architecture', () => {
  const files = sourceFiles();

  it('finds the layers it checks', () => {
    expect(files.map((f) => f.file)).toEqual(
      expect.arrayContaining([
        'platform/db/tenancy.ts',
        'modules/people/index.ts',
        'modules/company/repository.ts',
      ]),
    );
  });

  it('keeps each module to itself: another module is reached through its index.ts only', () => {
    const offenders = files.flatMap(({ file, imports }) => {
      const own = moduleOf(file);
      if (!own) return [];
      return imports
        .filter((target) => {
          const other = moduleOf(target);
          return other !== undefined && other !== own && target !== `modules/${other}/index.ts`;
        })
        .map((target) => `${file} → ${target}`);
    });
    expect(offenders).toEqual([]);
  });

  it('keeps the platform below the modules (only its test harness assembles the app)', () => {
    const offenders = files
      .filter(({ file }) => file.startsWith('platform/') && !file.startsWith('platform/test/'))
      .flatMap(({ file, imports }) =>
        imports.filter((target) => target.startsWith('modules/')).map((target) => `${file} → ${target}`),
      );
    expect(offenders).toEqual([]);
  });

  it('lets only the tenancy layer touch the models', () => {
    const offenders = files
      .filter(({ file }) => !['platform/db/tenancy.ts', 'platform/db/tables.ts'].includes(file))
      .filter(({ source }) => /\bmodelOf\b|\.define\(|\.getQueryInterface\(|sequelize\.query\(/.test(source))
      .map(({ file }) => file);
    // The migrations run on the query interface (ddl.ts drops a column in place on SQLite, which
    // the interface cannot say); the health check pings with SELECT 1; the job store claims with
    // FOR UPDATE SKIP LOCKED, which the ORM cannot say on MySQL.
    expect(offenders.sort()).toEqual([
      'platform/db/database.ts',
      'platform/db/ddl.ts',
      'platform/db/migrate.ts',
      'platform/jobs/store.ts',
    ]);
  });

  it('lets only platform repositories query across companies', () => {
    const offenders = files
      .filter(
        ({ file }) =>
          !file.startsWith('platform/') && !/^modules\/[^/]+\/platform-repository\.ts$/.test(file),
      )
      .filter(({ file }) => !file.endsWith('.test.ts'))
      .filter(({ source }) => /\bAcrossCompanies\b/.test(source))
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
  });

  it('declares each company-owned table once, in the module that owns it', () => {
    const declared = files.flatMap(({ file, source }) =>
      [...source.matchAll(/(?:companyTable|platformTable)<\w+>\('(\w+)'/g)].map((m) => `${m[1]} in ${file}`),
    );
    const names = declared.map((d) => d.split(' ')[0]);
    expect(new Set(names).size).toBe(names.length);
    for (const entry of declared) expect(entry).toMatch(/ in (modules\/[^/]+|platform\/[^/]+)\/tables\.ts$/);
  });
});
