import en from '@amora/shared/locales/en.json';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { Presence } from './Presence';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

describe('Presence', () => {
  it('says the same on every screen: a newer "last seen" from the chat header overrules an older "online"', async () => {
    await initI18n('en', en);
    render(
      <>
        <p data-testid="profile">
          <Presence profile={{ id: 7, online: true, last_seen: minutesAgo(6) }} />
        </p>
        <p data-testid="header">
          <Presence profile={{ id: 7, online: false, last_seen: minutesAgo(2) }} />
        </p>
      </>,
    );
    expect(await screen.findByTestId('profile')).toHaveTextContent('last seen 2 minutes ago');
    expect(screen.getByTestId('header')).toHaveTextContent('last seen 2 minutes ago');
    expect(screen.queryByText('Online now')).toBeNull();
  });
});
