import { existsSync } from 'node:fs';

/**
 * The commands (site:create, staff:create) read `.env` in the working directory — the repository
 * root under `npm run` — as `npm start` does (scripts/start.mjs), so they open the database the
 * server will use. Variables set in the environment win.
 */
export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}
