#!/usr/bin/env node
// `npm test`: every check of the repository, ordered for a 2-core machine.
//
// 1. Every build (with the code generation and transit packages it needs), first: the end-to-end
//    suite needs them all; then the end-to-end package's own lint and typecheck. Started inside one `turbo run lint typecheck build test`, the builds
//    queued behind the long test tasks and the end-to-end suite, which runs its files one after
//    the other, started only at the end and ran alone for a quarter of an hour on a machine with
//    one core idle.
// 2. The end-to-end suite from the start, beside lint, typecheck and the other test tasks (two at a
//    time). It runs outside turbo: a second turbo run at the same time would restore the same
//    cached outputs (generated clients, built packages) while the first reads them.
// 3. The checks of the repository as a whole: the bundled contract, dependencies, formatting.
//
// It stops at the first failing step and exits non-zero; both suites of step 2 run to their end.
import { spawn } from 'node:child_process';

const TURBO_LOGS = '--output-logs=errors-only';

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
        for (const line of lines) to.write(`${label} ${line}\n`);
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

function step(name, started = Date.now()) {
  console.log(`\n── ${name}`);
  return () => console.log(`── ${name}: ${Math.round((Date.now() - started) / 1000)} s`);
}

async function main() {
  let done = step('builds, and the lint and typecheck of the end-to-end package');
  if ((await run('[build]', 'npx', ['turbo', 'run', 'build', '--concurrency=3', TURBO_LOGS])) !== 0) return 1;
  const e2eChecks = ['turbo', 'run', 'lint', 'typecheck', '--filter=@accrue/e2e', TURBO_LOGS];
  if ((await run('[e2e checks]', 'npx', e2eChecks)) !== 0) return 1;
  done();

  done = step('end-to-end suite, beside lint, typecheck and the other tests');
  const [e2e, rest] = await Promise.all([
    run('[e2e]', 'npm', ['run', 'test', '--workspace=@accrue/e2e', '--silent']),
    run('[turbo]', 'npx', [
      'turbo',
      'run',
      'lint',
      'typecheck',
      'test',
      '--filter=!@accrue/e2e',
      '--concurrency=2',
      TURBO_LOGS,
    ]),
  ]);
  done();
  if (e2e !== 0 || rest !== 0) {
    console.error(
      `\nFailed: ${[e2e !== 0 && 'the end-to-end suite', rest !== 0 && 'turbo'].filter(Boolean).join(', ')}`,
    );
    return 1;
  }

  for (const script of ['lint:openapi', 'lint:deps', 'format:check']) {
    done = step(script);
    if ((await run(`[${script}]`, 'npm', ['run', script, '--silent'])) !== 0) return 1;
    done();
  }
  return 0;
}

process.exit(await main());
