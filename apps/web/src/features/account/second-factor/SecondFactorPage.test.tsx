import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage, userFixture } from '../../../test/renderPage';
import SecondFactorPage from './SecondFactorPage';

// The browser's ceremony: jsdom has no WebAuthn; the tests decide what the "authenticator" does.
const webauthn = vi.hoisted(() => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => webauthn);

const ASSERTION = {
  id: 'a2V5',
  rawId: 'a2V5',
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
};
const PASSKEY = { id: 1, name: 'Passkey 1', created_at: '2026-01-01T00:00:00Z', last_used_at: null };

const status = (enabled: boolean, passkeys: unknown[] = []) => ({
  enabled,
  authenticator: enabled && passkeys.length === 0,
  passkeys,
  required: true,
  verified: false,
  mandatory: true,
  recovery_codes_left: enabled ? 10 : 0,
});

describe('second factor page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the code, shows a wrong one, and goes on to `next` with the right one', async () => {
    let tries = 0;
    const api = mockApi({
      'GET /api/second-factor.php': [200, status(true)],
      'POST /api/second-factor.php': () =>
        ++tries === 1 ? [401, { error: 'code_invalid', message: 'x' }] : [200, { user: userFixture }],
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const user = userEvent.setup();
    const { queryClient } = await renderPage(<SecondFactorPage />, { path: '/second-factor?next=/staff' });
    const input = await screen.findByLabelText('6-digit code');
    await user.type(input, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/This code is not correct/)).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '654 321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/staff$/));
    expect(queryClient.getQueryData(['user'])).toEqual({ user: userFixture });
    expect(api.calls.at(-1)?.body).toEqual({ code: '654 321' });
  });

  it('takes a recovery code instead', async () => {
    const api = mockApi({
      'GET /api/second-factor.php': [200, status(true)],
      'POST /api/second-factor.php': [200, { user: userFixture }],
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const user = userEvent.setup();
    await renderPage(<SecondFactorPage />, { path: '/second-factor' });
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcde-12345');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/members'));
    expect(api.calls.at(-1)?.body).toEqual({ recovery_code: 'abcde-12345' });
  });

  it('sets up the app on the first login: QR code and key, a first code, the recovery codes once', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `aaaa${i}-bbbbb`);
    const api = mockApi({
      'GET /api/second-factor.php': [200, status(false)],
      'POST /api/second-factor-setup.php': [
        200,
        {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauth_url: 'otpauth://totp/x',
          qr_code: 'data:image/svg+xml;base64,PHN2Zy8+',
        },
      ],
      'PUT /api/second-factor-setup.php': [200, { recovery_codes: codes, user: userFixture }],
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const user = userEvent.setup();
    await renderPage(<SecondFactorPage />, { path: '/second-factor?next=/staff' });
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /QR code/ })).toHaveAttribute(
      'src',
      'data:image/svg+xml;base64,PHN2Zy8+',
    );
    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('aaaa0-bbbbb')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/second-factor');
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/staff$/));
    expect(
      api.calls.filter((c) => c.url === '/api/second-factor-setup.php' && c.method === 'POST'),
    ).toHaveLength(1);
  });

  it('signs in with a passkey when the account has one and no app; a closed prompt says so', async () => {
    const api = mockApi({
      'GET /api/second-factor.php': [200, status(true, [PASSKEY])],
      'POST /api/passkey-challenge.php': [200, { options: { challenge: 'Y2g', rpId: 'localhost' } }],
      'POST /api/second-factor.php': [200, { user: userFixture }],
    });
    vi.stubGlobal('fetch', api.fetchMock);
    webauthn.startAuthentication.mockRejectedValueOnce(
      Object.assign(new Error('closed'), { name: 'NotAllowedError' }),
    );
    webauthn.startAuthentication.mockResolvedValueOnce(ASSERTION);
    const user = userEvent.setup();
    await renderPage(<SecondFactorPage />, { path: '/second-factor?next=/staff' });
    expect(await screen.findByRole('heading', { name: 'Confirm it’s you' })).toBeInTheDocument();
    // No app: no code field, only the way to a recovery code.
    expect(screen.queryByLabelText('6-digit code')).toBeNull();
    expect(screen.getByRole('button', { name: 'Use a recovery code instead' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use a passkey' }));
    expect(await screen.findByText(/The passkey was not used/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use a passkey' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/staff$/));
    expect(webauthn.startAuthentication).toHaveBeenLastCalledWith({
      optionsJSON: { challenge: 'Y2g', rpId: 'localhost' },
    });
    expect(api.calls.at(-1)?.body).toEqual({ passkey: ASSERTION });
  });

  it('sets up a passkey instead of the app on the first login', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `cccc${i}-ddddd`);
    const api = mockApi({
      'GET /api/second-factor.php': [200, status(false)],
      'POST /api/second-factor-setup.php': [
        200,
        {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauth_url: 'otpauth://totp/x',
          qr_code: 'data:image/svg+xml;base64,PHN2Zy8+',
        },
      ],
      'POST /api/passkey-setup.php': [
        200,
        { options: { challenge: 'Y2g', rp: { id: 'localhost', name: 'Amora' } } },
      ],
      'PUT /api/passkey-setup.php': [200, { recovery_codes: codes, passkey: PASSKEY, user: userFixture }],
    });
    vi.stubGlobal('fetch', api.fetchMock);
    webauthn.startRegistration.mockResolvedValueOnce({ id: 'a2V5', response: {} });
    const user = userEvent.setup();
    await renderPage(<SecondFactorPage />, { path: '/second-factor?next=/staff' });
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText('cccc0-ddddd')).toBeInTheDocument();
    expect(api.calls.at(-1)?.body).toEqual({ response: { id: 'a2V5', response: {} } });
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/staff$/));
  });
});
