import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { testDialects } from './platform/test/harness.js';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Started {
  /** Everything written to stdout and stderr so far. */
  output: () => string;
  /** The JSON lines of stdout so far. */
  lines: () => Array<Record<string, unknown>>;
  exited: Promise<number | null>;
  stop: () => Promise<void>;
}

/** `node src/server.ts` (through tsx) as a start runs it, with only the given environment. */
function startServer(env: Record<string, string>): Started {
  // No VITEST variable: the child logs at its production level.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    output: () => stdout + stderr,
    lines: () =>
      stdout
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    exited,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function until<T>(read: () => T | undefined, started: Started, what: string): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No ${what} in:\n${started.output()}`);
}

const dirs: string[] = [];
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'accrue-start-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const PASSWORD = 'Pa55-w0rd_never_printed';
const { dialects } = await testDialects();

describe('a start with a bad DATABASE_URL', () => {
  const cases: Array<[string, string]> = [
    ['an unreachable port', `mysql://accrue:${PASSWORD}@127.0.0.1:1/accrue`],
    ['an unknown host', `mysql://accrue:${PASSWORD}@db.invalid:3306/accrue`],
    ['a URL that does not parse', `mysql://accrue:${PASSWORD}@db.example:notaport/accrue`],
    [
      'a percent-encoded password',
      `mysql://accrue:${encodeURIComponent(`${PASSWORD}@/:`)}@127.0.0.1:1/accrue`,
    ],
  ];
  if (dialects.includes('mysql')) {
    // The suite's MariaDB, with a password it does not have for root.
    cases.push(['a wrong password', `mysql://root:${PASSWORD}@127.0.0.1:3306/mysql`]);
  }

  it.each(cases)(
    '(%s) exits with a reason and never prints the password',
    async (_case, url) => {
      const started = startServer({ DATABASE_URL: url, BUNDLED_SIGN_IN: 'true', DATA_DIR: dataDir() });
      expect(await started.exited).toBe(1);
      const output = started.output();
      expect(output).toContain('Accrue cannot start');
      expect(output).not.toContain(PASSWORD);
      expect(output).not.toContain(encodeURIComponent(PASSWORD));
    },
    60_000,
  );

  it('refuses DATABASE_URL without a chosen sign-in provider, saying what to set', async () => {
    const started = startServer({
      DATABASE_URL: `mysql://accrue:${PASSWORD}@127.0.0.1:1/accrue`,
      DATA_DIR: dataDir(),
    });
    expect(await started.exited).toBe(1);
    const fatal = started.lines().find((line) => line.level === 60);
    expect(fatal?.msg).toMatch(
      /^Accrue cannot start: DATABASE_URL is set but no sign-in provider is chosen\. Set OIDC_ISSUER/,
    );
    expect(started.output()).not.toContain(PASSWORD);
  }, 60_000);
});

describe('a start on the embedded defaults', () => {
  it('says which mode it runs in, and with LOG_REQUESTS=true logs one JSON line per request without credentials', async () => {
    const started = startServer({ DATA_DIR: dataDir(), DEMO_DATA: 'false', LOG_REQUESTS: 'true' });
    try {
      const listening = await until(
        () =>
          started
            .lines()
            .find((line) => typeof line.msg === 'string' && line.msg.startsWith('Accrue listening')),
        started,
        'listening line',
      );
      const mode = started.lines().find((line) => line.mode)?.mode;
      expect(mode).toMatchObject({
        database: 'sqlite',
        signIn: expect.stringMatching(/^bundled provider at http:\/\/localhost:0\/oidc$/),
        demoData: false,
        production: false,
        logRequests: true,
      });
      const url = `http://127.0.0.1:${listening.port as number}`;
      const before = started.lines().length;
      const response = await fetch(`${url}/api/users/me?token=secret-in-the-address`, {
        headers: { authorization: 'Bearer secret-bearer', cookie: 'accrue_session=secret-cookie' },
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
      const logged = await until(
        () => {
          const lines = started.lines().slice(before);
          return lines.length ? lines : undefined;
        },
        started,
        'request line',
      );
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({
        req: { method: 'GET', url: '/api/users/me?token=[REDACTED]' },
        res: { statusCode: response.status },
        responseTime: expect.any(Number),
      });
      const text = JSON.stringify(logged[0]);
      for (const secret of ['secret-in-the-address', 'secret-bearer', 'secret-cookie'])
        expect(text).not.toContain(secret);
    } finally {
      await started.stop();
    }
  }, 60_000);
});
