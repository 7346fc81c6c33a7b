import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { writeCookie } from '../lib/cookies';

// Lazy routes load slowly on a busy machine; findBy*/waitFor wait up to 5 s instead of 1 s.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no scrolling; ScrollRestoration calls it.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) writeCookie(`${name}=; max-age=0; path=/`);
  }
});
