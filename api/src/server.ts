import { createApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrate } from './db/migrate.js';
import { seedDemoData } from './services/demo-data.js';

const config = loadConfig();
const db = openDatabase(config);
await migrate(db);
if (config.demoData && (await seedDemoData(db)))
  console.log('Created the demo companies and accounts (DEMO_DATA=false turns this off).');

const app = createApp({ config, db });
const server = app.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(
    `Accrue listening on http://localhost:${port} (${db.dialect}${config.production ? ', production' : ''})`,
  );
  if (!config.oidc)
    console.log(`Sign-in through the bundled development identity provider at ${config.publicUrl}/oidc`);
});

function shutdown() {
  server.close(() => void db.sequelize.close().then(() => process.exit(0)));
  // Open event streams never end by themselves.
  server.closeAllConnections();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
