import fs from 'node:fs';
import { queryProductDatabase } from './database';
import { SEEDED_DATA_DIR_ENV, startProductServer } from './servers';

const RUNNING = "('PENDING', 'REFRESH', 'STARTED', 'STOPPING')";

/**
 * Once per run: a first start of the product (migrations, demo companies, their statements), left
 * to finish its background jobs and stopped; each file's server then starts from a copy of its
 * data folder (servers.ts). Files run one at a time, each on its own copy.
 */
export default async function setup(): Promise<() => void> {
  const product = await startProductServer({}, { fresh: true });
  try {
    // Until the first start's jobs (the nightly calculation it catches up on, refreshments) have
    // ended: none running at two looks a second apart (the worker's first pass may come just after
    // the server answers), or a minute.
    const deadline = Date.now() + 60_000;
    for (let idleLooks = 0; idleLooks < 2 && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const [jobs] = queryProductDatabase<{ running: number }>(
        product,
        `SELECT COUNT(*) AS running FROM jobs WHERE status IN ${RUNNING}`,
      );
      idleLooks = jobs && jobs.running > 0 ? 0 : idleLooks + 1;
    }
  } finally {
    await product.stop({ keepData: true });
  }
  process.env[SEEDED_DATA_DIR_ENV] = product.dataDir;
  return () => fs.rmSync(product.dataDir, { recursive: true, force: true });
}
