import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureTracking, readTracking } from '../../app-state/signup/tracking';
import { ENTRY_WARNING_KEY } from '../../components/entry-warning/entryWarningRules';
import { stubApi } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

const TOKEN = 'Zq3x9Kp2Lm8Rt5Vw7Yb1Nc4d';

/** The shell's calls, an invitation-only site, and the invitation check answering `valid`. */
function inviteOnlySite(valid: boolean) {
  const fetchMock = stubApi({ signups: 'invite_only' });
  const shell = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) =>
    String(input).startsWith('/api/invitation.php')
      ? new Response(JSON.stringify({ invitation: { valid } }))
      : shell(input, init),
  );
  return fetchMock;
}

describe('{token} page', () => {
  beforeEach(() => {
    localStorage.setItem(ENTRY_WARNING_KEY, '1');
    sessionStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('welcomes an invited visitor on an invitation-only site and carries the token into the sign-up', async () => {
    const fetchMock = inviteOnlySite(true);
    captureTracking('?network=ads');
    await renderApp(`/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'You’re invited' })).toBeVisible();
    expect(screen.getByText(/Amora Demo is open by invitation only/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign up free' })).toHaveAttribute(
      'href',
      `/signup?invite=${TOKEN}`,
    );
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(
      expect.stringContaining(`/api/invitation.php?token=${TOKEN}`),
    );
    // The visitor came without a query string: the token joins the kept tracking all the same.
    expect(readTracking()).toEqual({ network: 'ads', invite: TOKEN });
  });

  it('says when the link no longer works, and offers no sign-up', async () => {
    inviteOnlySite(false);
    captureTracking('');
    await renderApp(`/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invitation no longer valid' }),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Sign up free' })).toBeNull();
    expect(screen.getByRole('link', { name: 'To the home page' })).toHaveAttribute('href', '/');
    expect(readTracking()).toEqual({});
  });

  it('does not check links on a site open to all', async () => {
    const fetchMock = stubApi();
    await renderApp(`/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('invitation.php'))).toBe(false);
  });
});
