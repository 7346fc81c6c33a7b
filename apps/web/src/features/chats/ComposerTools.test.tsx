import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settingsFixture } from '../../test/fixtures';
import { renderPage, userFixture } from '../../test/renderPage';
import ConversationPage from './ConversationPage';
import { cardFixture, chatApiStub, messageFixture } from './testFixtures';

const sanne = cardFixture(42, { name: 'Sanne' });
const rose = { slug: 'rose', name: 'Red rose', image: '/gifts/rose.png', credits: 30 };
const bear = { slug: 'bear', name: 'Teddy bear', image: '/gifts/bear.png', credits: 50 };

async function renderConversation(routes: Parameters<typeof chatApiStub>[0] = {}) {
  const api = chatApiStub({
    'GET /api/settings.php': [200, settingsFixture],
    'GET /api/chat.php': [
      200,
      {
        conversation: { id: 5 },
        profile: sanne,
        messages: [messageFixture(1, { text: 'Hello Jan' })],
        has_more: false,
      },
    ],
    'GET /api/gifts.php': [200, { gifts: [rose, bear] }],
    ...routes,
  });
  vi.stubGlobal('fetch', api.fetchMock);
  const result = await renderPage(<ConversationPage />, {
    path: '/chats/5',
    routePath: '/chats/:id',
    user: { ...userFixture, credits: 100 },
  });
  await screen.findByText('Hello Jan');
  return { ...result, api };
}

const posts = (calls: { method: string; url: URL; body: unknown }[]) =>
  calls.filter((c) => c.method === 'POST');

async function chooseGift(name: RegExp) {
  await userEvent.click(screen.getByRole('button', { name: 'Send a gift' }));
  const dialog = await screen.findByRole('dialog', { name: /Choose a gift/ });
  await userEvent.click(await within(dialog).findByRole('button', { name: name }));
}

describe('sending a photo or a gift', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the photo and gift prices under the composer', async () => {
    await renderConversation();
    expect(await screen.findByText('Photo: 20 credits, gift: 30 credits')).toBeVisible();
  });

  it('choosing a gift posts {gift, client_id} and shows it', async () => {
    const { api } = await renderConversation({
      'POST /api/chat.php': (body) => {
        const { client_id } = body as { client_id: string };
        return [
          200,
          {
            message: messageFixture(90, {
              mine: true,
              kind: 'gift',
              text: '',
              gift: { slug: 'rose', image: rose.image },
              client_id,
              status: 'sent',
              created_at: new Date().toISOString(),
            }),
            credits: 70,
          },
        ];
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send a gift' }));
    const dialog = await screen.findByRole('dialog', { name: /Choose a gift/ });
    const item = await within(dialog).findByRole('button', { name: /Teddy bear/ });
    expect(item).toHaveTextContent('50 credits');
    await userEvent.click(within(dialog).getByRole('button', { name: /Red rose/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(posts(api.calls)).toHaveLength(1));
    const body = posts(api.calls)[0]!.body as Record<string, unknown>;
    expect(posts(api.calls)[0]!.url.pathname).toBe('/api/chat.php');
    expect(body).toMatchObject({ conversation_id: 5, gift: 'rose', text: '' });
    expect(body.client_id).toEqual(expect.any(String));
    const log = screen.getByRole('log', { name: 'Messages with Sanne' });
    await waitFor(() =>
      expect(within(log).getByRole('img', { name: 'Gift' })).toHaveAttribute('src', rose.image),
    );
    await waitFor(() => expect(within(log).getByText('Sent')).toBeInTheDocument());
    expect(screen.getByText('Balance: 70 credits')).toBeVisible();
  });

  it('402 on a gift shows the not-enough-credits notice', async () => {
    await renderConversation({
      'POST /api/chat.php': [402, { error: 'not_enough_credits', message: 'x' }],
    });
    await chooseGift(/Red rose/);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not enough credits to send a message');
    expect(within(alert).getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
  });

  it('posts a photo as multipart to /api/chat-photo.php, client_id before the file', async () => {
    const { api } = await renderConversation({
      'POST /api/chat-photo.php': (body) => {
        const form = body as FormData;
        return [
          200,
          {
            message: messageFixture(91, {
              mine: true,
              kind: 'photo',
              text: '',
              photo: { filename: '/p/full.jpg', thumb_filename: '/p/thumb.jpg' },
              client_id: String(form.get('client_id')),
              status: 'sent',
              created_at: new Date().toISOString(),
            }),
            credits: 80,
          },
        ];
      },
    });
    const file = new File(['jpeg-bytes'], 'me.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('Send a photo'), file);
    await waitFor(() => expect(posts(api.calls)).toHaveLength(1));
    const call = posts(api.calls)[0]!;
    expect(call.url.pathname).toBe('/api/chat-photo.php');
    const form = call.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect([...form.keys()]).toEqual(['client_id', 'conversation_id', 'photo']);
    expect(form.get('conversation_id')).toBe('5');
    expect((form.get('photo') as File).name).toBe('me.jpg');
    const log = screen.getByRole('log', { name: 'Messages with Sanne' });
    await waitFor(() =>
      expect(within(log).getByRole('img', { name: 'Photo' })).toHaveAttribute('src', '/p/thumb.jpg'),
    );
    expect(screen.getByText('Balance: 80 credits')).toBeVisible();
  });

  it('a failed photo is retried with the same client_id', async () => {
    let attempt = 0;
    const { api } = await renderConversation({
      'POST /api/chat-photo.php': () => {
        attempt++;
        return attempt === 1 ? 'network' : [500, { error: 'server_error', message: 'x' }];
      },
    });
    await userEvent.upload(
      screen.getByLabelText('Send a photo'),
      new File(['x'], 'a.png', { type: 'image/png' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(posts(api.calls)).toHaveLength(2));
    const [first, second] = posts(api.calls).map((c) => (c.body as FormData).get('client_id'));
    expect(second).toBe(first);
  });

  it('refuses a non-image in the browser without calling the server', async () => {
    const { api } = await renderConversation();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      screen.getByLabelText('Send a photo'),
      new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Only JPEG, PNG or WebP photos can be uploaded');
    expect(posts(api.calls)).toHaveLength(0);
  });
});
