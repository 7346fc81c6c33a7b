import { ROUTES } from '@amora/shared/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENTRY_WARNING_KEY } from './components/entry-warning/entryWarningRules';
import { i18n } from './i18n/i18n';
import { stubApi } from './test/fixtures';
import { renderApp } from './test/renderApp';

const layoutOf = (el: HTMLElement) => el.closest<HTMLElement>('[data-layout]')?.dataset.layout;

describe('router', () => {
  beforeEach(() => {
    stubApi();
    // Most tests are not about the entry warning.
    localStorage.setItem(ENTRY_WARNING_KEY, '1');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the 404 page inside the default layout for an unknown path', async () => {
    await renderApp('/this/does/not/exist');
    const heading = await screen.findByRole('heading', { level: 1, name: 'This page could not be found' });
    expect(layoutOf(heading)).toBe('default');
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('This page could not be found | Dating near you'));
  });

  it('answers 404 for a single segment that is not a token, and the page for one that is', async () => {
    await renderApp('/short');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be found' }),
    ).toBeVisible();
  });

  it('renders the token page for a token-shaped segment', async () => {
    await renderApp('/AbCdEfGh12345678_-');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  });

  it('rejects non-numeric member ids like the server does', async () => {
    await renderApp('/members/abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be found' }),
    ).toBeVisible();
  });

  it.each([
    ['/chats/5', 'Chat', 'chat'],
    ['/signup', 'Sign up free', 'empty'],
    ['/pages/terms', 'Terms and conditions', 'default'],
  ])('renders %s as a translated placeholder in its layout', async (path, title, layout) => {
    await renderApp(path);
    const heading = await screen.findByRole('heading', { level: 1, name: title });
    expect(layoutOf(heading)).toBe(layout);
    await waitFor(() => expect(document.title).toBe(`${title} | Dating near you`));
  });

  it('renders a lander in its layout with the niche wording, titled by its route', async () => {
    await renderApp('/landers/video/some-slug');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Singles near you are waiting' });
    expect(layoutOf(heading)).toBe('lander');
    await waitFor(() => expect(document.title).toBe('Meet someone tonight | Dating near you'));
  });

  it('the default layout has top bar, footer links, disclaimer and the US footer; index title alone', async () => {
    await renderApp('/');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Dating near you' });
    const layout = heading.closest<HTMLElement>('[data-layout]')!;
    expect(layout).toHaveClass('layout-default', 'logged-out');
    expect(layout).not.toHaveClass('installed-app');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    for (const name of [
      'Terms and conditions',
      'Privacy',
      'Cookies',
      'Ban policy',
      'Pricing',
      'Complaints',
    ]) {
      expect(within(footer).getByRole('link', { name })).toBeVisible();
    }
    expect(within(footer).getByRole('link', { name: 'Support' })).toHaveAttribute(
      'href',
      'mailto:support@example.test',
    );
    expect(
      await screen.findByText(/Amora Demo is operated by Amora Media B\.V\. · © \d{4} Amora Demo/),
    ).toBeVisible();
    expect(screen.getByText(/18 U\.S\.C\. 2257/)).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Dating near you'));
  });

  it('the chat layout has no top bar or footer', async () => {
    await renderApp('/chats/5');
    await screen.findByRole('heading', { level: 1, name: 'Chat' });
    expect(screen.queryByRole('navigation', { name: 'Footer' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  });

  it('every route of the table has a translated title', () => {
    const pages = i18n.getResourceBundle('en', 'translation').pages as Record<string, { title: string }>;
    for (const route of ROUTES) expect(pages[route.name]?.title, route.name).toBeTruthy();
  });
});

describe('entry warning in the app', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows to a new visitor and stays dismissed after Enter', async () => {
    stubApi();
    await renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: 'Important information' });
    expect(within(dialog).getByRole('link', { name: 'Leave' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'I am 18+, enter' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(Number(localStorage.getItem(ENTRY_WARNING_KEY))).toBeGreaterThan(0);
  });

  it('does not show on a lander for a US visitor, but does for NL', async () => {
    stubApi({ geoip_selected_country: 'US' });
    const first = await renderApp('/landers/tinderswipe');
    await screen.findByRole('heading', { level: 1, name: 'Singles near you are waiting' });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();
    vi.unstubAllGlobals();

    stubApi({ geoip_selected_country: 'NL' });
    await renderApp('/landers/tinderswipe');
    expect(await screen.findByRole('dialog', { name: 'Important information' })).toBeVisible();
  });
});
