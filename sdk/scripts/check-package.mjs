// Fails when the SDK is not publishable as a partner would use it: checks what
// `npm pack` would publish (dist/, README, CHANGELOG, package.json: no sources, no tests), packs it,
// installs the tarball into a fresh folder outside the repository, imports it from plain Node (ESM)
// and type-checks a small TypeScript file against it with tsc. Run: `npm run check:package -w @accrue/sdk` (builds first), or as part of `npm test`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const sdk = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = path.join(path.dirname(sdk), 'node_modules/.bin/tsc');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const quiet = { npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false' };

function run(command, args, cwd) {
  return execFileSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ...quiet },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function fail(message) {
  console.error(`check:package: ${message}`);
  process.exit(1);
}

// It checks dist/ as built (by `generate` or `build`): rebuilding here would rewrite dist/ while
// turbo runs other packages' tasks that read it.
if (!fs.existsSync(path.join(sdk, 'dist/index.js')))
  fail('no dist/: run `npm run build -w @accrue/sdk` first');

// 1. What would be published.
const [dryRun] = JSON.parse(run(npm, ['pack', '--dry-run', '--json', '--ignore-scripts'], sdk));
const published = dryRun.files.map((file) => file.path);
const unexpected = published.filter(
  (file) =>
    !['package.json', 'README.md', 'CHANGELOG.md'].includes(file) && !/^dist\/.+\.(js|d\.ts)$/.test(file),
);
if (unexpected.length > 0) fail(`would publish more than dist/, README, CHANGELOG: ${unexpected.join(', ')}`);
for (const required of [
  'package.json',
  'README.md',
  'CHANGELOG.md',
  'dist/index.js',
  'dist/index.d.ts',
  'dist/embed.js',
]) {
  if (!published.includes(required)) fail(`would not publish ${required}`);
}
if (published.some((file) => /\.test\.|\/src\//.test(file))) fail('would publish tests or sources');
const manifest = JSON.parse(fs.readFileSync(path.join(sdk, 'package.json'), 'utf8'));
if (manifest.private) fail('package.json is private');
for (const dependency of Object.keys(manifest.dependencies ?? {})) {
  if (dependency.startsWith('@accrue/')) fail(`depends on the private workspace package ${dependency}`);
}

// 2. Packed, installed into a fresh folder, used from plain Node and from TypeScript.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'accrue-sdk-package-'));
try {
  const [packed] = JSON.parse(
    run(npm, ['pack', '--json', '--ignore-scripts', '--pack-destination', scratch], sdk),
  );
  const tarball = path.join(scratch, packed.filename);
  const host = path.join(scratch, 'host');
  fs.mkdirSync(host);
  fs.writeFileSync(
    path.join(host, 'package.json'),
    JSON.stringify({ name: 'sdk-host', private: true, type: 'module' }),
  );
  // Its one dependency (openapi-fetch) usually comes from the npm cache; the registry otherwise.
  run(npm, ['install', tarball, '--no-audit', '--no-fund', '--prefer-offline', '--no-package-lock'], host);

  fs.writeFileSync(
    path.join(host, 'use.mjs'),
    `import { createAccrueClient, WIDGETS } from '@accrue/sdk';
import { embed } from '@accrue/sdk/embed';
if (typeof embed !== 'function' || WIDGETS.statement.container !== 'mfe_statements') throw new Error('exports');
const seen = [];
const client = createAccrueClient({
  baseUrl: 'https://accrue.test',
  apiKey: 'accrue_test',
  fetch: async (request) => {
    seen.push(request.url, request.headers.get('authorization'));
    return new Response(JSON.stringify({ status: 'ok' }), { headers: { 'content-type': 'application/json' } });
  },
});
const { data } = await client.GET('/health');
if (data?.status !== 'ok' || seen[0] !== 'https://accrue.test/api/health' || seen[1] !== 'Bearer accrue_test') {
  throw new Error('client: ' + JSON.stringify({ data, seen }));
}
console.log('ok');
`,
  );
  const output = run(process.execPath, ['use.mjs'], host).trim();
  if (output !== 'ok') fail(`plain Node printed ${output}`);

  fs.writeFileSync(
    path.join(host, 'use.ts'),
    `import { createAccrueClient, type components, type WidgetName } from '@accrue/sdk';
import type { paths } from '@accrue/sdk/schema';
import { embed } from '@accrue/sdk/embed';

type Health = components['schemas']['Health'];
const client = createAccrueClient({ baseUrl: 'https://accrue.example.com', apiKey: 'accrue_…' });
export async function status(): Promise<Health['status'] | undefined> {
  const { data } = await client.GET('/health');
  return data?.status;
}
export const widget: WidgetName = 'statement';
export const healthPath: keyof paths = '/health';
export const mount = () => embed('#commissions', { widget, token: 'minted-server-side' });
// @ts-expect-error: not an operation of the API
export const wrong = () => client.GET('/no-such-path');
`,
  );
  // The README's TypeScript example, as a partner would paste it (Node's `process` declared, as
  // @types/node would).
  const readme = fs.readFileSync(path.join(sdk, 'README.md'), 'utf8');
  const example = /```ts\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!example) fail('README.md has no ```ts example');
  fs.writeFileSync(
    path.join(host, 'readme.ts'),
    `declare const process: { env: Record<string, string | undefined> };\n${example}`,
  );
  fs.writeFileSync(
    path.join(host, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2022', 'DOM'],
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: [],
      },
      files: ['use.ts', 'readme.ts'],
    }),
  );
  try {
    run(tsc, ['-p', host], host);
  } catch (error) {
    fail(`tsc on a file using the installed package:\n${error.stdout}${error.stderr}`);
  }
  console.log(
    `check:package: ${published.length} files, ${packed.filename} installs, imports from node and type-checks with tsc.`,
  );
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
