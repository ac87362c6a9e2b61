import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
import { findAccountByEmail } from '../modules/people/index.js';
import { openDatabase } from '../platform/db/database.js';
import { api, signInThroughProvider } from '../platform/test/harness.js';
import { listenOnLoopback } from '../platform/test/http.js';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);

/** `npm run create-admin` as an operator runs it (tsx on the source), with its own environment. */
async function createAdmin(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'src/cli/create-admin.ts', ...args],
      { cwd: API_DIR, env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', ...env } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run create-admin on a real SQLite file', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'accrue-cli-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('creates a company and its super-admin, who signs in through the bundled provider with the password printed once', async () => {
    const dir = dataDir();
    const created = await createAdmin(
      ['--email', 'Boss@Acme.example', '--company', 'Acme Inc', '--super-admin', '--first-name', 'Ada'],
      { DATA_DIR: dir, DEMO_DATA: 'false' },
    );
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    const password = /^ {4}(\S+)$/m.exec(created.stdout)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);

    const db = openDatabase({ databaseUrl: undefined, dataDir: dir });
    const account = await findAccountByEmail(db, 'boss@acme.example');
    expect(account).toMatchObject({ role: 'ADMIN', firstName: 'Ada' });
    // Only a hash is stored.
    expect(account!.passwordHash).toMatch(/^scrypt\$/);
    expect(account!.passwordHash).not.toContain(password);

    // The real app on that file; the sign-in round trip needs PUBLIC_URL to be its own address.
    const { server, url, close } = await listenOnLoopback();
    server.on(
      'request',
      createApp({ config: loadConfig({ DATA_DIR: dir, DEMO_DATA: 'false', PUBLIC_URL: url }), db }),
    );
    try {
      await expect(signInThroughProvider(url, 'boss@acme.example', 'accrue-demo')).rejects.toThrow(/refused/);
      const { accessToken } = await signInThroughProvider(url, 'boss@acme.example', password!);
      const me = await api({ url }, accessToken)('GET', '/users/me');
      expect(me.status).toBe(200);
      expect(me.body.user).toMatchObject({ email: 'boss@acme.example', role: 'ADMIN' });
      expect(me.body.meta).toMatchObject({
        isSuperAdmin: true,
        platformLevels: ['SUPER_ADMIN', 'PROVIDER_ADMIN', 'TECH_ADMIN'],
      });
      const companies = await api({ url }, accessToken)('GET', '/companies');
      expect(companies.body).toMatchObject({ name: 'Acme Inc', currency: 'EUR' });
    } finally {
      await close();
      await db.sequelize.close();
    }

    // A second admin of the same company; the same e-mail again is refused.
    const second = await createAdmin(
      ['--email', 'second@acme.example', '--company-id', String(account!.companyId)],
      {
        DATA_DIR: dir,
      },
    );
    expect(second.code).toBe(0);
    expect(second.stdout).toContain(`admin of company ${account!.companyId}`);
    const again = await createAdmin(
      ['--email', 'boss@acme.example', '--company-id', String(account!.companyId)],
      {
        DATA_DIR: dir,
      },
    );
    expect(again.code).toBe(1);
    expect(again.stderr).toBe('create-admin: A user with the e-mail boss@acme.example already exists.\n');
  }, 120_000);

  it('keeps no password when an external provider signs people in', async () => {
    const dir = dataDir();
    const created = await createAdmin(['--email', 'it@acme.example', '--company', 'Acme'], {
      DATA_DIR: dir,
      OIDC_ISSUER: 'https://id.acme.example',
      OIDC_CLIENT_ID: 'accrue',
      OIDC_CLIENT_SECRET: 'client-secret',
    });
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('through https://id.acme.example');
    const db = openDatabase({ databaseUrl: undefined, dataDir: dir });
    try {
      expect((await findAccountByEmail(db, 'it@acme.example'))?.passwordHash).toBeNull();
    } finally {
      await db.sequelize.close();
    }
  }, 60_000);

  it('refuses bad arguments and an unknown company, writing nothing', async () => {
    const dir = dataDir();
    const noCompany = await createAdmin(['--email', 'a@b.example'], { DATA_DIR: dir });
    expect(noCompany.code).toBe(1);
    expect(noCompany.stderr).toContain('Give either --company <name> or --company-id <id>');
    const badEmail = await createAdmin(['--email', 'nobody', '--company', 'X'], { DATA_DIR: dir });
    expect(badEmail.stderr).toContain('--email needs an e-mail address');
    const unknown = await createAdmin(['--email', 'a@b.example', '--company-id', '42'], { DATA_DIR: dir });
    expect(unknown.stderr).toBe('create-admin: No company has the id 42.\n');
    const db = openDatabase({ databaseUrl: undefined, dataDir: dir });
    try {
      expect(await findAccountByEmail(db, 'a@b.example')).toBeNull();
    } finally {
      await db.sequelize.close();
    }
  }, 60_000);
});
