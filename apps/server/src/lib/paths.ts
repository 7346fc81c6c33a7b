import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server package's folder, found from this file whether it runs from src/ (tsx, vitest) or dist/. */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the server package folder');
    dir = parent;
  }
  return dir;
}

export const SERVER_ROOT = findServerRoot();
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'src/db/migrations');
export const WEB_DIST_DIR = path.join(SERVER_ROOT, '../web/dist');
/**
 * Texts of the static and legal pages, next to the other catalogues:
 * packages/shared/src/locales/pages/<language>/<page>.md (decision 011).
 */
export const PAGES_DIR = path.join(SERVER_ROOT, '../../packages/shared/src/locales/pages');
