import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeSignupModal, useSignupModalOpen } from '../../app-state/signup/signupModalStore';
import { settingsFixture } from '../../test/fixtures';
import { publicProfileFixture } from '../../test/profileFixtures';
import { renderPage, userFixture } from '../../test/renderPage';
import MemberChatPage from './MemberChatPage';
import { cardFixture, chatApiStub, chatFixture, messageFixture } from './testFixtures';

function SignupModalProbe() {
  return <output data-testid="signup-modal">{useSignupModalOpen() ? 'open' : 'closed'}</output>;
}

function renderMemberChat(
  routes: Parameters<typeof chatApiStub>[0],
  user: typeof userFixture | null = userFixture,
) {
  const api = chatApiStub({
    'GET /api/settings.php': [200, settingsFixture],
    'GET /api/member.php': [200, { profile: publicProfileFixture }],
    ...routes,
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return renderPage(
    <>
      <MemberChatPage />
      <SignupModalProbe />
    </>,
    { path: '/members/42/chat', routePath: '/members/:id/chat', user },
  ).then((r) => ({ ...r, api }));
}

describe('/members/{id}/chat', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    closeSignupModal();
  });

  it('without a conversation: the first message goes with profile_id, then the address becomes /chats/{id}', async () => {
    const { api, queryClient } = await renderMemberChat({
      'GET /api/chats.php': [200, { chats: [] }],
      'POST /api/chat.php': (body) => [
        200,
        {
          message: messageFixture(300, {
            conversation_id: 77,
            mine: true,
            status: 'sent',
            text: (body as { text: string }).text,
            client_id: (body as { client_id: string }).client_id,
          }),
          credits: 10,
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Say hello to Sanne' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sanne, 31');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message to Sanne' }), 'Hi Sanne!');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/chats/77'));
    const post = api.calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({ profile_id: 42, text: 'Hi Sanne!' });
    expect(post.body).not.toHaveProperty('conversation_id');
    // The conversation screen starts with the sent message already there.
    expect(queryClient.getQueryData<{ messages: unknown[] }>(['chat', 77])?.messages).toHaveLength(1);
  });

  it('opens the existing conversation with that member', async () => {
    await renderMemberChat({
      'GET /api/chats.php': [
        200,
        { chats: [chatFixture(9, cardFixture(3)), chatFixture(31, cardFixture(42, { name: 'Sanne' }))] },
      ],
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/chats/31'));
  });

  it('asks visitors to sign up', async () => {
    const { api } = await renderMemberChat({}, null);
    await waitFor(() => expect(screen.getByTestId('signup-modal')).toHaveTextContent('open'));
    expect(await screen.findByText('Sign up free to send Sanne a message.')).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(api.calls.some((c) => c.url.pathname === '/api/chats.php')).toBe(false);
  });

  it('a session that ended meanwhile (403 authentication_required) opens the signup modal', async () => {
    await renderMemberChat({
      'GET /api/chats.php': [200, { chats: [] }],
      'POST /api/chat.php': [403, { error: 'authentication_required', message: 'x' }],
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Message to Sanne' }), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByTestId('signup-modal')).toHaveTextContent('open'));
  });
});
