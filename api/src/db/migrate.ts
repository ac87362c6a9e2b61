import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SequelizeStorage, Umzug } from 'umzug';
import type { QueryInterface } from 'sequelize';
import type { Database } from './database.js';

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * The schema comes only from versioned migrations (never sequelize.sync()), run at start-up on both
 * dialects. Each migration is a module exporting `up` (and `down`) over Sequelize's QueryInterface.
 */
export function migrator(db: Database) {
  return new Umzug<QueryInterface>({
    migrations: {
      glob: ['*.{js,ts}', { cwd: MIGRATIONS, ignore: ['*.d.ts', '*.test.ts', '*.map'] }],
      resolve: ({ name, path: file, context }) => ({
        // The name without its extension, so the compiled .js and the source .ts are the same migration.
        name: name.replace(/\.(js|ts)$/, ''),
        up: async () => (await import(file!)).up(context),
        down: async () => (await import(file!)).down(context),
      }),
    },
    context: db.sequelize.getQueryInterface(),
    storage: new SequelizeStorage({ sequelize: db.sequelize, tableName: 'schema_migrations' }),
    logger: undefined,
  });
}

export async function migrate(db: Database): Promise<void> {
  await migrator(db).up();
}
