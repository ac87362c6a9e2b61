// Bundles the contract's parts (openapi/openapi.yaml and the per-domain files it references) into
// the committed top-level openapi.yaml, which the API validates against and the SDK is generated
// from. With --check, or whenever CI=true, it writes nothing and fails (exit 1) when the committed
// bundle differs from what the parts bundle to (same reason as generate.mjs: turbo runs `generate`
// before every other task, so a CI run that rewrote the file would compare it with itself).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const source = path.join(root, 'openapi/openapi.yaml');
const target = path.join(root, 'openapi.yaml');

/** What the parts bundle to, formatted as the repository formats YAML. */
export async function bundleOpenapi() {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'accrue-openapi-'));
  try {
    const output = path.join(scratch, 'openapi.yaml');
    try {
      execFileSync(path.join(root, 'node_modules/.bin/redocly'), ['bundle', source, '-o', output], {
        cwd: root,
        stdio: 'pipe',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      });
    } catch (error) {
      // Redocly's own report (an unresolved $ref, a YAML error) is the useful part.
      process.stderr.write(error.stderr ?? '');
      throw new Error('redocly bundle failed on openapi/openapi.yaml');
    }
    const header =
      '# Generated from openapi/ by `npm run bundle:openapi`: edit the files there, not this one.\n';
    const options = { ...(await prettier.resolveConfig(target)), filepath: target };
    return prettier.format(header + fs.readFileSync(output, 'utf8'), options);
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/** Writes the bundle, or (checking) fails when the committed one is stale. */
export async function writeOrCheckBundle(check) {
  const bundled = await bundleOpenapi();
  if (check) {
    const committed = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
    if (committed !== bundled) {
      console.error('openapi.yaml is stale: run `npm run bundle:openapi` and commit the result.');
      process.exit(1);
    }
    console.log('openapi.yaml is up to date with openapi/.');
  } else {
    fs.writeFileSync(target, bundled);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeOrCheckBundle(process.argv.includes('--check') || process.env.CI === 'true');
}
