import type { User } from '@amora/shared/api/account';
import pl from '@amora/shared/locales/pl.json';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEY } from '../../app-state/session/useSession';
import { i18n } from '../../i18n/i18n';
import { settingsFixture } from '../../test/fixtures';
import { renderPage, userFixture } from '../../test/renderPage';
import ConversationPage from './ConversationPage';
import { CreditsHint } from './CreditsHint';
import { cardFixture, chatApiStub, messageFixture } from './testFixtures';

/** A member who never paid, with no credits and `left` free messages. */
const newMember = (left: number | null): User => ({
  ...userFixture,
  paid_user: false,
  credits: 0,
  free_messages_left: left,
});
const settings = { ...settingsFixture, message_credits: 10, minimum_message_costs: {} };

async function renderHint(user: User) {
  vi.stubGlobal('fetch', chatApiStub({ 'GET /api/settings.php': [200, settings] }).fetchMock);
  const result = await renderPage(<CreditsHint />, { user });
  await screen.findByText(/Photo: 20 credits/);
  return result;
}

describe('the credits hint under the composer', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('says how many free messages are left instead of the price, and the empty balance is no alarm', async () => {
    await renderHint(newMember(3));
    expect(screen.getByText('3 free messages left')).toBeVisible();
    expect(screen.queryByText('1 message = 10 credits')).toBeNull();
    expect(screen.getByText('Balance: 0 credits')).not.toHaveClass('text-danger');
  });

  it('speaks of one message in the singular', async () => {
    await renderHint(newMember(1));
    expect(screen.getByText('1 free message left')).toBeVisible();
  });

  it('shows the price again when none are left, with the empty balance in red', async () => {
    await renderHint(newMember(0));
    expect(screen.getByText('1 message = 10 credits')).toBeVisible();
    expect(screen.queryByText(/free message/)).toBeNull();
    expect(screen.getByText('Balance: 0 credits')).toHaveClass('text-danger');
  });

  it('never shows free messages to a paying member', async () => {
    await renderHint({ ...userFixture, free_messages_left: null });
    expect(screen.getByText('1 message = 10 credits')).toBeVisible();
    expect(screen.queryByText(/free message/)).toBeNull();
  });

  it('uses the language’s plural forms (Polish has three for whole numbers)', async () => {
    const { queryClient } = await renderHint(newMember(1));
    i18n.addResourceBundle('pl', 'translation', pl);
    await act(() => i18n.changeLanguage('pl'));
    expect(screen.getByText('Została 1 darmowa wiadomość')).toBeVisible();
    queryClient.setQueryData(SESSION_KEY, { user: newMember(3) });
    expect(await screen.findByText('Zostały 3 darmowe wiadomości')).toBeVisible();
    queryClient.setQueryData(SESSION_KEY, { user: newMember(5) });
    expect(await screen.findByText('Zostało 5 darmowych wiadomości')).toBeVisible();
  });
});

describe('free messages in a conversation', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('counts down with each send answer, then shows the price', async () => {
    let left = 2;
    const api = chatApiStub({
      'GET /api/settings.php': [200, settings],
      'GET /api/chat.php': [
        200,
        {
          conversation: { id: 5 },
          profile: cardFixture(42, { name: 'Sanne' }),
          messages: [messageFixture(1, { text: 'Hello Jan' })],
          has_more: false,
        },
      ],
      'POST /api/chat.php': (body) => {
        const { text, client_id } = body as { text: string; client_id: string };
        left--;
        const message = messageFixture(90 + left, { mine: true, text, client_id, status: 'sent' });
        return [200, { message, credits: 0, free_messages_left: left }];
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    await renderPage(<ConversationPage />, { path: '/chats/5', routePath: '/chats/:id', user: newMember(2) });
    expect(await screen.findByText('2 free messages left')).toBeVisible();
    const composer = screen.getByRole('textbox', { name: 'Message to Sanne' });
    await userEvent.type(composer, 'Hi Sanne{Enter}');
    expect(await screen.findByText('1 free message left')).toBeVisible();
    await userEvent.type(composer, 'Coffee?{Enter}');
    expect(await screen.findByText('1 message = 10 credits')).toBeVisible();
    expect(screen.queryByText(/free message/)).toBeNull();
  });
});
