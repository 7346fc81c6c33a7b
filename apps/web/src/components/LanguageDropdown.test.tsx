import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { readLocaleCookie } from '../i18n/locale';
import { stubApi } from '../test/fixtures';
import { renderApp } from '../test/renderApp';
import { ENTRY_WARNING_KEY } from './entry-warning/entryWarningRules';

describe('LanguageDropdown', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('lists the country’s languages first, then the others — all eleven', async () => {
    stubApi({ geoip_selected_country: 'CH' });
    localStorage.setItem(ENTRY_WARNING_KEY, '1');
    await renderApp('/');
    await screen.findByText('Dating near you', { selector: 'h1' });
    await userEvent.click(screen.getByRole('button', { name: /Choose your language$/ }));
    const items = screen.getAllByRole('button').filter((b) => b.classList.contains('dropdown-item'));
    expect(items.map((b) => b.getAttribute('lang'))).toEqual([
      'de',
      'it',
      'fr',
      'en',
      'da',
      'es',
      'fi',
      'nl',
      'no',
      'pl',
      'sv',
    ]);
    expect(within(items[0]!).getByText('Deutsch')).toBeVisible();
  });

  it('switching sets the cookie, <html lang> and refetches settings in the new language', async () => {
    const fetchMock = stubApi({ geoip_selected_country: 'NL' });
    localStorage.setItem(ENTRY_WARNING_KEY, '1');
    await renderApp('/');
    await screen.findByText('Dating near you', { selector: 'h1' });
    await userEvent.click(screen.getByRole('button', { name: /Choose your language$/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Nederlands' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('nl'));
    expect(readLocaleCookie(document.cookie)).toBe('nl');
    expect(i18n.language).toBe('nl');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/settings.php?lang=nl'))).toBe(
        true,
      ),
    );
  });
});
