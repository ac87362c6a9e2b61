import { createWorker } from './job-handlers.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase, withoutDatabaseSecrets } from './platform/db/database.js';
import { migrate } from './platform/db/migrate.js';
import { logger } from './platform/logging.js';

/**
 * `npm run worker`: a worker process on the database of DATABASE_URL, beside the API (which runs
 * a worker of its own). Adding machines running this adds capacity: workers claim jobs with
 * SELECT … FOR UPDATE SKIP LOCKED, so no other service is needed. SQLite has one writer, so
 * there the API process's worker is the only one and this command refuses to start.
 */
async function start(config: Config): Promise<void> {
  if (!config.databaseUrl)
    throw new ConfigError(
      'npm run worker needs DATABASE_URL (MySQL/MariaDB): on SQLite the API process runs the only worker',
    );
  const db = openDatabase(config);
  await migrate(db);
  const worker = createWorker(db);
  worker.start();
  logger.info({ worker: worker.id }, `Accrue worker ${worker.id} running jobs (${db.dialect})`);
  const shutdown = () => {
    logger.info({ worker: worker.id }, 'Accrue worker stopping after the job in hand');
    void worker.stop().then(() => db.sequelize.close().then(() => process.exit(0)));
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

let config: Config | undefined;
try {
  config = loadConfig();
  await start(config);
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  logger.fatal(
    `Accrue worker cannot start: ${withoutDatabaseSecrets(message, config?.databaseUrl ?? process.env.DATABASE_URL)}`,
  );
  process.exit(1);
}
