#!/usr/bin/env node
// `npm test`: every check of the repository, ordered for a 2-core machine.
//
// 1. Every build (with the code generation and transit packages it needs), then the lint and
//    typecheck of the two packages whose suites come next. The end-to-end suite needs every
//    build: inside one `turbo run lint typecheck build test`, the builds queued behind the long
//    test tasks, and the end-to-end files, which run one after the other, started last and ran
//    alone for ten minutes with a core idle.
// 2. The two longest suites from the start, the end-to-end files and the API's integration suite
//    on both databases, beside turbo running lint, typecheck and tests of every other package (two
//    tasks at a time). Inside turbo the API's suite started a quarter of an hour late, behind the
//    kit's. Both run outside turbo: a second turbo run at the same time would restore the same
//    cached outputs (generated clients, built packages) while the first reads them.
// 3. The checks of the repository as a whole: the bundled contract, dependencies, formatting.
//
// It stops at the first failing step and exits non-zero; the three runs of step 2 go to their end.
import { spawn } from 'node:child_process';

const TURBO_LOGS = '--output-logs=errors-only';
const OWN_SUITES = ['@accrue/e2e', '@accrue/api'];

// What CI keeps of a long run is its end, where the last suite to finish has printed, not the lines
// that named a failure half an hour earlier. Lines that look like one are kept by label and printed
// again after the step (a bounded number: a broken build can fail thousands of times).
// vitest's FAIL and ×, turbo's and npm's summaries, tsc's and eslint's errors, assertion messages.
const FAILURE_LINE =
  /\bFAIL\b|×|✗|✖|\bFailed:|ERR!|error TS\d|\d+:\d+\s+error\s|AssertionError|TestingLibraryElementError|Test timed out/;
const KEPT_FAILURE_LINES = 60;
const failureLines = new Map();

function keepIfFailure(label, line) {
  const plain = line.replace(/\x1b\[[0-9;]*m/g, '');
  if (plain.includes('✓') || !FAILURE_LINE.test(plain)) return;
  const kept = failureLines.get(label) ?? [];
  if (kept.length < KEPT_FAILURE_LINES) kept.push(plain);
  failureLines.set(label, kept);
}

/** Prints again the lines of the failed runs that named a failure. */
function repeatFailureLines(labels) {
  for (const label of labels) {
    const kept = failureLines.get(label) ?? [];
    console.error(
      `\n── what ${label} said of its failures (${kept.length} lines, at most ${KEPT_FAILURE_LINES})`,
    );
    for (const line of kept) console.error(`${label} ${line}`);
  }
}

/** Repeats what the run labelled `label` said of its failure; the exit code of a failed step. */
function failedAs(label) {
  repeatFailureLines([label]);
  return 1;
}

/** Runs a command with its output prefixed by `label`; resolves to its exit code. */
function run(label, command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let partial = '';
      from.on('data', (chunk) => {
        const lines = (partial + chunk.toString()).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) {
          keepIfFailure(label, line);
          to.write(`${label} ${line}\n`);
        }
      });
      from.on('end', () => partial && to.write(`${label} ${partial}\n`));
    }
    child.on('error', (error) => {
      console.error(`${label} could not start: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Prints a step's title; the function it answers prints the step's duration. */
function step(name, started = Date.now()) {
  console.log(`\n── ${name}`);
  return () => console.log(`── ${name}: ${Math.round((Date.now() - started) / 1000)} s`);
}

const turbo = (...args) => ['turbo', 'run', ...args, TURBO_LOGS];
const filters = (packages, exclude = false) =>
  packages.map((name) => `--filter=${exclude ? '!' : ''}${name}`);

async function main() {
  let done = step('builds, then lint and typecheck of the end-to-end and API packages');
  if ((await run('[build]', 'npx', turbo('build', '--concurrency=3'))) !== 0) return failedAs('[build]');
  if ((await run('[checks]', 'npx', turbo('lint', 'typecheck', ...filters(OWN_SUITES)))) !== 0)
    return failedAs('[checks]');
  done();

  done = step('end-to-end and API suites, beside lint, typecheck and tests of the other packages');
  const runs = [
    ['the end-to-end suite', '[e2e]', 'npm', ['run', 'test', '--workspace=@accrue/e2e', '--silent']],
    ["the API's suite", '[api]', 'npm', ['run', 'test', '--workspace=@accrue/api', '--silent']],
    [
      'turbo (the other packages)',
      '[turbo]',
      'npx',
      turbo('lint', 'typecheck', 'test', '--concurrency=2', '--continue', ...filters(OWN_SUITES, true)),
    ],
  ];
  const codes = await Promise.all(runs.map(([, label, command, args]) => run(label, command, args)));
  done();
  const failed = runs.filter((_, index) => codes[index] !== 0);
  if (failed.length) {
    repeatFailureLines(failed.map(([, label]) => label));
    console.error(`\nFailed: ${failed.map(([name]) => name).join(', ')}`);
    return 1;
  }

  for (const script of ['lint:openapi', 'lint:deps', 'format:check']) {
    done = step(script);
    if ((await run(`[${script}]`, 'npm', ['run', script, '--silent'])) !== 0) return failedAs(`[${script}]`);
    done();
  }
  return 0;
}

process.exit(await main());
