// Builds the published SDK into dist/: ESM .js and .d.ts from the TypeScript compiler, which plain
// Node and any bundler import without TypeScript tooling. The private workspace packages the SDK
// uses (tsconfig.build.json `paths`: the permission matrix, the list of widgets) are not on the
// registry, so their compiled files are inlined under dist/internal/ and the imports rewritten to
// them; the build fails if any other workspace import is left in dist.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const sdk = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.dirname(sdk);
const dist = path.join(sdk, 'dist');
const { paths } = JSON.parse(fs.readFileSync(path.join(sdk, 'tsconfig.build.json'), 'utf8')).compilerOptions;

const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'accrue-sdk-build-'));
try {
  const tsc = path.join(root, 'node_modules/.bin/tsc');
  execFileSync(tsc, ['-p', path.join(sdk, 'tsconfig.build.json'), '--outDir', staging], { stdio: 'inherit' });

  // Where each compiled folder lands: the SDK's src at the top of dist/, an inlined package's
  // folder under dist/internal/<its folder's name>/.
  const placements = new Map([[path.join(staging, 'sdk/src'), dist]]);
  const inlined = new Map(); // '@accrue/x' -> the file in dist it points at (without extension)
  for (const [specifier, [target]] of Object.entries(paths)) {
    const source = path.resolve(sdk, target); // ../packages/access/src/index.ts
    const folder = path.dirname(source);
    const packageName = path.basename(path.dirname(folder)); // access, federation
    const placed = path.join(dist, 'internal', packageName);
    placements.set(path.join(staging, path.relative(root, folder)), placed);
    inlined.set(specifier, path.join(placed, path.basename(source, '.ts')));
  }

  // Assembled aside, then synced into dist/: only changed files are written, so packages reading
  // dist/ while turbo runs this again (generate, then build) never see it missing or half-written.
  const assembled = path.join(staging, 'dist');
  for (const [from, to] of placements)
    fs.cpSync(from, path.join(assembled, path.relative(dist, to)), { recursive: true });

  const leftovers = [];
  const files = fs.readdirSync(assembled, { recursive: true }).filter((file) => /\.(js|d\.ts)$/.test(file));
  for (const file of files) {
    const full = path.join(dist, file);
    const text = fs
      .readFileSync(path.join(assembled, file), 'utf8')
      .replace(/(from\s*|import\(\s*)(['"])(@accrue\/[^'"]+)\2/g, (all, head, quote, specifier) => {
        const target = inlined.get(specifier);
        if (!target) {
          leftovers.push(`${file}: ${specifier}`);
          return all;
        }
        let relative = path.relative(path.dirname(full), target).split(path.sep).join('/');
        if (!relative.startsWith('.')) relative = `./${relative}`;
        return `${head}${quote}${relative}.js${quote}`;
      });
    if (!fs.existsSync(full) || fs.readFileSync(full, 'utf8') !== text) {
      fs.mkdirSync(path.dirname(full), { recursive: true });
      fs.writeFileSync(full, text);
    }
  }
  if (leftovers.length > 0) {
    throw new Error(
      `dist imports private workspace packages (add them to tsconfig.build.json paths):\n${leftovers.join('\n')}`,
    );
  }
  // What an earlier build left and this one no longer makes (a removed source file).
  const wanted = new Set(files.map((file) => path.join(dist, file)));
  for (const file of fs.readdirSync(dist, { recursive: true })) {
    const full = path.join(dist, file);
    if (fs.statSync(full).isFile() && !wanted.has(full)) fs.rmSync(full);
  }
} finally {
  fs.rmSync(staging, { recursive: true, force: true });
}
