import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import mysql from 'mysql2/promise';
import type { QueryInterface, QueryOptionsWithWhere } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { S3BlobStore, type S3Settings } from '../../platform/storage/index.js';
import { startS3Server, type TestS3Server } from '../../platform/storage/test/s3-server.js';
import { openDatabase, type Database, type Dialect } from '../../platform/db/database.js';
import { migrate, type Migration } from '../../platform/db/migrate.js';
import { Tenant } from '../../platform/db/tenancy.js';
import {
  api,
  MARIADB_URL,
  signInThroughProvider,
  startHarness,
  testDialects,
  type Harness,
} from '../../platform/test/harness.js';
import { avatarStoreKey } from './avatars.js';
import { userAvatarsTable } from './tables.js';

/**
 * Issue #10 point 3: avatars' bytes live in the blob store (files under DATA_DIR, or an
 * S3-compatible bucket), their rows keep the metadata and the object's key. Over real HTTP, on each
 * database, with each backend: files under the harness's temporary DATA_DIR, and a bucket of an
 * in-process S3-compatible server (s3rver) the API is pointed at with the S3_* variables.
 */
const MANAGER = 'manager@demo.accrue.local';
const OTHER_EMPLOYEE = 'employee@other.accrue.local';

/** A valid 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** The smallest JPEG signature the upload accepts, with bytes of its own. */
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5]);

const { dialects } = await testDialects();
const BACKENDS = ['files', 's3'] as const;

describe.each(dialects)('avatars on %s', (dialect) => {
  describe.each(BACKENDS)('kept in %s', (backend) => {
    let h: Harness;
    let s3: TestS3Server | undefined;
    /** Reads the bucket or the folder on its own, not through the app's store. */
    let objectOf: (key: string) => Promise<Buffer | null>;
    let bucket: S3BlobStore | undefined;
    const tokens = new Map<string, string>();
    const as = async (email: string) => {
      if (!tokens.has(email)) tokens.set(email, (await signInThroughProvider(h.url, email)).accessToken);
      return api(h, tokens.get(email));
    };
    const tenantOf = async (email: string) => new Tenant(h.db, (await h.accountOf(email)).companyId);
    const rowOf = async (email: string, url: string) =>
      (await tenantOf(email)).findOne(userAvatarsTable, { token: url.split('/').at(-1)! });
    const filesFolder = () => path.join(h.config.dataDir, 'files');

    beforeAll(async () => {
      if (backend === 's3') s3 = await startS3Server();
      h = await startHarness(dialect, s3?.env ?? {});
      if (s3) {
        bucket = new S3BlobStore(loadConfig(s3.env).blobStore as S3Settings);
        objectOf = async (key) => (await bucket!.get(key))?.bytes ?? null;
      } else {
        objectOf = async (key) => {
          const file = path.join(filesFolder(), ...key.split('/'));
          return fs.existsSync(file) ? fs.readFileSync(file) : null;
        };
      }
    }, 120_000);
    afterAll(async () => {
      await h?.close();
      bucket?.close();
      await s3?.close();
    });

    it('stores an upload as an object, keeps its metadata in the row, and serves it back', async () => {
      expect(h.config.blobStore.kind).toBe(backend);
      const manager = await as(MANAGER);
      const { companyId } = await h.accountOf(MANAGER);
      const uploaded = await manager('PATCH', '/users/avatar', {
        avatarBase64: `data:image/png;base64,${PNG.toString('base64')}`,
      });
      expect(uploaded.status).toBe(200);
      expect(uploaded.body.url).toMatch(new RegExp(`^/api/avatars/${companyId}/[0-9a-f]{32}$`));
      expect((await manager('GET', '/users/me')).body.user.pictureURL).toBe(uploaded.body.url);

      const token = uploaded.body.url.split('/').at(-1);
      const row = await rowOf(MANAGER, uploaded.body.url);
      expect(row).toMatchObject({ contentType: 'image/png', size: PNG.length, content: null });
      expect(row!.storeKey).toBe(avatarStoreKey(companyId, token));
      expect(row!.storeKey).toBe(`avatars/${companyId}/${token}`);
      expect((await objectOf(row!.storeKey!))?.equals(PNG)).toBe(true);
      // In a bucket, nothing is written under DATA_DIR.
      if (backend === 's3') expect(fs.existsSync(filesFolder())).toBe(false);

      const served = await fetch(`${h.url}${uploaded.body.url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-security-policy')).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      );
      expect(served.headers.get('content-disposition')).toBe('inline; filename="avatar"');
      expect(served.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

      // The token is its company's: under another company's id (the Tenant's scope) it is not found.
      const otherCompany = (await h.accountOf(OTHER_EMPLOYEE)).companyId;
      expect((await fetch(`${h.url}/api/avatars/${otherCompany}/${token}`)).status).toBe(404);
      expect((await fetch(`${h.url}/api/avatars/${companyId}/${'0'.repeat(32)}`)).status).toBe(404);
    });

    it('replaces a picture: the new one is served, the previous URL answers 404 and its object is gone', async () => {
      const manager = await as(MANAGER);
      const first = await manager('PATCH', '/users/avatar', { avatarBase64: PNG.toString('base64') });
      const firstKey = (await rowOf(MANAGER, first.body.url))!.storeKey!;
      expect(await objectOf(firstKey)).not.toBeNull();

      const second = await manager('PATCH', '/users/avatar', { avatarBase64: JPEG.toString('base64') });
      expect(second.status).toBe(200);
      expect(await objectOf(firstKey)).toBeNull();
      expect(await rowOf(MANAGER, first.body.url)).toBeNull();
      expect((await fetch(`${h.url}${first.body.url}`)).status).toBe(404);
      const jpeg = await fetch(`${h.url}${second.body.url}`);
      expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
      expect(Buffer.from(await jpeg.arrayBuffer()).equals(JPEG)).toBe(true);

      // Randomize is a replacement too: an SVG of the initials, stored the same way.
      const secondKey = (await rowOf(MANAGER, second.body.url))!.storeKey!;
      const random = await manager('PATCH', '/users/avatar/randomize');
      expect(random.status).toBe(200);
      expect(await objectOf(secondKey)).toBeNull();
      expect((await fetch(`${h.url}${second.body.url}`)).status).toBe(404);
      const randomRow = await rowOf(MANAGER, random.body.url);
      expect(randomRow).toMatchObject({ contentType: 'image/svg+xml', content: null });
      expect((await objectOf(randomRow!.storeKey!))?.toString('utf8')).toContain('>MD</text>');
      const svg = await fetch(`${h.url}${random.body.url}`);
      expect(svg.headers.get('content-type')).toBe('image/svg+xml');
      expect(svg.headers.get('content-security-policy')).toContain('sandbox');
      expect(await svg.text()).toContain('>MD</text>');
    });

    it('serves a picture stored in its row before the blob store, until the user replaces it', async () => {
      const tenant = await tenantOf(OTHER_EMPLOYEE);
      const { id: userId, companyId } = await h.accountOf(OTHER_EMPLOYEE);
      const legacyToken = 'a'.repeat(32);
      await tenant.insert(userAvatarsTable, {
        userId,
        token: legacyToken,
        contentType: 'image/png',
        size: PNG.length,
        content: PNG,
        storeKey: null,
        createdAt: new Date(),
      });
      const legacyUrl = `/api/avatars/${companyId}/${legacyToken}`;
      const served = await fetch(`${h.url}${legacyUrl}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
      const demoCompany = (await h.accountOf(MANAGER)).companyId;
      expect((await fetch(`${h.url}/api/avatars/${demoCompany}/${legacyToken}`)).status).toBe(404);

      // Replacing it removes the row (there is no object to remove) and stores the new one as an object.
      const employee = await as(OTHER_EMPLOYEE);
      const replaced = await employee('PATCH', '/users/avatar', { avatarBase64: JPEG.toString('base64') });
      expect(replaced.status).toBe(200);
      expect((await fetch(`${h.url}${legacyUrl}`)).status).toBe(404);
      const row = await rowOf(OTHER_EMPLOYEE, replaced.body.url);
      expect((await objectOf(row!.storeKey!))?.equals(JPEG)).toBe(true);
    });

    it('answers 404, not 500, for a row whose object is missing', async () => {
      const manager = await as(MANAGER);
      const uploaded = await manager('PATCH', '/users/avatar', { avatarBase64: PNG.toString('base64') });
      await h.platform.blobs.delete((await rowOf(MANAGER, uploaded.body.url))!.storeKey!);
      expect((await fetch(`${h.url}${uploaded.body.url}`)).status).toBe(404);
    });

    // Last: it breaks the store for the rest of the file.
    it('changes nothing when the picture cannot be stored', async () => {
      const employee = await as(OTHER_EMPLOYEE);
      const before = (await employee('GET', '/users/me')).body.user.pictureURL;
      const rowsBefore = await (await tenantOf(OTHER_EMPLOYEE)).count(userAvatarsTable, {});
      if (s3) {
        await s3.close();
        s3 = undefined;
      } else {
        // A file where the company's folder of objects must be: the write fails, as a full disk would.
        const folder = path.join(
          filesFolder(),
          'avatars',
          String((await h.accountOf(OTHER_EMPLOYEE)).companyId),
        );
        fs.rmSync(folder, { recursive: true, force: true });
        fs.writeFileSync(folder, 'in the way');
      }
      const refused = await employee('PATCH', '/users/avatar', { avatarBase64: PNG.toString('base64') });
      expect(refused.status).toBe(500);
      expect((await employee('GET', '/users/me')).body.user.pictureURL).toBe(before);
      expect(await (await tenantOf(OTHER_EMPLOYEE)).count(userAvatarsTable, {})).toBe(rowsBefore);
    });
  });
});

/** A database no migration has run on: a temporary SQLite folder, or a new MariaDB database. */
async function emptyDatabase(dialect: Dialect): Promise<{ db: Database; drop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'accrue-avatars-'));
  if (dialect === 'sqlite') {
    const db = openDatabase({ databaseUrl: undefined, dataDir });
    return {
      db,
      drop: async () => {
        await db.sequelize.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `accrue_test_${randomBytes(6).toString('hex')}`;
  const admin = await mysql.createConnection({ uri: MARIADB_URL });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const url = new URL(MARIADB_URL);
  url.pathname = `/${name}`;
  const db = openDatabase({ databaseUrl: url.toString(), dataDir });
  return {
    db,
    drop: async () => {
      await db.sequelize.close();
      await admin.query(`DROP DATABASE \`${name}\``);
      await admin.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../platform/db/migrations');

/** The real migrations, as code, so that rows can be written between two of them. */
async function realMigrations(): Promise<Migration[]> {
  const files = fs
    .readdirSync(MIGRATIONS)
    .filter((file) => /^\d{4}-.*\.ts$/.test(file) && !file.endsWith('.test.ts'))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const { up, down } = (await import(path.join(MIGRATIONS, file))) as Omit<Migration, 'name'>;
      return { name: file.replace(/\.ts$/, ''), up, down };
    }),
  );
}

const allAvatarRows = async (q: QueryInterface) =>
  (await q.select(null, 'user_avatars', { order: [['id', 'ASC']] } as QueryOptionsWithWhere)) as Record<
    string,
    unknown
  >[];

describe.each(dialects)('migration 0036 on %s', (dialect) => {
  it('keeps every avatar row written before it, bytes and all, and goes on numbering after them', async () => {
    const { db, drop } = await emptyDatabase(dialect);
    try {
      // More rows than SQLite's rebuild copies per statement, each with bytes of its own.
      const legacyRows = Array.from({ length: 45 }, (_, index) => ({
        id: index + 1,
        companyId: 1,
        userId: 100 + index,
        token: index.toString(16).padStart(32, '0'),
        contentType: 'image/png',
        size: PNG.length + 1,
        content: Buffer.concat([PNG, Buffer.from([index])]),
        createdAt: new Date(Date.UTC(2025, 0, 1, 12, 0, index, 123)),
      }));
      let before: Record<string, unknown>[] = [];
      let after: Record<string, unknown>[] = [];
      const writeLegacyRows: Migration = {
        name: '0035-zz-legacy-avatars',
        up: async (q) => {
          const now = new Date();
          await q.bulkInsert('companies', [
            {
              id: 1,
              name: 'Legacy',
              slug: 'legacy',
              status: 'ACTIVE',
              currency: 'EUR',
              symbols: '{}',
              statementFrequency: 'MONTHLY',
              featureFlags: '{}',
              customization: '{}',
              createdAt: now,
              updatedAt: now,
            },
          ]);
          await q.bulkInsert('user_avatars', legacyRows);
          before = await allAvatarRows(q);
        },
      };
      const readRows: Migration = {
        name: '9999-zz-read-avatars',
        up: async (q) => {
          after = await allAvatarRows(q);
        },
      };
      const migrations = await realMigrations();
      const upTo0035 = migrations.filter((m) => m.name < '0036');
      expect(upTo0035.length).toBeLessThan(migrations.length);
      await migrate(db, [...upTo0035, writeLegacyRows]);
      await migrate(db, [...upTo0035, writeLegacyRows, ...migrations.slice(upTo0035.length), readRows]);

      expect(before).toHaveLength(legacyRows.length);
      expect(after.map(({ storeKey: _, ...row }) => row)).toEqual(before);
      expect(after.every((row) => row.storeKey === null)).toBe(true);
      expect(Buffer.from(after[7]!.content as Uint8Array).equals(legacyRows[7]!.content)).toBe(true);

      // The table takes rows without bytes now, numbered after the old ones.
      const id = await new Tenant(db, 1).insert(userAvatarsTable, {
        userId: 1,
        token: 'f'.repeat(32),
        contentType: 'image/png',
        size: 1,
        content: null,
        storeKey: 'avatars/1/' + 'f'.repeat(32),
        createdAt: new Date(),
      });
      expect(id).toBe(legacyRows.length + 1);
    } finally {
      await drop();
    }
  });
});
