import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENTRY_WARNING_KEY } from './components/entry-warning/entryWarningRules';
import { stubApi } from './test/fixtures';

/**
 * A first page the server answered 404 after looking up its member, conversation or link
 * (apps/server/src/lib/spa.ts) shows the 404 page; the route table alone would show the page.
 */
describe('a first page the server answered 404', () => {
  beforeEach(() => {
    stubApi();
    localStorage.setItem(ENTRY_WARNING_KEY, '1');
    vi.resetModules();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.querySelector('meta[name="amora-status"]')?.remove();
    history.replaceState(null, '', '/');
  });

  async function firstLoad(path: string, answered404: boolean) {
    history.replaceState(null, '', path);
    if (answered404)
      document.head.insertAdjacentHTML('beforeend', '<meta name="amora-status" content="404" />');
    // The router reads the mark once, when the app's entry loads.
    const { renderApp } = await import('./test/renderApp');
    return renderApp(path);
  }

  it('shows the 404 page for an unknown link (a token-shaped path)', async () => {
    await firstLoad('/AbCdEfGh12345678_-', true);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be found' }),
    ).toBeVisible();
  });

  it('shows the page itself when the server found it', async () => {
    await firstLoad('/AbCdEfGh12345678_-', false);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  });

  it('shows the 404 page for an unknown conversation, and other pages as usual', async () => {
    const { router } = await firstLoad('/chats/999999', true);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be found' }),
    ).toBeVisible();
    await router.navigate('/AbCdEfGh12345678_-');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  });
});
