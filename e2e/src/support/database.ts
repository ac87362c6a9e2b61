import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT, type ProductServer } from './servers';

/**
 * Rows of a query on the product's SQLite database, read with the API's own driver in a child
 * process (read-only): what a test checks the page against is what the server stored.
 */
export function queryProductDatabase<Row>(
  product: ProductServer,
  sql: string,
  params: readonly (string | number)[] = [],
): Row[] {
  const script = `
    const sqlite3 = require('sqlite3');
    const db = new sqlite3.Database(process.argv[1], sqlite3.OPEN_READONLY);
    db.all(process.argv[2], JSON.parse(process.argv[3]), (error, rows) => {
      if (error) throw error;
      process.stdout.write(JSON.stringify(rows));
      db.close();
    });`;
  const output = execFileSync(
    process.execPath,
    ['-e', script, path.join(product.dataDir, 'accrue.sqlite'), sql, JSON.stringify(params)],
    { cwd: path.join(REPO_ROOT, 'api'), encoding: 'utf8' },
  );
  return JSON.parse(output) as Row[];
}

/** The digits an exact decimal shows in English as money: 2 decimals, none for a whole amount. */
export function shownDigits(total: string): string {
  const [whole, fraction = ''] = total.replace(/^-/, '').split('.');
  const cents = (fraction + '00').slice(0, 2);
  return cents === '00' ? whole! : `${whole}${cents}`;
}
