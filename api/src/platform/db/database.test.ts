import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { QueryTypes, type Transaction } from 'sequelize';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';

describe('the embedded SQLite database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'accrue-sqlite-'));
  const db = openDatabase({ databaseUrl: undefined, dataDir });
  afterAll(async () => {
    await db.sequelize.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const pragma = async (name: string, transaction?: Transaction) =>
    Object.values(
      (
        await db.sequelize.query<Record<string, unknown>>(`PRAGMA ${name}`, {
          type: QueryTypes.SELECT,
          transaction,
        })
      )[0]!,
    )[0];

  it('runs every connection, a transaction’s own included, in WAL mode with NORMAL sync', async () => {
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('synchronous')).toBe(1);
    await db.sequelize.transaction(async (transaction) => {
      expect(await pragma('journal_mode', transaction)).toBe('wal');
      expect(await pragma('synchronous', transaction)).toBe(1);
    });
  });
});
