#!/usr/bin/env node
// Runs a test command (`node tools/test-watchdog.mjs vitest run`) and ends it when it has printed
// nothing for TEST_SILENCE_MINUTES (10 by default), saying what was still running.
//
// Why: a test process that never ends (a deadlock, a worker the runner waits on forever) runs
// until CI's own limit kills the whole job, and turbo then shows none of its output. Stopped here,
// the task fails with its log, the test files not yet reported and the processes left with their
// CPU use (a busy loop or a wait).
//
// One hang is told apart: every test file reported, then the runner never exits (seen twice in CI
// with vitest 4.1's forks pool: a worker it waits on after the last file, idle, with nothing left to
// run; vitest #10162). After TEST_DRAIN_MINUTES (2) of silence in that state the run is ended and
// answered from the files' own results: it fails if any file failed, passes otherwise, and says so.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SILENCE_MS = Number(process.env.TEST_SILENCE_MINUTES ?? 10) * 60_000;
const DRAIN_MS = Number(process.env.TEST_DRAIN_MINUTES ?? 2) * 60_000;
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node tools/test-watchdog.mjs <command> [args…]');
  process.exit(2);
}

const child = spawn(command, args, {
  stdio: ['ignore', 'pipe', 'pipe'],
  // Its own process group, so that every process it starts can be found and stopped.
  detached: true,
});

let lastOutput = Date.now();
let printed = '';
for (const [from, to] of [
  [child.stdout, process.stdout],
  [child.stderr, process.stderr],
]) {
  from.on('data', (chunk) => {
    lastOutput = Date.now();
    printed = (printed + chunk.toString()).slice(-2_000_000);
    to.write(chunk);
  });
}

/** The processes of the child's group: pid, age, average CPU, state (R runs, S waits) and command. */
function groupProcesses() {
  const table = execFileSync('ps', ['-eo', 'pid=,pgid=,etime=,pcpu=,stat=,args='], { encoding: 'utf8' });
  return table
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((cells) => cells[1] === String(child.pid))
    .map(([pid, , etime, pcpu, stat, ...cmd]) => ({ pid, etime, pcpu, stat, args: cmd.join(' ') }));
}

/** Test files under src/ that the runner's output never named (those still running or queued). */
function unreported() {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.test\.tsx?$/.test(entry.name)) files.push(path.relative(process.cwd(), full));
    }
  };
  if (fs.existsSync('src')) walk('src');
  return files.filter((file) => !printed.includes(file));
}

/** The runner's verdict per reported file (vitest: ✓ passed, ❯ with a failure, ↓ skipped). */
function fileResults() {
  // eslint-disable-next-line no-control-regex -- the runner's colours
  const plain = printed.replace(/\u001b\[[0-9;]*m/g, '');
  const results = new Map();
  for (const match of plain.matchAll(/^\s*(✓|❯|×|↓)\s+(\S+\.test\.tsx?)\b/gm))
    results.set(match[2], match[1] === '✓' || match[1] === '↓');
  return results;
}

function listProcesses() {
  for (const p of groupProcesses())
    console.error(`  pid ${p.pid}, up ${p.etime}, ${p.pcpu}% CPU, state ${p.stat}: ${p.args.slice(0, 200)}`);
}

function stopGroup() {
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already ended
  }
}

/** Every file reported and the runner idle since: end it, and answer from the files' results. */
function drained() {
  clearInterval(timer);
  const failed = [...fileResults()].filter(([, passed]) => !passed).map(([file]) => file);
  console.error(
    `\ntest-watchdog: every test file reported, but \`${[command, ...args].join(' ')}\` did not exit ` +
      `in ${DRAIN_MS / 60_000} minutes; ended. Processes left:`,
  );
  listProcesses();
  console.error(failed.length ? `Files with failures: ${failed.join(', ')}` : 'Every test file passed.');
  stopGroup();
  process.exit(failed.length ? 1 : 0);
}

function giveUp() {
  clearInterval(timer);
  const minutes = SILENCE_MS / 60_000;
  console.error(
    `\ntest-watchdog: no output for ${minutes} minutes from \`${[command, ...args].join(' ')}\`.`,
  );
  console.error(`Test files not reported: ${unreported().join(', ') || '(none)'}`);
  listProcesses();
  stopGroup();
  process.exit(1);
}

const timer = setInterval(() => {
  const silence = Date.now() - lastOutput;
  if (silence >= SILENCE_MS) giveUp();
  else if (silence >= DRAIN_MS && fileResults().size > 0 && unreported().length === 0) drained();
}, 5_000);

let exitCode = 1;
const end = () => {
  clearInterval(timer);
  process.exit(exitCode);
};
child.on('exit', (code) => {
  exitCode = code ?? 1;
  // Its output first ('close'), unless a process it left behind keeps the pipes open.
  setTimeout(end, 10_000).unref();
});
child.on('close', end);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already ended
    }
  });
}
