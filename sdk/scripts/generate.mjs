// Bundles openapi/ into openapi.yaml (bundle-openapi.mjs), then generates src/generated/schema.ts
// from openapi.yaml. With --check, or whenever CI=true, it
// writes nothing and fails (exit 1) when the committed file differs from what the current
// openapi.yaml generates, so the SDK can never drift from the contract. The CI case matters because
// turbo runs `generate` before every other task: a generate that rewrote the file there would make
// any later check compare the file with itself.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';
import { writeOrCheckBundle } from './bundle-openapi.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const spec = path.resolve(here, '../../openapi.yaml');
const target = path.resolve(here, '../src/generated/schema.ts');

const check = process.argv.includes('--check') || process.env.CI === 'true';
// The bundle first: the types below are generated from it.
await writeOrCheckBundle(check);

const ast = await openapiTS(new URL(`file://${spec}`));
const header =
  '/**\n * Generated from openapi.yaml by `npm run generate -w @accrue/sdk`. Do not edit.\n */\n\n';
const options = { ...(await prettier.resolveConfig(target)), filepath: target };
const generated = await prettier.format(header + astToString(ast), options);

if (check) {
  const committed = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
  if (committed !== generated) {
    console.error('sdk/src/generated/schema.ts is stale: run `npm run generate` and commit the result.');
    process.exit(1);
  }
  console.log('sdk/src/generated/schema.ts is up to date with openapi.yaml.');
} else {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, generated);
}
