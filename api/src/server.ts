import path from 'node:path';
import { createApp, platformOf } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { seedDemoData } from './demo-data.js';
import { createWorker } from './job-handlers.js';
import { CalculationEvents } from './modules/statements/index.js';
import {
  openDatabase,
  redactDatabaseUrl,
  withoutDatabaseSecrets,
  type Database,
} from './platform/db/database.js';
import { migrate } from './platform/db/migrate.js';
import { logger } from './platform/logging.js';
import { removeLegacyAccessTokenSecret } from './platform/sessions/settings.js';

/** What the start-up log says about the mode the API runs in (never a secret). */
function describeMode(config: Config, db: Pick<Database, 'dialect'>) {
  return {
    database: db.dialect,
    databaseLocation: config.databaseUrl
      ? redactDatabaseUrl(config.databaseUrl)
      : path.join(config.dataDir, 'accrue.sqlite'),
    signIn: config.oidc
      ? `external OpenID provider ${config.oidc.issuer}`
      : `bundled provider at ${config.publicUrl}/oidc`,
    demoData: config.demoData,
    production: config.production,
    publicUrl: config.publicUrl,
    logRequests: config.logRequests,
  };
}

async function start(config: Config): Promise<void> {
  const db = openDatabase(config);
  const mode = describeMode(config, db);
  logger.info(
    { mode },
    `Accrue starting: ${mode.database} (${mode.databaseLocation}), sign-in through the ${mode.signIn}, ` +
      `demo data ${mode.demoData ? 'on' : 'off'}${mode.production ? ', production' : ''}`,
  );
  await migrate(db);
  if (await removeLegacyAccessTokenSecret(db))
    logger.info('Deleted the access-token key earlier versions kept in the database (platform_settings)');
  if (config.demoData && (await seedDemoData(db)))
    logger.warn(
      'Created the demo companies and accounts, whose password is public (DEMO_DATA=false turns this off)',
    );

  const app = createApp({ config, db });
  const server = app.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    logger.info({ port, host: config.host }, `Accrue listening on http://localhost:${port}`);
  });
  server.on('error', (error) => fail(error, config));

  // The background jobs (calculations): a worker in this process (on SQLite the only one; on
  // MySQL/MariaDB `npm run worker` adds more), and the relay pushing their progress to streams.
  const worker = createWorker(db);
  worker.start();
  const calculationEvents = new CalculationEvents(db, platformOf(app).hub);
  calculationEvents.start();

  function shutdown() {
    calculationEvents.stop();
    server.close(() => void worker.stop().then(() => db.sequelize.close().then(() => process.exit(0))));
    // Open event streams never end by themselves.
    server.closeAllConnections();
  }
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

/**
 * A start that cannot go on: one log line with the reason and exit 1. Only the error's name and
 * message are logged, with DATABASE_URL's password taken out: driver errors carry their
 * connection options in nested fields that a full dump would print.
 */
function fail(error: unknown, config: Pick<Config, 'databaseUrl'> | undefined): never {
  const scrub = (text: string) =>
    withoutDatabaseSecrets(text, config?.databaseUrl ?? process.env.DATABASE_URL);
  if (error instanceof ConfigError) {
    logger.fatal(`Accrue cannot start: ${scrub(error.message)}`);
  } else {
    const { name, message } = error instanceof Error ? error : { name: 'Error', message: String(error) };
    logger.fatal({ error: { name, message: scrub(message) } }, `Accrue cannot start: ${scrub(message)}`);
  }
  process.exit(1);
}

let config: Config | undefined;
try {
  config = loadConfig();
  await start(config);
} catch (error) {
  fail(error, config);
}
