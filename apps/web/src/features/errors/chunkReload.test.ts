import { CHUNK_RELOAD_PERIOD_MS } from '@amora/shared/constants';
import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadForChunkError } from './chunkReload';

describe('isChunkLoadError', () => {
  it('recognises the browsers’ dynamic import failures', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
  });
  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('reloadForChunkError', () => {
  it('reloads once, then not again within the period, then again after it', () => {
    const reload = vi.fn();
    let now = 1_000_000;
    const deps = { now: () => now, reload };
    expect(reloadForChunkError(deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe(String(now));

    now += CHUNK_RELOAD_PERIOD_MS - 1;
    expect(reloadForChunkError(deps)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    now += 1;
    expect(reloadForChunkError(deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('treats a garbage timestamp as no earlier reload', () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, 'garbage');
    const reload = vi.fn();
    expect(reloadForChunkError({ reload })).toBe(true);
  });
});
