import { randomBytes } from 'node:crypto';
import pg from 'pg';
import mysql from 'mysql2/promise';

/**
 * Throwaway source databases for the connector tests: a PostgreSQL database and a MariaDB
 * database, each with a `deals` table, on the servers of this machine (PostgreSQL with trust
 * authentication, MariaDB's root without a password). Not part of the product.
 */
export const POSTGRES_URL = process.env.POSTGRES_TEST_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
export const MARIADB_SOURCE_URL = process.env.MARIADB_TEST_URL ?? 'mysql://root@127.0.0.1:3306';

export interface SourceFixture {
  kind: 'postgresql' | 'mysql';
  settings: { host: string; port: number; database: string; user: string };
  password: string;
  schema: string;
  /** Runs a statement on the source database (as its owner). */
  exec(sql: string): Promise<void>;
  drop(): Promise<void>;
}

const DEALS = [
  ['D-1', 'Acme', '1200.50', '2026-01-15', true],
  ['D-2', 'Globex', '980.00', '2026-02-01', false],
  ['D-3', 'Initech', '2400.10', '2026-02-20', true],
] as const;

/** Whether PostgreSQL answers (null) or why not. */
export async function postgresUnreachable(): Promise<string | null> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.end();
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

export async function postgresFixture(): Promise<SourceFixture> {
  const name = `accrue_src_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const owner = new pg.Client({ connectionString: url.toString() });
  await owner.connect();
  await owner.query(
    `CREATE TABLE deals (deal_id text PRIMARY KEY, account text, amount numeric(12,2), closed_on date, won boolean)`,
  );
  for (const row of DEALS) await owner.query('INSERT INTO deals VALUES ($1, $2, $3, $4, $5)', [...row]);
  return {
    kind: 'postgresql',
    settings: {
      host: url.hostname,
      port: Number(url.port || 5432),
      database: name,
      user: url.username || 'postgres',
    },
    password: 'pg-secret-not-needed-under-trust',
    schema: 'public',
    exec: async (sql) => {
      await owner.query(sql);
    },
    drop: async () => {
      await owner.end();
      const cleanup = new pg.Client({ connectionString: POSTGRES_URL });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export async function mariadbFixture(): Promise<SourceFixture> {
  const name = `accrue_src_${randomBytes(4).toString('hex')}`;
  const owner = await mysql.createConnection({ uri: MARIADB_SOURCE_URL });
  await owner.query(`CREATE DATABASE ${name}`);
  await owner.query(`USE ${name}`);
  await owner.query(
    `CREATE TABLE deals (deal_id VARCHAR(20) PRIMARY KEY, account VARCHAR(100), amount DECIMAL(12,2), closed_on DATE, won BOOLEAN)`,
  );
  for (const row of DEALS) await owner.query('INSERT INTO deals VALUES (?, ?, ?, ?, ?)', [...row]);
  // A reader of its own, with a password and SELECT only.
  const password = `Maria-${randomBytes(9).toString('base64url')}`;
  await owner.query(`CREATE USER '${name}'@'%' IDENTIFIED BY '${password}'`);
  await owner.query(`GRANT SELECT ON ${name}.* TO '${name}'@'%'`);
  const url = new URL(MARIADB_SOURCE_URL);
  return {
    kind: 'mysql',
    settings: { host: url.hostname, port: Number(url.port || 3306), database: name, user: name },
    password,
    schema: name,
    exec: async (sql) => {
      await owner.query(sql);
    },
    drop: async () => {
      await owner.query(`DROP DATABASE IF EXISTS ${name}`);
      await owner.query(`DROP USER IF EXISTS '${name}'@'%'`);
      await owner.end();
    },
  };
}
