import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settingsFixture } from '../../../test/fixtures';
import { mockApi, renderPage } from '../../../test/renderPage';
import { SecondFactorSettings } from './SecondFactorSettings';

// jsdom has no WebAuthn: the test plays the authenticator (docs/decisions/029-passkeys.md).
const webauthn = vi.hoisted(() => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => webauthn);

const PASSKEY = { id: 7, name: 'Passkey 1', created_at: '2026-03-02T10:00:00Z', last_used_at: null };
const off = {
  enabled: false,
  authenticator: false,
  passkeys: [],
  required: false,
  verified: false,
  mandatory: false,
  recovery_codes_left: 0,
};
const onWithPasskey = {
  ...off,
  enabled: true,
  passkeys: [PASSKEY],
  required: true,
  verified: true,
  recovery_codes_left: 10,
};

describe('Settings → two-step sign-in with passkeys', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a first passkey turns it on and shows the recovery codes once', async () => {
    let status: unknown = off;
    const codes = Array.from({ length: 10 }, (_, i) => `eeee${i}-fffff`);
    const api = mockApi({
      'GET /api/second-factor.php': () => [200, status],
      'POST /api/passkey-setup.php': [
        200,
        { options: { challenge: 'Y2g', rp: { id: 'localhost', name: 'Amora' } } },
      ],
      'PUT /api/passkey-setup.php': () => {
        status = onWithPasskey;
        return [200, { recovery_codes: codes, passkey: PASSKEY, user: {} }];
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    webauthn.startRegistration.mockResolvedValueOnce({ id: 'a2V5', response: {} });
    const user = userEvent.setup();
    await renderPage(<SecondFactorSettings />, { path: '/settings' });
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText('eeee0-fffff')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText(/On: every login asks for your passkey\./)).toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(within(list).getByText('Passkey 1')).toBeInTheDocument();
    expect(within(list).getByText(/not used yet/)).toBeInTheDocument();
  });

  it('the last passkey is not removed but turned off with the passkey', async () => {
    let status: unknown = onWithPasskey;
    const api = mockApi({
      'GET /api/second-factor.php': () => [200, status],
      'DELETE /api/passkey.php': [409, { error: 'second_factor_last', message: 'x' }],
      'POST /api/passkey-challenge.php': [200, { options: { challenge: 'Y2g', rpId: 'localhost' } }],
      'DELETE /api/second-factor.php': () => {
        status = off;
        return [200, off];
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    webauthn.startAuthentication.mockResolvedValueOnce({ id: 'a2V5', response: {} });
    const user = userEvent.setup();
    await renderPage(<SecondFactorSettings />, { path: '/settings' });
    await user.click(await screen.findByRole('button', { name: 'Remove Passkey 1' }));
    expect(await screen.findByText(/This is your only second step/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(screen.getByText(/Confirm with your passkey \(or enter a recovery code\)/)).toBeInTheDocument();
    // No app: the form takes a recovery code, and the passkey button turns it off.
    expect(screen.getByLabelText('Recovery code')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Turn off' })[0]!);
    expect(await screen.findByText('Two-step sign-in is off.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'DELETE' && c.url === '/api/second-factor.php')?.body).toEqual({
      passkey: { id: 'a2V5', response: {} },
    });
  });

  it.each([
    ['an Irish visitor on the English site', 'IE', 'Added 2 March 2026 · last used 14 November 2026'],
    ['an American visitor', 'US', 'Added March 2, 2026 · last used November 14, 2026'],
  ])(
    "writes a passkey's dates as the member's language and the site's country do: %s",
    async (_, country, text) => {
      const used = { ...PASSKEY, last_used_at: '2026-11-14T09:00:00Z' };
      const api = mockApi({
        'GET /api/second-factor.php': [200, { ...onWithPasskey, passkeys: [used] }],
        'GET /api/settings.php': [
          200,
          { ...settingsFixture, countries: ['GB', 'IE', 'AU', 'NZ'], geoip_selected_country: country },
        ],
      });
      vi.stubGlobal('fetch', api.fetchMock);
      await renderPage(<SecondFactorSettings />, { path: '/settings' });
      expect(await screen.findByText(text)).toBeInTheDocument();
    },
  );

  it('writes English dates day first while the site is not known yet', async () => {
    const api = mockApi({ 'GET /api/second-factor.php': [200, onWithPasskey] });
    vi.stubGlobal('fetch', api.fetchMock);
    await renderPage(<SecondFactorSettings />, { path: '/settings' });
    expect(await screen.findByText('Added 2 March 2026 · not used yet')).toBeInTheDocument();
  });
});
