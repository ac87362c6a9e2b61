/**
 * The engine's shape, checked on its sources:
 * - the library entry (src/index.ts) and everything it reaches import no Node built-in and only
 *   packages known to run in a browser: the plan designer runs this very code;
 * - imports flow one way: core ← plan/types (the plan vocabulary) ← formula ← plan ← calc ← the
 *   entry ← node. A lower layer never imports a higher one.
 */
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = path.dirname(fileURLToPath(import.meta.url));

/**
 * Packages the library may import, each checked to run in a browser (no Node built-ins in the
 * build browsers get). Add one only after checking that.
 */
const BROWSER_SAFE_PACKAGES = new Set(['yaml']);

/** Source files, as paths relative to src/ with forward slashes ("calc/data.ts"). */
type Sources = ReadonlyMap<string, string>;

function importsOf(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((f) => f.fileName);
}

function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

const isBuiltin = (specifier: string) =>
  specifier.startsWith('node:') || builtinModules.includes(packageOf(specifier));

/** "../core/money.js" from "calc/data.ts" → "core/money.ts" (undefined when no such file). */
function resolve(from: string, specifier: string, sources: Sources): string | undefined {
  const base = path.posix.join(path.posix.dirname(from), specifier).replace(/\.js$/, '');
  return [`${base}.ts`, `${base}/index.ts`].find((candidate) => sources.has(candidate));
}

/** What the files reached from `entry` import that a browser cannot load. */
export function browserViolations(entry: string, sources: Sources): string[] {
  const problems: string[] = [];
  const seen = new Set([entry]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const specifier of importsOf(sources.get(file)!)) {
      if (specifier.startsWith('.')) {
        const target = resolve(file, specifier, sources);
        if (!target) problems.push(`${file} imports ${specifier}, which does not exist`);
        else if (!seen.has(target)) {
          seen.add(target);
          queue.push(target);
        }
      } else if (isBuiltin(specifier)) {
        problems.push(`${file} imports the Node built-in ${specifier}`);
      } else if (!BROWSER_SAFE_PACKAGES.has(packageOf(specifier))) {
        problems.push(`${file} imports ${specifier}, not known to be browser-safe`);
      }
    }
  }
  return problems;
}

/** The layer of a source file; a file may import files of its own layer or below. */
function layerOf(file: string): number {
  if (file.startsWith('core/')) return 0;
  if (file === 'plan/types.ts') return 1;
  if (file.startsWith('formula/')) return 2;
  if (file.startsWith('plan/')) return 3;
  if (file.startsWith('calc/')) return 4;
  if (file === 'index.ts') return 5;
  if (file.startsWith('node/')) return 6;
  throw new Error(`${file}: not in any layer; place it in core/, formula/, plan/, calc/ or node/`);
}

/** Imports that go up the layers (tests excluded: they may use anything). */
export function layerViolations(sources: Sources): string[] {
  const problems: string[] = [];
  for (const [file, source] of sources) {
    if (file.endsWith('.test.ts') || file.startsWith('test/')) continue;
    for (const specifier of importsOf(source).filter((s) => s.startsWith('.'))) {
      const target = resolve(file, specifier, sources);
      if (target && layerOf(target) > layerOf(file)) problems.push(`${file} imports ${target}`);
    }
  }
  return problems;
}

function readSources(): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of fs.readdirSync(SRC, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const full = path.join(entry.parentPath, entry.name);
    out.set(path.relative(SRC, full).split(path.sep).join('/'), fs.readFileSync(full, 'utf8'));
  }
  return out;
}

describe('engine architecture', () => {
  const sources = readSources();

  it('keeps the library entry browser-safe', () => {
    expect(browserViolations('index.ts', sources)).toEqual([]);
  });

  it('keeps imports flowing down the layers', () => {
    expect(layerViolations(sources)).toEqual([]);
  });

  it('reaches the whole library from the entry, and not the Node side', () => {
    const reached = new Set<string>();
    const visit = (file: string) => {
      if (reached.has(file)) return;
      reached.add(file);
      for (const s of importsOf(sources.get(file)!).filter((x) => x.startsWith('.')))
        visit(resolve(file, s, sources)!);
    };
    visit('index.ts');
    expect(reached).toContain('calc/calculate.ts');
    expect(reached).toContain('formula/functions/registry.ts');
    expect([...reached].filter((f) => f.startsWith('node/'))).toEqual([]);
  });

  it('catches a Node built-in, an unvetted package and an upward import', () => {
    const fake = new Map([
      ['index.ts', "export * from './calc/a.js';"],
      ['calc/a.ts', "import fs from 'fs';\nimport { x } from '../core/b.js';\nexport { x, fs };"],
      ['core/b.ts', "import type { A } from '../calc/a.js';\nexport const x = await import('node:path');"],
      ['node/c.ts', "import { parse } from 'csv-parse/sync';"],
      ['formula/d.ts', "import { parse } from 'csv-parse/sync';"],
    ]);
    expect(browserViolations('index.ts', fake)).toEqual([
      'calc/a.ts imports the Node built-in fs',
      'core/b.ts imports the Node built-in node:path',
    ]);
    expect(browserViolations('formula/d.ts', fake)).toEqual([
      'formula/d.ts imports csv-parse/sync, not known to be browser-safe',
    ]);
    expect(layerViolations(fake)).toEqual(['core/b.ts imports calc/a.ts']);
  });
});
