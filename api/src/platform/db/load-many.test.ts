import fs from 'node:fs';
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, testDialects, type TestDatabase } from '../test/harness.js';
import { openDatabase, type Database } from './database.js';
import { column, companyTable } from './tables.js';
import { Tenant } from './tenancy.js';

/**
 * `Tenant.loadMany` on MariaDB writes with LOAD DATA LOCAL INFILE, and falls back to multi-row
 * INSERTs when the statement is refused (local_infile off on the server, or a client without the
 * capability). Here MariaDB really refuses: the second connection pool is opened without the
 * client's LOCAL_FILES capability (`?flags=-LOCAL_FILES`, a per-connection setting, so the shared
 * server's global local_infile is left alone), and the same rows must land either way.
 */
interface ProbeRow {
  id: number;
  companyId: number;
  label: string | null;
  amount: string;
  at: Date | string | null;
}

const probeTable = companyTable<ProbeRow>('load_probe', {
  id: column.id,
  companyId: column.companyId,
  label: column.string,
  amount: column.string,
  at: column.date,
});

const ROWS = [
  { label: 'plain', amount: '1200.50', at: new Date('2026-01-31T23:59:59.123Z') },
  { label: 'tab\there, newline\nthere, backslash \\ and \\N', amount: '-0.000001', at: null },
  { label: null, amount: '99999999999999.999999', at: new Date('2026-02-01T00:00:00.000Z') },
  { label: 'é ü 漢字 🎉 \'quoted\' "double"', amount: '0', at: new Date('2026-03-01T12:00:00.000Z') },
  ...Array.from({ length: 2500 }, (_, i) => ({
    label: `row ${i}`,
    amount: `${i}.${String(i % 100).padStart(2, '0')}`,
    at: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
  })),
];

const { dialects } = await testDialects();

describe.skipIf(!dialects.includes('mysql'))('Tenant.loadMany when MariaDB refuses LOAD DATA LOCAL', () => {
  let fresh: TestDatabase;
  let refusing: Database;
  let admin: mysql.Connection;

  beforeAll(async () => {
    fresh = await freshDatabase('mysql');
    const url = new URL(fresh.env.DATABASE_URL!);
    admin = await mysql.createConnection({ uri: url.toString() });
    await admin.query(
      'CREATE TABLE load_probe (id INT AUTO_INCREMENT PRIMARY KEY, companyId INT NOT NULL, ' +
        'label VARCHAR(255) NULL, amount VARCHAR(40) NOT NULL, `at` DATETIME(3) NULL) ' +
        'CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci',
    );
    url.searchParams.set('flags', '-LOCAL_FILES');
    refusing = openDatabase({ databaseUrl: url.toString(), dataDir: fs.mkdtempSync('/tmp/accrue-load-') });
  });

  afterAll(async () => {
    await refusing?.sequelize.close();
    await admin?.end();
    await fresh?.drop();
  });

  /** Loads the rows for a company through `db`; answers the statements it sent and the rows. */
  async function load(db: Database, tenantId: number) {
    const statements: string[] = [];
    const listener = (sql: string) => statements.push(sql.slice(0, 80));
    db.queryListeners.add(listener);
    try {
      const tenant = new Tenant(db, tenantId);
      await tenant.transaction((t) => tenant.loadMany(probeTable, ROWS, t));
    } finally {
      db.queryListeners.delete(listener);
    }
    const [rows] = await admin.query<mysql.RowDataPacket[]>(
      "SELECT label, amount, DATE_FORMAT(`at`, '%Y-%m-%dT%H:%i:%s.%f') AS at FROM load_probe WHERE companyId = ? ORDER BY id",
      [tenantId],
    );
    return { statements, rows: rows.map((row) => ({ ...row })) };
  }

  it('writes the same rows with multi-row INSERTs as LOAD DATA does', async () => {
    const [[settings]] = await admin.query<mysql.RowDataPacket[]>('SELECT @@global.local_infile AS on_');

    const refused = await load(refusing, 1);
    // The LOAD DATA was tried, refused, and the rows went as INSERTs of at most 1,000 rows each.
    expect(refused.statements.filter((sql) => /LOAD DATA LOCAL INFILE/.test(sql))).toHaveLength(1);
    expect(refused.statements.filter((sql) => /INSERT INTO `load_probe`/.test(sql))).toHaveLength(3);
    expect(refused.rows).toHaveLength(ROWS.length);

    const loaded = await load(fresh.db, 2);
    if (Number(settings!.on_) === 1)
      // The server takes LOAD DATA from a client that can send it: no INSERT then.
      expect(loaded.statements.filter((sql) => /INSERT INTO `load_probe`/.test(sql))).toHaveLength(0);
    expect(refused.rows).toEqual(loaded.rows);
    expect(refused.rows.slice(0, 4)).toEqual([
      { label: 'plain', amount: '1200.50', at: '2026-01-31T23:59:59.123000' },
      { label: 'tab\there, newline\nthere, backslash \\ and \\N', amount: '-0.000001', at: null },
      { label: null, amount: '99999999999999.999999', at: '2026-02-01T00:00:00.000000' },
      { label: 'é ü 漢字 🎉 \'quoted\' "double"', amount: '0', at: '2026-03-01T12:00:00.000000' },
    ]);
  });
});
