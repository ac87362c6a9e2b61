import fs from 'node:fs';
import path from 'node:path';
import { Sequelize } from 'sequelize';
import type { Config } from '../config.js';

export type Dialect = 'sqlite' | 'mysql';

export interface Database {
  sequelize: Sequelize;
  dialect: Dialect;
}

/**
 * MySQL/MariaDB through mysql2 when DATABASE_URL is a mysql:// URL, otherwise an embedded SQLite
 * file under DATA_DIR.
 */
export function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Database {
  const logging = false;
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    if (url.protocol !== 'mysql:' && url.protocol !== 'mariadb:') {
      throw new Error(`DATABASE_URL must be a mysql:// URL, got ${url.protocol}`);
    }
    url.protocol = 'mysql:';
    return {
      sequelize: new Sequelize(url.toString(), {
        dialect: 'mysql',
        logging,
        dialectOptions: { dateStrings: true },
      }),
      dialect: 'mysql',
    };
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  return {
    sequelize: new Sequelize({
      dialect: 'sqlite',
      storage: path.join(config.dataDir, 'accrue.sqlite'),
      logging,
    }),
    dialect: 'sqlite',
  };
}

/** Answers whether the database takes a query right now. */
export async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.sequelize.query('SELECT 1');
    return true;
  } catch {
    return false;
  }
}
