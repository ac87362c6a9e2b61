/**
 * The engine's Node side (`@accrue/engine/node`): what needs the file system or Node-only parsers.
 * The library entry (`@accrue/engine`) stays browser-safe; the CLI (`cli.ts`) and the benchmark
 * (`bench/bench.ts`) are scripts run through `npm run calc` / `npm run bench:engine`.
 */
export { loadBundle, type Bundle } from './bundle.js';
export { parseCsv } from './csv.js';
