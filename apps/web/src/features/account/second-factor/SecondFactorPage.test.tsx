import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage, userFixture } from '../../../test/renderPage';
import SecondFactorPage from './SecondFactorPage';

const status = (enabled: boolean) => ({
  enabled,
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
});
