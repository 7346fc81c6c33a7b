import { CHUNK_RELOAD_PERIOD_MS } from '@amora/shared/constants';
import { safeGet, safeSet } from '../../lib/storage';

export const CHUNK_RELOAD_KEY = 'amora.chunkReloadAt';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk [\w-]+ failed/i;

/** A lazily loaded part of the app could not be fetched (typically: a new deploy removed it). */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof Error) return error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message);
  return typeof error === 'string' && CHUNK_ERROR.test(error);
}

export interface ReloadGuardDeps {
  now?: () => number;
  storage?: () => Storage;
  reload?: () => void;
}

/**
 * Reloads the page for a failed chunk, at most once per CHUNK_RELOAD_PERIOD_MS (docs/product.md#when-something-fails).
 * Called from the route's errorElement (RouteError), once a navigation whose page part failed has
 * arrived at the page the member asked for: the reload loads that page, not the one they came
 * from (which a reload from Vite's preload-error event, before the navigation ended, did).
 * Returns true when a reload was started, false when one happened too recently.
 */
export function reloadForChunkError(deps: ReloadGuardDeps = {}): boolean {
  const now = (deps.now ?? Date.now)();
  const storage = deps.storage ?? (() => sessionStorage);
  const last = Number(safeGet(storage, CHUNK_RELOAD_KEY));
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_PERIOD_MS) return false;
  safeSet(storage, CHUNK_RELOAD_KEY, String(now));
  (deps.reload ?? (() => window.location.reload()))();
  return true;
}
