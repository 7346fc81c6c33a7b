import { existsSync, readFileSync } from 'node:fs';
import { type Config, loadConfig } from '../config';
import { notServingYet, runningServer, socketFile } from '../db/backup';
import { prepareDatabase } from '../setup/prepare';

/**
 * The commands (site:create, staff:create) read `.env` in the working directory — the repository
 * root under `npm run` — as `npm start` does (scripts/start.mjs), so they open the database the
 * server will use. Variables set in the environment win.
 */
export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

/**
 * The embedded database (PGlite) is one process's files: a command must never open them while
 * the server has them open. A running server serves its embedded database on a socket
 * (decision 038) and leaves the connection string in DATA_DIR: the command works through it. A
 * server that is not serving it (still starting, or stopping; its process id is in DATA_DIR from
 * before it opens the files until it exits) makes the command stop with a clear message.
 * Answers the connection string to use, or undefined (no server: open the files).
 */
export function runningServerDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string | undefined {
  if (config.databaseUrl) return undefined;
  const pid = runningServer(config.dataDir);
  if (pid === null) return undefined;
  const file = socketFile(config.dataDir);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  console.error(notServingYet(pid, config.dataDir));
  process.exit(1);
}

/**
 * The database a command (site:create, staff:create) works on: `.env` read, the configuration
 * loaded, the running server's embedded database through its socket when it runs, migrations
 * applied, nothing seeded.
 */
export async function openCommandDatabase() {
  loadDotEnv();
  const config = loadConfig();
  const serverDatabase = runningServerDatabase(config);
  return prepareDatabase({ ...config, databaseUrl: serverDatabase ?? config.databaseUrl, seed: 'none' });
}
