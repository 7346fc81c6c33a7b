import { existsSync } from 'node:fs';
import { type Config, loadConfig } from '../config';
import { runningServer } from '../db/backup';
import { prepareDatabase } from '../db/setup';

/**
 * The commands (site:create, staff:create) read `.env` in the working directory — the repository
 * root under `npm run` — as `npm start` does (scripts/start.mjs), so they open the database the
 * server will use. Variables set in the environment win.
 */
export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

/**
 * The embedded database (PGlite) is one process's files: a command opening it while the server
 * has it open would corrupt it. With the embedded database and a server running on the same
 * DATA_DIR, the command stops with a clear message instead (PostgreSQL takes both at once).
 */
export function refuseWhileServerHoldsEmbeddedDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
): void {
  if (config.databaseUrl) return;
  const pid = runningServer(config.dataDir);
  if (pid === null) return;
  console.error(
    `The server (process ${pid}) has the embedded database in ${config.dataDir} open. Stop it, run this command, then start it again.`,
  );
  process.exit(1);
}

/**
 * The database a command (site:create, staff:create) works on: `.env` read, the configuration
 * loaded, refused while a server holds the embedded one, migrations applied, nothing seeded.
 */
export async function openCommandDatabase() {
  loadDotEnv();
  const config = loadConfig();
  refuseWhileServerHoldsEmbeddedDatabase(config);
  return prepareDatabase({ ...config, seed: 'none' });
}
