import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { writeCookie } from '../lib/cookies';
import { resetPresence } from '../lib/presence';

// Lazy routes load slowly on a busy machine (seconds at load 25 on 2 cores); findBy*/waitFor wait
// up to 15 s instead of 1 s. They return as soon as the state is there.
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no scrolling; ScrollRestoration calls it.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
// Nor Element.scrollIntoView, which screens call to bring a new part into view.
Element.prototype.scrollIntoView = vi.fn();

afterEach(() => {
  resetPresence();
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) writeCookie(`${name}=; max-age=0; path=/`);
  }
});
