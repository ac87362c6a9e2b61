/**
 * A first start's migrations in a process of its own, for migrate-kill.test.ts to kill -9 at a
 * chosen statement: `node --import tsx migrate-child.ts <dataDir> [databaseUrl]`. It prints one
 * line per SQL statement just before the statement runs, then waits a little so the parent's kill
 * lands on that statement (the migrations alone run faster than a pipe round trip), and prints
 * `done` when every migration is recorded.
 */
import fs from 'node:fs';
import { openDatabase } from '../db/database.js';
import { migrate } from '../db/migrate.js';

const [dataDir, databaseUrl] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: migrate-child.ts <dataDir> [databaseUrl]');
const pause = new Int32Array(new SharedArrayBuffer(4));
const db = openDatabase({ dataDir, databaseUrl: databaseUrl || undefined });
db.queryListeners.add(() => {
  fs.writeSync(1, 'statement\n');
  // Blocks the whole process, as a slow disk or a busy server would, without changing what runs.
  Atomics.wait(pause, 0, 0, Number(process.env.MIGRATE_CHILD_PAUSE_MS ?? 2));
});
await migrate(db);
fs.writeSync(1, 'done\n');
await db.sequelize.close();
