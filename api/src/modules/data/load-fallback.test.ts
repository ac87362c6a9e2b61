import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../platform/db/database.js';
import { Tenant } from '../../platform/db/tenancy.js';
import { freshDatabase, testDialects, type TestDatabase } from '../../platform/test/harness.js';
import { recordsTable } from './tables.js';

/**
 * `Tenant.loadMany` (platform/db/tenancy.ts) writes an import's records on MariaDB with LOAD DATA
 * LOCAL INFILE, and falls back to multi-row INSERTs when the statement is refused (local_infile
 * off on the server, or a client without the capability). Here MariaDB really refuses: a second
 * pool is opened without the client's LOCAL_FILES capability (`?flags=-LOCAL_FILES`, a
 * per-connection setting, so the shared server's global local_infile is left alone), and the same
 * records must land as through LOAD DATA.
 */
const DATA = [
  { key: 'plain', data: { name: 'Acme', amount: '1200.50' } },
  { key: 'tab\there', data: { name: 'newline\nthere, backslash \\ and \\N', amount: '-0.000001' } },
  { key: 'é ü 漢字 🎉', data: { name: '\'quoted\' "double"', amount: null } },
  ...Array.from({ length: 2500 }, (_, i) => ({
    key: `row-${i}`,
    data: { name: `row ${i}`, amount: `${i}.5` },
  })),
];

const { dialects } = await testDialects();

describe.skipIf(!dialects.includes('mysql'))('Tenant.loadMany when MariaDB refuses LOAD DATA LOCAL', () => {
  let fresh: TestDatabase;
  let refusing: Database;
  let admin: mysql.Connection;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'accrue-load-'));

  beforeAll(async () => {
    fresh = await freshDatabase('mysql');
    const url = new URL(fresh.env.DATABASE_URL!);
    admin = await mysql.createConnection({ uri: url.toString() });
    url.searchParams.set('flags', '-LOCAL_FILES');
    refusing = openDatabase({ databaseUrl: url.toString(), dataDir });
  });

  afterAll(async () => {
    await refusing?.sequelize.close();
    await admin?.end();
    await fresh?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A company with a record model, made directly (the app's seed is not needed here). */
  async function companyWithModel(slug: string): Promise<{ companyId: number; modelId: number }> {
    const [company] = await admin.query<mysql.ResultSetHeader>(
      'INSERT INTO companies (name, slug, status, currency, symbols, statementFrequency, featureFlags, ' +
        "customization, createdAt, updatedAt) VALUES (?, ?, 'ACTIVE', 'EUR', '[]', 'month', '{}', '{}', NOW(3), NOW(3))",
      [slug, slug],
    );
    const [model] = await admin.query<mysql.ResultSetHeader>(
      'INSERT INTO record_models (companyId, machineName, name, keyField, fields, createdAt, updatedAt) ' +
        "VALUES (?, 'deals', 'Deals', 'key', '[]', NOW(3), NOW(3))",
      [company.insertId],
    );
    return { companyId: company.insertId, modelId: model.insertId };
  }

  /** Loads the records through `db`; answers the statements it sent and the records stored. */
  async function load(db: Database, slug: string) {
    const { companyId, modelId } = await companyWithModel(slug);
    const statements: string[] = [];
    const listener = (sql: string) => statements.push(sql.slice(0, 80));
    db.queryListeners.add(listener);
    try {
      const tenant = new Tenant(db, companyId);
      const updatedAt = new Date('2026-01-31T23:59:59.123Z');
      const rows = DATA.map((d) => ({
        modelId,
        externalKey: d.key,
        data: JSON.stringify(d.data),
        updatedAt,
        // The browser's indexed slots (record-slots.ts) are not what this test is about.
        text1: null,
        text2: null,
        num1: null,
        num2: null,
        date1: null,
        date2: null,
      }));
      await tenant.transaction((t) => tenant.loadMany(recordsTable, rows, t));
    } finally {
      db.queryListeners.delete(listener);
    }
    const [rows] = await admin.query<mysql.RowDataPacket[]>(
      "SELECT externalKey, data, DATE_FORMAT(updatedAt, '%Y-%m-%dT%H:%i:%s.%f') AS updatedAt " +
        'FROM records WHERE companyId = ? AND modelId = ? ORDER BY id',
      [companyId, modelId],
    );
    return { statements, rows: rows.map((row) => ({ ...row })) };
  }

  it('writes the same records with multi-row INSERTs as LOAD DATA does', async () => {
    const [[server]] = await admin.query<mysql.RowDataPacket[]>(
      'SELECT @@global.local_infile AS localInfile',
    );
    const inserts = (statements: string[]) => statements.filter((sql) => /INSERT INTO `records`/.test(sql));

    const refused = await load(refusing, 'refusing');
    // LOAD DATA was tried, refused, and the records went as INSERTs of at most 1,000 rows each.
    expect(refused.statements.filter((sql) => /LOAD DATA LOCAL INFILE/.test(sql))).toHaveLength(1);
    expect(inserts(refused.statements)).toHaveLength(3);
    expect(refused.rows).toHaveLength(DATA.length);

    const loaded = await load(fresh.db, 'loading');
    // A server that takes LOAD DATA from a client that can send it: no INSERT then.
    if (Number(server!.localInfile) === 1) expect(inserts(loaded.statements)).toHaveLength(0);
    expect(refused.rows).toEqual(loaded.rows);
    expect(refused.rows.slice(0, 3)).toEqual(
      DATA.slice(0, 3).map((d) => ({
        externalKey: d.key,
        data: JSON.stringify(d.data),
        updatedAt: '2026-01-31T23:59:59.123000',
      })),
    );
  });
});
